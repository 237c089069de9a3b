import type { ReactNode } from 'react'
import { LoadingDots } from '../../../components/ui/loading-dots'
import { Notice } from '../../../components/ui/notice'
import { useStartupState } from './startup-provider'

export const LIMITED_FUNCTIONALITY_MESSAGE =
  'Some services are not responding, so some features are limited for now. We keep retrying in the background.'

/** Holds the main content until DOM-ready and the services are up (or the limited-mode deadline). */
export function StartupGate({ children }: { children: ReactNode }) {
  const { phase } = useStartupState()
  if (phase === 'waiting' || phase === 'initialising') {
    return <LoadingDots className="min-h-64" />
  }
  return (
    <>
      {phase === 'limited' ? (
        <Notice tone="warning" className="mb-4">
          {LIMITED_FUNCTIONALITY_MESSAGE}
        </Notice>
      ) : null}
      {children}
    </>
  )
}
