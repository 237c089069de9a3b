import { Button } from '../../../components/ui/button'
import { formatDate } from '../../../lib/format'
import { useLeaveTeam, useMyTeams } from '../api/my-teams'
import { useAnswerTeamInvitation, useTeamInvitations } from '../api/team-invitations'
import { roleLabels } from './team-panel'

/**
 * The profile's teams: invitations to the user's number (who invites, to which team, as what),
 * to accept or decline; and the dealers' teams the user is in, with their role, each to leave.
 * Nothing when there are none.
 */
export function MyTeams() {
  const { data: teams } = useMyTeams()
  const { data: invitations } = useTeamInvitations()
  const leave = useLeaveTeam()
  const answer = useAnswerTeamInvitation()
  const hasTeams = Boolean(teams && teams.length > 0)
  const hasInvitations = Boolean(invitations && invitations.length > 0)
  if (!hasTeams && !hasInvitations && !answer.isSuccess) return null
  return (
    <section aria-labelledby="my-teams-heading" className="flex flex-col gap-2 rounded-2xl bg-white/90 p-4 shadow-sm sm:p-6">
      <h2 id="my-teams-heading" className="text-lg font-bold text-slate-900">
        Teams
      </h2>
      {answer.isSuccess ? (
        <p role="status" className="text-sm font-medium text-emerald-800">
          {answer.data}
        </p>
      ) : null}
      {answer.isError ? (
        <p role="alert" className="text-sm font-medium text-rose-800">
          {answer.error.message}
        </p>
      ) : null}
      {invitations && invitations.length > 0 ? (
        <ul aria-label="Invitations to join a team" className="flex flex-col divide-y divide-slate-100">
          {invitations.map((invitation) => (
            <li key={invitation.id} className="flex flex-wrap items-center gap-2 py-3">
              <p className="min-w-0 basis-full text-sm text-slate-900 sm:basis-0 sm:flex-1">
                <span className="font-semibold wrap-anywhere">{invitation.dealerName || 'A dealer'}</span>
                {` invites you to ${invitation.teamName || 'their team'} as ${roleLabels[invitation.role]} · open until ${formatDate(invitation.expiresAt) ?? ''}`}
              </p>
              <Button size="sm" disabled={answer.isPending} aria-label={`Accept the invitation from ${invitation.dealerName || 'the dealer'}`} onClick={() => answer.mutate({ id: invitation.id, accept: true })}>
                Accept
              </Button>
              <Button
                size="sm"
                variant="secondary"
                disabled={answer.isPending}
                aria-label={`Decline the invitation from ${invitation.dealerName || 'the dealer'}`}
                onClick={() => answer.mutate({ id: invitation.id, accept: false })}
              >
                Decline
              </Button>
            </li>
          ))}
        </ul>
      ) : null}
      {leave.isError ? (
        <p role="alert" className="text-sm font-medium text-rose-800">
          {leave.error.message}
        </p>
      ) : null}
      <ul aria-label="Your teams" className="flex flex-col divide-y divide-slate-100">
        {(teams ?? []).map((team) => (
          <li key={team.teamId} className="flex flex-wrap items-center gap-2 py-3">
            <p className="min-w-0 flex-1 text-sm text-slate-900">
              <span className="font-semibold wrap-anywhere">{team.name}</span>
              {` · ${roleLabels[team.role]}`}
            </p>
            <Button size="sm" variant="secondary" disabled={leave.isPending} aria-label={`Leave ${team.name}`} onClick={() => leave.mutate(team.teamId)}>
              Leave team
            </Button>
          </li>
        ))}
      </ul>
    </section>
  )
}
