import { useState } from 'react'
import { Link } from 'react-router'
import type { ShortlistHeartProps } from '../../../components/ui/shortlist-heart-slot'
import { paths } from '../../../config/paths'
import { useIsHydrated } from '../../../lib/use-is-hydrated'
import { useShortlist } from '../hooks/use-shortlist'

function reason(error: unknown): string {
  return error instanceof Error && error.message ? error.message : 'The shortlist could not be changed. Please try again.'
}

/** A toggle (pressed: on the shortlist) that adds the listing to the shortlist or takes it off; why not, when it fails. */
export function ShortlistHeart({ propertyId, title, placement }: ShortlistHeartProps) {
  const shortlist = useShortlist()
  // Drawn by the server, the heart changes nothing until the browser has taken the page over.
  const isHydrated = useIsHydrated()
  const isShortlisted = shortlist.ids.includes(propertyId)
  const [error, setError] = useState<string | null>(null)

  const toggle = () => {
    setError(null)
    const change = isShortlisted ? shortlist.remove(propertyId) : shortlist.add(propertyId)
    change.catch((failure: unknown) => setError(reason(failure)))
  }

  const onCard = placement === 'card'
  return (
    // On a card it sits above the card's whole-card link.
    <span className={onCard ? 'relative z-10 flex shrink-0 flex-col items-end' : 'relative inline-flex flex-col items-start'}>
      <button
        type="button"
        aria-pressed={isShortlisted}
        aria-label={onCard ? `Shortlist ${title}` : undefined}
        onClick={toggle}
        disabled={!isHydrated}
        className={`inline-flex min-h-11 items-center gap-2 rounded-full border font-semibold shadow-sm transition-colors focus-visible:outline-3 focus-visible:outline-offset-2 focus-visible:outline-amber-500 ${
          onCard ? 'size-11 justify-center' : 'px-4 text-sm'
        } ${isShortlisted ? 'border-rose-300 bg-rose-50 text-rose-800 hover:bg-rose-100' : 'border-slate-300 bg-white text-slate-800 hover:bg-slate-50'}`}
      >
        <svg aria-hidden="true" viewBox="0 0 24 24" className="size-5" fill={isShortlisted ? 'currentColor' : 'none'} stroke="currentColor" strokeWidth="2" strokeLinejoin="round">
          <path d="M12 20.5s-7.5-4.6-9.3-9.4C1.5 7.8 3.6 4.5 7 4.5c2 0 3.6 1.1 5 3 1.4-1.9 3-3 5-3 3.4 0 5.5 3.3 4.3 6.6-1.8 4.8-9.3 9.4-9.3 9.4z" />
        </svg>
        {onCard ? null : 'Shortlist'}
      </button>
      {!onCard && isShortlisted ? (
        <Link to={paths.shortlist} className="mt-1 text-sm font-semibold text-teal-800 underline underline-offset-2">
          On your shortlist: compare it with others
        </Link>
      ) : null}
      {error ? (
        <span role="alert" className="absolute top-full right-0 z-20 mt-1 w-60 rounded-lg bg-rose-50 px-2 py-1 text-xs font-medium text-rose-900 shadow ring-1 ring-rose-200">
          {error}
        </span>
      ) : null}
    </span>
  )
}
