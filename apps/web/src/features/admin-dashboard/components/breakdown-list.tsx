// A breakdown (listings by status, type or city) as a list of names and counts, each with a bar
// of its share; the bar is decoration, the text carries the figure.
import { plural } from '../../../lib/format'

export interface BreakdownEntry {
  label: string
  count: number
}

export function BreakdownList({ title, entries, empty }: { title: string; entries: BreakdownEntry[]; empty: string }) {
  const largest = Math.max(1, ...entries.map((e) => e.count))
  return (
    <section aria-label={title} className="min-w-0 rounded-xl bg-white p-3 ring-1 ring-slate-200 sm:p-4">
      <h3 className="font-bold text-slate-900">{title}</h3>
      {entries.length === 0 ? <p className="mt-2 text-sm text-slate-600">{empty}</p> : null}
      <ul className="mt-2 flex flex-col gap-1.5 text-sm">
        {entries.map((entry) => (
          <li key={entry.label}>
            <div className="flex justify-between gap-2">
              <span className="min-w-0 wrap-anywhere text-slate-800">{entry.label}</span>
              <span className="font-semibold text-slate-900 tabular-nums">{plural(entry.count, 'listing')}</span>
            </div>
            <div aria-hidden="true" className="mt-0.5 h-1.5 rounded-full bg-slate-100">
              <div className="h-1.5 rounded-full bg-teal-600" style={{ width: `${(entry.count / largest) * 100}%` }} />
            </div>
          </li>
        ))}
      </ul>
    </section>
  )
}
