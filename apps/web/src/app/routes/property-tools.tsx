import { useLocation, useParams } from 'react-router'
import { useAuth } from '../../features/auth/hooks/use-auth'
import { DocumentVault } from '../../features/documents/components/document-vault'
import { MediaManager } from '../../features/media/components/media-manager'
import { PropertyToolsPage } from '../../features/property-tools/components/property-tools-page'
import { PlotRequestsCard } from '../../features/split-tool/components/plot-requests-card'
import { FlashNotice } from './flash-notice'

/** The tools of one property at /{id}/tools, /seller/properties/{id}/tools or /admin/property/{id}/tools. */
export default function PropertyToolsRoute() {
  const { propertyId = '' } = useParams()
  const { pathname } = useLocation()
  const area = pathname.startsWith('/seller/') ? 'seller' : pathname.startsWith('/admin/') ? 'admin' : 'public'
  const { state } = useAuth()
  const isAdmin = state.status === 'authenticated' && Boolean((state.user?.roles ?? state.identity.roles).isAdmin)
  return (
    <>
      <FlashNotice />
      <PropertyToolsPage key={propertyId} propertyId={propertyId} area={area} />
      <PlotRequestsCard key={`requests-${propertyId}`} propertyId={propertyId} isAdmin={isAdmin} />
      {/* Photos and videos for those with property access (it shows nothing to anyone else). */}
      <div className="mt-5">
        <MediaManager key={`media-${propertyId}`} propertyId={propertyId} />
      </div>
      <div className="mt-5">
        <DocumentVault key={`documents-${propertyId}`} propertyId={propertyId} isAdmin={isAdmin} />
      </div>
    </>
  )
}
