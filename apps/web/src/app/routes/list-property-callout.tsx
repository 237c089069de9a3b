import { Link } from 'react-router'
import { buttonClasses } from '../../components/ui/button'
import { paths } from '../../config/paths'

/**
 * The home page's "List your property": sign-in, the seller role and the property form in one go.
 * A compact strip above the search (no heading: the page's first heading is the search's).
 */
export function ListPropertyCallout() {
  return (
    <aside aria-label="Sell or let" className="mb-4 flex flex-wrap items-center justify-between gap-x-4 gap-y-2 rounded-2xl border border-teal-200 bg-white/95 px-4 py-2.5 shadow-sm">
      <p className="min-w-0 text-sm text-slate-800">
        <span className="font-semibold text-slate-900">Selling or letting a property?</span> Sign in with your mobile number and go straight to the property form.
      </p>
      <Link to={paths.listProperty} className={buttonClasses('primary', 'sm')}>
        List your property
      </Link>
    </aside>
  )
}
