import type { PropertyView } from '@vishwas/domain'
import { useDeferredValue, type ReactNode } from 'react'
import { LoadingDots } from '../../../components/ui/loading-dots'
import { isApiError } from '../../../lib/api-client'
import { usePublicProperty } from '../api/get-public-property'
import { useRecordView } from '../api/record-view'
import { PropertyDetails } from './property-details'
import { PropertyNotFound } from './property-not-found'
import { RetryNotice } from '../../../components/ui/retry-notice'

/** The public page of one listing, by UUID or PROP- reference; `gallery` draws its photos and `actions` the buyer's (both composed by the route). */
export function PropertyPage({
  idOrReference,
  gallery,
  actions,
}: {
  idOrReference: string
  gallery?: (property: PropertyView) => ReactNode
  /** What a visitor can do about the listing (apply to rent, ...), composed by the route. */
  actions?: (property: PropertyView) => ReactNode
}) {
  const { data: latest, error, isPending, refetch } = usePublicProperty(idOrReference)
  useRecordView(idOrReference, latest)
  // The details render in a background pass that yields to the browser, rather than in one long
  // task when the listing arrives.
  const property = useDeferredValue(latest)

  if (isPending || (latest && !property)) return <LoadingDots />
  if (isApiError(error) && error.status === 404) return <PropertyNotFound idOrReference={idOrReference} />
  if (error || !property) {
    return (
      <RetryNotice onRetry={() => void refetch()}>
        {error?.message ?? 'The listing could not be loaded.'}
      </RetryNotice>
    )
  }
  return <PropertyDetails property={property} {...(gallery ? { gallery: gallery(property) } : {})} {...(actions ? { actions: actions(property) } : {})} />
}
