import { useParams } from 'react-router'
import { useAuth } from '../../features/auth/hooks/use-auth'
import { SellerPropertyPage } from '../../features/property-tools/components/seller-property-page'
import { FlashNotice } from './flash-notice'

/** /seller/properties/{propertyId}: the seller's view of one property (RequireSeller guards the route). */
export default function SellerPropertyRoute() {
  const { propertyId = '' } = useParams()
  const { state } = useAuth()
  const viewerId = state.status === 'authenticated' ? state.identity.did : undefined
  return (
    <>
      <FlashNotice />
      <SellerPropertyPage key={propertyId} propertyId={propertyId} viewerId={viewerId} />
    </>
  )
}
