import type { ReactNode } from 'react'
import { PriceTag } from '../../../components/ui/price-tag'
import type { PortfolioSummary } from '../api/get-portfolio-summary'

const number = new Intl.NumberFormat('en-IN')

function Figure({ label, value, note }: { label: string; value: ReactNode; note?: string }) {
  return (
    <div className="rounded-2xl border border-white/60 bg-white/95 p-4 shadow-sm">
      <dt className="text-sm font-medium text-slate-600">{label}</dt>
      <dd className="mt-1 text-2xl font-extrabold tracking-tight text-slate-900 sm:text-3xl">{value}</dd>
      {note ? <dd className="mt-0.5 text-xs text-slate-500">{note}</dd> : null}
    </div>
  )
}

/** The dashboard's headline numbers: listings, active ones, their value and their views. */
export function SummaryFigures({ summary }: { summary: PortfolioSummary }) {
  return (
    <dl className="grid grid-cols-2 gap-3 md:grid-cols-4">
      <Figure label="Listings" value={number.format(summary.total)} note="All statuses" />
      <Figure label="Active listings" value={number.format(summary.byStatus.active ?? 0)} note="Live on the marketplace" />
      <Figure label="Total listed value" value={<PriceTag amount={summary.totalListedValue} />} note="Asking prices of active listings for sale" />
      <Figure label="Views" value={number.format(summary.totalViews)} note="Across all your listings" />
    </dl>
  )
}
