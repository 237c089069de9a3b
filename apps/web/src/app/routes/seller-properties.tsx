import { IncomingRequests } from '../../features/curator/components/incoming-requests'
import { PortfolioPage } from '../../features/portfolio/components/portfolio-page'
import { FlashNotice } from './flash-notice'

/** /seller/properties, My Portfolio (RequireSeller guards the route). */
export default function SellerPropertiesRoute() {
  return (
    <>
      <FlashNotice />
      <div className="mb-4 empty:hidden">
        <IncomingRequests />
      </div>
      <PortfolioPage />
    </>
  )
}
