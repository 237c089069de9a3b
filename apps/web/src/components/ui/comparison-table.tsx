// The domain's comparison of 2 to 4 properties as a table: one column a property, one row a compared
// fact, the facts on which they differ highlighted and marked. The page around it says what is compared.
import type { ReactNode } from 'react'
import { COMPARED_FIELDS, COMPARED_FIELD_LABELS, type ComparedField, type ComparisonResult, type PropertySummary } from '@vishwas/domain'
import { Badge } from './badge'

interface ComparisonTableProps {
  result: ComparisonResult
  /** The facts on which the properties differ (the domain's differingFields). */
  differing: ReadonlySet<ComparedField>
  /** The table's caption for screen readers. */
  caption: string
  /** The table's narrowest width, a Tailwind class: below it the region scrolls sideways. */
  minWidthClass: string
  /** The column heading of the property at this index. */
  heading: (summary: PropertySummary, index: number) => ReactNode
  /** One fact of the property at this index. */
  cell: (field: ComparedField, summary: PropertySummary, index: number) => ReactNode
}

export function ComparisonTable({ result, differing, caption, minWidthClass, heading, cell }: ComparisonTableProps) {
  return (
    <div role="region" aria-label="Comparison table" tabIndex={0} className="overflow-x-auto rounded-xl border border-slate-200 focus-visible:outline-3 focus-visible:outline-amber-500">
      <table className={`w-full ${minWidthClass} border-collapse text-sm`}>
        <caption className="sr-only">{caption}</caption>
        <thead className="bg-slate-50">
          <tr>
            <th scope="col" className="px-3 py-2 text-left text-xs font-semibold text-slate-600 uppercase">
              Fact
            </th>
            {result.summaries.map((summary, index) => (
              <th key={summary.id} scope="col" className="px-3 py-2 text-left align-top">
                {heading(summary, index)}
              </th>
            ))}
          </tr>
        </thead>
        <tbody className="divide-y divide-slate-100">
          {COMPARED_FIELDS.map((field) => {
            const differs = differing.has(field)
            return (
              <tr key={field} data-differs={differs || undefined} className={differs ? 'bg-amber-50' : undefined}>
                <th scope="row" className="px-3 py-2 text-left font-medium whitespace-nowrap text-slate-700">
                  {COMPARED_FIELD_LABELS[field]}
                  {differs ? (
                    <Badge tone="amber" className="ml-2">
                      Differs
                    </Badge>
                  ) : null}
                </th>
                {result.summaries.map((summary, index) => (
                  <td key={summary.id} className={`px-3 py-2 ${differs ? 'font-semibold text-slate-900' : 'text-slate-700'}`}>
                    {cell(field, summary, index)}
                  </td>
                ))}
              </tr>
            )
          })}
        </tbody>
      </table>
    </div>
  )
}
