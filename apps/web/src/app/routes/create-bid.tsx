import { CreateBidPage } from '../../features/bids/components/create-bid-page'

/** /create-bid (SPEC §2, signed in): bid on a listing, or open one's own to bids. */
export default function CreateBidRoute() {
  return <CreateBidPage />
}
