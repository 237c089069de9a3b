// POST /api/properties: who may create, SPEC §5's data check and the schema, the reference,
// the owner by default, the boundary and its centroid, and the first history rows.
import { messages, type Property } from '@vishwas/domain'
import { describe, expect, it } from 'vitest'
import {
  acceptInvitations,
  bowTie,
  type Caller,
  columnsOf,
  createAs,
  demoUsers,
  historyOf,
  ownersOf,
  propertyBody,
  propertyOf,
  requestAs,
  signedOut,
  square,
  usePropertyKit,
} from './properties-test-kit'

const kit = usePropertyKit()
const post = (caller: Caller | null, payload: unknown) => requestAs(kit, caller, { method: 'POST', url: '/api/properties', payload })

describe('POST /api/properties', () => {
  it('stores the document with server metadata, the creator as owner and the columns in step', async () => {
    const before = Date.now()
    const response = await post('seller', propertyBody({ id: 'ignored', metadata: { createdBy: 'someone-else' } }))
    expect(response.statusCode).toBe(201)
    const { success, property } = response.json<{ success: boolean; property: Property }>()
    expect(success).toBe(true)
    expect(property.id).toMatch(/^[0-9a-f-]{36}$/)
    expect(property.reference).toMatch(/^PROP-[A-Z0-9]+-[A-Z0-9]{5}$/)
    expect(property.metadata).toMatchObject({ createdBy: demoUsers.seller.id, updatedBy: demoUsers.seller.id, listedBy: demoUsers.seller.id })
    expect(Date.parse(property.metadata.createdAt!)).toBeGreaterThanOrEqual(before)
    expect(property.ownership).toEqual({ owners: [{ userId: demoUsers.seller.id, name: demoUsers.seller.fullName, share: 100 }], ownerId: demoUsers.seller.id })
    expect(property.analytics.views).toBe(0)
    // The centre of the square becomes the coordinates.
    expect(property.location.coordinates?.latitude).toBeCloseTo(30.7005, 6)
    expect(property.location.coordinates?.longitude).toBeCloseTo(76.7005, 6)

    const shown = await kit.app.inject({ url: `/api/properties/${property.id}`, headers: kit.headers.seller })
    expect(shown.json()).toEqual({ success: true, property })

    expect(await columnsOf(kit.database, property.id)).toMatchObject({
      reference: property.reference,
      title: '3 BHK Apartment in Sector 70, Mohali',
      type: 'residential',
      status: 'active',
      city: 'Mohali',
      state: 'Punjab',
      locality: 'Sector 70',
      postal_code: '160071',
      price: 8_500_000,
      area_sqft: 1650,
      bedrooms: 3,
      bathrooms: 2,
      amenities: ['parking', 'lift'],
      owner_id: demoUsers.seller.id,
      dealer_id: null,
      created_by: demoUsers.seller.id,
    })
    const ring = [...square(30.7, 76.7), { latitude: 30.7, longitude: 76.7 }]
    expect((await columnsOf(kit.database, property.id))?.boundary).toBe(`POLYGON((${ring.map((v) => `${v.longitude} ${v.latitude}`).join(',')}))`)
    const { latitude, longitude } = property.location.coordinates!
    expect((await columnsOf(kit.database, property.id))?.centroid).toBe(`POINT(${longitude} ${latitude})`)
    expect(await ownersOf(kit.database, property.id)).toEqual([{ userId: demoUsers.seller.id, share: 100, ownershipType: 'freehold' }])
  })

  it('records the first price, ownership and dealer history in the same write, and each acceptance after it', async () => {
    const property = await createAs(kit, 'dealer', propertyBody({
      ownership: { owners: [{ userId: demoUsers.seller.id, share: 60 }, { userId: demoUsers.buyer.id, share: 40, ownershipType: 'joint' }] },
      dealerInfo: { currentDealer: { userId: demoUsers.dealer.id } },
    }))
    // The owners named by the dealer are invited; the dealer names themselves.
    expect(property.ownership).toEqual({ owners: [] })
    await acceptInvitations(kit, 'seller')
    await acceptInvitations(kit, 'buyer')
    const stored = propertyOf(await requestAs(kit, 'dealer', { url: `/api/properties/${property.id}` }))
    expect(stored.ownership).toEqual({
      owners: [
        { userId: demoUsers.seller.id, name: demoUsers.seller.fullName, share: 60 },
        { userId: demoUsers.buyer.id, name: demoUsers.buyer.fullName, share: 40, ownershipType: 'joint' },
      ],
      ownerId: demoUsers.seller.id,
    })
    expect(await historyOf(kit.database, property.id)).toEqual({
      prices: [{ oldPrice: null, newPrice: 8_500_000, changedBy: demoUsers.dealer.id }],
      ownership: [
        { previousOwnerId: null, newOwnerId: null, previousOwners: [], newOwners: [], changedBy: demoUsers.dealer.id },
        { previousOwnerId: null, newOwnerId: demoUsers.seller.id, previousOwners: [], newOwners: [{ userId: demoUsers.seller.id, share: 100 }], changedBy: demoUsers.seller.id },
        {
          previousOwnerId: demoUsers.seller.id,
          newOwnerId: demoUsers.seller.id,
          previousOwners: [{ userId: demoUsers.seller.id, share: 100 }],
          newOwners: [{ userId: demoUsers.seller.id, share: 60 }, { userId: demoUsers.buyer.id, share: 40 }],
          changedBy: demoUsers.buyer.id,
        },
      ],
      dealers: [{ dealerId: demoUsers.dealer.id, assignedBy: demoUsers.dealer.id, open: true }],
    })
    expect(await ownersOf(kit.database, property.id)).toEqual([
      { userId: demoUsers.seller.id, share: 60, ownershipType: 'freehold' },
      { userId: demoUsers.buyer.id, share: 40, ownershipType: 'joint' },
    ])
    expect(await columnsOf(kit.database, property.id)).toMatchObject({ owner_id: demoUsers.seller.id, dealer_id: demoUsers.dealer.id, created_by: demoUsers.dealer.id })
  })

  it('keeps a free PROP- reference, makes one for anything else, and refuses a taken one with 409', async () => {
    const kept = await createAs(kit, 'seller', propertyBody({ reference: 'PROP-MB3K9Z10-AB12C' }))
    expect(kept.reference).toBe('PROP-MB3K9Z10-AB12C')
    const made = await createAs(kit, 'seller', propertyBody({ reference: 'not a reference' }))
    expect(made.reference).toMatch(/^PROP-/)
    const taken = await post('admin', propertyBody({ reference: 'PROP-MB3K9Z10-AB12C' }))
    expect(taken.statusCode).toBe(409)
    expect(taken.json()).toEqual({ success: false, message: 'A property with this reference already exists', code: 'CONFLICT' })
  })

  it('answers each missing field of SPEC §5 in its words, with the paths', async () => {
    const response = await post('seller', { basicInfo: { title: 'Bare' }, location: { address: { city: ' ' } } })
    expect(response.statusCode).toBe(400)
    expect(response.json()).toEqual({
      success: false,
      code: 'VALIDATION_ERROR',
      message:
        'Validation errors: Missing required field: basicInfo.type, Missing required field: basicInfo.status, Missing required field: location.address.city, Missing required field: location.address.state',
      errors: [
        { path: 'basicInfo.type', message: 'Missing required field: basicInfo.type' },
        { path: 'basicInfo.status', message: 'Missing required field: basicInfo.status' },
        { path: 'location.address.city', message: 'Missing required field: location.address.city' },
        { path: 'location.address.state', message: 'Missing required field: location.address.state' },
      ],
    })
  })

  it("answers a price or an area that is not a number with SPEC's messages", async () => {
    const response = await post('seller', propertyBody({ financial: { pricing: { totalPrice: '85 lakh' } }, specifications: { area: { total: '1650' } } }))
    expect(response.statusCode).toBe(400)
    expect(response.json()).toMatchObject({
      message: messages.validationErrors([messages.totalPriceMustBeNumber, messages.totalAreaMustBeNumber]),
      errors: [
        { path: 'financial.pricing.totalPrice', message: 'Total price must be a number' },
        { path: 'specifications.area.total', message: 'Total area must be a number' },
      ],
    })
  })

  it('then checks the schema and names the field', async () => {
    const response = await post('seller', propertyBody({ basicInfo: { type: 'castle', status: 'active' } }))
    expect(response.statusCode).toBe(400)
    const body = response.json()
    expect(body.code).toBe('VALIDATION_ERROR')
    expect(body.message).toMatch(/^Validation errors: basicInfo\.type: /)
    expect(body.errors).toEqual([{ path: 'basicInfo.type', message: expect.stringMatching(/^basicInfo\.type: /) }])
  })

  it('refuses a price the listing columns cannot hold, or one with paise', async () => {
    const response = await post('seller', propertyBody({ financial: { pricing: { totalPrice: 2e13 } } }))
    expect(response.statusCode).toBe(400)
    expect(response.json()).toMatchObject({ message: 'Total price must be at most ₹1,00,00,00,00,00,000' })
    // Stored as 1235, it would be missed by a search up to ₹1,234.56.
    const paise = await post('seller', propertyBody({ financial: { pricing: { totalPrice: 1234.56 } } }))
    expect(paise.statusCode).toBe(400)
    expect(paise.json()).toMatchObject({ errors: [{ path: 'financial.pricing.totalPrice', message: 'financial.pricing.totalPrice: Total price must be in whole rupees' }] })
  })

  it('refuses an area beyond 1,00,000 hectares in any unit, and keeps the statistics sound', async () => {
    for (const area of [{ total: 1e308, unit: 'sqm' }, { total: 1e308, unit: 'sqft' }, { total: 250_000, unit: 'acres' }]) {
      const response = await post('seller', propertyBody({ specifications: { area } }))
      expect(response.statusCode).toBe(400)
      expect(response.json()).toMatchObject({ errors: [{ path: 'specifications.area.total', message: 'Total area must be at most 1,00,000 hectares' }] })
    }
    expect((await post('seller', propertyBody({ specifications: { area: { total: 100_000, unit: 'hectares' } } }))).statusCode).toBe(201)
    const statistics = await kit.app.inject({ url: '/api/properties/statistics' })
    expect(statistics.statusCode).toBe(200)
  })

  it('refuses a boundary wider than a degree (one edge halfway round the globe) or of more than 1,000 points', async () => {
    const antipodal = [{ latitude: 0, longitude: -90 }, { latitude: 0, longitude: 90 }, { latitude: 10, longitude: 0 }]
    const wide = await post('seller', propertyBody({ location: { address: { city: 'Mohali', state: 'Punjab' }, geofence: { vertices: antipodal } } }))
    expect(wide.statusCode).toBe(400)
    expect(wide.json()).toMatchObject({
      errors: [{ path: 'location.geofence.vertices', message: 'Property boundary must fit within 1 degree of latitude and 1 degree of longitude' }],
    })
    // A tangle of points: refused by its count at once, without looking for crossings.
    const tangle = Array.from({ length: 10_000 }, (_, i) => ({ latitude: 30.7 + ((i * 7919) % 1000) / 1e5, longitude: 76.7 + ((i * 104_729) % 1000) / 1e5 }))
    const many = await post('seller', propertyBody({ location: { address: { city: 'Mohali', state: 'Punjab' }, geofence: { vertices: tangle } } }))
    expect(many.statusCode).toBe(400)
    expect(many.json()).toMatchObject({ errors: [{ path: 'location.geofence.vertices', message: 'Property boundary may have at most 1,000 points' }] })
    const crossed = await post('seller', propertyBody({ location: { address: { city: 'Mohali', state: 'Punjab' }, geofence: { vertices: tangle.slice(0, 1000) } } }))
    expect(crossed.json()).toMatchObject({ errors: [{ path: 'location.geofence.vertices', message: 'Property boundary must be a simple polygon' }] })
  })

  it('refuses a boundary that crosses itself, or one that encloses no plot', async () => {
    const crossed = await post('seller', propertyBody({ location: { address: { city: 'Mohali', state: 'Punjab' }, geofence: { vertices: bowTie } } }))
    expect(crossed.statusCode).toBe(400)
    expect(crossed.json()).toEqual({
      success: false,
      code: 'VALIDATION_ERROR',
      message: 'Property boundary must be a simple polygon',
      errors: [{ path: 'location.geofence.vertices', message: 'Property boundary must be a simple polygon' }],
    })
    const withBoundary = (vertices: unknown[]) => propertyBody({ location: { address: { city: 'Mohali', state: 'Punjab' }, geofence: { vertices } } })
    for (const vertices of [square(30.7, 76.7).slice(0, 1), square(30.7, 76.7).slice(0, 2)]) {
      const short = await post('seller', withBoundary(vertices))
      expect(short.statusCode).toBe(400)
      expect(short.json()).toMatchObject({ errors: [{ path: 'location.geofence.vertices', message: 'Property boundary needs at least 3 points' }] })
    }
    const inLine = [30.7, 30.701, 30.702].map((latitude) => ({ latitude, longitude: 76.7 }))
    const line = await post('seller', withBoundary(inLine))
    expect(line.statusCode).toBe(400)
    expect(line.json()).toMatchObject({ errors: [{ path: 'location.geofence.vertices', message: 'Property boundary must enclose at least 1 square metre' }] })
    // No vertices at all is a listing without a map boundary.
    const unmapped = await createAs(kit, 'seller', propertyBody({
      location: { address: { city: 'Mohali', state: 'Punjab' }, geofence: { vertices: [] }, coordinates: { latitude: 30.7, longitude: 76.7 } },
    }))
    expect(await columnsOf(kit.database, unmapped.id)).toMatchObject({ boundary: null, centroid: 'POINT(76.7 30.7)' })
  })

  it('takes vertices given as strings and a closed ring, and stores the open ring', async () => {
    const ring = [...square(30.7, 76.7), { latitude: 30.7, longitude: 76.7 }].map((v) => ({ latitude: String(v.latitude), longitude: String(v.longitude) }))
    const property = await createAs(kit, 'seller', propertyBody({ location: { address: { city: 'Mohali', state: 'Punjab' }, geofence: { vertices: ring } } }))
    expect(property.location.geofence).toEqual({ vertices: square(30.7, 76.7) })
  })

  it('refuses owners and dealers who are not registered users, and an owner named twice', async () => {
    const unknown = await post('seller', propertyBody({
      ownership: { owners: [{ userId: '9f0c2a4e-5b6d-4e7f-8a9b-0c1d2e3f4a5b' }, { userId: 'someone' }] },
      dealerInfo: { currentDealer: { userId: 'dealer-x' } },
    }))
    expect(unknown.statusCode).toBe(400)
    expect(unknown.json()).toEqual({
      success: false,
      code: 'VALIDATION_ERROR',
      message: 'Owner 9f0c2a4e-5b6d-4e7f-8a9b-0c1d2e3f4a5b is not a registered user (and 2 more)',
      errors: [
        { path: 'ownership.owners.0.userId', message: 'Owner 9f0c2a4e-5b6d-4e7f-8a9b-0c1d2e3f4a5b is not a registered user' },
        { path: 'ownership.owners.1.userId', message: 'Owner someone is not a registered user' },
        { path: 'dealerInfo.currentDealer.userId', message: 'Dealer dealer-x is not a registered user' },
      ],
    })
    const twice = await post('seller', propertyBody({ ownership: { owners: [{ userId: demoUsers.seller.id }, { userId: demoUsers.seller.id.toUpperCase() }] } }))
    expect(twice.json()).toMatchObject({ message: `Owner ${demoUsers.seller.id.toUpperCase()} is listed more than once` })
    const outside = await post('seller', propertyBody({ ownership: { owners: [{ userId: demoUsers.seller.id }], ownerId: demoUsers.buyer.id } }))
    expect(outside.json()).toMatchObject({ message: `The primary owner ${demoUsers.buyer.id} must be one of the owners` })
    const shares = await post('seller', propertyBody({ ownership: { owners: [{ userId: demoUsers.seller.id, share: 70 }, { userId: demoUsers.buyer.id, share: 70 }] } }))
    expect(shares.json()).toMatchObject({ errors: [{ path: 'ownership.owners', message: "Owners' shares must add up to 100% (they add up to 140%)" }] })
    expect((await kit.database.query('SELECT 1 FROM properties')).length).toBe(0)
  })

  it('makes the named owner id the owner when no owners are listed, once they accept', async () => {
    const property = await createAs(kit, 'admin', propertyBody({ ownership: { ownerId: demoUsers.seller.id.toUpperCase() } }))
    expect(property.ownership).toEqual({ owners: [] })
    await acceptInvitations(kit, 'seller')
    expect(propertyOf(await requestAs(kit, 'seller', { url: `/api/properties/${property.id}` })).ownership).toEqual({
      owners: [{ userId: demoUsers.seller.id, name: demoUsers.seller.fullName, share: 100 }],
      ownerId: demoUsers.seller.id,
    })
  })

  it("refuses a buyer with 'You need seller privileges to access this page' and a signed-out caller with 401", async () => {
    const buyer = await post('buyer', propertyBody())
    expect(buyer.statusCode).toBe(403)
    expect(buyer.json()).toEqual({ success: false, message: 'You need seller privileges to access this page', code: 'FORBIDDEN' })
    const anonymous = await post(null, propertyBody())
    expect(anonymous.statusCode).toBe(401)
    expect(anonymous.json()).toEqual(signedOut)
  })
})
