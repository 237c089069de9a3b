// One property: GET (who may read which status), PUT (what the server keeps, the history each
// change records, owners kept in step), DELETE and the export file.
import { toPublicProperty } from '@vishwas/domain'
import { describe, expect, it } from 'vitest'
import {
  acceptInvitations,
  bowTie,
  type Caller,
  columnsOf,
  createAs,
  demoUsers,
  historyOf,
  otherSeller,
  ownersOf,
  propertyBody,
  propertyOf,
  requestAs,
  signedOut,
  square,
  toolsDenied,
  usePropertyKit,
} from './properties-test-kit'

const kit = usePropertyKit()
const missingId = '9f0c2a4e-5b6d-4e7f-8a9b-0c1d2e3f4a5b'
const call = (method: 'GET' | 'PUT' | 'DELETE', url: string, caller: Caller | null, payload?: object) => requestAs(kit, caller, { method, url, payload })

describe('GET /api/properties/{reference}', () => {
  it('shows an active listing to anyone signed in, by UUID or reference; its owners only to those with property access', async () => {
    const property = await createAs(kit, 'seller', propertyBody({ dealerInfo: { currentDealer: { userId: demoUsers.dealer.id } } }))
    for (const key of [property.id, property.reference, property.id.toUpperCase()]) {
      const response = await call('GET', `/api/properties/${key}`, 'buyer')
      expect(response.statusCode).toBe(200)
      expect(response.json()).toEqual({ success: true, property: toPublicProperty(property) })
      expect(response.body).not.toContain(demoUsers.seller.id)
      expect(response.body).not.toContain(demoUsers.seller.fullName)
    }
    for (const caller of ['seller', 'admin', 'dealer'] as const) expect((await call('GET', `/api/properties/${property.id}`, caller)).json()).toEqual({ success: true, property })
  })

  it('shows a draft only to those with property access', async () => {
    const draft = await createAs(kit, 'seller', propertyBody({ basicInfo: { type: 'land', status: 'draft' } }))
    for (const caller of ['seller', 'admin', 'dealer'] as const) expect((await call('GET', `/api/properties/${draft.id}`, caller)).statusCode).toBe(200)
    for (const caller of ['buyer', 'otherSeller'] as const) {
      const response = await call('GET', `/api/properties/${draft.reference}`, caller)
      expect(response.statusCode).toBe(403)
      expect(response.json()).toEqual(toolsDenied)
    }
  })

  it("answers 404 'Property not found', 400 for a malformed key and 401 signed out", async () => {
    const missing = await call('GET', `/api/properties/${missingId}`, 'seller')
    expect(missing.statusCode).toBe(404)
    expect(missing.json()).toEqual({ success: false, message: 'Property not found', code: 'NOT_FOUND' })
    const malformed = await call('GET', '/api/properties/not-a-key', 'seller')
    expect(malformed.statusCode).toBe(400)
    expect(malformed.json()).toMatchObject({ message: "Invalid path parameter 'reference': must be a property UUID or a PROP- reference" })
    // However long, a reference names no property rather than no route.
    const long = await call('GET', `/api/properties/PROP-${'A'.repeat(400)}`, 'seller')
    expect(long.statusCode).toBe(404)
    expect(long.json()).toEqual({ success: false, message: 'Property not found', code: 'NOT_FOUND' })
    const anonymous = await call('GET', `/api/properties/${missingId}`, null)
    expect(anonymous.statusCode).toBe(401)
    expect(anonymous.json()).toEqual(signedOut)
  })
})

describe('PUT /api/properties/{reference}', () => {
  it('replaces the document, keeping id, reference, creation facts and views', async () => {
    const stored = await createAs(kit, 'seller')
    await kit.database.query("UPDATE properties SET views = 7, doc = jsonb_set(doc, '{analytics,views}', '7') WHERE id = $1", [stored.id])
    const changed = {
      ...stored,
      id: missingId,
      reference: 'PROP-OTHER-00000',
      basicInfo: { ...stored.basicInfo, title: '3 BHK with a view', status: 'pending' },
      metadata: { createdAt: '2020-01-01T00:00:00.000Z', createdBy: demoUsers.buyer.id },
      analytics: { views: 0 },
    }
    const response = await call('PUT', `/api/properties/${stored.reference}`, 'seller', changed)
    expect(response.statusCode).toBe(200)
    const property = propertyOf(response)
    expect(property).toMatchObject({ id: stored.id, reference: stored.reference, basicInfo: { title: '3 BHK with a view', status: 'pending' }, analytics: { views: 7 } })
    expect(property.metadata).toMatchObject({
      createdAt: stored.metadata.createdAt,
      createdBy: demoUsers.seller.id,
      updatedBy: demoUsers.seller.id,
    })
    expect(await columnsOf(kit.database, stored.id)).toMatchObject({ title: '3 BHK with a view', status: 'pending', views: 7 })
    expect((await call('GET', `/api/properties/${stored.id}`, 'seller')).json()).toEqual({ success: true, property })
  })

  it('keeps who listed it: naming another lister gives that user no access', async () => {
    const stored = await createAs(kit, 'seller', propertyBody({ basicInfo: { type: 'land', status: 'draft' } }))
    const response = await call('PUT', `/api/properties/${stored.id}`, 'seller', { ...stored, metadata: { ...stored.metadata, listedBy: demoUsers.buyer.id } })
    expect(propertyOf(response).metadata.listedBy).toBe(demoUsers.seller.id)
    expect((await call('GET', `/api/properties/${stored.id}`, 'buyer')).json()).toEqual(toolsDenied)
    expect((await call('PUT', `/api/properties/${stored.id}`, 'buyer', stored)).statusCode).toBe(403)
  })

  it("computes the score on the server whatever a client sends (an admin too), and works out the price per square foot", async () => {
    const stored = await createAs(kit, 'seller', propertyBody({ evaluation: { propertyScore: 100 }, financial: { pricing: { totalPrice: 8_500_000, pricePerSqft: 1 } } }))
    // 85,00,000 over 1,650 sq ft.
    const computed = stored.evaluation.propertyScore
    expect(computed).toBeGreaterThan(0)
    expect(computed).toBeLessThan(100)
    expect(stored.financial.pricing.pricePerSqft).toBe(5152)
    const repriced = propertyOf(await call('PUT', `/api/properties/${stored.id}`, 'seller', {
      ...stored,
      evaluation: { propertyScore: 100 },
      financial: { pricing: { totalPrice: 17_000_000, pricePerSqft: 5152 } },
    }))
    expect(repriced.evaluation.propertyScore).toBe(computed)
    expect(repriced.financial.pricing.pricePerSqft).toBe(10_303)
    const scored = propertyOf(await call('PUT', `/api/properties/${stored.id}`, 'admin', { ...repriced, evaluation: { propertyScore: 72 } }))
    expect(scored.evaluation.propertyScore).toBe(computed)
    expect(await columnsOf(kit.database, stored.id)).toMatchObject({ score: computed })
    const rented = propertyOf(await call('PUT', `/api/properties/${stored.id}`, 'seller', { ...scored, basicInfo: { ...scored.basicInfo, listingType: 'rent' } }))
    expect(rented.evaluation.propertyScore).toBe(computed)
    expect(rented.financial.pricing).not.toHaveProperty('pricePerSqft')
  })

  it('records a price change, keeps the owners when the body leaves them out, and no history when nothing of it changed', async () => {
    const stored = await createAs(kit, 'seller')
    const { ownership: _ownership, dealerInfo: _dealer, ...rest } = stored
    await call('PUT', `/api/properties/${stored.id}`, 'seller', { ...rest, financial: { pricing: { totalPrice: 8_000_000 } } })
    await call('PUT', `/api/properties/${stored.id}`, 'seller', { ...rest, financial: { pricing: { totalPrice: 8_000_000 } }, amenities: ['gym'] })
    const history = await historyOf(kit.database, stored.id)
    expect(history.prices).toEqual([
      { oldPrice: null, newPrice: 8_500_000, changedBy: demoUsers.seller.id },
      { oldPrice: 8_500_000, newPrice: 8_000_000, changedBy: demoUsers.seller.id },
    ])
    expect(history.ownership).toHaveLength(1)
    expect(await ownersOf(kit.database, stored.id)).toEqual([{ userId: demoUsers.seller.id, share: 100, ownershipType: 'freehold' }])
  })

  it('loses no write when several arrive at once: each lands, and the price history stays one chain', async () => {
    const stored = await createAs(kit, 'seller')
    const url = `/api/properties/${stored.reference}`
    const prices = [9_100_000, 9_200_000, 9_300_000, 9_400_000]
    const responses = await Promise.all([
      ...prices.map((totalPrice) => call('PUT', url, 'seller', { financial: { pricing: { totalPrice } } })),
      call('PUT', url, 'seller', { amenities: ['parking', 'lift', 'gym'] }),
      call('PUT', url, 'admin', { specifications: { area: { total: 1700, unit: 'sqft' }, rooms: { bedrooms: 4, bathrooms: 3 } } }),
      requestAs(kit, 'seller', { method: 'PATCH', url: '/api/properties/batch', payload: { updates: [{ reference: stored.reference, data: { amenities: ['parking', 'lift', 'gym'] } }] } }),
    ])
    expect(responses.map((response) => response.statusCode)).toEqual([200, 200, 200, 200, 200, 200, 200])
    const final = propertyOf(await call('GET', url, 'seller'))
    expect(final.amenities).toEqual(['parking', 'lift', 'gym'])
    expect(final.specifications.rooms).toEqual({ bedrooms: 4, bathrooms: 3 })
    const history = (await historyOf(kit.database, stored.id)).prices
    expect(history).toHaveLength(1 + prices.length)
    history.slice(1).forEach((change, i) => expect(change.oldPrice).toBe(history[i]?.newPrice))
    expect(history.at(-1)?.newPrice).toBe(final.financial.pricing.totalPrice)
  })

  it('records an ownership change and rewrites property_owners; a dealer change closes one spell and opens the next', async () => {
    const created = await createAs(kit, 'seller', propertyBody({ dealerInfo: { currentDealer: { userId: demoUsers.dealer.id } } }))
    // Named by the seller, the dealer and the co-owner take their places as they accept.
    await acceptInvitations(kit, 'dealer')
    const stored = propertyOf(await call('GET', `/api/properties/${created.id}`, 'seller'))
    const owners = [{ userId: demoUsers.seller.id, share: 50 }, { userId: otherSeller.id, share: 50, ownershipType: 'joint' }]
    const changed = { ...stored, ownership: { owners }, dealerInfo: { currentDealer: { userId: demoUsers.admin.id } } }
    // A dealer is a user with the dealer role: naming anyone else would hand them the property.
    const notDealer = await call('PUT', `/api/properties/${stored.id}`, 'seller', changed)
    expect(notDealer.statusCode).toBe(400)
    expect(notDealer.json()).toMatchObject({
      errors: [{ path: 'dealerInfo.currentDealer.userId', message: `User ${demoUsers.admin.id} does not have the dealer role` }],
    })
    expect((await historyOf(kit.database, stored.id)).dealers).toHaveLength(1)
    await kit.database.query('UPDATE users SET is_dealer = true WHERE id = $1', [demoUsers.admin.id])
    expect((await call('PUT', `/api/properties/${stored.id}`, 'seller', changed)).statusCode).toBe(200)
    await acceptInvitations(kit, 'otherSeller')
    await acceptInvitations(kit, 'admin')
    const response = await call('GET', `/api/properties/${stored.id}`, 'seller')
    // A dealer who later loses the role does not block other changes.
    await kit.database.query('UPDATE users SET is_dealer = false WHERE id = $1', [demoUsers.admin.id])
    const retitled = { ...propertyOf(response), basicInfo: { ...stored.basicInfo, title: 'Retitled' } }
    expect((await call('PUT', `/api/properties/${stored.id}`, 'seller', retitled)).statusCode).toBe(200)
    expect(propertyOf(response).ownership).toEqual({
      owners: [{ ...owners[0], name: demoUsers.seller.fullName }, { ...owners[1], name: otherSeller.fullName }],
      ownerId: demoUsers.seller.id,
    })
    expect(await ownersOf(kit.database, stored.id)).toEqual([
      { userId: demoUsers.seller.id, share: 50, ownershipType: 'freehold' },
      { userId: otherSeller.id, share: 50, ownershipType: 'joint' },
    ])
    const history = await historyOf(kit.database, stored.id)
    expect(history.ownership.at(-1)).toEqual({
      previousOwnerId: demoUsers.seller.id,
      newOwnerId: demoUsers.seller.id,
      previousOwners: [{ userId: demoUsers.seller.id, share: 100 }],
      newOwners: [{ userId: demoUsers.seller.id, share: 50 }, { userId: otherSeller.id, share: 50 }],
      changedBy: otherSeller.id,
    })
    expect(history.dealers).toEqual([
      { dealerId: demoUsers.dealer.id, assignedBy: demoUsers.dealer.id, open: false },
      { dealerId: demoUsers.admin.id, assignedBy: demoUsers.admin.id, open: true },
    ])
    // The new co-owner may now manage it; removing the dealer closes the spell.
    const property = propertyOf(response)
    await call('PUT', `/api/properties/${stored.id}`, 'otherSeller', { ...property, dealerInfo: { currentDealer: null } })
    expect((await historyOf(kit.database, stored.id)).dealers.map((d) => d.open)).toEqual([false, false])
    expect(await columnsOf(kit.database, stored.id)).toMatchObject({ dealer_id: null })
  })

  it('moves the boundary and its centroid with the geofence', async () => {
    const stored = await createAs(kit, 'seller')
    const location = { address: { city: 'Mohali', state: 'Punjab' }, geofence: { vertices: square(30.71, 76.71) } }
    const property = propertyOf(await call('PUT', `/api/properties/${stored.id}`, 'seller', { ...stored, location }))
    expect(property.location.coordinates?.latitude).toBeCloseTo(30.7105, 6)
    expect((await columnsOf(kit.database, stored.id))?.boundary).toMatch(/^POLYGON\(\(76\.71 30\.71,/)
  })

  it('applies the checks of create', async () => {
    const stored = await createAs(kit, 'seller')
    const missing = await call('PUT', `/api/properties/${stored.id}`, 'seller', { ...stored, basicInfo: { title: 'No type' } })
    expect(missing.statusCode).toBe(400)
    expect(missing.json()).toMatchObject({ message: 'Validation errors: Missing required field: basicInfo.type, Missing required field: basicInfo.status' })
    const crossed = await call('PUT', `/api/properties/${stored.id}`, 'seller', { ...stored, location: { address: { city: 'Mohali', state: 'Punjab' }, geofence: { vertices: bowTie } } })
    expect(crossed.json()).toMatchObject({ message: 'Property boundary must be a simple polygon' })
    // Two points would have put the plot out of every map search; the stored one stays.
    const before = await columnsOf(kit.database, stored.id)
    const line = await call('PUT', `/api/properties/${stored.id}`, 'seller', { ...stored, location: { address: { city: 'Mohali', state: 'Punjab' }, geofence: { vertices: square(30.71, 76.71).slice(0, 2) } } })
    expect(line.json()).toMatchObject({ message: 'Property boundary needs at least 3 points' })
    expect(await columnsOf(kit.database, stored.id)).toEqual(before)
  })

  it("refuses another seller with 403, a missing property with 404 and a signed-out caller with 401", async () => {
    const stored = await createAs(kit, 'seller')
    const other = await call('PUT', `/api/properties/${stored.id}`, 'otherSeller', stored)
    expect(other.statusCode).toBe(403)
    expect(other.json()).toEqual(toolsDenied)
    expect((await call('PUT', `/api/properties/${missingId}`, 'seller', stored)).statusCode).toBe(404)
    expect((await call('PUT', `/api/properties/${stored.id}`, null, stored)).json()).toEqual(signedOut)
  })
})

describe('DELETE /api/properties/{reference}', () => {
  it('deletes the property with its owners and history', async () => {
    const stored = await createAs(kit, 'seller')
    const response = await call('DELETE', `/api/properties/${stored.reference}`, 'seller')
    expect(response.statusCode).toBe(200)
    expect(response.json()).toEqual({ success: true, message: 'Property deleted' })
    expect((await call('GET', `/api/properties/${stored.id}`, 'seller')).statusCode).toBe(404)
    expect(await ownersOf(kit.database, stored.id)).toEqual([])
    expect(await historyOf(kit.database, stored.id)).toEqual({ prices: [], ownership: [], dealers: [] })
  })

  it('refuses another seller (403) and answers 404 and 401', async () => {
    const stored = await createAs(kit, 'seller')
    expect((await call('DELETE', `/api/properties/${stored.id}`, 'otherSeller')).json()).toEqual(toolsDenied)
    expect((await call('DELETE', `/api/properties/${missingId}`, 'admin')).statusCode).toBe(404)
    expect((await call('DELETE', `/api/properties/${stored.id}`, null)).json()).toEqual(signedOut)
    expect((await call('GET', `/api/properties/${stored.id}`, 'seller')).statusCode).toBe(200)
  })
})

describe('GET /api/properties/{reference}/export', () => {
  it('sends the document as a pretty JSON file named from the reference and the time', async () => {
    const stored = await createAs(kit, 'seller')
    const response = await call('GET', `/api/properties/${stored.id}/export`, 'seller')
    expect(response.statusCode).toBe(200)
    expect(response.headers['content-type']).toBe('application/json; charset=utf-8')
    expect(response.headers['content-disposition']).toMatch(new RegExp(`^attachment; filename="${stored.reference}-\\d{4}-\\d{2}-\\d{2}T\\d{2}-\\d{2}-\\d{2}-\\d{3}Z\\.json"$`))
    expect(JSON.parse(response.body)).toEqual(stored)
    expect(response.body).toBe(JSON.stringify(JSON.parse(response.body), null, 2))
  })

  it('needs property access even for a live listing', async () => {
    const stored = await createAs(kit, 'seller')
    for (const caller of ['buyer', 'otherSeller'] as const) expect((await call('GET', `/api/properties/${stored.id}/export`, caller)).json()).toEqual(toolsDenied)
    expect((await call('GET', `/api/properties/${stored.id}/export`, 'dealer')).statusCode).toBe(200)
    expect((await call('GET', `/api/properties/${missingId}/export`, 'seller')).statusCode).toBe(404)
    expect((await call('GET', `/api/properties/${stored.id}/export`, null)).json()).toEqual(signedOut)
  })
})
