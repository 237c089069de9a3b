import { useParams } from 'react-router'
import { useAuth } from '../../features/auth/hooks/use-auth'
import { DocumentVault } from '../../features/documents/components/document-vault'
import { MediaManager } from '../../features/media/components/media-manager'
import { SellerPropertyPage } from '../../features/property-tools/components/seller-property-page'
import { FlashNotice } from './flash-notice'

/** /seller/properties/{propertyId}: the seller's view of one property (RequireSeller guards the route). */
export default function SellerPropertyRoute() {
  const { propertyId = '' } = useParams()
  const { state } = useAuth()
  // Roles as the access check read them: the user's record, else the token's.
  const viewer = state.status === 'authenticated' ? { did: state.identity.did, roles: state.user?.roles ?? state.identity.roles } : undefined
  return (
    <>
      <FlashNotice />
      <SellerPropertyPage key={propertyId} propertyId={propertyId} viewer={viewer} />
      <div className="mt-5">
        <MediaManager key={propertyId} propertyId={propertyId} />
      </div>
      <div className="mt-5">
        <DocumentVault key={`documents-${propertyId}`} propertyId={propertyId} isAdmin={Boolean(viewer?.roles.isAdmin)} />
      </div>
    </>
  )
}
