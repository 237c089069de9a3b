import { useState } from 'react'
import { LoadingDots } from '../../../components/ui/loading-dots'
import { RetryNotice } from '../../../components/ui/retry-notice'
import { useVisits } from '../api/get-visits'
import { VisitCard } from './visit-card'

const DAY_MS = 86_400_000

/** The tools page's visits: the listing's calendar, from yesterday on (or the past 90 days). */
export function VisitsSection({ propertyId }: { propertyId: string }) {
  const [view, setView] = useState<'upcoming' | 'past'>('upcoming')
  // Whole days, read once, so the query (and its cache key) stays the same while the page is open.
  const [today] = useState(() => Math.floor(Date.now() / DAY_MS) * DAY_MS)
  const range = view === 'upcoming' ? { from: new Date(today - DAY_MS).toISOString() } : { from: new Date(today - 90 * DAY_MS).toISOString(), to: new Date(today).toISOString() }
  const { data, error, isPending, refetch } = useVisits({ propertyId, role: 'property', limit: 50, ...range })

  return (
    <section aria-labelledby="visits-heading" className="flex flex-col gap-3">
      <div className="flex flex-wrap items-center justify-between gap-2">
        <h2 id="visits-heading" className="text-lg font-bold text-slate-900">
          Site visits
        </h2>
        <div role="group" aria-label="Which visits" className="flex gap-1">
          {(['upcoming', 'past'] as const).map((value) => (
            <button
              key={value}
              type="button"
              aria-pressed={view === value}
              onClick={() => setView(value)}
              className={`min-h-9 rounded-lg px-3 text-sm font-semibold focus-visible:outline-3 focus-visible:outline-amber-500 ${view === value ? 'bg-teal-800 text-white' : 'bg-slate-100 text-slate-800'}`}
            >
              {value === 'upcoming' ? 'Upcoming' : 'Past'}
            </button>
          ))}
        </div>
      </div>
      {isPending ? (
        <LoadingDots />
      ) : error ? (
        <RetryNotice onRetry={() => void refetch()}>{error.message}</RetryNotice>
      ) : data.visits.length === 0 ? (
        <p className="text-sm text-slate-600">{view === 'upcoming' ? 'No visits booked yet.' : 'No visits in the past 90 days.'}</p>
      ) : (
        <ul className="flex flex-col gap-3">
          {data.visits.map((visit) => (
            <li key={visit.id}>
              <VisitCard visit={visit} viewer="host" />
            </li>
          ))}
        </ul>
      )}
    </section>
  )
}
