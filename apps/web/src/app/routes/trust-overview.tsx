import { TrustOverviewPage } from '../../features/trust/components/trust-overview-page'

export default function TrustOverviewRoute() {
  return <TrustOverviewPage />
}
