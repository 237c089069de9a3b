import { useParams } from 'react-router'
import { DealPage } from '../../features/deals/components/deal-page'

/** /deals/{dealId} (signed in): one deal, its timeline and the caller's next steps. */
export default function DealRoute() {
  const { dealId = '' } = useParams()
  return <DealPage key={dealId} dealId={dealId} />
}
