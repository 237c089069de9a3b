// Invitations to a dealer's team: the dealer learns nothing about a number but what they typed
// until its holder accepts; the holder (now or after signing up) sees who invites them and
// answers; an invitation can be withdrawn, lapses, and the dealer's invitations are limited.
import { MAX_TEAM_INVITATIONS_PER_DAY, MAX_TEAM_MEMBERS } from '@vishwas/domain'
import { describe, expect, it } from 'vitest'
import { agent, as, demoUsers, inviteToTeam, useCuratorKit } from './curator-test-kit'

const kit = useCuratorKit()
const invite = (phoneNumber: string, role = 'agent') => as(kit, 'dealer', { method: 'POST', url: '/api/dealer/team/invitations', payload: { phoneNumber, role } })
type Received = { id: string; teamName: string; dealerName: string; role: string }
const received = async () => (await as(kit, 'agent', { url: '/api/users/me/team-invitations' })).json<{ invitations: Received[] }>().invitations

describe('invitations to a dealer’s team', () => {
  it('answers a registered and an unknown number alike, and shows the dealer only what they typed', async () => {
    const toUser = await invite('98000 00007')
    const toNobody = await invite('+91 98100-00099', 'viewer')
    expect(toUser.statusCode).toBe(201)
    expect(toNobody.statusCode).toBe(201)
    expect(toUser.json()).toMatchObject({ success: true, message: 'Invitation sent to +91 98000 00007' })
    expect(toNobody.json()).toMatchObject({ success: true, message: 'Invitation sent to +91 98100 00099' })
    const { team } = toNobody.json<{ team: { members: unknown[]; invitations: Record<string, unknown>[] } }>()
    expect(team.members).toEqual([])
    expect(team.invitations.map((invitation) => Object.keys(invitation).sort())).toEqual([
      ['expiresAt', 'id', 'phoneNumber', 'role', 'sentAt'],
      ['expiresAt', 'id', 'phoneNumber', 'role', 'sentAt'],
    ])
    expect(JSON.stringify(team)).not.toContain(agent.fullName)
    expect(JSON.stringify(team)).not.toContain(agent.id)
    // Only the holder of the number is told; they see who invites them, to which team, as what.
    const [notice] = await kit.database.query<{ title: string }>('SELECT title FROM notifications WHERE user_id = $1', [agent.id])
    expect(notice?.title).toBe(`${demoUsers.dealer.fullName} invites you to their team`)
    expect(await received()).toMatchObject([{ dealerName: demoUsers.dealer.fullName, teamName: demoUsers.dealer.fullName, role: 'agent' }])
    expect((await as(kit, 'buyer', { url: '/api/users/me/team-invitations' })).json()).toEqual({ success: true, invitations: [] })
  })

  it('refuses a second invitation to the same number, a member, the dealer’s own number and a bad number', async () => {
    await invite(agent.phoneNumber)
    expect((await invite(agent.phoneNumber)).json()).toEqual({ success: false, message: 'An invitation to this number is already pending', code: 'CONFLICT' })
    expect((await invite(demoUsers.dealer.phoneNumber)).json()).toEqual({ success: false, message: 'You are the owner of your team already', code: 'UNPROCESSABLE' })
    const bad = await invite('12345')
    expect(bad.statusCode).toBe(400)
    expect(bad.body).toContain('Enter a 10-digit Indian mobile number')
    expect((await invite(agent.phoneNumber.replace('7', '8'), 'owner')).statusCode).toBe(400)
    const [open] = await received()
    await as(kit, 'agent', { method: 'POST', url: `/api/users/me/team-invitations/${open!.id}/accept` })
    expect((await invite(agent.phoneNumber)).json()).toEqual({ success: false, message: 'This number belongs to a member of your team already', code: 'CONFLICT' })
  })

  it('lets only the holder accept: they join with the role, the dealer learns their name; another user’s answer is 404', async () => {
    const id = await inviteToTeam(kit, 'viewer')
    for (const caller of ['buyer', 'seller', 'dealer'] as const) {
      expect((await as(kit, caller, { method: 'POST', url: `/api/users/me/team-invitations/${id}/accept` })).json()).toEqual({ success: false, message: 'Invitation not found', code: 'NOT_FOUND' })
    }
    expect((await as(kit, null, { method: 'POST', url: `/api/users/me/team-invitations/${id}/accept` })).statusCode).toBe(401)
    expect((await as(kit, 'agent', { method: 'POST', url: `/api/users/me/team-invitations/${id}/accept` })).json()).toEqual({ success: true, message: `You joined ${demoUsers.dealer.fullName}'s team` })
    expect((await as(kit, 'agent', { method: 'POST', url: `/api/users/me/team-invitations/${id}/decline` })).statusCode).toBe(404)
    const { team } = (await as(kit, 'dealer', { url: '/api/dealer/team' })).json<{ team: { members: { name: string; role: string }[]; invitations: unknown[] } }>()
    expect(team).toMatchObject({ members: [{ name: agent.fullName, role: 'viewer' }], invitations: [] })
    const [notice] = await kit.database.query<{ title: string }>('SELECT title FROM notifications WHERE user_id = $1', [demoUsers.dealer.id])
    expect(notice?.title).toBe(`${agent.fullName} joined your team`)
  })

  it('keeps a decline from the dealer: it stays open to them until it lapses, and the invitee no longer sees it', async () => {
    const id = await inviteToTeam(kit, 'agent')
    expect((await as(kit, 'agent', { method: 'POST', url: `/api/users/me/team-invitations/${id}/decline` })).json()).toEqual({ success: true, message: 'Invitation declined' })
    expect(await received()).toEqual([])
    expect((await as(kit, 'dealer', { url: '/api/dealer/team' })).json()).toMatchObject({ team: { members: [], invitations: [{ id, phoneNumber: agent.phoneNumber }] } })
    expect(await kit.database.query('SELECT 1 FROM notifications WHERE user_id = $1', [demoUsers.dealer.id])).toEqual([])
    expect((await as(kit, 'agent', { url: '/api/users/me/teams' })).json()).toEqual({ success: true, teams: [] })
  })

  it('lets the dealer withdraw an open invitation, not another dealer; a withdrawn or lapsed one cannot be accepted', async () => {
    const id = await inviteToTeam(kit, 'agent')
    expect((await as(kit, 'otherDealer', { method: 'DELETE', url: `/api/dealer/team/invitations/${id}` })).json()).toEqual({ success: false, message: 'Invitation not found', code: 'NOT_FOUND' })
    expect((await as(kit, 'dealer', { method: 'DELETE', url: `/api/dealer/team/invitations/${id}` })).json()).toMatchObject({ success: true, message: 'Invitation withdrawn', team: { invitations: [] } })
    expect((await as(kit, 'agent', { method: 'POST', url: `/api/users/me/team-invitations/${id}/accept` })).statusCode).toBe(404)
    const lapsed = await inviteToTeam(kit, 'agent')
    await kit.database.query(`UPDATE team_invitations SET expires_at = now() - interval '1 minute' WHERE id = $1`, [lapsed])
    expect(await received()).toEqual([])
    expect((await as(kit, 'agent', { method: 'POST', url: `/api/users/me/team-invitations/${lapsed}/accept` })).statusCode).toBe(404)
    // The lapsed number can be invited again.
    expect((await invite(agent.phoneNumber)).statusCode).toBe(201)
  })

  it('shows an invitation to someone who signs up later with the number', async () => {
    await invite('+919810000098')
    await kit.database.query(`INSERT INTO users (id, uid, phone_number, full_name) VALUES ('00000000-0000-4000-8000-000000000098', 'test-uid-late', '+919810000098', 'Late Comer')`)
    const rows = await kit.database.query<{ role: string }>(
      `SELECT i.role FROM team_invitations i JOIN users u ON u.phone_number = i.phone_number WHERE u.id = '00000000-0000-4000-8000-000000000098' AND i.status = 'pending'`,
    )
    expect(rows).toEqual([{ role: 'agent' }])
  })

  it('counts open invitations in the team size and limits the invitations a day', async () => {
    const numbers = (n: number) => Array.from({ length: n }, (_, index) => `+9198100${String(10000 + index).padStart(5, '0')}`)
    for (const phone of numbers(MAX_TEAM_INVITATIONS_PER_DAY)) expect((await invite(phone)).statusCode).toBe(201)
    expect((await invite('+919810099999')).json()).toEqual({ success: false, message: 'You can send at most 20 invitations a day. Try again tomorrow.', code: 'RATE_LIMITED' })
    // Yesterday's invitations no longer count towards the day, but still towards the team's size.
    await kit.database.query(`UPDATE team_invitations SET created_at = now() - interval '2 days'`)
    for (const phone of numbers(MAX_TEAM_MEMBERS).slice(MAX_TEAM_INVITATIONS_PER_DAY, MAX_TEAM_INVITATIONS_PER_DAY * 2)) expect((await invite(phone)).statusCode).toBe(201)
    await kit.database.query(`UPDATE team_invitations SET created_at = now() - interval '2 days'`)
    for (const phone of numbers(MAX_TEAM_MEMBERS).slice(MAX_TEAM_INVITATIONS_PER_DAY * 2)) expect((await invite(phone)).statusCode).toBe(201)
    expect((await invite('+919810099999')).json()).toEqual({ success: false, message: 'A team has at most 50 members and pending invitations together', code: 'CONFLICT' })
  })
})
