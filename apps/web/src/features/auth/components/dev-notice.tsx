import type { OutboxEntry } from '../api/get-dev-outbox'
import { formatIndianPhone } from './format-phone'

/** The seeded demo accounts (apps/server demo data), one per role. */
export const DEMO_ACCOUNTS = [
  { role: 'Admin', phoneNumber: '+919800000001' },
  { role: 'Seller', phoneNumber: '+919800000002' },
  { role: 'Dealer', phoneNumber: '+919800000003' },
  { role: 'Buyer', phoneNumber: '+919800000004' },
] as const

interface DevNoticeProps {
  sentCode: OutboxEntry | undefined
  /** Shown while the number is still to be chosen. */
  onPickNumber?: (phoneNumber: string) => void
}

/** Development server only: codes are not texted, so the last one sent is shown here. */
export function DevNotice({ sentCode, onPickNumber }: DevNoticeProps) {
  return (
    <section aria-labelledby="dev-notice-title" className="rounded-2xl border border-dashed border-amber-400 bg-amber-50/95 p-4 text-sm text-amber-950 shadow-sm">
      <h2 id="dev-notice-title" className="font-semibold">
        Development server
      </h2>
      <p className="mt-1">Codes are not sent by SMS here; the last code sent to a number shows below.</p>
      {sentCode ? (
        <p className="mt-3 rounded-lg bg-white/80 px-3 py-2" role="status">
          Code sent to {formatIndianPhone(sentCode.phoneNumber)}: <strong className="font-mono text-base tracking-widest">{sentCode.code}</strong>
        </p>
      ) : null}
      {onPickNumber ? (
        <>
          <h3 className="mt-3 font-semibold">Demo accounts</h3>
          <ul className="mt-2 grid gap-1.5 sm:grid-cols-2">
            {DEMO_ACCOUNTS.map((account) => (
              <li key={account.phoneNumber}>
                <button
                  type="button"
                  onClick={() => onPickNumber(account.phoneNumber.slice(3))}
                  className="flex w-full min-h-10 items-center justify-between gap-2 rounded-lg bg-white/80 px-3 text-left hover:bg-white focus-visible:outline-3 focus-visible:outline-amber-500"
                >
                  <span className="font-medium">{account.role}</span>
                  <span className="font-mono text-xs">{formatIndianPhone(account.phoneNumber)}</span>
                </button>
              </li>
            ))}
          </ul>
        </>
      ) : null}
    </section>
  )
}
