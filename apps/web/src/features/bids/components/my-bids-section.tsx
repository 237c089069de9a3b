import { formatPaise } from '@vishwas/domain'
import { useState } from 'react'
import { Link } from 'react-router'
import { Button } from '../../../components/ui/button'
import { Card } from '../../../components/ui/card'
import { LoadingDots } from '../../../components/ui/loading-dots'
import { RetryNotice } from '../../../components/ui/retry-notice'
import { formatDate } from '../../../lib/format'
import { useDecideBid } from '../api/decide-bid'
import { useBids } from '../api/get-bids'
import { BidStatusBadge } from './bid-status-badge'

/** The profile's "My bids": the caller's bids with their status, each withdrawable while bidding is open. */
export function MyBidsSection() {
  const [page, setPage] = useState(1)
  const { data, error, refetch } = useBids({ role: 'bidder', page })
  const decide = useDecideBid()
  return (
    <Card className="p-5 sm:p-6">
      <section id="my-bids" aria-labelledby="my-bids-heading" className="flex flex-col gap-3">
        <h2 id="my-bids-heading" className="text-lg font-bold text-slate-900">
          My bids
        </h2>
        {error ? <RetryNotice onRetry={() => void refetch()}>{error.message}</RetryNotice> : !data ? <LoadingDots /> : null}
        {decide.isError ? (
          <p role="alert" className="text-sm font-medium text-rose-800">
            {decide.error.message}
          </p>
        ) : null}
        {data && data.bids.length === 0 ? <p className="text-sm text-slate-600">You have not bid on any listing yet.</p> : null}
        {data && data.bids.length > 0 ? (
          <ul className="flex flex-col divide-y divide-slate-100">
            {data.bids.map((bid) => (
              <li key={bid.id} className="flex flex-wrap items-center gap-2 py-2">
                <div className="min-w-0 flex-1">
                  <Link to={`/${bid.propertyId}`} className="font-semibold wrap-anywhere text-teal-900 underline underline-offset-2">
                    {bid.propertyTitle || 'A listing'}
                  </Link>
                  <p className="flex items-center gap-2 text-sm text-slate-700">
                    {formatPaise(bid.amountPaise)} <BidStatusBadge status={bid.status} />
                  </p>
                  <p className="text-xs text-slate-500">{formatDate(bid.createdAt)}</p>
                </div>
                {bid.status === 'active' || bid.status === 'outbid' ? (
                  <Button size="sm" variant="secondary" aria-label={`Withdraw your bid of ${formatPaise(bid.amountPaise)}`} disabled={decide.isPending} onClick={() => decide.mutate({ bidId: bid.id, action: 'withdraw' })}>
                    Withdraw
                  </Button>
                ) : null}
              </li>
            ))}
          </ul>
        ) : null}
        {data && data.pagination.pages > 1 ? (
          <div className="flex gap-2">
            <Button size="sm" variant="ghost" disabled={page <= 1} onClick={() => setPage(page - 1)}>
              Newer
            </Button>
            <Button size="sm" variant="ghost" disabled={page >= data.pagination.pages} onClick={() => setPage(page + 1)}>
              Older
            </Button>
          </div>
        ) : null}
      </section>
    </Card>
  )
}
