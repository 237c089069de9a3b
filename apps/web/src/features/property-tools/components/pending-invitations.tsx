// The people a listing names who have not accepted yet (consent before anyone is named): shown
// to its managers, each with the role and share proposed, and a way to withdraw the invitation
// (an owner invitation only by the owners or an admin: the server's refusal is shown).
import { Button } from '../../../components/ui/button'
import { Notice } from '../../../components/ui/notice'
import { humanize } from '../../../lib/format'
import { usePropertyInvitations, useWithdrawInvitation, type PendingInvitation } from '../api/get-property-invitations'

function describe(invitation: PendingInvitation): string {
  if (invitation.role === 'dealer') return 'Invited as the dealer'
  const parts = [`Invited as an owner${invitation.share !== null ? ` of ${invitation.share}%` : ''}`, invitation.ownershipType ? humanize(invitation.ownershipType) : undefined]
  return parts.filter(Boolean).join(' · ')
}

export function PendingInvitations({ propertyId }: { propertyId: string }) {
  const { data: invitations } = usePropertyInvitations(propertyId, true)
  const withdraw = useWithdrawInvitation(propertyId)
  if (!invitations || invitations.length === 0) return null
  return (
    <section aria-labelledby="invitations-heading">
      <h2 id="invitations-heading" className="text-base font-bold text-slate-900">
        Waiting for consent
      </h2>
      <p className="mt-1 text-sm text-slate-600">The listing names these people once they accept in their profile.</p>
      <ul className="mt-3 flex flex-col gap-2">
        {invitations.map((invitation) => (
          <li key={invitation.id} className="flex flex-wrap items-center gap-3 rounded-lg bg-amber-50 px-3 py-2 text-sm ring-1 ring-amber-200">
            <div className="min-w-0 flex-1">
              <p className="font-semibold break-words text-slate-900">{invitation.inviteeName || 'Unnamed user'}</p>
              <p className="text-slate-600">{describe(invitation)}</p>
            </div>
            <Button size="sm" variant="secondary" disabled={withdraw.isPending} onClick={() => withdraw.mutate(invitation.id)}>
              {`Withdraw invitation to ${invitation.inviteeName || 'this user'}`}
            </Button>
          </li>
        ))}
      </ul>
      {withdraw.error ? (
        <Notice tone="error" role="alert" className="mt-3">
          <p className="font-semibold">The invitation was not withdrawn</p>
          <p>{withdraw.error.message}</p>
        </Notice>
      ) : null}
    </section>
  )
}
