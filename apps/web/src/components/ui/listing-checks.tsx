// What has actually been checked for a listing (the domain's listingChecks), on its card and its
// page: checks that hold, warnings, and "Nothing checked yet" said plainly when none holds.
import { Link } from 'react-router'
import { NOTHING_CHECKED_YET, hasPassedCheck, listingChecks, type CheckedListing, type ListingCheckStatus, type ListingVerification } from '@vishwas/domain'
import { trustClaimHref } from '../../config/paths'

interface ListingChecksProps {
  listing: CheckedListing
  verification: ListingVerification
  className?: string
}

const marks: Record<ListingCheckStatus, { path: string; tone: string }> = {
  checked: { path: 'M5 12l5 5L20 7', tone: 'text-emerald-700' },
  'not-checked': { path: 'M6 12h12', tone: 'text-slate-500' },
  warning: { path: 'M12 4v10 M12 19h.01', tone: 'text-amber-700' },
}

function Mark({ status }: { status: ListingCheckStatus }) {
  const { path, tone } = marks[status]
  return (
    <svg aria-hidden="true" viewBox="0 0 24 24" className={`mt-0.5 size-3.5 shrink-0 ${tone}`} fill="none" stroke="currentColor" strokeWidth="3" strokeLinecap="round">
      <path d={path} />
    </svg>
  )
}

/** On a card: the checks that hold and any warning; "Nothing checked yet" when none holds. */
export function ListingCheckSummary({ listing, verification, className = '' }: ListingChecksProps) {
  const checks = listingChecks(listing, verification)
  const shown = checks.filter((check) => check.status !== 'not-checked')
  return (
    <div className={`text-xs ${className}`}>
      {hasPassedCheck(checks) ? null : <p className="font-semibold text-slate-600">{NOTHING_CHECKED_YET}</p>}
      {shown.length > 0 ? (
        <ul aria-label="Checked for this listing" className="flex flex-wrap gap-x-3 gap-y-1">
          {shown.map((check) => (
            <li key={check.key} className={`flex items-start gap-1 font-semibold ${check.status === 'warning' ? 'text-amber-900' : 'text-emerald-900'}`}>
              <Mark status={check.status} />
              {check.label}
            </li>
          ))}
        </ul>
      ) : null}
    </div>
  )
}

/** On the property page: every check with whether it holds, and how checks are made. */
export function ListingCheckList({ listing, verification, className = '' }: ListingChecksProps) {
  const checks = listingChecks(listing, verification)
  return (
    <div className={`text-sm ${className}`}>
      {hasPassedCheck(checks) ? null : <p className="mb-2 font-semibold text-slate-800">{NOTHING_CHECKED_YET}</p>}
      <ul aria-label="Checks of this listing" className="flex flex-col gap-1.5">
        {checks.map((check) => (
          <li key={check.key} className={`flex items-start gap-2 ${check.status === 'checked' ? 'font-semibold text-slate-900' : check.status === 'warning' ? 'font-semibold text-amber-900' : 'text-slate-600'}`}>
            <Mark status={check.status} />
            {check.label}
          </li>
        ))}
      </ul>
      <Link
        to={trustClaimHref('verified-listings')}
        className="mt-3 inline-block rounded font-semibold text-teal-800 underline underline-offset-2 focus-visible:outline-3 focus-visible:outline-amber-500"
      >
        What each check means
      </Link>
    </div>
  )
}
