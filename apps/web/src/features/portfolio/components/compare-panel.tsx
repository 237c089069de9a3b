import { Link } from 'react-router'
import { COMPARED_FIELDS, COMPARED_FIELD_LABELS, differingFields, displayArea, formatPropertyScore, type ComparedField, type ComparisonResult, type PropertySummary } from '@vishwas/domain'
import { Badge } from '../../../components/ui/badge'
import { Button } from '../../../components/ui/button'
import { Card } from '../../../components/ui/card'
import { humanize } from '../../../lib/format'
import { formatListingPrice, roomCount } from '../../../lib/listing-display'
import { sellerPropertyHref } from '../../../config/paths'

const EMPTY = '—'

function display(field: ComparedField, value: PropertySummary[ComparedField]): string {
  const number = typeof value === 'number' ? value : null
  switch (field) {
    case 'price':
      return formatListingPrice(number)
    case 'bedrooms':
    case 'bathrooms':
      return String(roomCount(number) ?? EMPTY)
    case 'area':
      return displayArea(number, 'sqft') ?? EMPTY
    case 'score':
      return formatPropertyScore(number)
    case 'type':
    case 'status':
      return humanize(String(value ?? '')) || EMPTY
    case 'title':
    case 'location':
      return value === null || value === '' ? EMPTY : String(value)
  }
}

interface ComparePanelProps {
  result: ComparisonResult
  onClose: () => void
}

/** Properties side by side; the rows where they differ are highlighted and marked. */
export function ComparePanel({ result, onClose }: ComparePanelProps) {
  const differing = differingFields(result)
  return (
    <Card className="p-4 sm:p-5">
      <section aria-labelledby="compare-heading" className="flex flex-col gap-3">
        <div className="flex flex-wrap items-center justify-between gap-2">
          <h2 id="compare-heading" className="text-base font-bold text-slate-900">
            Comparison
          </h2>
          <Button size="sm" variant="secondary" onClick={onClose}>
            Close comparison
          </Button>
        </div>
        <p className="text-sm text-slate-600" aria-live="polite">
          {differing.size === 0 ? 'These properties match on every compared fact.' : `They differ in ${differing.size} of ${COMPARED_FIELDS.length} facts, highlighted below.`}
        </p>
        <div role="region" aria-label="Comparison table" tabIndex={0} className="overflow-x-auto rounded-xl border border-slate-200 focus-visible:outline-3 focus-visible:outline-amber-500">
          <table className="w-full min-w-[32rem] border-collapse text-sm">
            <caption className="sr-only">Selected properties side by side</caption>
            <thead className="bg-slate-50">
              <tr>
                <th scope="col" className="px-3 py-2 text-left text-xs font-semibold text-slate-600 uppercase">
                  Fact
                </th>
                {result.summaries.map((summary) => (
                  <th key={summary.id} scope="col" className="px-3 py-2 text-left align-top">
                    <Link to={sellerPropertyHref(summary.id)} className="font-semibold wrap-anywhere text-teal-800 underline-offset-2 hover:underline">
                      {summary.title}
                    </Link>
                    <span className="block text-xs font-normal text-slate-500">{summary.reference}</span>
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
                    {result.summaries.map((summary) => (
                      <td key={summary.id} className={`px-3 py-2 ${differs ? 'font-semibold text-slate-900' : 'text-slate-700'}`}>
                        {display(field, summary[field])}
                      </td>
                    ))}
                  </tr>
                )
              })}
            </tbody>
          </table>
        </div>
      </section>
    </Card>
  )
}
