import { displayName, roleLabel, type User } from '@vishwas/domain'
import { Card } from '../../../components/ui/card'
import { formatDate, humanize } from '../../../lib/format'
import { KycBadge } from './kyc-badge'

function formatPhone(phoneNumber: string): string {
  const match = /^\+91(\d{5})(\d{5})$/.exec(phoneNumber)
  return match ? `+91 ${match[1]} ${match[2]}` : phoneNumber
}

/** What the user cannot edit here: the sign-in number, KYC status, role, account type. */
export function AccountSummary({ user }: { user: User }) {
  const since = formatDate(user.createdAt)
  return (
    <Card className="p-5 sm:p-6">
      <h2 className="text-lg font-bold text-slate-900">{displayName(user) || 'Your account'}</h2>
      <div className="mt-2 flex flex-wrap gap-2">
        <KycBadge status={user.kycStatus} />
        <span className="inline-flex items-center rounded-full bg-teal-800 px-2.5 py-0.5 text-xs font-semibold text-white">{roleLabel(user.roles)}</span>
      </div>
      <dl className="mt-5 grid gap-4 text-sm">
        <div>
          <dt className="font-medium text-slate-600">Phone number</dt>
          <dd className="mt-0.5 font-semibold text-slate-900">{formatPhone(user.phoneNumber) || 'Not set'}</dd>
          <dd className="text-xs text-slate-600">Used to sign in; it cannot be changed here.</dd>
        </div>
        <div>
          <dt className="font-medium text-slate-600">Account type</dt>
          <dd className="mt-0.5 text-slate-900">{humanize(user.accountType)}</dd>
        </div>
        {since ? (
          <div>
            <dt className="font-medium text-slate-600">Member since</dt>
            <dd className="mt-0.5 text-slate-900">{since}</dd>
          </div>
        ) : null}
      </dl>
    </Card>
  )
}
