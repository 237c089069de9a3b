import { useState } from 'react'
import type { DocumentChange, JsonValue } from '@vishwas/domain'
import { Card } from '../../../components/ui/card'
import { LoadingDots } from '../../../components/ui/loading-dots'
import { env } from '../../../config/env'
import { humanize } from '../../../lib/format'
import { useDealerChanges, type DealerChange } from '../api/get-dealer-changes'
import { timestamp } from './timestamp'
import { PageStepper } from '../../../components/ui/pagination'

const number = new Intl.NumberFormat('en-IN')

/** A recorded value as plain text: lists joined, numbers grouped the Indian way, nothing as a dash. */
export function changeValueText(value: JsonValue | undefined): string {
  if (value === null || value === undefined || value === '') return '—'
  if (typeof value === 'number') return number.format(value)
  if (typeof value === 'boolean') return value ? 'Yes' : 'No'
  if (typeof value === 'string') return value
  if (Array.isArray(value) && value.every((item) => typeof item === 'string' || typeof item === 'number')) return value.length > 0 ? value.join(', ') : '—'
  return JSON.stringify(value)
}

/** 'financial.pricing.totalPrice' -> 'Financial › Pricing › Total price'. */
export function changePathLabel(path: string): string {
  return path
    .split('.')
    .map((part) => humanize(part))
    .join(' › ')
}

function ChangeLine({ change }: { change: DocumentChange }) {
  return (
    <li className="wrap-anywhere">
      <span className="font-medium text-slate-800">{changePathLabel(change.path)}</span>
      {change.omitted ? (
        <span className="text-slate-600">: changed (too long to show here)</span>
      ) : (
        <span className="text-slate-700">
          : <span className="text-slate-600">{changeValueText(change.before)}</span> → <span className="font-semibold">{changeValueText(change.after)}</span>
        </span>
      )}
    </li>
  )
}

function ChangeEntry({ entry }: { entry: DealerChange }) {
  return (
    <li className="rounded-lg bg-slate-50 px-3 py-2 text-sm ring-1 ring-slate-200">
      <p className="text-slate-900">
        <span className="font-semibold">{entry.dealer?.name || 'A dealer whose account no longer exists'}</span>
        <span className="text-slate-600"> · {timestamp(entry.changedAt)}</span>
      </p>
      <ul className="mt-1 flex list-disc flex-col gap-0.5 pl-5">
        {entry.changes.map((change) => (
          <ChangeLine key={change.path} change={change} />
        ))}
      </ul>
    </li>
  )
}

/**
 * Changes by dealers who do not represent the listing: anyone with the dealer role may edit any
 * listing (SPEC §6), so the owners see who changed what when it was not their own dealer.
 */
export function DealerChangesCard({ propertyId }: { propertyId: string }) {
  const [page, setPage] = useState(1)
  const { data, error, isPending, refetch } = useDealerChanges(propertyId, page)
  const pages = data?.pagination.pages ?? 1

  return (
    <Card className="p-5 sm:p-6">
      <section aria-labelledby="dealer-changes-heading">
        <h2 id="dealer-changes-heading" className="text-base font-bold text-slate-900">
          Changes by dealers who don&apos;t represent this listing
        </h2>
        <p className="mt-1 text-sm text-slate-600">
          Every dealer on {env.brandName} can edit listings. When a dealer who is not this listing&apos;s owner, creator, lister or current dealer changes
          it, the change is recorded here, newest first.
        </p>
        {isPending ? <LoadingDots /> : null}
        {error ? (
          <p role="alert" className="mt-3 text-sm text-red-800">
            These changes could not be loaded: {error.message}{' '}
            <button type="button" className="font-semibold underline" onClick={() => void refetch()}>
              Try again
            </button>
          </p>
        ) : null}
        {data && data.changes.length === 0 ? <p className="mt-3 text-sm text-slate-700">No dealer outside this listing has changed it.</p> : null}
        {data && data.changes.length > 0 ? (
          <ul className="mt-3 flex flex-col gap-2">
            {data.changes.map((entry) => (
              <ChangeEntry key={entry.id} entry={entry} />
            ))}
          </ul>
        ) : null}
        <PageStepper page={page} pages={pages} onPage={setPage} label="Dealer changes pages" previous="Newer changes" next="Older changes" />
      </section>
    </Card>
  )
}
