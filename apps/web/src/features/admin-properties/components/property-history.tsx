import type { ReactNode } from 'react'
import { formatRupees } from '@vishwas/domain'
import { formatDate } from '../../../lib/format'
import type { AdminProperty, OwnerShare } from '../api/get-admin-property'

const itemClass = 'rounded-lg bg-slate-50 px-3 py-1.5 text-sm text-slate-800 ring-1 ring-slate-200 wrap-anywhere'

function Section({ title, empty, children }: { title: string; empty: boolean; children: ReactNode }) {
  return (
    <div className="grid gap-1.5">
      <h3 className="font-semibold text-slate-900">{title}</h3>
      {empty ? <p className="text-sm text-slate-600">No changes recorded.</p> : <ul className="grid gap-1">{children}</ul>}
    </div>
  )
}

/** The listing's price, ownership and dealer history, newest first, with who made each change. */
export function PropertyHistory({ history, nameOf }: { history: AdminProperty['history']; nameOf: (userId: string) => string }) {
  const shares = (owners: OwnerShare[]) => (owners.length === 0 ? 'nobody' : owners.map((owner) => `${nameOf(owner.userId)}${owner.share === undefined ? '' : ` (${owner.share}%)`}`).join(', '))
  const by = (name: string | null, id: string) => name ?? (id === 'system' ? 'the system' : nameOf(id))
  return (
    <section aria-labelledby="history-heading" className="grid gap-3">
      <h2 id="history-heading" className="text-lg font-bold text-slate-900">
        History
      </h2>
      <Section title="Price" empty={history.prices.length === 0}>
        {history.prices.map((change, index) => (
          <li key={`${change.changedAt}-${index}`} className={itemClass}>
            {change.oldPrice === null ? `Listed at ${formatRupees(change.newPrice)}` : `${formatRupees(change.oldPrice)} to ${formatRupees(change.newPrice)}`} · {formatDate(change.changedAt)} by{' '}
            {by(change.changedByName, change.changedBy)}
          </li>
        ))}
      </Section>
      <Section title="Ownership" empty={history.ownership.length === 0}>
        {history.ownership.map((change, index) => (
          <li key={`${change.changedAt}-${index}`} className={itemClass}>
            {change.previousOwners.length === 0 ? `Owned by ${shares(change.newOwners)}` : `From ${shares(change.previousOwners)} to ${shares(change.newOwners)}`} · {formatDate(change.changedAt)} by{' '}
            {by(change.changedByName, change.changedBy)}
          </li>
        ))}
      </Section>
      <Section title="Dealers" empty={history.dealers.length === 0}>
        {history.dealers.map((spell, index) => (
          <li key={`${spell.assignedAt}-${index}`} className={itemClass}>
            {spell.dealerName ?? nameOf(spell.dealerId)} · from {formatDate(spell.assignedAt)} {spell.unassignedAt ? `to ${formatDate(spell.unassignedAt)}` : '(current)'}
          </li>
        ))}
      </Section>
    </section>
  )
}
