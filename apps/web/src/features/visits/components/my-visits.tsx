import { Link } from 'react-router'
import { LoadingDots } from '../../../components/ui/loading-dots'
import { RetryNotice } from '../../../components/ui/retry-notice'
import { propertyHref } from '../../../config/paths'
import { useVisits } from '../api/get-visits'
import { VisitCard } from './visit-card'

/** The signed-in user's own site visits with their status (My activity). */
export function MyVisits() {
  const { data, error, isPending, refetch } = useVisits({ role: 'visitor', limit: 50 })
  return (
    <section aria-labelledby="my-visits-heading" className="flex flex-col gap-3">
      <h2 id="my-visits-heading" className="text-lg font-bold text-slate-900">
        Your site visits
      </h2>
      {isPending ? (
        <LoadingDots />
      ) : error ? (
        <RetryNotice onRetry={() => void refetch()}>{error.message}</RetryNotice>
      ) : data.visits.length === 0 ? (
        <p className="text-sm text-slate-600">No visits yet: book one from a listing’s page.</p>
      ) : (
        <ul className="flex flex-col gap-3">
          {data.visits.map((visit) => (
            <li key={visit.id} className="flex flex-col gap-1">
              <VisitCard visit={visit} viewer="visitor" />
              <Link to={propertyHref(visit.propertyReference)} className="text-xs font-semibold text-teal-800 underline underline-offset-2">
                {`Listing ${visit.propertyReference}`}
              </Link>
            </li>
          ))}
        </ul>
      )}
    </section>
  )
}
