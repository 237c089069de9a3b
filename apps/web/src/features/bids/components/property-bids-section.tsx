import { formatPaise } from '@vishwas/domain'
import { useState } from 'react'
import { Button } from '../../../components/ui/button'
import { LoadingDots } from '../../../components/ui/loading-dots'
import { RetryNotice } from '../../../components/ui/retry-notice'
import { formatDate } from '../../../lib/format'
import { useCloseBidding } from '../api/close-bidding'
import { useDecideBid } from '../api/decide-bid'
import { useBidding } from '../api/get-bidding'
import { useBids } from '../api/get-bids'
import { BiddingFacts } from './bid-panel'
import { BidStatusBadge } from './bid-status-badge'
import { OpenBiddingForm } from './open-bidding-form'

/** The tools page's bids: open bidding on the listing, follow it, close it early, and reject bids. */
export function PropertyBidsSection({ propertyId }: { propertyId: string }) {
  const { data, error, isPending, refetch } = useBidding(propertyId)
  const close = useCloseBidding(propertyId)
  if (isPending) return <LoadingDots />
  if (error) return <RetryNotice onRetry={() => void refetch()}>{error.message}</RetryNotice>
  const bidding = data.bidding
  const isOpen = bidding?.status === 'open'
  return (
    <section aria-labelledby="bids-heading" className="flex flex-col gap-4">
      <h2 id="bids-heading" className="text-lg font-bold text-slate-900">
        Bids
      </h2>
      {isOpen ? (
        <>
          <BiddingFacts bidding={bidding} />
          <p className="text-sm text-slate-700">{`Reserve ${formatPaise(bidding.reservePaise)}: ${bidding.reserveMet ? 'met' : 'not met yet'}.`}</p>
          {close.isError ? (
            <p role="alert" className="text-sm font-medium text-rose-800">
              {close.error.message}
            </p>
          ) : null}
          <Button variant="secondary" className="w-fit" disabled={close.isPending} onClick={() => close.mutate()}>
            Close bidding now
          </Button>
        </>
      ) : bidding?.outcome === 'sold' ? (
        <p className="text-sm text-slate-700">{`Bidding closed on ${formatDate(bidding.closedAt) ?? ''}: sold to the winning bid of ${formatPaise(bidding.highestPaise)}.`}</p>
      ) : data.canManage ? (
        <>
          {bidding ? <p className="text-sm text-slate-700">Bidding closed without a winner. You may open it again.</p> : <p className="text-sm text-slate-700">Open this listing to bids.</p>}
          <OpenBiddingForm propertyId={propertyId} />
        </>
      ) : null}
      {bidding ? <BidsOnListing propertyId={propertyId} canReject={isOpen} /> : null}
    </section>
  )
}

function BidsOnListing({ propertyId, canReject }: { propertyId: string; canReject: boolean }) {
  const [page, setPage] = useState(1)
  const { data, error, refetch } = useBids({ propertyId, page })
  const decide = useDecideBid()
  if (error) return <RetryNotice onRetry={() => void refetch()}>{error.message}</RetryNotice>
  if (!data) return <LoadingDots />
  if (data.bids.length === 0) return <p className="text-sm text-slate-600">No bids yet.</p>
  return (
    <div className="flex flex-col gap-2">
      {decide.isError ? (
        <p role="alert" className="text-sm font-medium text-rose-800">
          {decide.error.message}
        </p>
      ) : null}
      <ul className="flex flex-col divide-y divide-slate-100" aria-label="Bids on this listing">
        {data.bids.map((bid) => (
          <li key={bid.id} className="flex flex-wrap items-center gap-2 py-2">
            <div className="min-w-0 flex-1">
              <p className="font-semibold text-slate-900">
                {formatPaise(bid.amountPaise)} <BidStatusBadge status={bid.status} />
              </p>
              <p className="text-sm wrap-anywhere text-slate-600">{`${bid.bidderName || 'A bidder'} · ${formatDate(bid.createdAt) ?? ''}`}</p>
              {bid.message ? <p className="text-sm wrap-anywhere whitespace-pre-line text-slate-700">{bid.message}</p> : null}
            </div>
            {canReject && (bid.status === 'active' || bid.status === 'outbid') ? (
              <Button size="sm" variant="secondary" aria-label={`Reject the bid of ${formatPaise(bid.amountPaise)}`} disabled={decide.isPending} onClick={() => decide.mutate({ bidId: bid.id, action: 'reject' })}>
                Reject
              </Button>
            ) : null}
          </li>
        ))}
      </ul>
      {data.pagination.pages > 1 ? (
        <div className="flex gap-2">
          <Button size="sm" variant="ghost" disabled={page <= 1} onClick={() => setPage(page - 1)}>
            Newer bids
          </Button>
          <Button size="sm" variant="ghost" disabled={page >= data.pagination.pages} onClick={() => setPage(page + 1)}>
            Older bids
          </Button>
        </div>
      ) : null}
    </div>
  )
}
