// The signed-in lists (GET /api/properties, /api/properties/user/{userId}) and the seller
// dashboard's summary: own properties (created or owned, any status), showAll for admins and
// dealers, filters, sorting, pages.
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest'
import { acceptInvitations, createAs, demoUsers, otherSeller, propertyBody, propertyKit, propertyOf, requestAs, resetPropertyTables, signedOut, type Caller, type PropertyKit } from './properties-test-kit'

let kit: PropertyKit
type Listed = { id: string; reference: string }
let made: Record<'flat' | 'plot' | 'draft' | 'others' | 'forSeller' | 'coOwned', Listed>

const get = (url: string, caller: Caller | null, query: Record<string, string> = {}) => requestAs(kit, caller, { url, query })
const idsOf = (response: { json(): unknown }) => (response.json() as { properties: Listed[] }).properties.map((p) => p.id)

const body = (title: string, type: string, status: string, price: number, city = 'Mohali', state = 'Punjab', extra: Record<string, unknown> = {}) =>
  propertyBody({ basicInfo: { title, type, status }, location: { address: { city, state, locality: 'Sector 70' } }, financial: { pricing: { totalPrice: price } }, ...extra })

beforeAll(async () => {
  kit = await propertyKit()
})
beforeEach(async () => {
  await resetPropertyTables(kit.database)
  made = {
    flat: await createAs(kit, 'seller', body('3 BHK Flat 100% ready', 'residential', 'active', 9_000_000)),
    plot: await createAs(kit, 'seller', body('Corner Plot', 'land', 'sold', 4_000_000, 'Ludhiana')),
    draft: await createAs(kit, 'seller', body('Shop draft', 'commercial', 'draft', 2_500_000, 'Pune', 'Maharashtra')),
    others: await createAs(kit, 'otherSeller', body('Villa of another seller', 'residential', 'active', 30_000_000)),
    // Listed by the dealer for the seller; by the admin for the other seller with the seller as co-owner.
    forSeller: await createAs(kit, 'dealer', body('Office listed by a dealer', 'commercial', 'active', 12_000_000, 'Mohali', 'Punjab', {
      ownership: { owners: [{ userId: demoUsers.seller.id }] },
    })),
    coOwned: await createAs(kit, 'admin', body('Farmland shared', 'agricultural', 'pending', 6_000_000, 'Mohali', 'Punjab', {
      ownership: { owners: [{ userId: otherSeller.id, share: 70 }, { userId: demoUsers.seller.id, share: 30 }] },
    })),
  }
  // Named by others, they are owners once they accept.
  await acceptInvitations(kit, 'otherSeller')
  await acceptInvitations(kit, 'seller')
})
afterAll(() => kit.app.close())

describe('GET /api/properties', () => {
  it('lists what the caller created or owns, in any status, newest first', async () => {
    const response = await get('/api/properties', 'seller')
    expect(response.statusCode).toBe(200)
    expect(response.json()).toMatchObject({ success: true, pagination: { page: 1, limit: 10, total: 5, pages: 1 } })
    expect(idsOf(response)).toEqual([made.coOwned, made.forSeller, made.draft, made.plot, made.flat].map((p) => p.id))
    expect(idsOf(await get('/api/properties', 'otherSeller'))).toEqual([made.coOwned.id, made.others.id])
    expect(idsOf(await get('/api/properties', 'buyer'))).toEqual([])
  })

  it('lists everything with showAll for admins and dealers only', async () => {
    expect((await get('/api/properties', 'admin', { showAll: 'true' })).json().pagination.total).toBe(6)
    expect((await get('/api/properties', 'dealer', { showAll: '1' })).json().pagination.total).toBe(6)
    expect(idsOf(await get('/api/properties', 'admin', { showAll: 'false' }))).toEqual([made.coOwned.id])
    expect(idsOf(await get('/api/properties', 'seller', { showAll: 'true' }))).toHaveLength(5)
  })

  it('filters by type, status, city, state, price and text, on both scopes', async () => {
    const all = (query: Record<string, string>) => get('/api/properties', 'admin', { ...query, showAll: 'true' }).then(idsOf)
    expect(await all({ type: 'commercial' })).toEqual([made.forSeller.id, made.draft.id])
    expect(await all({ status: 'active', city: 'MOHALI', state: 'punjab' })).toEqual([made.forSeller.id, made.others.id, made.flat.id])
    expect(await all({ minPrice: '4000000', maxPrice: '9000000' })).toEqual([made.coOwned.id, made.plot.id, made.flat.id])
    expect(await all({ q: 'corner plot' })).toEqual([made.plot.id])
    expect(await all({ q: '100%' })).toEqual([made.flat.id])
    expect(await all({ q: made.draft.reference.slice(5).toLowerCase() })).toEqual([made.draft.id])
    expect(await all({ q: 'ludhiana' })).toEqual([made.plot.id])
    const own = (query: Record<string, string>) => get('/api/properties', 'seller', query).then(idsOf)
    expect(await own({ type: 'commercial' })).toEqual([made.forSeller.id, made.draft.id])
    expect(await own({ status: 'pending' })).toEqual([made.coOwned.id])
    expect(await own({ city: 'ludhiana' })).toEqual([made.plot.id])
    expect(await own({ state: 'Maharashtra' })).toEqual([made.draft.id])
    expect(await own({ minPrice: '6000000', maxPrice: '12000000' })).toEqual([made.coOwned.id, made.forSeller.id, made.flat.id])
    expect(await own({ q: 'farm' })).toEqual([made.coOwned.id])
    // Totals count both the created and the co-owned properties, from the counts or the rows.
    const ownTotal = (query: Record<string, string>) => get('/api/properties', 'seller', { ...query, limit: '1' }).then((r) => r.json<{ pagination: { total: number } }>().pagination.total)
    expect(await ownTotal({ city: 'mohali' })).toBe(3)
    expect(await ownTotal({ type: 'commercial', state: 'punjab' })).toBe(1)
    expect(await ownTotal({ minPrice: '4000000' })).toBe(4)
    expect(await ownTotal({ q: 'sector', type: 'commercial' })).toBe(2)
  })

  it('sorts by each key and pages', async () => {
    const own = (query: Record<string, string>) => get('/api/properties', 'seller', query).then(idsOf)
    expect(await own({ sortBy: 'price', sortOrder: 'asc' })).toEqual([made.draft, made.plot, made.coOwned, made.flat, made.forSeller].map((p) => p.id))
    expect(await own({ sortBy: 'title', sortOrder: 'asc' })).toEqual([made.flat, made.plot, made.coOwned, made.forSeller, made.draft].map((p) => p.id))
    for (const sortBy of ['updatedAt', 'area', 'views', 'score']) expect(await own({ sortBy })).toHaveLength(5)
    const page = await get('/api/properties', 'seller', { sortBy: 'price', sortOrder: 'asc', limit: '2', page: '2' })
    expect(page.json().pagination).toEqual({ page: 2, limit: 2, total: 5, pages: 3 })
    expect(idsOf(page)).toEqual([made.coOwned.id, made.flat.id])
    const all = await get('/api/properties', 'admin', { showAll: 'true', sortBy: 'price', limit: '2', page: '3' })
    expect(all.json().pagination).toEqual({ page: 3, limit: 2, total: 6, pages: 3 })
    expect(idsOf(all)).toEqual([made.plot.id, made.draft.id])
  })

  it('refuses bad query parameters with 400 and a signed-out caller with 401', async () => {
    for (const [query, message] of [
      [{ sortBy: 'colour' }, "Invalid query parameter 'sortBy': must be one of createdAt, updatedAt, price, area, views, score, title"],
      [{ showAll: 'maybe' }, "Invalid query parameter 'showAll': must be true or false"],
      [{ limit: '101' }, "Invalid query parameter 'limit': must be a whole number from 1 to 100"],
      [{ owner: 'me' }, "Unknown query parameter 'owner'"],
    ] as const) {
      const response = await get('/api/properties', 'seller', query)
      expect(response.statusCode).toBe(400)
      expect(response.json()).toMatchObject({ success: false, message })
    }
    const anonymous = await get('/api/properties', null)
    expect(anonymous.statusCode).toBe(401)
    expect(anonymous.json()).toEqual(signedOut)
  })
})

describe('GET /api/properties/user/{userId}', () => {
  it("lists a user's own properties for the user, an admin or a dealer", async () => {
    for (const caller of ['seller', 'admin', 'dealer'] as const) {
      const response = await get(`/api/properties/user/${demoUsers.seller.id}`, caller, { sortBy: 'price' })
      expect(response.statusCode).toBe(200)
      expect(response.json().pagination.total).toBe(5)
      expect(idsOf(response)[0]).toBe(made.forSeller.id)
    }
    expect(idsOf(await get(`/api/properties/user/${otherSeller.id.toUpperCase()}`, 'otherSeller'))).toEqual([made.coOwned.id, made.others.id])
  })

  it("refuses anyone else's list with 403, a malformed id with 400 and a signed-out caller with 401", async () => {
    const other = await get(`/api/properties/user/${demoUsers.seller.id}`, 'otherSeller')
    expect(other.statusCode).toBe(403)
    expect(other.json()).toEqual({ success: false, message: 'You can only list your own properties', code: 'FORBIDDEN' })
    expect((await get('/api/properties/user/me', 'seller')).statusCode).toBe(400)
    expect((await get(`/api/properties/user/${demoUsers.seller.id}`, 'seller', { showAll: 'true' })).statusCode).toBe(400)
    expect((await get(`/api/properties/user/${demoUsers.seller.id}`, null)).json()).toEqual(signedOut)
  })
})

describe('GET /api/properties/summary', () => {
  it("counts the caller's properties by status and type, with listed value, views and the latest changes", async () => {
    await kit.database.query("UPDATE properties SET views = 40, doc = jsonb_set(doc, '{analytics,views}', '40') WHERE id = $1", [made.flat.id])
    const flat = propertyOf(await get(`/api/properties/${made.flat.id}`, 'seller'))
    await kit.app.inject({ method: 'PUT', url: `/api/properties/${flat.id}`, headers: kit.headers.seller, payload: { ...flat, financial: { pricing: { totalPrice: 9_500_000 } } } })
    await kit.app.inject({ method: 'PUT', url: `/api/properties/${flat.id}`, headers: kit.headers.seller, payload: { dealerInfo: { currentDealer: { userId: demoUsers.dealer.id } } } })
    await acceptInvitations(kit, 'dealer')
    await kit.app.inject({ method: 'PUT', url: `/api/properties/${made.plot.id}`, headers: kit.headers.seller, payload: { amenities: ['gym'] } })

    const response = await get('/api/properties/summary', 'seller')
    expect(response.statusCode).toBe(200)
    const { summary } = response.json<{ summary: { recentChanges: { kind: string; at: string }[] } }>()
    expect(summary).toMatchObject({
      total: 5,
      byStatus: { draft: 1, active: 2, pending: 1, sold: 1, rented: 0, inactive: 0 },
      byType: { residential: 1, commercial: 2, agricultural: 1, industrial: 0, land: 1 },
      totalListedValue: 9_500_000 + 12_000_000,
      totalViews: 40,
    })
    expect(summary.recentChanges.slice(0, 3)).toEqual([
      { propertyId: made.plot.id, reference: made.plot.reference, title: 'Corner Plot', kind: 'updated', at: expect.any(String), detail: 'Details updated' },
      { propertyId: flat.id, reference: flat.reference, title: flat.basicInfo.title, kind: 'dealer', at: expect.any(String), detail: 'Harpreet Gill assigned as dealer' },
      { propertyId: flat.id, reference: flat.reference, title: flat.basicInfo.title, kind: 'price', at: expect.any(String), detail: 'Price changed from ₹90,00,000 to ₹95,00,000' },
    ])
    // The two acceptances of the seller's co-ownerships are ownership changes of their own.
    expect(summary.recentChanges).toHaveLength(10)
    expect(summary.recentChanges.slice(3).map((change) => change.kind)).toEqual(['updated', 'ownership', 'created', 'created', 'created', 'created', 'created'])
    const times = summary.recentChanges.map((change) => change.at)
    expect([...times].sort().reverse()).toEqual(times)
    // A monthly rent is no part of what is listed for sale.
    await kit.app.inject({ method: 'PUT', url: `/api/properties/${flat.id}`, headers: kit.headers.seller, payload: { basicInfo: { ...flat.basicInfo, listingType: 'rent' } } })
    const rented = (await get('/api/properties/summary', 'seller')).json<{ summary: { total: number; totalListedValue: number } }>().summary
    expect(rented).toMatchObject({ total: 5, totalListedValue: 12_000_000 })
  })

  it("groups 'Details updated' entries in a row into one line naming every listing", async () => {
    const update = (id: string) => kit.app.inject({ method: 'PUT', url: `/api/properties/${id}`, headers: kit.headers.seller, payload: { amenities: ['gym'] } })
    for (const listing of [made.flat, made.plot, made.draft]) expect((await update(listing.id)).statusCode).toBe(200)
    type Line = { propertyId: string; kind: string; detail: string; alsoUpdated?: { propertyId: string; reference: string; title: string; at: string }[] }
    const lines = (await get('/api/properties/summary', 'seller')).json<{ summary: { recentChanges: Line[] } }>().summary.recentChanges
    // The listings the set-up changed before these three are updated in the same run.
    const others = lines[0]!.alsoUpdated ?? []
    expect(lines[0]).toMatchObject({ propertyId: made.draft.id, kind: 'updated', detail: `Details updated on ${others.length + 1} listings` })
    expect(others.map((listing) => listing.propertyId).slice(0, 2)).toEqual([made.plot.id, made.flat.id])
    expect(lines[0]!.alsoUpdated?.[0]).toEqual({ propertyId: made.plot.id, reference: made.plot.reference, title: 'Corner Plot', at: expect.any(String) })
    expect(lines[1]?.kind).not.toBe('updated')
    expect(lines.filter((line) => line.kind === 'updated')).toHaveLength(1)
  })

  it('describes ownership changes and covers everything with showAll for admins', async () => {
    const plot = propertyOf(await get(`/api/properties/${made.plot.id}`, 'seller'))
    await kit.app.inject({
      method: 'PUT',
      url: `/api/properties/${plot.id}`,
      headers: kit.headers.seller,
      payload: { ownership: { owners: [{ userId: demoUsers.seller.id, share: 50 }, { userId: demoUsers.buyer.id, share: 50 }] } },
    })
    await acceptInvitations(kit, 'buyer')
    const [latest] = (await get('/api/properties/summary', 'seller')).json().summary.recentChanges
    expect(latest).toMatchObject({ propertyId: plot.id, kind: 'ownership', detail: 'Ownership changed: 2 owners, previously 1' })
    expect((await get('/api/properties/summary', 'buyer')).json().summary).toMatchObject({ total: 1, byStatus: { sold: 1 } })
    expect((await get('/api/properties/summary', 'admin', { showAll: 'true' })).json().summary.total).toBe(6)
    expect((await get('/api/properties/summary', 'admin')).json().summary.total).toBe(1)
    expect((await get('/api/properties/summary', null)).json()).toEqual(signedOut)
  })
})
