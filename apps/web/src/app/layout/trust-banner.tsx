import { Link } from 'react-router'
import { trustClaimHref, type TrustClaimSlug } from '../../config/paths'

const promises: readonly { title: string; detail: string; claim: TrustClaimSlug; icon: string }[] = [
  {
    title: 'Secure escrow',
    detail: 'with regulator-approved trustees',
    claim: 'escrow',
    icon: 'M12 3 4 6v6c0 4.4 3.4 8.4 8 9 4.6-.6 8-4.6 8-9V6z M9 12l2 2 4-4',
  },
  {
    title: 'Registry-certified',
    detail: 'verified properties',
    claim: 'verified-listings',
    icon: 'M4 4h16v16H4z M8 9h8 M8 13h8 M8 17h5',
  },
  {
    title: 'Lowest commission',
    detail: 'on every deal',
    claim: 'commission',
    icon: 'M19 5 5 19 M7.5 7.5h.01 M16.5 16.5h.01 M7.5 4a3.5 3.5 0 1 1 0 7 3.5 3.5 0 0 1 0-7z M16.5 13a3.5 3.5 0 1 1 0 7 3.5 3.5 0 0 1 0-7z',
  },
]

/**
 * SPEC §1 trust banner: secure escrow, registry-certified verified properties, lowest commission.
 * Each claim links to a page saying what backs it today (features/trust).
 */
export function TrustBanner() {
  return (
    <section aria-label="Why buyers trust us" className="border-b border-teal-900/10 bg-teal-900/95 text-teal-50">
      <ul className="mx-auto grid max-w-6xl grid-cols-1 gap-x-6 gap-y-1.5 px-4 py-2.5 text-xs sm:grid-cols-3 sm:text-sm">
        {promises.map((item) => (
          <li key={item.title}>
            <Link
              to={trustClaimHref(item.claim)}
              className="flex w-fit items-center gap-2 rounded underline-offset-2 hover:underline focus-visible:outline-3 focus-visible:outline-offset-2 focus-visible:outline-amber-400"
            >
              <svg aria-hidden="true" viewBox="0 0 24 24" className="size-4 shrink-0 text-amber-300" fill="none" stroke="currentColor" strokeWidth="2" strokeLinecap="round" strokeLinejoin="round">
                <path d={item.icon} />
              </svg>
              <span>
                <strong className="font-semibold text-white">{item.title}</strong> {item.detail}
              </span>
            </Link>
          </li>
        ))}
      </ul>
    </section>
  )
}
