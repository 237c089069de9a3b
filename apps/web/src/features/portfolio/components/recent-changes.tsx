import { Link } from 'react-router'
import { UNTITLED_PROPERTY } from '@vishwas/domain'
import { Badge, type BadgeTone } from '../../../components/ui/badge'
import { formatDate, humanize } from '../../../lib/format'
import type { RecentChange, RecentChangeKind } from '../api/get-portfolio-summary'
import { sellerPropertyHref } from '../../../config/paths'

const kindTones: Record<RecentChangeKind, BadgeTone> = {
  price: 'amber',
  ownership: 'teal',
  dealer: 'slate',
  created: 'emerald',
  updated: 'slate',
}

const time = new Intl.DateTimeFormat('en-IN', { hour: 'numeric', minute: '2-digit' })

function when(at: string): string {
  const date = new Date(at)
  return Number.isNaN(date.getTime()) ? at : `${formatDate(date)}, ${time.format(date)}`
}

const linkClass = 'min-w-0 font-semibold wrap-anywhere text-teal-800 underline-offset-2 hover:underline focus-visible:outline-3 focus-visible:outline-amber-500'

/** The latest changes to the seller's properties, newest first; 'Details updated' in a row is one line naming each listing. */
export function RecentChanges({ changes }: { changes: readonly RecentChange[] }) {
  if (changes.length === 0) return <p className="text-sm text-slate-600">Nothing has changed yet.</p>
  return (
    <ol className="divide-y divide-slate-100">
      {changes.map((change, i) => (
        <li key={`${change.propertyId}-${change.at}-${i}`} className="flex flex-col gap-1 py-3 first:pt-0 last:pb-0">
          <div className="flex flex-wrap items-center gap-2">
            <Badge tone={kindTones[change.kind] ?? 'slate'}>{humanize(change.kind)}</Badge>
            <Link to={sellerPropertyHref(change.propertyId)} className={linkClass}>
              {change.title.trim() || UNTITLED_PROPERTY}
            </Link>
            <span className="text-xs text-slate-500">{change.reference}</span>
          </div>
          {change.detail ? <p className="text-sm text-slate-700">{change.detail}</p> : null}
          {change.alsoUpdated?.length ? (
            <ul aria-label="Also updated" className="flex flex-wrap gap-x-3 gap-y-1 text-sm">
              {change.alsoUpdated.map((listing) => (
                <li key={`${listing.propertyId}-${listing.at}`}>
                  <Link to={sellerPropertyHref(listing.propertyId)} className={linkClass}>
                    {listing.title.trim() || UNTITLED_PROPERTY}
                  </Link>
                </li>
              ))}
            </ul>
          ) : null}
          <time dateTime={change.at} className="text-xs text-slate-500">
            {when(change.at)}
          </time>
        </li>
      ))}
    </ol>
  )
}
