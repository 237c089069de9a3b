import { formatPaise, type BiddingView } from '@vishwas/domain'
import { Link, useLocation } from 'react-router'
import { Card } from '../../../components/ui/card'
import { signInHref } from '../../../config/paths'
import { formatDate, plural } from '../../../lib/format'
import { useBidding } from '../api/get-bidding'
import { BidForm } from './bid-form'
import { BidStatusBadge } from './bid-status-badge'
import { timeLeft, useNow } from './time-left'

/**
 * "Place a bid" on the property page while the listing is open to bids: the highest bid, the
 * closing countdown, the minimum next bid and a one-field form. Visitors are sent to sign in and
 * back; the property side is sent to its bids instead. Nothing shows when the listing takes no bids.
 */
export function BidPanel({ propertyId, isSignedIn }: { propertyId: string; isSignedIn: boolean }) {
  const { data } = useBidding(propertyId)
  const bidding = data?.bidding
  if (!bidding) return null
  if (bidding.status === 'closed') return <ClosedBidding bidding={bidding} />
  return (
    <Card className="p-5 sm:p-6">
      <section aria-labelledby="place-bid-heading" className="flex flex-col gap-3">
        <h2 id="place-bid-heading" className="text-lg font-bold text-slate-900">
          Place a bid
        </h2>
        <BiddingFacts bidding={bidding} />
        {data.canManage ? (
          <Link to={`/${propertyId}/tools?section=bids`} className="w-fit text-sm font-semibold text-teal-800 underline underline-offset-2">
            See the bids on your listing
          </Link>
        ) : isSignedIn ? (
          <BidForm propertyId={propertyId} minimumPaise={bidding.minimumNextPaise ?? bidding.startingPaise} />
        ) : (
          <SignInToBid />
        )}
      </section>
    </Card>
  )
}

function SignInToBid() {
  const location = useLocation()
  return (
    <Link to={signInHref(location)} className="w-fit text-sm font-semibold text-teal-800 underline underline-offset-2">
      Sign in to place a bid
    </Link>
  )
}

/** The public facts of an open window, with the caller's own bid when they have one. */
export function BiddingFacts({ bidding }: { bidding: BiddingView }) {
  const now = useNow()
  return (
    <dl className="grid grid-cols-2 gap-x-4 gap-y-2 text-sm">
      <div>
        <dt className="text-slate-600">Current highest</dt>
        <dd className="font-semibold text-slate-900">{bidding.highestPaise === null ? 'No bids yet' : formatPaise(bidding.highestPaise)}</dd>
      </div>
      <div>
        <dt className="text-slate-600">Minimum next bid</dt>
        <dd className="font-semibold text-slate-900">{formatPaise(bidding.minimumNextPaise ?? bidding.startingPaise)}</dd>
      </div>
      <div>
        <dt className="text-slate-600">Closing</dt>
        <dd className="font-semibold text-slate-900">
          <span aria-live="off">{timeLeft(bidding.closesAt, now)}</span>
          <span className="block text-xs font-normal text-slate-600">{formatDate(bidding.closesAt)}</span>
        </dd>
      </div>
      <div>
        <dt className="text-slate-600">Bids</dt>
        <dd className="font-semibold text-slate-900">{`${plural(bidding.bidCount, 'bid')} · increment ${formatPaise(bidding.incrementPaise)}`}</dd>
      </div>
      {bidding.yourBid ? (
        <div className="col-span-2 flex flex-wrap items-center gap-2">
          <dt className="text-slate-600">Your bid</dt>
          <dd className="flex items-center gap-2 font-semibold text-slate-900">
            {formatPaise(bidding.yourBid.amountPaise)} <BidStatusBadge status={bidding.yourBid.status} />
          </dd>
        </div>
      ) : null}
    </dl>
  )
}

const outcomeText = (bidding: BiddingView) =>
  bidding.outcome === 'sold' ? `Bidding closed: the winning bid is ${formatPaise(bidding.highestPaise)}.` : bidding.outcome === 'reserve-not-met' ? 'Bidding closed without a winner: no bid reached the reserve.' : 'Bidding closed without bids.'

function ClosedBidding({ bidding }: { bidding: BiddingView }) {
  return (
    <Card className="p-5 sm:p-6">
      <p className="text-sm text-slate-700">{outcomeText(bidding)}</p>
      {bidding.yourBid ? (
        <p className="mt-1 flex items-center gap-2 text-sm text-slate-700">
          {`Your bid: ${formatPaise(bidding.yourBid.amountPaise)}`} <BidStatusBadge status={bidding.yourBid.status} />
        </p>
      ) : null}
    </Card>
  )
}
