import { useId, useState } from 'react'
import { TEAM_INVITATION_DAYS, formatInvitedPhone, teamMemberRoles, type TeamMemberRole } from '@vishwas/domain'
import { Button } from '../../../components/ui/button'
import { LoadingDots } from '../../../components/ui/loading-dots'
import { RetryNotice } from '../../../components/ui/retry-notice'
import { formatDate } from '../../../lib/format'
import { useChangeTeam } from '../api/change-team'
import { useTeam } from '../api/get-team'

export const roleLabels: Record<TeamMemberRole, string> = { admin: 'Admin', agent: 'Agent', viewer: 'Viewer' }
const roleHelp = `Admins and agents act for you on your listings (edit, tools); admins also read your private notes; viewers only read. An invitation is open for ${TEAM_INVITATION_DAYS} days; the person joins only when they accept it.`

/** The dealer's team: invite a phone number with a role (they join when they accept), withdraw an open invitation, change a member's role, remove a member. */
export function TeamPanel() {
  const id = useId()
  const { data: team, error, isPending, refetch } = useTeam()
  const change = useChangeTeam()
  const [phoneNumber, setPhoneNumber] = useState('')
  const [role, setRole] = useState<TeamMemberRole>('agent')
  return (
    <section aria-labelledby={`${id}-heading`} className="flex flex-col gap-4">
      <h2 id={`${id}-heading`} className="text-lg font-bold text-slate-900">
        Team
      </h2>
      <p id={`${id}-help`} className="text-sm text-slate-600">
        {roleHelp}
      </p>
      <form
        className="flex flex-wrap items-end gap-2"
        onSubmit={(event) => {
          event.preventDefault()
          change.mutate({ kind: 'invite', phoneNumber, role }, { onSuccess: () => setPhoneNumber('') })
        }}
      >
        <div className="flex min-w-0 basis-full flex-col gap-1 sm:basis-auto sm:flex-1">
          <label htmlFor={`${id}-phone`} className="text-sm font-semibold text-slate-800">
            Phone number
          </label>
          <input
            id={`${id}-phone`}
            type="tel"
            inputMode="tel"
            autoComplete="off"
            required
            value={phoneNumber}
            placeholder="+91 98…"
            onChange={(event) => setPhoneNumber(event.target.value)}
            className="min-h-11 w-full rounded-lg border border-slate-300 bg-white px-3 text-sm text-slate-900"
          />
        </div>
        <div className="flex flex-col gap-1">
          <label htmlFor={`${id}-role`} className="text-sm font-semibold text-slate-800">
            Role
          </label>
          <select
            id={`${id}-role`}
            value={role}
            aria-describedby={`${id}-help`}
            onChange={(event) => setRole(event.target.value as TeamMemberRole)}
            className="min-h-11 rounded-lg border border-slate-300 bg-white px-3 text-sm text-slate-900"
          >
            {teamMemberRoles.map((r) => (
              <option key={r} value={r}>
                {roleLabels[r]}
              </option>
            ))}
          </select>
        </div>
        <Button type="submit" disabled={change.isPending || phoneNumber.trim() === ''}>
          Send invitation
        </Button>
      </form>
      {change.isSuccess && change.data.message ? (
        <p role="status" className="text-sm font-medium text-emerald-800">
          {change.data.message}
        </p>
      ) : null}
      {change.isError ? (
        <p role="alert" className="text-sm font-medium text-rose-800">
          {change.error.message}
        </p>
      ) : null}
      {isPending ? <LoadingDots /> : null}
      {error ? <RetryNotice onRetry={() => void refetch()}>{error.message}</RetryNotice> : null}
      {team && team.invitations.length > 0 ? (
        <ul aria-label="Open invitations" className="flex flex-col divide-y divide-slate-100">
          {team.invitations.map((invitation) => (
            <li key={invitation.id} className="flex flex-wrap items-center gap-2 py-3">
              <div className="min-w-0 basis-full sm:basis-0 sm:flex-1">
                <p className="font-semibold wrap-anywhere text-slate-900">{formatInvitedPhone(invitation.phoneNumber)}</p>
                <p className="text-sm text-slate-600">{`Invited as ${roleLabels[invitation.role]} · open until ${formatDate(invitation.expiresAt) ?? ''}`}</p>
              </div>
              <Button
                size="sm"
                variant="ghost"
                aria-label={`Withdraw the invitation to ${formatInvitedPhone(invitation.phoneNumber)}`}
                disabled={change.isPending}
                onClick={() => change.mutate({ kind: 'withdraw', invitationId: invitation.id })}
              >
                Withdraw
              </Button>
            </li>
          ))}
        </ul>
      ) : null}
      {team && team.members.length === 0 ? <p className="text-sm text-slate-600">No members yet. Invite someone by their phone number; they join when they accept.</p> : null}
      {team && team.members.length > 0 ? (
        <ul aria-label="Team members" className="flex flex-col divide-y divide-slate-100">
          {team.members.map((member) => (
            <li key={member.userId} className="flex flex-wrap items-center gap-2 py-3">
              <div className="min-w-0 basis-full sm:basis-0 sm:flex-1">
                <p className="font-semibold wrap-anywhere text-slate-900">{member.name || member.phoneNumber}</p>
                <p className="text-sm text-slate-600">{member.phoneNumber}</p>
              </div>
              <select
                aria-label={`Role of ${member.name || member.phoneNumber}`}
                value={member.role}
                disabled={change.isPending}
                onChange={(event) => change.mutate({ kind: 'role', userId: member.userId, role: event.target.value as TeamMemberRole })}
                className="min-h-9 rounded-lg border border-slate-300 bg-white px-2 text-sm text-slate-900"
              >
                {teamMemberRoles.map((r) => (
                  <option key={r} value={r}>
                    {roleLabels[r]}
                  </option>
                ))}
              </select>
              <Button
                size="sm"
                variant="ghost"
                aria-label={`Remove ${member.name || member.phoneNumber}`}
                disabled={change.isPending}
                onClick={() => change.mutate({ kind: 'remove', userId: member.userId })}
              >
                Remove
              </Button>
            </li>
          ))}
        </ul>
      ) : null}
    </section>
  )
}
