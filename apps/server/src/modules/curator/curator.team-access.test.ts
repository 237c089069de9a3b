// One rule for acting on a listing, call by call: a member of the listing's dealer's team acts
// on it as their role allows (an agent acts, a viewer only reads), and someone invited but not
// yet a member, or a member removed, is answered as any stranger is.
import { generateAutoSplit, toSplitParent, type Property } from '@vishwas/domain'
import { describe, expect, it } from 'vitest'
import { applicationBody } from '../rentals/rentals-test-kit'
import { slotAt } from '../visits/visits-test-kit'
import { agent, as, demoUsers, inviteToTeam, joinTeam, representedListing, useCuratorKit, type CuratorRequest } from './curator-test-kit'

const kit = useCuratorKit()

/** A split request for the listing's boundary: its west and east halves. */
function halves(target: Property) {
  const ring = target.location.geofence.vertices.map((v) => ({ latitude: Number(v.latitude), longitude: Number(v.longitude) }))
  const split = generateAutoSplit(toSplitParent({ ...target, location: { ...target.location, geofence: { vertices: ring } } }), { mode: 'grid', rows: 1, columns: 2 })
  if (!split.ok) throw new Error(split.error)
  return { resultingProperties: split.value.parts.map((part) => ({ portion: part.portion, area: part.area, coordinates: part.coordinates })) }
}

type Call = { name: string; reads: boolean; request: (property: Property) => CuratorRequest }
const calls: Call[] = [
  { name: 'edit the listing', reads: false, request: (p) => ({ method: 'PUT', url: `/api/properties/${p.reference}`, payload: { basicInfo: { ...p.basicInfo, title: 'Retitled by the team' } } }) },
  { name: 'ask to split it (plots)', reads: false, request: (p) => ({ method: 'POST', url: `/api/properties/${p.id}/split`, payload: halves(p) }) },
  {
    name: 'open bidding',
    reads: false,
    request: (p) => ({ method: 'POST', url: `/api/properties/${p.id}/bidding`, payload: { reservePaise: 60_00_000_00, incrementPaise: 1_00_000_00, startingPaise: 50_00_000_00, closesAt: new Date(Date.now() + 86_400_000).toISOString() } }),
  },
  { name: 'read its documents', reads: true, request: (p) => ({ url: `/api/properties/${p.id}/documents` }) },
  { name: 'read its split history', reads: true, request: (p) => ({ url: `/api/properties/${p.id}/split-history` }) },
  { name: 'read its merge history', reads: true, request: (p) => ({ url: `/api/properties/${p.id}/merge-history` }) },
  { name: 'check it for a split (map tools)', reads: true, request: (p) => ({ url: `/api/properties/${p.id}/validate-for-split` }) },
  { name: 'read its dealer history', reads: true, request: (p) => ({ url: `/api/properties/${p.reference}/dealer-changes` }) },
  { name: 'export it', reads: true, request: (p) => ({ url: `/api/properties/${p.reference}/export` }) },
]

const ok = (status: number) => status >= 200 && status < 300

describe("a dealer's team on the dealer's listing", () => {
  it.each(calls.map((call) => [call.name, call] as const))('%s: agents as the rule says, viewers read only, invitees and former members as strangers', async (_name, call) => {
    const property = await representedListing(kit)
    const attempt = async () => (await as(kit, 'agent', call.request(property))).statusCode
    const stranger = await attempt()
    expect(ok(stranger)).toBe(false)
    // Invited, not yet a member.
    const invitation = await inviteToTeam(kit, 'viewer')
    expect(await attempt()).toBe(stranger)
    // A viewer reads, and is refused acting.
    expect((await as(kit, 'agent', { method: 'POST', url: `/api/users/me/team-invitations/${invitation}/accept` })).statusCode).toBe(200)
    const asViewer = await attempt()
    if (call.reads) expect(asViewer).toBe(200)
    else expect(asViewer).toBe(403)
    // An agent acts.
    await as(kit, 'dealer', { method: 'PATCH', url: `/api/dealer/team/members/${agent.id}`, payload: { role: 'agent' } })
    const asAgent = await attempt()
    expect(ok(asAgent), `${asAgent}`).toBe(true)
    // Removed: a stranger again.
    await as(kit, 'dealer', { method: 'DELETE', url: `/api/dealer/team/members/${agent.id}` })
    if (call.reads) expect(await attempt()).toBe(stranger)
    else expect(ok(await attempt())).toBe(false)
  })
})

describe("a dealer's team reading the dealer's listing", () => {
  it('gives a member the document its side reads (its dealer and owners), and a stranger no more than the public view', async () => {
    const property = await representedListing(kit)
    const read = async () => {
      const answer = await as(kit, 'agent', { url: `/api/properties/${property.reference}` })
      return { status: answer.statusCode, property: answer.statusCode === 200 ? answer.json<{ property: Property }>().property : undefined }
    }
    const stranger = await read()
    expect(stranger.property?.dealerInfo?.currentDealer).toBeUndefined()
    expect(stranger.property?.ownership?.owners).toBeUndefined()
    await joinTeam(kit, 'viewer')
    const member = await read()
    expect(member.status).toBe(200)
    expect(member.property?.dealerInfo?.currentDealer?.userId).toBe(property.dealerInfo.currentDealer?.userId)
    expect(member.property?.ownership?.owners?.length).toBeGreaterThan(0)
  })
})

describe("a dealer's team in the lists of the dealer's listings' items", () => {
  it("lists a question about the dealer's listing to a member, and not once they are removed", async () => {
    const property = await representedListing(kit)
    const asked = await as(kit, 'buyer', { method: 'POST', url: `/api/properties/${property.id}/inquiries`, payload: { message: 'Is the price negotiable?' } })
    expect(asked.statusCode, asked.body).toBe(201)
    const listed = async () =>
      (await as(kit, 'agent', { url: '/api/inquiries', query: { role: 'property' } })).json<{ inquiries: { propertyId: string }[] }>().inquiries.map((inquiry) => inquiry.propertyId)
    expect(await listed()).toEqual([])
    // Invited is not yet a member.
    const invitation = await inviteToTeam(kit, 'agent')
    expect(await listed()).toEqual([])
    expect((await as(kit, 'agent', { method: 'POST', url: `/api/users/me/team-invitations/${invitation}/accept` })).statusCode).toBe(200)
    expect(await listed()).toEqual([property.id])
    await as(kit, 'dealer', { method: 'DELETE', url: `/api/dealer/team/members/${agent.id}` })
    expect(await listed()).toEqual([])
  })

  it("lets an agent answer a buyer's offer on the dealer's listing as the seller's side, and not make one", async () => {
    const property = await representedListing(kit)
    const offered = await as(kit, 'buyer', { method: 'POST', url: '/api/proposals', payload: { propertyId: property.id, amountPaise: 8_000_000_00 } })
    expect(offered.statusCode, offered.body).toBe(201)
    const id = offered.json<{ proposal: { id: string } }>().proposal.id
    const actions = async () => (await as(kit, 'agent', { url: `/api/proposals/${id}` })).json<{ proposal?: { allowedActions: string[] } }>().proposal?.allowedActions
    expect(await actions()).toBeUndefined()
    await joinTeam(kit, 'agent')
    expect(await actions()).toEqual(expect.arrayContaining(['accept']))
    const own = await as(kit, 'agent', { method: 'POST', url: '/api/proposals', payload: { propertyId: property.id, amountPaise: 8_000_000_00 } })
    expect(own.statusCode).toBe(422)
  })

  it("refuses an agent's question, visit and rental application on the dealer's listing as their own, and opens a deal in the listing's name", async () => {
    const property = await representedListing(kit, { basicInfo: { title: 'Two rooms for rent', type: 'residential', subType: 'apartment', status: 'active', listingType: 'rent' } })
    const question = { method: 'POST' as const, url: `/api/properties/${property.id}/inquiries`, payload: { message: 'Is it still available?' } }
    const visit = { method: 'POST' as const, url: `/api/properties/${property.id}/visits`, payload: { slots: [slotAt(2, 10)] } }
    const application = { method: 'POST' as const, url: `/api/properties/${property.id}/rental-applications`, payload: applicationBody() }
    const deal = { method: 'POST' as const, url: '/api/deals', payload: { propertyId: property.id, type: 'rent', amountPaise: 25_000_00, counterpartyId: demoUsers.buyer.id } }
    // A member stands for the listing: none of these is theirs to make, and a deal they open has the person they name as tenant, not them.
    await joinTeam(kit, 'agent')
    for (const call of [question, visit, application]) expect((await as(kit, 'agent', call)).statusCode, call.url).toBe(422)
    const opened = await as(kit, 'agent', deal)
    expect(opened.statusCode, opened.body).toBe(201)
    const parties = opened.json<{ deal: { parties: { userId: string; role: string }[] } }>().deal.parties
    expect(parties).toEqual(expect.arrayContaining([expect.objectContaining({ userId: demoUsers.buyer.id, role: 'tenant' }), expect.objectContaining({ role: 'landlord' }), expect.objectContaining({ role: 'dealer' })]))
    expect(parties.some((party) => party.userId === agent.id)).toBe(false)
    // Removed, the same calls are a stranger's again.
    await as(kit, 'dealer', { method: 'DELETE', url: `/api/dealer/team/members/${agent.id}` })
    expect((await as(kit, 'agent', question)).statusCode).toBe(201)
  })
})
