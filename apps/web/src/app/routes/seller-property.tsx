import { canChangePropertyView } from '@vishwas/domain'
import { useParams } from 'react-router'
import { useAuth } from '../../features/auth/hooks/use-auth'
import { useMyTeams } from '../../features/curator/api/my-teams'
import { DocumentVault } from '../../features/documents/components/document-vault'
import { MediaManager } from '../../features/media/components/media-manager'
import { SellerPropertyPage } from '../../features/property-tools/components/seller-property-page'
import { useProperty } from '../../lib/property-api'
import { FlashNotice } from './flash-notice'

/** /seller/properties/{propertyId}: the seller's view of one property (RequireSeller guards the route). */
export default function SellerPropertyRoute() {
  const { propertyId = '' } = useParams()
  const { state } = useAuth()
  const { data: property } = useProperty(propertyId)
  const { data: teams } = useMyTeams()
  // Roles as the access check read them (the user's record, else the token's), with the dealers'
  // teams joined: an agent acts on the dealer's listings, a viewer only reads them.
  const viewer =
    state.status === 'authenticated'
      ? { did: state.identity.did, roles: state.user?.roles ?? state.identity.roles, teams: (teams ?? []).map(({ dealerId, role }) => ({ dealerId, role })) }
      : undefined
  const canChange = Boolean(viewer && property && canChangePropertyView(viewer, property))
  return (
    <>
      <FlashNotice />
      <SellerPropertyPage key={propertyId} propertyId={propertyId} viewer={viewer} />
      {canChange ? (
        <div className="mt-5">
          <MediaManager key={propertyId} propertyId={propertyId} />
        </div>
      ) : null}
      <div className="mt-5">
        <DocumentVault key={`documents-${propertyId}`} propertyId={propertyId} isAdmin={Boolean(viewer?.roles.isAdmin)} readOnly={!canChange} />
      </div>
    </>
  )
}
