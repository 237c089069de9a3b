// Consent before anyone is named: the listings that name the signed-in user as an owner or as the
// dealer, waiting for their answer. Accepting puts them on the listing (with the share proposed);
// declining keeps their name off it.
import { Button } from '../../../components/ui/button'
import { Card } from '../../../components/ui/card'
import { Notice } from '../../../components/ui/notice'
import { humanize } from '../../../lib/format'
import { useAnswerInvitation, useInvitations, type ReceivedInvitation } from '../api/get-invitations'

function proposal(invitation: ReceivedInvitation): string {
  if (invitation.role === 'dealer') return 'as the dealer'
  return [`as an owner${invitation.share !== null ? ` of ${invitation.share}%` : ''}`, invitation.ownershipType ? humanize(invitation.ownershipType) : undefined]
    .filter(Boolean)
    .join(' · ')
}

export function InvitationsSection() {
  const { data: invitations, error } = useInvitations()
  const answer = useAnswerInvitation()
  if (error) return null
  if (!invitations || invitations.length === 0) return null
  return (
    <Card className="p-5 sm:p-6">
      <section aria-labelledby="invitations-heading">
        <h2 id="invitations-heading" className="text-lg font-bold text-slate-900">
          Invitations
        </h2>
        <p className="mt-1 text-sm text-slate-600">These listings name you only if you accept. Until then your name is not on them.</p>
        {answer.error ? (
          <Notice tone="error" role="alert" className="mt-3">
            {answer.error.message}
          </Notice>
        ) : null}
        <ul className="mt-4 flex flex-col gap-3">
          {invitations.map((invitation) => {
            const title = invitation.property.title || invitation.property.reference
            return (
              <li key={invitation.id} className="flex flex-wrap items-center gap-3 rounded-lg bg-slate-50 px-4 py-3 text-sm ring-1 ring-slate-200">
                <div className="min-w-0 flex-1">
                  <p className="font-semibold break-words text-slate-900">{title}</p>
                  <p className="text-slate-600">
                    {`${invitation.inviterName || 'Someone'} named you ${proposal(invitation)} · ${invitation.property.city}, ${invitation.property.state} · `}
                    <span className="font-mono">{invitation.property.reference}</span>
                  </p>
                </div>
                <div className="flex gap-2">
                  <Button size="sm" disabled={answer.isPending} onClick={() => answer.mutate({ id: invitation.id, answer: 'accept' })} aria-label={`Accept: ${title}`}>
                    Accept
                  </Button>
                  <Button size="sm" variant="secondary" disabled={answer.isPending} onClick={() => answer.mutate({ id: invitation.id, answer: 'decline' })} aria-label={`Decline: ${title}`}>
                    Decline
                  </Button>
                </div>
              </li>
            )
          })}
        </ul>
      </section>
    </Card>
  )
}
