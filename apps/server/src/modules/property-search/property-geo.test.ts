// The map searches against hand-made squares of known geometry: points inside, on an edge along
// a meridian and just outside; radii just inside and just outside a known meridian distance;
// what each caller may see; and every 400/401/403/404.
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import type { App } from '../../app'
import { demoUsers } from '../../db/seed/users'
import { demoHeaders, type DemoRole } from '../../test/signed-in'
import { buildTestApp, testDatabase } from '../../test/test-app'
import { resetIdentityTables } from '../auth/auth-test-kit'
import { insertProperty, meridianArcMetres, ORIGIN, type Inserted, type Square } from './property-search.fixtures'

let app: App
let headers: Record<DemoRole, { authorization: string }>
const { latitude: lat0, longitude: lng0 } = ORIGIN
const column = (south: number, north: number): Square => ({ south, north, west: lng0, east: lng0 + 0.001 })

// Target A and its neighbours, all in the column lng0..lng0+0.001 unless said otherwise.
const squares = {
  a: column(lat0, lat0 + 0.001),
  east: { south: lat0, north: lat0 + 0.001, west: lng0 + 0.001, east: lng0 + 0.002 }, // shares A's east edge
  near: column(lat0 + 0.0015, lat0 + 0.0025), // about 55 m north of A
  draft: column(lat0 + 0.003, lat0 + 0.004), // the seller's draft, about 222 m north of A
  far: column(lat0 + 0.01, lat0 + 0.011), // about 998 m north of A
}
const nearGap = meridianArcMetres(lat0 + 0.001, lat0 + 0.0015)
const draftGap = meridianArcMetres(lat0 + 0.001, lat0 + 0.003)
const farGap = meridianArcMetres(lat0 + 0.001, lat0 + 0.01)

let a: Inserted
let east: Inserted
let near: Inserted
let draft: Inserted
let far: Inserted
let bare: Inserted
let otherDraft: Inserted

beforeAll(async () => {
  const database = await testDatabase()
  await resetIdentityTables(database)
  app = await buildTestApp({ database })
  headers = await demoHeaders(app)
  const seller = demoUsers.seller.id
  a = await insertProperty(database, { title: 'A', ownerId: seller, square: squares.a })
  east = await insertProperty(database, { title: 'East', ownerId: seller, square: squares.east, status: 'sold' })
  near = await insertProperty(database, { title: 'Near', ownerId: seller, square: squares.near })
  draft = await insertProperty(database, { title: 'Draft', ownerId: seller, square: squares.draft, status: 'draft' })
  far = await insertProperty(database, { title: 'Far', ownerId: seller, square: squares.far })
  bare = await insertProperty(database, { title: 'No boundary', ownerId: seller })
  otherDraft = await insertProperty(database, { title: 'Admin draft', createdBy: demoUsers.admin.id, square: column(lat0 + 0.02, lat0 + 0.021), status: 'draft' })
  // Far away (Bengaluru): never within 50 km.
  await insertProperty(database, { title: 'Bengaluru', ownerId: seller, square: { south: 12.97, north: 12.971, west: 77.59, east: 77.591 } })
})
afterAll(() => app.close())

type ListBody = { properties: { id: string; basicInfo: { title: string } }[]; pagination: { page: number; limit: number; total: number; pages: number } }
type RadiusBody = ListBody & { distances: { propertyId: string; metres: number }[] }

const titles = (body: ListBody) => body.properties.map((p) => p.basicInfo.title)

async function radius(target: string, metres: number | string, role: DemoRole = 'buyer', query = '') {
  const response = await app.inject({ url: `/api/properties/${target}/within-radius/${metres}${query}`, headers: headers[role] })
  return response
}

async function containing(point: { latitude: number | string; longitude: number | string }, role: DemoRole = 'buyer') {
  const response = await app.inject({ method: 'POST', url: '/api/properties/containing-point', payload: point, headers: headers[role] })
  expect(response.statusCode, response.body).toBe(200)
  return response.json<ListBody>()
}

describe('GET /api/properties/{id}/within-radius/{radius}', () => {
  it('finds the neighbours within the radius, nearest first, with their distances', async () => {
    const response = await radius(a.id, 300, 'admin')
    expect(response.statusCode, response.body).toBe(200)
    const body = response.json<RadiusBody>()
    expect(titles(body)).toEqual(['East', 'Near', 'Draft'])
    expect(body.pagination).toEqual({ page: 1, limit: 10, total: 3, pages: 1 })
    expect(body.distances.map((d) => d.propertyId)).toEqual([east.id, near.id, draft.id])
    expect(body.distances[0]?.metres).toBe(0)
    expect(body.distances[1]?.metres).toBeCloseTo(nearGap, 1)
    expect(body.distances[2]?.metres).toBeCloseTo(draftGap, 1)
  })

  it('includes a boundary just inside the radius and not one just outside', async () => {
    const inside = (await radius(a.reference, (nearGap + 0.05).toFixed(3))).json<RadiusBody>()
    expect(titles(inside)).toEqual(['East', 'Near'])
    const outside = (await radius(a.reference, (nearGap - 0.05).toFixed(3))).json<RadiusBody>()
    expect(titles(outside)).toEqual(['East'])
    const kilometreIn = (await radius(a.id, (farGap + 0.05).toFixed(3))).json<RadiusBody>()
    expect(titles(kilometreIn)).toEqual(['East', 'Near', 'Far'])
    expect(kilometreIn.distances[2]).toEqual({ propertyId: far.id, metres: expect.closeTo(farGap, 1) as number })
    const kilometreOut = (await radius(a.id, (farGap - 0.05).toFixed(3))).json<RadiusBody>()
    expect(titles(kilometreOut)).toEqual(['East', 'Near'])
  })

  it('shows only what the caller may see: a draft to its owner and to admins, not to a buyer', async () => {
    expect(titles((await radius(a.id, 1000, 'buyer')).json<RadiusBody>())).toEqual(['East', 'Near', 'Far'])
    expect(titles((await radius(a.id, 1000, 'seller')).json<RadiusBody>())).toEqual(['East', 'Near', 'Draft', 'Far'])
    expect(titles((await radius(a.id, 1000, 'dealer')).json<RadiusBody>())).toEqual(['East', 'Near', 'Draft', 'Far'])
    expect(titles((await radius(a.id, 2500, 'admin')).json<RadiusBody>())).toEqual(['East', 'Near', 'Draft', 'Far', 'Admin draft'])
  })

  it('pages through the neighbours', async () => {
    const body = (await radius(a.id, 1000, 'buyer', '?page=2&limit=2')).json<RadiusBody>()
    expect(titles(body)).toEqual(['Far'])
    expect(body.pagination).toEqual({ page: 2, limit: 2, total: 3, pages: 2 })
  })

  it("answers 400 'Property has no boundary', 404 for an unknown property, 403 for another's draft", async () => {
    const noBoundary = await radius(bare.id, 100)
    expect(noBoundary.statusCode).toBe(400)
    expect(noBoundary.json()).toMatchObject({ success: false, message: 'Property has no boundary' })
    const unknown = await radius('9f0c2a4e-5b6d-4e7f-8a9b-0c1d2e3f4a5b', 100)
    expect(unknown.statusCode).toBe(404)
    expect(unknown.json()).toEqual({ success: false, message: 'Property not found', code: 'NOT_FOUND' })
    const hidden = await radius(otherDraft.id, 100, 'buyer')
    expect(hidden.statusCode).toBe(403)
    expect(hidden.json()).toEqual({ success: false, message: "You don't have permission to access property management tools", code: 'FORBIDDEN' })
    expect((await radius(draft.id, 100, 'seller')).statusCode).toBe(200)
  })

  it.each([
    ['0', "Invalid path parameter 'radius': must be a number from 1 to 50000"],
    ['50001', "Invalid path parameter 'radius': must be a number from 1 to 50000"],
    ['far', "Invalid path parameter 'radius': must be a number from 1 to 50000"],
  ])('rejects radius %s', async (value, message) => {
    const response = await radius(a.id, value)
    expect(response.statusCode).toBe(400)
    expect(response.json()).toMatchObject({ success: false, code: 'VALIDATION_ERROR', message })
  })

  it('rejects a key that is neither a UUID nor a reference, and a signed-out caller', async () => {
    expect((await radius('nonsense', 100)).json()).toMatchObject({ message: "Invalid path parameter 'id': must be a property UUID or a PROP- reference" })
    const signedOut = await app.inject(`/api/properties/${a.id}/within-radius/100`)
    expect(signedOut.statusCode).toBe(401)
    expect(signedOut.json()).toEqual({ success: false, message: 'User not authenticated', code: 'UNAUTHORIZED' })
  })
})

describe('POST /api/properties/containing-point', () => {
  const middle = { latitude: lat0 + 0.0005, longitude: lng0 + 0.0005 }

  it('finds the property around a point inside it', async () => {
    const body = await containing(middle)
    expect(titles(body)).toEqual(['A'])
    expect(body.pagination).toEqual({ page: 1, limit: 10, total: 1, pages: 1 })
    expect(body.properties[0]).toMatchObject({ id: a.id, reference: a.reference })
  })

  it('counts a point on an edge along a meridian as inside, and a point just beside it as outside', async () => {
    expect(titles(await containing({ latitude: middle.latitude, longitude: lng0 }))).toEqual(['A'])
    const shared = await containing({ latitude: middle.latitude, longitude: lng0 + 0.001 })
    expect(titles(shared).sort()).toEqual(['A', 'East'])
    expect(titles(await containing({ latitude: middle.latitude, longitude: lng0 - 0.00001 }))).toEqual([])
    expect(titles(await containing({ latitude: String(middle.latitude), longitude: String(lng0 + 0.0005) }))).toEqual(['A'])
  })

  it("hides another's draft from a buyer but not from its owner or an admin", async () => {
    const inDraft = { latitude: lat0 + 0.0035, longitude: lng0 + 0.0005 }
    expect(titles(await containing(inDraft, 'buyer'))).toEqual([])
    expect(titles(await containing(inDraft, 'seller'))).toEqual(['Draft'])
    expect(titles(await containing(inDraft, 'admin'))).toEqual(['Draft'])
  })

  it('rejects bad coordinates and a signed-out caller', async () => {
    for (const payload of [{ latitude: 91, longitude: 76 }, { latitude: 30 }, { latitude: 'north', longitude: 76 }]) {
      const response = await app.inject({ method: 'POST', url: '/api/properties/containing-point', payload, headers: headers.buyer })
      expect(response.statusCode).toBe(400)
      expect(response.json()).toMatchObject({ success: false, code: 'VALIDATION_ERROR' })
    }
    const signedOut = await app.inject({ method: 'POST', url: '/api/properties/containing-point', payload: middle })
    expect(signedOut.statusCode).toBe(401)
    expect(signedOut.json()).toMatchObject({ message: 'User not authenticated' })
  })
})

describe('POST /api/properties/validate-point', () => {
  async function validate(point: { latitude: number; longitude: number }, role: DemoRole = 'buyer') {
    const response = await app.inject({ method: 'POST', url: '/api/properties/validate-point', payload: point, headers: headers[role] })
    expect(response.statusCode, response.body).toBe(200)
    return response.json<{ success: boolean; isValid: boolean; message: string; containingProperties: { id: string; reference: string; title: string }[] }>()
  }

  it('accepts a free point in India', async () => {
    expect(await validate({ latitude: lat0 - 0.01, longitude: lng0 })).toEqual({ success: true, isValid: true, message: 'Point is available', containingProperties: [] })
  })

  it('refuses a point inside or on the edge of a property and names it', async () => {
    const expected = { success: true, isValid: false, message: 'Point lies inside an existing property', containingProperties: [{ id: a.id, reference: a.reference, title: 'A' }] }
    expect(await validate({ latitude: lat0 + 0.0005, longitude: lng0 + 0.0005 })).toEqual(expected)
    expect(await validate({ latitude: lat0 + 0.0005, longitude: lng0 })).toEqual(expected)
  })

  it("answers a point covered only by another's hidden draft as free to those who may not see it, so its boundary cannot be mapped", async () => {
    const point = { latitude: lat0 + 0.0035, longitude: lng0 + 0.0005 }
    const free = { success: true, isValid: true, message: 'Point is available', containingProperties: [] }
    expect(await validate(point, 'buyer')).toEqual(free)
    // Bisecting toward the draft's edge tells a stranger nothing: inside and just outside answer alike.
    expect(await validate({ latitude: lat0 + 0.0035, longitude: lng0 - 0.0001 }, 'buyer')).toEqual(free)
    expect(await validate(point, 'seller')).toEqual({
      success: true,
      isValid: false,
      message: 'Point lies inside an existing property',
      containingProperties: [{ id: draft.id, reference: draft.reference, title: 'Draft' }],
    })
    expect((await validate(point, 'admin')).isValid).toBe(false)
  })

  it('refuses a point outside India', async () => {
    expect(await validate({ latitude: 51.5072, longitude: -0.1276 })).toEqual({ success: true, isValid: false, message: 'Point is outside India', containingProperties: [] })
  })

  it('rejects bad coordinates and a signed-out caller', async () => {
    const bad = await app.inject({ method: 'POST', url: '/api/properties/validate-point', payload: { latitude: 30, longitude: 181 }, headers: headers.buyer })
    expect(bad.statusCode).toBe(400)
    expect(bad.json<{ message: string }>().message).toMatch(/^Invalid body field 'longitude'/)
    const signedOut = await app.inject({ method: 'POST', url: '/api/properties/validate-point', payload: { latitude: 30, longitude: 76 } })
    expect(signedOut.json()).toEqual({ success: false, message: 'User not authenticated', code: 'UNAUTHORIZED' })
  })
})
