// The dealer's team once members have accepted the dealer's invitation (curator.invitations.test.ts):
// admins and agents act for the dealer on the dealer's listings (edit, tools), viewers only read;
// admins read the dealer's private notes; a member can leave.
import type { Property } from '@vishwas/domain'
import { describe, expect, it } from 'vitest'
import { createAs, propertyBody, square } from '../properties/properties-test-kit'
import { agent, as, demoUsers, joinTeam, representedListing, useCuratorKit, type CuratorCaller } from './curator-test-kit'

const kit = useCuratorKit()
const addMember = (role: string) => joinTeam(kit, role)
const retitle = (caller: CuratorCaller, property: Property) =>
  as(kit, caller, { method: 'PUT', url: `/api/properties/${property.reference}`, payload: { ...property, basicInfo: { ...property.basicInfo, title: 'Retitled by the team' } } })

describe("the dealer's team", () => {
  it('is the dealer’s alone: sellers and buyers are refused, and another dealer’s team is their own', async () => {
    await addMember('agent')
    for (const caller of ['seller', 'buyer', 'agent'] as const) {
      expect((await as(kit, caller, { url: '/api/dealer/team' })).statusCode).toBe(403)
      expect((await as(kit, caller, { method: 'POST', url: '/api/dealer/team/invitations', payload: { phoneNumber: agent.phoneNumber, role: 'agent' } })).statusCode).toBe(403)
      expect((await as(kit, caller, { method: 'DELETE', url: `/api/dealer/team/members/${agent.id}` })).statusCode).toBe(403)
    }
    expect((await as(kit, 'otherDealer', { url: '/api/dealer/team' })).json()).toMatchObject({ team: { id: null, members: [] } })
    expect((await as(kit, 'otherDealer', { method: 'DELETE', url: `/api/dealer/team/members/${agent.id}` })).json()).toEqual({ success: false, message: 'Team member not found', code: 'NOT_FOUND' })
    expect((await as(kit, 'otherDealer', { method: 'PATCH', url: `/api/dealer/team/members/${agent.id}`, payload: { role: 'viewer' } })).statusCode).toBe(404)
  })

  it("lets an agent edit the dealer's listings and open their tools, not another listing; a viewer only reads", async () => {
    const mine = await representedListing(kit)
    const others = await createAs(kit, 'seller', propertyBody({ location: { address: { line1: 'Plot 2', city: 'Mohali', state: 'Punjab' }, geofence: { vertices: square(30.72, 76.7) } } }))
    expect((await retitle('agent', mine)).statusCode).toBe(403)
    await addMember('agent')
    const edited = await retitle('agent', mine)
    expect(edited.statusCode, edited.body).toBe(200)
    expect(edited.json<{ property: Property }>().property.dealerInfo.currentDealer?.userId).toBe(demoUsers.dealer.id)
    expect((await as(kit, 'agent', { url: `/api/properties/${mine.reference}/dealer-changes` })).statusCode).toBe(200)
    expect((await retitle('agent', others)).statusCode).toBe(403)
    // Viewers only read.
    expect((await as(kit, 'dealer', { method: 'PATCH', url: `/api/dealer/team/members/${agent.id}`, payload: { role: 'viewer' } })).json()).toMatchObject({ team: { members: [{ role: 'viewer' }] } })
    expect((await retitle('agent', mine)).statusCode).toBe(403)
    // Removed: no access either.
    await as(kit, 'dealer', { method: 'PATCH', url: `/api/dealer/team/members/${agent.id}`, payload: { role: 'admin' } })
    expect((await retitle('agent', mine)).statusCode).toBe(200)
    expect((await as(kit, 'dealer', { method: 'DELETE', url: `/api/dealer/team/members/${agent.id}` })).json()).toMatchObject({ team: { members: [] } })
    expect((await retitle('agent', mine)).statusCode).toBe(403)
  })

  it("lets the team's admins read and write the dealer's notes, not agents or viewers", async () => {
    const property = await representedListing(kit)
    const url = `/api/dealers/${demoUsers.dealer.id}/notes/${property.reference}`
    await as(kit, 'dealer', { method: 'PUT', url, payload: { text: 'Call after 6 pm' } })
    await addMember('viewer')
    expect((await as(kit, 'agent', { url })).statusCode).toBe(404)
    await as(kit, 'dealer', { method: 'PATCH', url: `/api/dealer/team/members/${agent.id}`, payload: { role: 'admin' } })
    expect((await as(kit, 'agent', { url })).json()).toMatchObject({ note: { text: 'Call after 6 pm' } })
    expect((await as(kit, 'agent', { method: 'PUT', url, payload: { text: 'Called; visit Sunday' } })).statusCode).toBe(200)
    expect((await as(kit, 'dealer', { url })).json()).toMatchObject({ note: { text: 'Called; visit Sunday' } })
  })

  it('lets a member see their teams and leave; leaving twice or another team answers 404', async () => {
    await addMember('agent')
    const teams = (await as(kit, 'agent', { url: '/api/users/me/teams' })).json<{ teams: { teamId: string; dealerName: string; role: string }[] }>().teams
    expect(teams).toMatchObject([{ dealerId: demoUsers.dealer.id, dealerName: demoUsers.dealer.fullName, role: 'agent' }])
    const teamId = teams[0]!.teamId
    expect((await as(kit, 'buyer', { method: 'DELETE', url: `/api/users/me/teams/${teamId}` })).statusCode).toBe(404)
    expect((await as(kit, 'agent', { method: 'DELETE', url: `/api/users/me/teams/${teamId}` })).json()).toEqual({ success: true })
    const told = await kit.database.query<{ title: string }>('SELECT title FROM notifications WHERE user_id = $1 ORDER BY created_at DESC LIMIT 1', [demoUsers.dealer.id])
    expect(told).toEqual([{ title: `${agent.fullName} left your team` }])
    expect((await as(kit, 'agent', { method: 'DELETE', url: `/api/users/me/teams/${teamId}` })).json()).toEqual({ success: false, message: 'Team not found', code: 'NOT_FOUND' })
    expect((await as(kit, 'agent', { url: '/api/users/me/teams' })).json()).toEqual({ success: true, teams: [] })
    expect((await as(kit, null, { url: '/api/users/me/teams' })).statusCode).toBe(401)
  })
})
