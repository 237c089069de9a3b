import { Link } from 'react-router'
import { Button } from './button'

/** Page numbers to show: first, last, and the current one with its neighbours; 'gap' between. */
export function pageItems(current: number, pages: number): Array<number | 'gap'> {
  const wanted = new Set([1, pages, current - 1, current, current + 1].filter((p) => p >= 1 && p <= pages))
  const sorted = [...wanted].sort((a, b) => a - b)
  const items: Array<number | 'gap'> = []
  sorted.forEach((page, i) => {
    const previous = sorted[i - 1]
    if (previous !== undefined && page - previous > 1) items.push('gap')
    items.push(page)
  })
  return items
}

interface PaginationProps {
  page: number
  pages: number
  hrefFor: (page: number) => string
  label?: string
}

const item = 'grid min-h-10 min-w-10 place-items-center rounded-lg px-3 text-sm font-semibold focus-visible:outline-3 focus-visible:outline-amber-500'

export function Pagination({ page, pages, hrefFor, label = 'Pagination' }: PaginationProps) {
  if (pages <= 1) return null
  const edge = (target: number, text: string, enabled: boolean) =>
    enabled ? (
      <Link to={hrefFor(target)} className={`${item} border border-slate-300 bg-white text-slate-800 hover:bg-slate-50`}>
        {text}
      </Link>
    ) : (
      <span aria-disabled="true" className={`${item} border border-slate-200 bg-white/60 text-slate-400`}>
        {text}
      </span>
    )
  return (
    <nav aria-label={label} className="mt-8 flex flex-wrap items-center justify-center gap-2">
      {edge(page - 1, 'Previous', page > 1)}
      <ul className="flex flex-wrap items-center gap-1">
        {pageItems(page, pages).map((entry, i) =>
          entry === 'gap' ? (
            <li key={`gap-${i}`} aria-hidden="true" className="px-1 text-slate-500">
              …
            </li>
          ) : (
            <li key={entry}>
              <Link
                to={hrefFor(entry)}
                aria-label={`Page ${entry}`}
                aria-current={entry === page ? 'page' : undefined}
                className={`${item} ${entry === page ? 'bg-teal-800 text-white' : 'bg-white/90 text-slate-800 hover:bg-slate-100'}`}
              >
                {entry}
              </Link>
            </li>
          ),
        )}
      </ul>
      {edge(page + 1, 'Next', page < pages)}
    </nav>
  )
}

interface PageStepperProps {
  page: number
  pages: number
  onPage: (page: number) => void
  label: string
  /** The buttons' words: 'Newer' and 'Older' where the list runs newest first. */
  previous?: string
  next?: string
}

/** Previous and next for a list whose page is the component's state (panels and admin lists), not the address. */
export function PageStepper({ page, pages, onPage, label, previous = 'Previous', next = 'Next' }: PageStepperProps) {
  if (pages <= 1) return null
  return (
    <nav aria-label={label} className="mt-4 flex items-center gap-2 text-sm">
      <Button variant="secondary" size="sm" disabled={page <= 1} onClick={() => onPage(page - 1)}>
        {previous}
      </Button>
      <span className="text-slate-600">
        Page {page} of {pages}
      </span>
      <Button variant="secondary" size="sm" disabled={page >= pages} onClick={() => onPage(page + 1)}>
        {next}
      </Button>
    </nav>
  )
}
