import { PortfolioPage } from '../../features/portfolio/components/portfolio-page'
import { FlashNotice } from './flash-notice'

/** /seller/properties, My Portfolio (RequireSeller guards the route). */
export default function SellerPropertiesRoute() {
  return (
    <>
      <FlashNotice />
      <PortfolioPage />
    </>
  )
}
