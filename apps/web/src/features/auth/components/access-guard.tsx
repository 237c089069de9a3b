import type { ReactNode } from 'react'
import { Navigate, Outlet } from 'react-router'
import { LoadingDots } from '../../../components/ui/loading-dots'
import type { AccessPhase } from '../hooks/use-access-check'
import { LoginRedirect } from './require-auth'

/** Where a refused visitor goes, with the message the landing page shows (the flash notice). */
export interface AccessRedirect {
  to: string
  message: string
  reason?: string
}

interface AccessGuardProps {
  phase: AccessPhase
  denied: AccessRedirect
  failed: AccessRedirect
  children?: ReactNode
}

/** Renders an access check's phase: waiting, the page, or the redirect SPEC §6 names. */
export function AccessGuard({ phase, denied, failed, children }: AccessGuardProps) {
  switch (phase) {
    case 'loading':
      return <LoadingDots className="min-h-64" />
    case 'verifying':
      return <LoadingDots className="min-h-64" message="Checking access..." />
    case 'signed-out':
      return <LoginRedirect />
    case 'denied':
    case 'failed': {
      const { to, ...flash } = phase === 'denied' ? denied : failed
      return <Navigate to={to} replace state={flash} />
    }
    case 'granted':
      return children ?? <Outlet />
  }
}
