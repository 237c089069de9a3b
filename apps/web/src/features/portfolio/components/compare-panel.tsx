import { Link } from 'react-router'
import { COMPARED_FIELDS, differingFields, displayArea, formatPropertyScore, type ComparedField, type ComparisonResult, type PropertySummary } from '@vishwas/domain'
import { Button } from '../../../components/ui/button'
import { Card } from '../../../components/ui/card'
import { ComparisonTable } from '../../../components/ui/comparison-table'
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
        <ComparisonTable
          result={result}
          differing={differing}
          caption="Selected properties side by side"
          minWidthClass="min-w-[32rem]"
          heading={(summary) => (
            <>
              <Link to={sellerPropertyHref(summary.id)} className="font-semibold wrap-anywhere text-teal-800 underline-offset-2 hover:underline">
                {summary.title}
              </Link>
              <span className="block text-xs font-normal text-slate-500">{summary.reference}</span>
            </>
          )}
          cell={(field, summary) => display(field, summary[field])}
        />
      </section>
    </Card>
  )
}
