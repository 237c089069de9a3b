// The dealer's team: the dealer adds registered users by phone number as admin, agent or viewer
// (they are told); admins and agents act for the dealer on the dealer's listings (edit, tools),
// viewers only read; admins read the dealer's private notes; a member can leave.
import type { Property } from '@vishwas/domain'
import { describe, expect, it } from 'vitest'
import { createAs, propertyBody, square } from '../properties/properties-test-kit'
import { agent, as, demoUsers, representedListing, useCuratorKit, type CuratorCaller } from './curator-test-kit'

const kit = useCuratorKit()
const addMember = (role: string, phoneNumber = agent.phoneNumber) => as(kit, 'dealer', { method: 'POST', url: '/api/dealer/team/members', payload: { phoneNumber, role } })
const retitle = (caller: CuratorCaller, property: Property) =>
  as(kit, caller, { method: 'PUT', url: `/api/properties/${property.reference}`, payload: { ...property, basicInfo: { ...property.basicInfo, title: 'Retitled by the team' } } })

describe("the dealer's team", () => {
  it('adds a registered user by phone number with a role, tells them, and lists them; refuses the unknown, the dealer and a second add', async () => {
    const added = await addMember('agent', '+91 98000-00007')
    expect(added.statusCode).toBe(201)
    expect(added.json()).toMatchObject({ team: { name: demoUsers.dealer.fullName, ownerId: demoUsers.dealer.id, members: [{ userId: agent.id, name: agent.fullName, role: 'agent' }] } })
    const [notice] = await kit.database.query<{ title: string }>('SELECT title FROM notifications WHERE user_id = $1', [agent.id])
    expect(notice?.title).toBe(`You joined ${demoUsers.dealer.fullName}'s team`)
    expect((await addMember('viewer')).json()).toEqual({ success: false, message: 'This person is already in your team', code: 'CONFLICT' })
    expect((await addMember('agent', '+919999999999')).json()).toEqual({ success: false, message: 'No registered user has this phone number', code: 'UNPROCESSABLE' })
    expect((await addMember('agent', demoUsers.dealer.phoneNumber)).json()).toEqual({ success: false, message: 'You are the owner of your team already', code: 'UNPROCESSABLE' })
    expect((await addMember('owner')).statusCode).toBe(400)
    expect((await as(kit, 'dealer', { url: '/api/dealer/team' })).json<{ team: { members: unknown[] } }>().team.members).toHaveLength(1)
  })

  it('is the dealer’s alone: sellers and buyers are refused, and another dealer’s team is their own', async () => {
    await addMember('agent')
    for (const caller of ['seller', 'buyer', 'agent'] as const) {
      expect((await as(kit, caller, { url: '/api/dealer/team' })).statusCode).toBe(403)
      expect((await as(kit, caller, { method: 'POST', url: '/api/dealer/team/members', payload: { phoneNumber: agent.phoneNumber, role: 'agent' } })).statusCode).toBe(403)
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
    expect((await as(kit, 'agent', { method: 'DELETE', url: `/api/users/me/teams/${teamId}` })).json()).toEqual({ success: false, message: 'Team not found', code: 'NOT_FOUND' })
    expect((await as(kit, 'agent', { url: '/api/users/me/teams' })).json()).toEqual({ success: true, teams: [] })
    expect((await as(kit, null, { url: '/api/users/me/teams' })).statusCode).toBe(401)
  })
})
