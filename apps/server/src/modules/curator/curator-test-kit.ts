// Fixtures of the Curator's route tests: the property kit plus a second dealer (for "another
// dealer's listing") and a plain user with no role (for a team's agent), each with a token, and
// a listing of the demo seller that the demo dealer represents (asked, then accepted).
import { randomUUID } from 'node:crypto'
import type { Property } from '@vishwas/domain'
import { beforeAll, beforeEach, expect } from 'vitest'
import { createAs, demoUsers, propertyBody, propertyOf, usePropertyKit, type Caller, type PropertyKit } from '../properties/properties-test-kit'

export const otherDealer = { id: '00000000-0000-4000-8000-000000000006', uid: 'test-uid-other-dealer', fullName: 'Simran Bedi', phoneNumber: '+919800000006' }
export const agent = { id: '00000000-0000-4000-8000-000000000007', uid: 'test-uid-agent', fullName: 'Kabir Sethi', phoneNumber: '+919800000007' }

export type CuratorCaller = Caller | 'otherDealer' | 'agent'
export type CuratorKit = PropertyKit & { extra: Record<'otherDealer' | 'agent', { authorization: string }> }

export function useCuratorKit(): CuratorKit {
  const kit = usePropertyKit() as CuratorKit
  const insertUsers = () =>
    kit.database.query(
      `INSERT INTO users (id, uid, phone_number, full_name, is_dealer) VALUES ($1, $2, $3, $4, true), ($5, $6, $7, $8, false)`,
      [otherDealer.id, otherDealer.uid, otherDealer.phoneNumber, otherDealer.fullName, agent.id, agent.uid, agent.phoneNumber, agent.fullName],
    )
  beforeAll(async () => {
    await insertUsers()
    const sign = async (user: { uid: string; id: string }, isDealer: boolean) => {
      const { token } = await kit.app.identity.tokens.signAccessToken({ uid: user.uid, did: user.id, roles: { isAdmin: false, isSeller: false, isDealer }, sessionId: randomUUID() })
      return { authorization: `Bearer ${token}` }
    }
    kit.extra = { otherDealer: await sign(otherDealer, true), agent: await sign(agent, false) }
  })
  // After the property kit's reset (hooks run in the order they were registered).
  beforeEach(insertUsers)
  return kit
}

export type CuratorRequest = { method?: 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE'; url: string; payload?: unknown; query?: Record<string, string> }

export function as(kit: CuratorKit, caller: CuratorCaller | null, { payload, ...request }: CuratorRequest) {
  const headers = caller === null ? undefined : caller === 'otherDealer' || caller === 'agent' ? kit.extra[caller] : kit.headers[caller]
  return kit.app.inject({ ...request, ...(payload === undefined ? {} : { payload: payload as object }), ...(headers ? { headers } : {}) })
}

/** The demo dealer asks to represent the listing; answers the request's id. */
export async function askToRepresent(kit: CuratorKit, property: Property, caller: CuratorCaller = 'dealer'): Promise<string> {
  const response = await as(kit, caller, { method: 'POST', url: '/api/dealer/representation-requests', payload: { propertyId: property.reference, message: 'I sell in Sector 70' } })
  expect(response.statusCode, response.body).toBe(201)
  return response.json<{ request: { id: string } }>().request.id
}

/** A listing of the demo seller that `dealer` represents: asked, then accepted by the seller. */
export async function representedListing(kit: CuratorKit, overrides: Record<string, unknown> = {}, dealer: CuratorCaller = 'dealer'): Promise<Property> {
  const property = await createAs(kit, 'seller', propertyBody(overrides))
  const id = await askToRepresent(kit, property, dealer)
  const accepted = await as(kit, 'seller', { method: 'POST', url: `/api/representation-requests/${id}/accept` })
  expect(accepted.statusCode, accepted.body).toBe(200)
  return propertyOf(await as(kit, 'seller', { url: `/api/properties/${property.id}` }))
}

export { demoUsers }

/** The demo dealer invites a phone number to their team; answers the invitation's id. */
export async function inviteToTeam(kit: CuratorKit, role: string, phoneNumber = agent.phoneNumber): Promise<string> {
  const sent = await as(kit, 'dealer', { method: 'POST', url: '/api/dealer/team/invitations', payload: { phoneNumber, role } })
  expect(sent.statusCode, sent.body).toBe(201)
  const invitations = sent.json<{ team: { invitations: { id: string; phoneNumber: string }[] } }>().team.invitations
  return invitations.find((invitation) => invitation.phoneNumber === phoneNumber)!.id
}

/** The demo dealer invites `caller` (the agent by default) with a role, and they accept: a member. */
export async function joinTeam(kit: CuratorKit, role: string, caller: CuratorCaller = 'agent', phoneNumber = agent.phoneNumber): Promise<void> {
  const id = await inviteToTeam(kit, role, phoneNumber)
  const accepted = await as(kit, caller, { method: 'POST', url: `/api/users/me/team-invitations/${id}/accept` })
  expect(accepted.statusCode, accepted.body).toBe(200)
}
