import { DashboardPage } from '../../features/portfolio/components/dashboard-page'
import { MyPlotRequestsCard } from '../../features/split-tool/components/pending-plot-requests'
import { FlashNotice } from './flash-notice'

/** /seller/dashboard (RequireSeller guards the route). */
export default function SellerDashboardRoute() {
  return (
    <>
      <FlashNotice />
      <DashboardPage />
      <MyPlotRequestsCard />
    </>
  )
}
