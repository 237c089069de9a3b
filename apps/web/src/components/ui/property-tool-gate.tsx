// What a property tool shows before the tool itself: the wait, the load error, and the refusal for
// a property with private owners (SPEC's message); the tool only once the property may be worked on.
import type { ReactNode } from 'react'
import { hasPrivateOwners, messages, type Property, type PropertyView } from '@vishwas/domain'
import { LoadingDots } from './loading-dots'
import { Notice } from './notice'
import { PropertyLoadError } from './property-load-error'

interface PropertyToolGateProps {
  property: PropertyView | undefined
  error: Error | null
  isPending: boolean
  onRetry: () => void
  /** The tool, for a property without private owners. */
  children: (property: Property) => ReactNode
}

export function PropertyToolGate({ property, error, isPending, onRetry, children }: PropertyToolGateProps) {
  return (
    <>
      {isPending ? <LoadingDots /> : null}
      {error ? <PropertyLoadError error={error} onRetry={onRetry} /> : null}
      {property && hasPrivateOwners(property) ? (
        <Notice tone="error" role="alert">
          {messages.propertyToolsDenied}
        </Notice>
      ) : null}
      {property && !hasPrivateOwners(property) ? children(property) : null}
    </>
  )
}
