import { useParams } from 'react-router'
import { PropertyEditPage } from '../../features/property-form/components/property-form-pages'

/** /seller/properties/{propertyId}/edit: the smart form over the stored property. */
export default function SellerPropertyEditRoute() {
  const { propertyId = '' } = useParams()
  return <PropertyEditPage key={propertyId} propertyId={propertyId} />
}
