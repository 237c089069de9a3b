import { useLocation, useParams, useSearchParams } from 'react-router'
import { useAuth } from '../../features/auth/hooks/use-auth'
import { PropertyBidsSection } from '../../features/bids/components/property-bids-section'
import { DocumentVault } from '../../features/documents/components/document-vault'
import { MediaManager } from '../../features/media/components/media-manager'
import { PropertyToolsPage } from '../../features/property-tools/components/property-tools-page'
import { PropertyRentalsSection } from '../../features/rentals/components/property-rentals-section'
import { PropertyProposalsSection } from '../../features/proposals/components/proposals-list'
import { PlotRequestsCard } from '../../features/split-tool/components/plot-requests-card'
import { InquiriesList } from '../../features/inquiries/components/inquiries-list'
import { VisitsSection } from '../../features/visits/components/visits-section'
import { FlashNotice } from './flash-notice'

/** The tools of one property at /{id}/tools, /seller/properties/{id}/tools or /admin/property/{id}/tools. */
export default function PropertyToolsRoute() {
  const { propertyId = '' } = useParams()
  const { pathname } = useLocation()
  const area = pathname.startsWith('/seller/') ? 'seller' : pathname.startsWith('/admin/') ? 'admin' : 'public'
  const { state } = useAuth()
  const isAdmin = state.status === 'authenticated' && Boolean((state.user?.roles ?? state.identity.roles).isAdmin)
  const [searchParams] = useSearchParams()
  return (
    <>
      <FlashNotice />
      <PropertyToolsPage
        key={propertyId}
        propertyId={propertyId}
        area={area}
        sectionContent={{
          rentals: (property) => <PropertyRentalsSection key={property.id} propertyId={property.id} />,
          proposals: (property) => <PropertyProposalsSection key={property.id} propertyId={property.id} />,
          bids: (property) => <PropertyBidsSection key={property.id} propertyId={property.id} />,
          visits: (property) => <VisitsSection key={property.id} propertyId={property.id} />,
          inquiries: (property) => (
            <InquiriesList key={property.id} query={{ propertyId: property.id, role: 'property' }} viewer="host" heading="Inquiries" initialId={searchParams.get('inquiry')} />
          ),
        }}
      />
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
