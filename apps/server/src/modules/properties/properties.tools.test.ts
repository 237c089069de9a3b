// The portfolio tools: validate, compare, batch update (per-item answers) and import (all or
// nothing), with the export file imported back.
import { randomUUID } from 'node:crypto'
import { messages, type Property } from '@vishwas/domain'
import { describe, expect, it } from 'vitest'
import {
  acceptInvitations,
  bowTie,
  type Caller,
  createAs,
  demoUsers,
  historyOf,
  otherSeller,
  ownersOf,
  propertyBody,
  propertyOf,
  requestAs,
  signedOut,
  toolsDenied,
  usePropertyKit,
} from './properties-test-kit'

const kit = usePropertyKit()
const missingId = '9f0c2a4e-5b6d-4e7f-8a9b-0c1d2e3f4a5b'
const send = (method: 'POST' | 'PATCH', url: string, caller: Caller | null, payload: unknown) => requestAs(kit, caller, { method, url, payload })

describe('POST /api/properties/validate', () => {
  it('answers valid for a good document and never stores it', async () => {
    const response = await send('POST', '/api/properties/validate', 'buyer', propertyBody())
    expect(response.statusCode).toBe(200)
    expect(response.json()).toEqual({ success: true, valid: true, errors: [] })
    expect(await kit.database.query('SELECT 1 FROM properties')).toHaveLength(0)
  })

  it("lists SPEC's messages first, then the schema's issues, then the other rules", async () => {
    const spec = await send('POST', '/api/properties/validate', 'seller', { basicInfo: { type: 'land' }, financial: { pricing: { totalPrice: 'a lot' } } })
    expect(spec.json()).toEqual({
      success: true,
      valid: false,
      errors: [
        'Missing required field: basicInfo.status',
        'Missing required field: location.address.city',
        'Missing required field: location.address.state',
        'Total price must be a number',
      ],
    })
    const schema = await send('POST', '/api/properties/validate', 'seller', propertyBody({ specifications: { area: { total: 1650, unit: 'sqft' }, rooms: { bedrooms: -1 } } }))
    expect(schema.json()).toEqual({ success: true, valid: false, errors: [expect.stringMatching(/^specifications\.rooms\.bedrooms: /)] })
    const rules = await send('POST', '/api/properties/validate', 'seller', propertyBody({
      location: { address: { city: 'Mohali', state: 'Punjab' }, geofence: { vertices: bowTie } },
    }))
    expect(rules.json()).toEqual({ success: true, valid: false, errors: ['Property boundary must be a simple polygon'] })
    const users = await send('POST', '/api/properties/validate', 'seller', propertyBody({ ownership: { owners: [{ userId: missingId }] } }))
    expect(users.json()).toEqual({ success: true, valid: false, errors: [`Owner ${missingId} is not a registered user`] })
  })

  it('needs a signed-in caller', async () => {
    expect((await send('POST', '/api/properties/validate', null, propertyBody())).json()).toEqual(signedOut)
  })
})

describe('POST /api/properties/compare', () => {
  it('summarises the properties in the order asked and lists where the first two differ', async () => {
    const flat = await createAs(kit, 'seller')
    const plot = await createAs(kit, 'otherSeller', propertyBody({
      basicInfo: { type: 'land', status: 'sold' },
      specifications: { area: { total: 200, unit: 'sqm' } },
      financial: { pricing: { totalPrice: 8_500_000 } },
    }))
    const response = await send('POST', '/api/properties/compare', 'buyer', { propertyIds: [plot.reference, flat.id] })
    expect(response.statusCode).toBe(200)
    const { summaries, differences } = response.json<{ summaries: { id: string }[]; differences: { field: string }[] }>()
    expect(summaries.map((summary) => summary.id)).toEqual([plot.id, flat.id])
    expect(summaries[0]).toEqual({
      id: plot.id,
      reference: plot.reference,
      title: 'Untitled Property',
      type: 'land',
      price: 8_500_000,
      area: expect.closeTo(2152.8, 6),
      bedrooms: 0,
      bathrooms: 0,
      location: 'Mohali, Punjab',
      status: 'sold',
      // The server's automatic evaluation, worked out when the plot was saved.
      score: plot.evaluation.propertyScore,
    })
    // A sold plot and a home with rooms and a title score differently too.
    expect(differences.map((difference) => difference.field)).toEqual(['title', 'type', 'area', 'bedrooms', 'bathrooms', 'status', 'score'])
  })

  it("needs 2 to 10 ids: 'At least 2 property IDs required for comparison'", async () => {
    const flat = await createAs(kit, 'seller')
    // The same property twice, by one key or by its UUID and its reference, is one property.
    const once = [[flat.id], [flat.id, flat.id], [flat.id, flat.reference]].map((propertyIds) => ({ propertyIds }))
    for (const payload of [...once, { propertyIds: 'not a list' }, {}, [flat.id, flat.reference]]) {
      const response = await send('POST', '/api/properties/compare', 'seller', payload)
      expect(response.statusCode).toBe(400)
      expect(response.json()).toMatchObject({ success: false, message: messages.compareNeedsTwo })
    }
    const many = await send('POST', '/api/properties/compare', 'seller', { propertyIds: Array.from({ length: 11 }, () => randomUUID()) })
    expect(many.json()).toMatchObject({ message: 'At most 10 properties can be compared at once' })
  })

  it('answers 404 for an unknown property, 403 for a draft the caller may not read, 401 signed out', async () => {
    const flat = await createAs(kit, 'seller')
    const draft = await createAs(kit, 'seller', propertyBody({ basicInfo: { type: 'land', status: 'draft' } }))
    for (const unknown of [missingId, 'PROP-ZZZZ-00000', 'garbage']) {
      const response = await send('POST', '/api/properties/compare', 'seller', { propertyIds: [flat.id, unknown] })
      expect(response.statusCode).toBe(404)
      expect(response.json()).toMatchObject({ message: 'Property not found' })
    }
    expect((await send('POST', '/api/properties/compare', 'otherSeller', { propertyIds: [flat.id, draft.id] })).json()).toEqual(toolsDenied)
    expect((await send('POST', '/api/properties/compare', 'seller', { propertyIds: [flat.id, draft.id] })).statusCode).toBe(200)
    expect((await send('POST', '/api/properties/compare', null, { propertyIds: [flat.id, draft.id] })).json()).toEqual(signedOut)
  })
})

describe('PATCH /api/properties/batch', () => {
  it('merges each change into its property, answering per item; failures leave the others done', async () => {
    const flat = await createAs(kit, 'seller')
    const draft = await createAs(kit, 'seller', propertyBody({ basicInfo: { type: 'land', status: 'draft' } }))
    const others = await createAs(kit, 'otherSeller')
    const response = await send('PATCH', '/api/properties/batch', 'seller', {
      updates: [
        { reference: flat.reference, data: { basicInfo: { status: 'sold' }, financial: { pricing: { totalPrice: 9_000_000 } } } },
        { reference: draft.id, data: { basicInfo: { status: 'active' }, amenities: ['gym'] } },
        { reference: others.reference, data: { basicInfo: { status: 'sold' } } },
        { reference: missingId, data: { basicInfo: { status: 'sold' } } },
        { reference: flat.id, data: { basicInfo: { status: 'castle' } } },
        { reference: draft.reference, data: { location: { geofence: { vertices: bowTie } } } },
      ],
    })
    expect(response.statusCode).toBe(200)
    const outcome = response.json<{ failed: { reference: string; message: string }[] }>()
    expect(outcome).toMatchObject({
      success: true,
      successful: [{ id: flat.id, reference: flat.reference }, { id: draft.id, reference: draft.reference }],
      successCount: 2,
      failureCount: 4,
    })
    expect(outcome.failed.slice(0, 2)).toEqual([
      { reference: others.reference, message: "You don't have permission to access property management tools" },
      { reference: missingId, message: 'Property not found' },
    ])
    expect(outcome.failed[2]).toEqual({ reference: flat.id, message: expect.stringMatching(/^Validation errors: basicInfo\.status: /) })
    expect(outcome.failed[3]).toEqual({ reference: draft.reference, message: 'Property boundary must be a simple polygon' })

    const shown = propertyOf(await kit.app.inject({ url: `/api/properties/${flat.id}`, headers: kit.headers.seller }))
    expect(shown.basicInfo).toMatchObject({ title: '3 BHK Apartment in Sector 70, Mohali', status: 'sold', listingType: 'sale' })
    expect(shown.financial.pricing.totalPrice).toBe(9_000_000)
    expect(shown.metadata.updatedBy).toBe(demoUsers.seller.id)
    const drafted = propertyOf(await kit.app.inject({ url: `/api/properties/${draft.id}`, headers: kit.headers.seller }))
    expect(drafted).toMatchObject({ basicInfo: { status: 'active' }, amenities: ['gym'] })
    expect(drafted.location.geofence.vertices).toHaveLength(4)
    expect(propertyOf(await kit.app.inject({ url: `/api/properties/${others.id}`, headers: kit.headers.seller })).basicInfo.status).toBe('active')
    expect((await historyOf(kit.database, flat.id)).prices.map((p) => p.newPrice)).toEqual([8_500_000, 9_000_000])
  })

  it('answers per item for what the columns could not hold: a huge area, a boundary halfway round the globe', async () => {
    const [first, second] = await Promise.all([createAs(kit, 'seller', propertyBody()), createAs(kit, 'seller', propertyBody())])
    const response = await send('PATCH', '/api/properties/batch', 'seller', {
      updates: [
        { reference: first.id, data: { specifications: { area: { total: 1e308, unit: 'sqm' } } } },
        { reference: second.id, data: { location: { geofence: { vertices: [{ latitude: 0, longitude: -90 }, { latitude: 0, longitude: 90 }, { latitude: 10, longitude: 0 }] } } } },
        { reference: first.reference, data: { basicInfo: { status: 'active' } } },
      ],
    })
    expect(response.statusCode).toBe(200)
    expect(response.json()).toMatchObject({
      successCount: 1,
      failed: [
        { reference: first.id, message: 'Total area must be at most 1,00,000 hectares' },
        { reference: second.id, message: 'Property boundary must fit within 1 degree of latitude and 1 degree of longitude' },
      ],
    })
    expect(propertyOf(await kit.app.inject({ url: `/api/properties/${first.id}`, headers: kit.headers.seller })).basicInfo.status).toBe('active')
    expect((await kit.app.inject({ url: '/api/properties/statistics' })).statusCode).toBe(200)
  })

  it('applies two changes of one property in order and records ownership history', async () => {
    const flat = await createAs(kit, 'seller')
    const response = await send('PATCH', '/api/properties/batch', 'admin', {
      updates: [
        { reference: flat.id, data: { financial: { pricing: { totalPrice: 9_000_000 } } } },
        { reference: flat.reference, data: { financial: { pricing: { totalPrice: 9_100_000 } }, ownership: { owners: [{ userId: demoUsers.buyer.id }] } } },
      ],
    })
    expect(response.json()).toMatchObject({ successCount: 2, failureCount: 0 })
    const history = await historyOf(kit.database, flat.id)
    expect(history.prices.map((p) => [p.oldPrice, p.newPrice])).toEqual([[null, 8_500_000], [8_500_000, 9_100_000]])
    // The proposal is the whole: the seller leaves at once, the buyer joins on accepting.
    expect(history.ownership.at(-1)).toMatchObject({ previousOwnerId: demoUsers.seller.id, newOwnerId: null, changedBy: demoUsers.admin.id })
    await acceptInvitations(kit, 'buyer')
    expect((await historyOf(kit.database, flat.id)).ownership.at(-1)).toMatchObject({ previousOwnerId: null, newOwnerId: demoUsers.buyer.id, changedBy: demoUsers.buyer.id })
    expect(await ownersOf(kit.database, flat.id)).toEqual([{ userId: demoUsers.buyer.id, share: 100, ownershipType: 'freehold' }])
  })

  it("refuses a malformed or empty list with 'Invalid updates array', more than 100 with 400, and 401 signed out", async () => {
    const bareArray = [{ reference: missingId, data: {} }]
    for (const payload of [{ updates: [] }, { updates: 'all' }, {}, bareArray, { updates: [{ reference: '', data: {} }] }, { updates: [{ reference: 'x', data: [] }] }]) {
      const response = await send('PATCH', '/api/properties/batch', 'seller', payload)
      expect(response.statusCode).toBe(400)
      expect(response.json()).toMatchObject({ success: false, message: 'Invalid updates array' })
    }
    const many = await send('PATCH', '/api/properties/batch', 'seller', { updates: Array.from({ length: 101 }, () => ({ reference: missingId, data: {} })) })
    expect(many.json()).toMatchObject({ message: 'At most 100 updates at once' })
    expect((await send('PATCH', '/api/properties/batch', null, { updates: [{ reference: missingId, data: {} }] })).json()).toEqual(signedOut)
  })
})

describe('POST /api/properties/import', () => {
  it('imports an exported property back as a new one owned by the importer', async () => {
    await createAs(kit, 'otherSeller', propertyBody({ dealerInfo: { currentDealer: { userId: demoUsers.dealer.id } } }))
    await acceptInvitations(kit, 'dealer')
    const [original] = (await kit.app.inject({ url: '/api/properties', headers: kit.headers.otherSeller })).json<{ properties: Property[] }>().properties
    if (!original) throw new Error('no property')
    const file = await kit.app.inject({ url: `/api/properties/${original.id}/export`, headers: kit.headers.otherSeller })
    const response = await send('POST', '/api/properties/import', 'seller', { data: file.body })
    expect(response.statusCode).toBe(201)
    const { properties, count } = response.json<{ properties: (typeof original)[]; count: number }>()
    expect(count).toBe(1)
    const [copy] = properties
    expect(copy?.id).not.toBe(original.id)
    expect(copy?.reference).not.toBe(original.reference)
    expect(copy?.metadata).toMatchObject({ createdBy: demoUsers.seller.id, listedBy: demoUsers.seller.id })
    // The owner and the dealer named in the file are invited to the copy: it names them once they accept.
    expect(copy?.ownership).toEqual({ owners: [] })
    expect(copy?.dealerInfo.currentDealer).toBeNull()
    // The copy is evaluated afresh (its owner is another person), so its score is its own.
    const { id: _id, reference: _reference, metadata: _metadata, ownership: _ownership, dealerInfo: _dealerInfo, evaluation: _evaluation, ...rest } = original
    expect(copy).toMatchObject(rest)
    await acceptInvitations(kit, 'otherSeller')
    await acceptInvitations(kit, 'dealer')
    expect(await ownersOf(kit.database, copy!.id)).toEqual([{ userId: otherSeller.id, share: 100, ownershipType: 'freehold' }])
    expect(await historyOf(kit.database, copy!.id)).toMatchObject({ prices: [{ oldPrice: null, newPrice: 8_500_000 }], dealers: [{ dealerId: demoUsers.dealer.id, open: true }] })
  })

  it('imports an array in one go, the importer owning those without owners', async () => {
    const items = Array.from({ length: 3 }, (_, i) => propertyBody({ id: 'x', reference: 'PROP-X-1', basicInfo: { title: `Plot ${i}`, type: 'land', status: 'active' } }))
    const response = await send('POST', '/api/properties/import', 'dealer', { data: JSON.stringify(items) })
    expect(response.statusCode).toBe(201)
    const { properties, count } = response.json<{ properties: { id: string; reference: string; ownership: unknown }[]; count: number }>()
    expect(count).toBe(3)
    expect(new Set(properties.map((p) => p.reference)).size).toBe(3)
    expect(properties[0]?.ownership).toEqual({ owners: [{ userId: demoUsers.dealer.id, name: demoUsers.dealer.fullName, share: 100 }], ownerId: demoUsers.dealer.id })
    expect(await ownersOf(kit.database, properties[2]!.id)).toHaveLength(1)
    const listed = await kit.app.inject({ url: '/api/properties', headers: kit.headers.dealer, query: { q: 'Plot' } })
    expect(listed.json()).toMatchObject({ pagination: { total: 3 } })
  })

  it("answers 'Invalid JSON data' and 'Validation errors: ...' and imports nothing when one item fails", async () => {
    // Nested past MAX_JSON_DEPTH: refused before anything walks it.
    const nested = `[${'['.repeat(40)}${']'.repeat(40)}]`
    for (const data of ['{not json', '"text"', 42, nested]) {
      const response = await send('POST', '/api/properties/import', 'seller', { data })
      expect(response.statusCode).toBe(400)
      expect(response.json()).toMatchObject({ success: false, message: 'Invalid JSON data' })
    }
    const empty = await send('POST', '/api/properties/import', 'seller', { data: '[]' })
    expect(empty.json()).toMatchObject({ success: false, message: 'The JSON data holds no properties' })
    const spec = await send('POST', '/api/properties/import', 'seller', { data: JSON.stringify([propertyBody(), { basicInfo: { type: 'land' } }]) })
    expect(spec.json()).toEqual({
      success: false,
      code: 'VALIDATION_ERROR',
      message:
        'Validation errors: Item 2: Missing required field: basicInfo.status, Item 2: Missing required field: location.address.city, Item 2: Missing required field: location.address.state',
      errors: [
        { path: 'data.1.basicInfo.status', message: 'Item 2: Missing required field: basicInfo.status' },
        { path: 'data.1.location.address.city', message: 'Item 2: Missing required field: location.address.city' },
        { path: 'data.1.location.address.state', message: 'Item 2: Missing required field: location.address.state' },
      ],
    })
    // One property: the same list, without item numbers.
    const one = await send('POST', '/api/properties/import', 'seller', { data: JSON.stringify({ ...propertyBody(), financial: { pricing: { totalPrice: 'a lot' } } }) })
    expect(one.json()).toEqual({
      success: false,
      code: 'VALIDATION_ERROR',
      message: 'Validation errors: Total price must be a number',
      errors: [{ path: 'data.financial.pricing.totalPrice', message: 'Total price must be a number' }],
    })
    const later = await send('POST', '/api/properties/import', 'seller', {
      data: JSON.stringify([propertyBody(), propertyBody({ location: { address: { city: 'Mohali', state: 'Punjab' }, geofence: { vertices: bowTie } } }), propertyBody({ ownership: { owners: [{ userId: missingId }] } })]),
    })
    expect(later.statusCode).toBe(400)
    expect(later.json()).toMatchObject({ message: 'Validation errors: Item 2: Property boundary must be a simple polygon' })
    const users = await send('POST', '/api/properties/import', 'seller', { data: JSON.stringify(propertyBody({ ownership: { owners: [{ userId: missingId }] } })) })
    expect(users.json()).toEqual({
      success: false,
      code: 'VALIDATION_ERROR',
      message: `Validation errors: Owner ${missingId} is not a registered user`,
      errors: [{ path: 'data.ownership.owners.0.userId', message: `Owner ${missingId} is not a registered user` }],
    })
    expect(await kit.database.query('SELECT 1 FROM properties')).toHaveLength(0)
  })

  it('refuses a buyer with 403 and a signed-out caller with 401', async () => {
    const buyer = await send('POST', '/api/properties/import', 'buyer', { data: JSON.stringify(propertyBody()) })
    expect(buyer.statusCode).toBe(403)
    expect(buyer.json()).toMatchObject({ message: 'You need seller privileges to access this page' })
    expect((await send('POST', '/api/properties/import', null, { data: '{}' })).json()).toEqual(signedOut)
  })
})
