// A dealer's team grows by invitation, never by decree: the dealer names a phone number and a role,
// the person with that number (now, or when they sign up later) accepts or declines, and only then
// acts for the dealer. The dealer's answer is the same whether or not the number is a Vishwas user,
// and they learn nothing of the invitee but what they typed until the invitee accepts (then the
// name), so the form cannot be used to find out who is registered.
import { z } from 'zod'
import { isIndianMobile, toIndianE164 } from '../phone/clean-phone-number'
import { MAX_TEAM_MEMBERS, teamMemberRoles, type TeamMemberRole } from './curator-rules'

/** An invitation is open this many days, then lapses. */
export const TEAM_INVITATION_DAYS = 14
/** A dealer sends at most this many invitations in any 24 hours (so the form cannot spam numbers). */
export const MAX_TEAM_INVITATIONS_PER_DAY = 20

export const teamInvitationStatuses = ['pending', 'accepted', 'declined', 'withdrawn', 'expired'] as const
export type TeamInvitationStatus = (typeof teamInvitationStatuses)[number]

/** '+919810000061' as '+91 98100 00061'; anything else as it is. */
export function formatInvitedPhone(phone: string): string {
  return isIndianMobile(phone) ? `+91 ${phone.slice(3, 8)} ${phone.slice(8)}` : phone
}

export const teamInvitationMessages = {
  invitationSent: (phone: string) => `Invitation sent to ${formatInvitedPhone(phone)}`,
  invalidPhone: 'Enter a 10-digit Indian mobile number',
  alreadyInvited: 'An invitation to this number is already pending',
  alreadyMember: 'This number belongs to a member of your team already',
  ownNumber: 'You are the owner of your team already',
  teamFull: `A team has at most ${MAX_TEAM_MEMBERS} members and pending invitations together`,
  dailyLimit: `You can send at most ${MAX_TEAM_INVITATIONS_PER_DAY} invitations a day. Try again tomorrow.`,
  invitationNotFound: 'Invitation not found',
  invitationNotPending: 'This invitation has already been answered, withdrawn or has expired',
  invitationWithdrawn: 'Invitation withdrawn',
  invitationAccepted: (dealerName: string) => `You joined ${dealerName.trim() || 'the dealer'}'s team`,
  invitationDeclined: 'Invitation declined',
  leftTeam: 'You left the team',
} as const

/** The body of an invitation: an Indian mobile number and the role offered. */
export const teamInvitationBodySchema = z.strictObject({
  phoneNumber: z
    .string()
    .trim()
    .max(20)
    .transform(toIndianE164)
    .refine(isIndianMobile, { error: teamInvitationMessages.invalidPhone })
    .meta({ description: 'The invitee’s mobile number; whether it belongs to a Vishwas user is never revealed.' }),
  role: z.enum(teamMemberRoles),
})
export type TeamInvitationBody = z.output<typeof teamInvitationBodySchema>

/** When an invitation sent at `sentAt` lapses. */
export function invitationExpiresAt(sentAt: Date): Date {
  return new Date(sentAt.getTime() + TEAM_INVITATION_DAYS * 86_400_000)
}

/** An invitation's status as of `now`: a pending one past its expiry has lapsed. */
export function invitationStatusAt(invitation: { status: TeamInvitationStatus; expiresAt: string }, now: Date): TeamInvitationStatus {
  return invitation.status === 'pending' && Date.parse(invitation.expiresAt) <= now.getTime() ? 'expired' : invitation.status
}

/** Why a dealer may not send one more invitation, if so: the team (members and open invitations) is full, or the day's quota is spent. */
export function invitationQuotaProblem(input: { members: number; pending: number; sentToday: number }): 'teamFull' | 'dailyLimit' | null {
  if (input.members + input.pending >= MAX_TEAM_MEMBERS) return 'teamFull'
  if (input.sentToday >= MAX_TEAM_INVITATIONS_PER_DAY) return 'dailyLimit'
  return null
}

const roleWithArticle = (role: TeamMemberRole) => (role === 'viewer' ? 'a viewer' : `an ${role}`)

/** What a registered invitee reads when a dealer invites them. */
export function teamInvitationNotice(input: { dealerName: string; teamName: string; role: TeamMemberRole }): { title: string; body: string } {
  const dealer = input.dealerName.trim() || 'A dealer'
  return {
    title: `${dealer} invites you to their team`,
    body: `${dealer} invites you to join ${input.teamName.trim() || 'their team'} as ${roleWithArticle(input.role)}. Accept or decline it in your profile within ${TEAM_INVITATION_DAYS} days.`,
  }
}

/**
 * The status the dealer sees. A decline is the invitee's own business: told at once, it would
 * reveal that the number belongs to a Vishwas user, so the dealer sees a declined invitation as
 * pending until its expiry and as expired after, as if it had never been answered.
 */
export function invitationStatusForDealer(invitation: { status: TeamInvitationStatus; expiresAt: string }, now: Date): TeamInvitationStatus {
  const status = invitation.status === 'declined' ? 'pending' : invitation.status
  return invitationStatusAt({ status, expiresAt: invitation.expiresAt }, now)
}

/** What the dealer reads when the invitee accepts (the first time they learn the invitee's name). */
export function teamInvitationAcceptedNotice(input: { memberName: string; phone: string; role: TeamMemberRole }): { title: string; body: string } {
  const member = input.memberName.trim() || formatInvitedPhone(input.phone)
  return { title: `${member} joined your team`, body: `${member} accepted your invitation and joined your team as ${roleWithArticle(input.role)}.` }
}

/** What the dealer reads when a member leaves. */
export function teamMemberLeftNotice(input: { memberName: string }): { title: string; body: string } {
  const member = input.memberName.trim() || 'A member'
  return { title: `${member} left your team`, body: `${member} left your team and no longer acts for you.` }
}
