import { useParams } from 'react-router'
import { PropertyPage } from '../../features/property/components/property-page'
import { FlashNotice } from './flash-notice'

export default function PropertyRoutePage() {
  const { propertyId = '' } = useParams()
  return (
    <>
      <FlashNotice />
      <PropertyPage key={propertyId} idOrReference={propertyId} />
    </>
  )
}
