// The three pages of the property form: create and edit (the smart form) and the plain form.
import { Link } from 'react-router'
import { hasPrivateOwners, messages } from '@vishwas/domain'
import { Notice } from '../../../components/ui/notice'
import { LoadingDots } from '../../../components/ui/loading-dots'
import { PropertyLoadError } from '../../../components/ui/property-load-error'
import { paths } from '../../../config/paths'
import { useProperty } from '../../../lib/property-api'
import type { FormDestinations } from '../hooks/use-property-form'
import { TextField } from './fields/inputs'
import { PageHeading } from './page-heading'
import { PlainPropertyForm } from './plain-property-form'
import { SmartPropertyForm } from './smart-property-form'

const link = 'font-semibold text-teal-800 underline underline-offset-2 hover:text-teal-950'

/**
 * /seller/property/create, and /admin/property/create with `destinations` (the admin console's
 * pages) and `namesOwner` (an admin lists a property for someone: the owner named is invited and
 * becomes the owner on accepting; until then the admin who created it holds it).
 */
export function PropertyCreatePage({ destinations, namesOwner = false }: { destinations?: FormDestinations; namesOwner?: boolean } = {}) {
  return (
    <div className="grid gap-4">
      <PageHeading title="Add New Property">
        Fields marked required are needed to save; everything else can be added later.{' '}
        {destinations ? null : (
          <Link to={paths.sellerPropertyNew} className={link}>
            Use the short form
          </Link>
        )}
      </PageHeading>
      <SmartPropertyForm
        target={{ mode: 'create' }}
        label="Add New Property"
        destinations={destinations}
        extraFields={
          namesOwner ? (
            <TextField
              name="ownership.ownerId"
              label="Owner's user ID"
              hint="Optional. The user this property belongs to: they are invited and become its owner when they accept. Leave empty to own it yourself."
            />
          ) : null
        }
      />
    </div>
  )
}

/**
 * /seller/properties/{propertyId}/edit, behind the property tools access check (SPEC §6). A
 * property that is missing, or that the server refuses (403), says so with the way back.
 */
export function PropertyEditPage({ propertyId, destinations }: { propertyId: string; destinations?: FormDestinations }) {
  const { data: property, error, isPending, refetch } = useProperty(propertyId)
  if (isPending) return <LoadingDots className="min-h-64" />
  if (error) {
    return (
      <div className="grid gap-4">
        <PageHeading title="Edit property" />
        <PropertyLoadError error={error} onRetry={() => void refetch()} />
      </div>
    )
  }
  // The public view is what a reader without property access gets: nothing to edit.
  if (hasPrivateOwners(property)) {
    return (
      <div className="grid gap-4">
        <PageHeading title="Edit property" />
        <Notice tone="error" role="alert">
          {messages.propertyToolsDenied}
        </Notice>
      </div>
    )
  }
  const title = property.basicInfo.title || property.reference
  return (
    <div className="grid gap-4">
      <PageHeading title="Edit property">
        {title} <span className="text-slate-500">({property.reference})</span>
      </PageHeading>
      <SmartPropertyForm key={property.id} target={{ mode: 'edit', stored: property }} label={`Edit ${title}`} destinations={destinations} />
    </div>
  )
}

/** /seller/properties/new */
export function PlainPropertyPage() {
  return (
    <div className="grid gap-4">
      <PageHeading title="New property">
        The essentials on one page.{' '}
        <Link to={paths.sellerPropertyCreate} className={link}>
          Use the full form with the map
        </Link>
      </PageHeading>
      <PlainPropertyForm />
    </div>
  )
}
