import { describe, expect, it } from 'vitest'
import { MAX_TEAM_MEMBERS } from './curator-rules'
import {
  MAX_TEAM_INVITATIONS_PER_DAY,
  formatInvitedPhone,
  invitationExpiresAt,
  invitationQuotaProblem,
  invitationStatusAt,
  invitationStatusForDealer,
  teamInvitationAcceptedNotice,
  teamInvitationBodySchema,
  teamInvitationMessages,
  teamInvitationNotice,
} from './team-invitations'

describe('team invitations', () => {
  it('says the same to the dealer whatever the number, in the form they can read', () => {
    expect(teamInvitationMessages.invitationSent('+919810000061')).toBe('Invitation sent to +91 98100 00061')
    expect(formatInvitedPhone('+4420')).toBe('+4420')
  })

  it('takes an Indian mobile number in any usual spelling and refuses anything else', () => {
    expect(teamInvitationBodySchema.parse({ phoneNumber: '098100 00061', role: 'agent' })).toEqual({ phoneNumber: '+919810000061', role: 'agent' })
    expect(teamInvitationBodySchema.parse({ phoneNumber: '+91 98100-00061', role: 'viewer' }).phoneNumber).toBe('+919810000061')
    const refused = teamInvitationBodySchema.safeParse({ phoneNumber: '12345', role: 'agent' })
    expect(refused.success).toBe(false)
    expect(refused.error?.issues[0]?.message).toBe('Enter a 10-digit Indian mobile number')
    expect(teamInvitationBodySchema.safeParse({ phoneNumber: '9810000061', role: 'owner' }).success).toBe(false)
  })

  it('lapses fourteen days after it was sent', () => {
    const sent = new Date('2026-11-01T10:00:00.000Z')
    const expiresAt = invitationExpiresAt(sent).toISOString()
    expect(expiresAt).toBe('2026-11-15T10:00:00.000Z')
    expect(invitationStatusAt({ status: 'pending', expiresAt }, new Date('2026-11-15T09:59:59.000Z'))).toBe('pending')
    expect(invitationStatusAt({ status: 'pending', expiresAt }, new Date('2026-11-15T10:00:00.000Z'))).toBe('expired')
    expect(invitationStatusAt({ status: 'accepted', expiresAt }, new Date('2027-01-01T00:00:00.000Z'))).toBe('accepted')
  })

  it('counts pending invitations in the team size and limits invitations a day', () => {
    expect(invitationQuotaProblem({ members: MAX_TEAM_MEMBERS - 1, pending: 0, sentToday: 0 })).toBeNull()
    expect(invitationQuotaProblem({ members: MAX_TEAM_MEMBERS - 1, pending: 1, sentToday: 0 })).toBe('teamFull')
    expect(invitationQuotaProblem({ members: 0, pending: 0, sentToday: MAX_TEAM_INVITATIONS_PER_DAY })).toBe('dailyLimit')
    expect(teamInvitationMessages.teamFull).toBe('A team has at most 50 members and pending invitations together')
    expect(teamInvitationMessages.dailyLimit).toBe('You can send at most 20 invitations a day. Try again tomorrow.')
  })

  it('tells the invitee who invites them, to which team and as what; the dealer learns the name only on acceptance', () => {
    expect(teamInvitationNotice({ dealerName: 'Meera Realty', teamName: 'Meera Realty', role: 'agent' })).toEqual({
      title: 'Meera Realty invites you to their team',
      body: 'Meera Realty invites you to join Meera Realty as an agent. Accept or decline it in your profile within 14 days.',
    })
    expect(teamInvitationAcceptedNotice({ memberName: 'Asha', phone: '+919810000061', role: 'viewer' })).toEqual({
      title: 'Asha joined your team',
      body: 'Asha accepted your invitation and joined your team as a viewer.',
    })
  })

  it('shows the dealer a declined invitation as unanswered, so a decline does not reveal a registered number', () => {
    const expiresAt = '2026-11-15T10:00:00.000Z'
    expect(invitationStatusForDealer({ status: 'declined', expiresAt }, new Date('2026-11-10T00:00:00.000Z'))).toBe('pending')
    expect(invitationStatusForDealer({ status: 'declined', expiresAt }, new Date('2026-11-16T00:00:00.000Z'))).toBe('expired')
    expect(invitationStatusForDealer({ status: 'withdrawn', expiresAt }, new Date('2026-11-16T00:00:00.000Z'))).toBe('withdrawn')
  })
})
