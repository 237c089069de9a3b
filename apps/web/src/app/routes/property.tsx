import { useParams } from 'react-router'
import { PropertyPage } from '../../features/property/components/property-page'

export default function PropertyRoutePage() {
  const { propertyId = '' } = useParams()
  return <PropertyPage key={propertyId} idOrReference={propertyId} />
}
