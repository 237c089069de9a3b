import { useParams } from 'react-router'
import { PropertyEditPage } from '../../features/property-form/components/property-form-pages'
import { adminPropertyHref } from '../../config/paths'

/** /admin/property/edit/{propertyId}: the smart form over the stored property; a save leads to the admin's property page. */
export default function AdminPropertyEditRoute() {
  const { propertyId = '' } = useParams()
  return <PropertyEditPage key={propertyId} propertyId={propertyId} destinations={{ saved: adminPropertyHref, cancel: adminPropertyHref(propertyId) }} />
}
