import { activityKindLabels, activityKinds, formatRupees, UNTITLED_PROPERTY, type ActivityKind } from '@vishwas/domain'
import { Link, useSearchParams } from 'react-router'
import { Badge } from '../../../components/ui/badge'
import { LoadingDots } from '../../../components/ui/loading-dots'
import { Pagination } from '../../../components/ui/pagination'
import { RetryNotice } from '../../../components/ui/retry-notice'
import { useMyActivity } from '../api/get-my-activity'

const PAGE_SIZE = 20
const when = new Intl.DateTimeFormat('en-IN', { dateStyle: 'medium', timeStyle: 'short', timeZone: 'Asia/Kolkata' })

const isKind = (value: string | null): value is ActivityKind => activityKinds.includes(value as ActivityKind)

/** Everything the signed-in person takes part in as a buyer or tenant, newest first, filtered by kind and paged in the address. */
export function ActivityList() {
  const [searchParams] = useSearchParams()
  const kindParam = searchParams.get('kind')
  const kind = isKind(kindParam) ? kindParam : undefined
  const page = Math.max(1, Number.parseInt(searchParams.get('page') ?? '1', 10) || 1)
  const { data, error, isPending, refetch } = useMyActivity({ ...(kind ? { kind } : {}), page, limit: PAGE_SIZE })
  const hrefFor = (next: { kind?: ActivityKind | undefined; page?: number }) => {
    const params = new URLSearchParams()
    if (next.kind) params.set('kind', next.kind)
    if (next.page && next.page > 1) params.set('page', String(next.page))
    const query = params.toString()
    return query ? `?${query}` : '?'
  }
  const chip = 'inline-flex min-h-10 items-center rounded-full px-3 text-sm font-semibold focus-visible:outline-3 focus-visible:outline-amber-500'
  return (
    <section aria-labelledby="activity-heading" className="flex flex-col gap-3">
      <h2 id="activity-heading" className="text-lg font-bold text-slate-900">
        Everything you have going
      </h2>
      <nav aria-label="Kinds of activity" className="flex flex-wrap gap-2">
        {[undefined, ...activityKinds].map((option) => (
          <Link
            key={option ?? 'all'}
            to={hrefFor({ kind: option })}
            aria-current={option === kind ? 'page' : undefined}
            className={`${chip} ${option === kind ? 'bg-teal-800 text-white' : 'border border-slate-300 bg-white text-slate-800 hover:bg-slate-50'}`}
          >
            {option ? activityKindLabels[option] : 'All'}
          </Link>
        ))}
      </nav>
      {isPending ? (
        <LoadingDots />
      ) : error ? (
        <RetryNotice onRetry={() => void refetch()}>{error.message}</RetryNotice>
      ) : data.activity.length === 0 ? (
        <p className="text-sm text-slate-600">Nothing yet: ask a question, book a visit or make an offer from a listing’s page.</p>
      ) : (
        <>
          <ul className="flex flex-col divide-y divide-slate-100">
            {data.activity.map((item) => (
              <li key={`${item.kind}-${item.id}`} className="flex flex-wrap items-center justify-between gap-2 py-3">
                <div className="min-w-0">
                  <p className="text-xs font-semibold tracking-wide text-slate-500 uppercase">{activityKindLabels[item.kind]}</p>
                  <Link to={item.link} className="font-semibold break-words text-teal-900 underline underline-offset-2">
                    {item.propertyTitle ? item.propertyTitle || UNTITLED_PROPERTY : 'A listing no longer shown'}
                  </Link>
                  <p className="text-sm text-slate-600">
                    {[item.amountPaise != null ? formatRupees(item.amountPaise / 100) : '', `updated ${when.format(new Date(item.updatedAt))}`].filter(Boolean).join(' · ')}
                  </p>
                </div>
                <Badge tone="teal">{item.status}</Badge>
              </li>
            ))}
          </ul>
          <Pagination page={data.pagination.page} pages={data.pagination.pages} hrefFor={(target) => hrefFor({ kind, page: target })} label="Activity pages" />
        </>
      )}
    </section>
  )
}
