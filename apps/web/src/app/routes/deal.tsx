import { useParams } from 'react-router'
import { DealPage } from '../../features/deals/components/deal-page'
import { PayTokenCard } from '../../features/payments/components/pay-token-card'

/** /deals/{dealId} (signed in): one deal, its timeline, the caller's next steps and the token in escrow. */
export default function DealRoute() {
  const { dealId = '' } = useParams()
  return (
    <DealPage
      key={dealId}
      dealId={dealId}
      payment={(deal) => <PayTokenCard dealId={deal.id} tokenDuePaise={deal.tokenDuePaise} canPayToken={deal.canPayToken} tokenPayment={deal.tokenPayment} platformFeePaise={deal.platformFeePaise} />}
    />
  )
}
