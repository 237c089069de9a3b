// The caller's deals with their status, each leading to its page.
import { Link } from 'react-router'
import { formatPaise } from '@vishwas/domain'
import { Card } from '../../../components/ui/card'
import { LoadingDots } from '../../../components/ui/loading-dots'
import { RetryNotice } from '../../../components/ui/retry-notice'
import { humanize } from '../../../lib/format'
import { dealHref } from '../api/deal-links'
import { useDeals } from '../api/get-deals'

export function MyDealsSection() {
  const { data, error, isPending, refetch } = useDeals({})
  return (
    <Card className="p-5 sm:p-6">
      <section aria-labelledby="my-deals-heading" className="flex flex-col gap-3">
        <h2 id="my-deals-heading" className="text-lg font-bold text-slate-900">
          Deals
        </h2>
        {isPending ? <LoadingDots /> : null}
        {error ? <RetryNotice onRetry={() => void refetch()}>{error.message}</RetryNotice> : null}
        {data && data.deals.length === 0 ? <p className="text-sm text-slate-600">No deals yet. An accepted offer opens one.</p> : null}
        {data && data.deals.length > 0 ? (
          <ul className="flex flex-col divide-y divide-slate-100">
            {data.deals.map((deal) => (
              <li key={deal.id} className="flex flex-wrap items-center gap-2 py-3">
                <Link to={dealHref(deal.id)} className="min-w-0 flex-1 font-semibold wrap-anywhere text-teal-900 underline-offset-2 hover:underline">
                  {`${humanize(deal.type)}: ${deal.propertyTitle}`}
                </Link>
                <span className="text-sm text-slate-700">{formatPaise(deal.amountPaise)}</span>
                <span className="text-sm font-medium text-slate-900">{humanize(deal.status)}</span>
              </li>
            ))}
          </ul>
        ) : null}
      </section>
    </Card>
  )
}
