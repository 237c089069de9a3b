import { Button } from '../../../components/ui/button'
import { LoadingDots } from '../../../components/ui/loading-dots'
import { Notice } from '../../../components/ui/notice'
import { isApiError } from '../../../lib/api-client'
import { usePublicProperty } from '../api/get-public-property'
import { useRecordView } from '../api/record-view'
import { PropertyDetails } from './property-details'
import { PropertyNotFound } from './property-not-found'

/** The public page of one listing, by UUID or PROP- reference. */
export function PropertyPage({ idOrReference }: { idOrReference: string }) {
  const { data: property, error, isPending, refetch } = usePublicProperty(idOrReference)
  useRecordView(idOrReference, property)

  if (isPending) return <LoadingDots />
  if (isApiError(error) && error.status === 404) return <PropertyNotFound idOrReference={idOrReference} />
  if (error || !property) {
    return (
      <Notice
        tone="error"
        role="alert"
        action={
          <Button size="sm" variant="secondary" onClick={() => void refetch()}>
            Try again
          </Button>
        }
      >
        {error?.message ?? 'The listing could not be loaded.'}
      </Notice>
    )
  }
  return <PropertyDetails property={property} />
}
