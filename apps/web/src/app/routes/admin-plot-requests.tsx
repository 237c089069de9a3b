import { PlotRequestsQueuePage } from '../../features/split-tool/components/pending-plot-requests'

/** /admin/plot-requests (RequireAdmin guards the route). */
export default function AdminPlotRequestsRoute() {
  return <PlotRequestsQueuePage />
}
