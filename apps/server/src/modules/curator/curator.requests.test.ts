// Requests to represent a listing: a dealer asks, the owners accept (the dealer becomes the
// current dealer, in the dealer history, and is told) or decline; the dealer sees their requests
// with status and withdraws a pending one. Sellers and buyers are refused the dealer's calls.
import { describe, expect, it } from 'vitest'
import { createAs, historyOf, propertyBody, signedOut } from '../properties/properties-test-kit'
import { as, askToRepresent, demoUsers, otherDealer, useCuratorKit } from './curator-test-kit'

const kit = useCuratorKit()
const dealerOnly = { success: false, message: 'You need dealer privileges to access this page', code: 'FORBIDDEN' }
const notificationsOf = (userId: string) =>
  kit.database.query<{ kind: string; title: string }>('SELECT kind, title FROM notifications WHERE user_id = $1 ORDER BY created_at, id', [userId])

describe('asking to represent a listing', () => {
  it('refuses the signed out, sellers and buyers', async () => {
    const property = await createAs(kit, 'seller')
    const payload = { propertyId: property.id }
    expect((await as(kit, null, { method: 'POST', url: '/api/dealer/representation-requests', payload })).json()).toEqual(signedOut)
    for (const caller of ['seller', 'buyer'] as const) {
      const response = await as(kit, caller, { method: 'POST', url: '/api/dealer/representation-requests', payload })
      expect(response.statusCode).toBe(403)
      expect(response.json()).toEqual(dealerOnly)
      expect((await as(kit, caller, { url: '/api/dealer/representation-requests' })).statusCode).toBe(403)
    }
  })

  it('tells the owners, lists the request with its status, and refuses a second pending one', async () => {
    const property = await createAs(kit, 'seller')
    const id = await askToRepresent(kit, property)
    expect(await notificationsOf(demoUsers.seller.id)).toEqual([{ kind: 'invitation', title: `A dealer asks to represent ${property.reference}` }])
    const again = await as(kit, 'dealer', { method: 'POST', url: '/api/dealer/representation-requests', payload: { propertyId: property.id } })
    expect(again.statusCode).toBe(409)
    expect(again.json<{ message: string }>().message).toBe('You have already asked to represent this listing')
    const sent = await as(kit, 'dealer', { url: '/api/dealer/representation-requests' })
    expect(sent.json()).toMatchObject({ success: true, requests: [{ id, status: 'pending', message: 'I sell in Sector 70', property: { reference: property.reference } }], pagination: { total: 1 } })
    const incoming = await as(kit, 'seller', { url: '/api/users/me/representation-requests' })
    expect(incoming.json()).toMatchObject({ requests: [{ id, dealerName: demoUsers.dealer.fullName }], pagination: { total: 1 } })
    // Not the buyer's listing: nothing incoming.
    expect((await as(kit, 'buyer', { url: '/api/users/me/representation-requests' })).json()).toMatchObject({ requests: [], pagination: { total: 0 } })
  })

  it('refuses a draft, an unknown listing, and one the dealer represents already', async () => {
    const draft = await createAs(kit, 'seller', propertyBody({ basicInfo: { title: 'Draft', type: 'residential', status: 'draft' } }))
    const onDraft = await as(kit, 'dealer', { method: 'POST', url: '/api/dealer/representation-requests', payload: { propertyId: draft.id } })
    expect([onDraft.statusCode, onDraft.json<{ message: string }>().message]).toEqual([422, 'You can ask to represent an active listing only'])
    const unknown = await as(kit, 'dealer', { method: 'POST', url: '/api/dealer/representation-requests', payload: { propertyId: 'PROP-NOPE1' } })
    expect(unknown.statusCode).toBe(404)
    const bad = await as(kit, 'dealer', { method: 'POST', url: '/api/dealer/representation-requests', payload: { propertyId: 'x', extra: 1 } })
    expect(bad.statusCode).toBe(400)
    const property = await createAs(kit, 'seller')
    const id = await askToRepresent(kit, property)
    expect((await as(kit, 'seller', { method: 'POST', url: `/api/representation-requests/${id}/accept` })).statusCode).toBe(200)
    const again = await as(kit, 'dealer', { method: 'POST', url: '/api/dealer/representation-requests', payload: { propertyId: property.id } })
    expect([again.statusCode, again.json<{ message: string }>().message]).toEqual([409, 'You already represent this listing'])
  })
})

describe('answering a request', () => {
  it('accepting names the dealer, opens their spell in the history and tells them; a second answer is refused', async () => {
    const property = await createAs(kit, 'seller')
    const id = await askToRepresent(kit, property)
    const accepted = await as(kit, 'seller', { method: 'POST', url: `/api/representation-requests/${id}/accept` })
    expect(accepted.json()).toMatchObject({ success: true, request: { id, status: 'accepted' } })
    const read = await as(kit, 'seller', { url: `/api/properties/${property.id}` })
    expect(read.json<{ property: { dealerInfo: unknown } }>().property.dealerInfo).toEqual({ currentDealer: { userId: demoUsers.dealer.id } })
    expect((await historyOf(kit.database, property.id)).dealers).toEqual([{ dealerId: demoUsers.dealer.id, assignedBy: demoUsers.seller.id, open: true }])
    expect(await notificationsOf(demoUsers.dealer.id)).toEqual([{ kind: 'listing', title: `You now represent ${property.reference}` }])
    const twice = await as(kit, 'seller', { method: 'POST', url: `/api/representation-requests/${id}/decline` })
    expect([twice.statusCode, twice.json<{ message: string }>().message]).toEqual([409, 'This request has already been answered or withdrawn'])
    const sent = await as(kit, 'dealer', { url: '/api/dealer/representation-requests', query: { status: 'accepted' } })
    expect(sent.json<{ requests: unknown[] }>().requests).toHaveLength(1)
  })

  it('declining leaves the listing without a dealer and tells the dealer', async () => {
    const property = await createAs(kit, 'seller')
    const id = await askToRepresent(kit, property)
    expect((await as(kit, 'seller', { method: 'POST', url: `/api/representation-requests/${id}/decline` })).json()).toMatchObject({ request: { status: 'declined' } })
    expect((await historyOf(kit.database, property.id)).dealers).toEqual([])
    expect(await notificationsOf(demoUsers.dealer.id)).toEqual([{ kind: 'listing', title: `Your request for ${property.reference} was declined` }])
  })

  it('only the owners or an admin answer: the buyer learns nothing (404), another dealer and the asking dealer are refused (403)', async () => {
    const property = await createAs(kit, 'seller')
    const id = await askToRepresent(kit, property)
    expect((await as(kit, null, { method: 'POST', url: `/api/representation-requests/${id}/accept` })).statusCode).toBe(401)
    expect((await as(kit, 'buyer', { method: 'POST', url: `/api/representation-requests/${id}/accept` })).json()).toEqual({ success: false, message: 'Request not found', code: 'NOT_FOUND' })
    for (const caller of ['dealer', 'otherDealer'] as const) {
      const response = await as(kit, caller, { method: 'POST', url: `/api/representation-requests/${id}/accept` })
      expect(response.json()).toEqual({ success: false, message: "Only the listing's owners or an admin can answer a request to represent it", code: 'FORBIDDEN' })
    }
    expect((await as(kit, 'admin', { method: 'POST', url: `/api/representation-requests/${id}/accept` })).statusCode).toBe(200)
  })
})

describe('withdrawing a request', () => {
  it('withdraws the dealer’s own pending request; another dealer’s answers 404; twice is a 409', async () => {
    const property = await createAs(kit, 'seller')
    const id = await askToRepresent(kit, property)
    expect((await as(kit, 'otherDealer', { method: 'DELETE', url: `/api/dealer/representation-requests/${id}` })).statusCode).toBe(404)
    expect((await as(kit, 'seller', { method: 'DELETE', url: `/api/dealer/representation-requests/${id}` })).statusCode).toBe(403)
    expect((await as(kit, 'dealer', { method: 'DELETE', url: `/api/dealer/representation-requests/${id}` })).json()).toEqual({ success: true })
    expect((await as(kit, 'dealer', { method: 'DELETE', url: `/api/dealer/representation-requests/${id}` })).statusCode).toBe(409)
    expect((await as(kit, 'seller', { method: 'POST', url: `/api/representation-requests/${id}/accept` })).statusCode).toBe(409)
    expect((await as(kit, 'seller', { url: '/api/users/me/representation-requests' })).json()).toMatchObject({ requests: [] })
    // Another dealer may ask for the same listing.
    expect(await askToRepresent(kit, property, 'otherDealer')).toBeTruthy()
    expect(otherDealer.id).toBeTruthy()
  })
})
