// The three pages of the property form: create and edit (the smart form) and the plain form.
import { Link } from 'react-router'
import { Button, buttonClasses } from '../../../components/ui/button'
import { LoadingDots } from '../../../components/ui/loading-dots'
import { Notice } from '../../../components/ui/notice'
import { paths } from '../../../config/paths'
import { useProperty } from '../../../lib/property-api'
import { PageHeading } from './page-heading'
import { PlainPropertyForm } from './plain-property-form'
import { SmartPropertyForm } from './smart-property-form'

const link = 'font-semibold text-teal-800 underline underline-offset-2 hover:text-teal-950'

/** /seller/property/create */
export function PropertyCreatePage() {
  return (
    <div className="grid gap-4">
      <PageHeading title="Add New Property">
        Fields marked required are needed to save; everything else can be added later.{' '}
        <Link to={paths.sellerPropertyNew} className={link}>
          Use the short form
        </Link>
      </PageHeading>
      <SmartPropertyForm target={{ mode: 'create' }} label="Add New Property" />
    </div>
  )
}

/** /seller/properties/{propertyId}/edit: the server refuses a property that is not the caller's (403). */
export function PropertyEditPage({ propertyId }: { propertyId: string }) {
  const { data: property, error, isPending, refetch } = useProperty(propertyId)
  if (isPending) return <LoadingDots className="min-h-64" />
  if (error || !property) {
    const refused = error && 'status' in error && (error.status === 403 || error.status === 404)
    return (
      <div className="grid gap-4">
        <PageHeading title="Edit property" />
        <Notice
          tone="error"
          role="alert"
          action={
            refused ? (
              <Link to={paths.sellerProperties} className={buttonClasses('secondary', 'sm')}>
                Back to my properties
              </Link>
            ) : (
              <Button size="sm" variant="secondary" onClick={() => void refetch()}>
                Try again
              </Button>
            )
          }
        >
          {error?.message ?? 'The property could not be loaded.'}
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
      <SmartPropertyForm key={property.id} target={{ mode: 'edit', stored: property }} label={`Edit ${title}`} />
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
