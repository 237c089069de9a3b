// The owner, dealer and history searches over hand-made rows: by-owner (and who may search by
// whom), with-co-owners, ownership-changes, by-dealer with its history, price-changes; what each
// caller sees; every 400/401/403.
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import type { App } from '../../app'
import { demoUsers } from '../../db/seed/users'
import { demoHeaders, type DemoRole } from '../../test/signed-in'
import { buildTestApp, testDatabase } from '../../test/test-app'
import { resetIdentityTables } from '../auth/auth-test-kit'
import { insertDealerSpell, insertOwnershipChange, insertPriceChange, insertProperty, insertUser, type Inserted } from './property-search.fixtures'

let app: App
let headers: Record<DemoRole, { authorization: string }>
let rahul: string
let neha: string
const seller = demoUsers.seller.id
const dealer = demoUsers.dealer.id
// p1 co-owned by the seller and Rahul; p2 Rahul's; p3 Neha's draft; p4 co-owned by the seller and
// Neha, curated by the dealer; p5 the seller's, curated by the dealer before; p6 the seller's co-owned draft.
let p1: Inserted
let p2: Inserted
let p3: Inserted
let p4: Inserted
let p5: Inserted
let p6: Inserted

beforeAll(async () => {
  const database = await testDatabase()
  await resetIdentityTables(database)
  app = await buildTestApp({ database })
  headers = await demoHeaders(app)
  rahul = await insertUser(database, { fullName: 'Rahul Kumar', phoneNumber: '+919811111111', email: 'rahul@mail.example', kycStatus: 'verified' })
  neha = await insertUser(database, { fullName: 'Neha Sharma', phoneNumber: '+919822222222', kycStatus: 'pending' })
  const day = (n: number) => new Date(Date.now() - n * 86_400_000).toISOString()
  p1 = await insertProperty(database, {
    title: 'P1',
    createdAt: day(40),
    createdBy: seller,
    owners: [
      { userId: seller, share: 60, ownershipType: 'joint' },
      { userId: rahul, share: 40, ownershipType: 'joint', name: 'Rahul K.' },
    ],
  })
  p2 = await insertProperty(database, { title: 'P2', createdAt: day(39), owners: [{ userId: rahul, share: 100, ownershipType: 'leasehold' }] })
  p3 = await insertProperty(database, { title: 'P3', createdAt: day(38), status: 'draft', owners: [{ userId: neha, share: 100 }] })
  p4 = await insertProperty(database, {
    title: 'P4',
    createdAt: day(37),
    dealerId: dealer,
    owners: [
      { userId: seller, share: 50, ownershipType: 'joint' },
      { userId: neha, share: 50, ownershipType: 'joint' },
    ],
  })
  p5 = await insertProperty(database, { title: 'P5', createdAt: day(36), ownerId: seller })
  p6 = await insertProperty(database, {
    title: 'P6',
    createdAt: day(35),
    status: 'draft',
    owners: [
      { userId: seller, share: 70, ownershipType: 'joint' },
      { userId: rahul, share: 30, ownershipType: 'joint' },
    ],
  })

  await insertOwnershipChange(database, { propertyId: p1.id, previousOwners: [], newOwners: [{ userId: seller, share: 100 }], daysAgo: 40 })
  await insertOwnershipChange(database, {
    propertyId: p1.id,
    previousOwners: [{ userId: seller, share: 100 }],
    newOwners: [{ userId: seller, share: 60 }, { userId: rahul, share: 40 }],
    daysAgo: 5,
    changedBy: seller,
  })
  await insertOwnershipChange(database, { propertyId: p2.id, previousOwners: [{ userId: neha, share: 100 }], newOwners: [{ userId: rahul, share: 100 }], daysAgo: 45 })
  await insertOwnershipChange(database, { propertyId: p3.id, previousOwners: [{ userId: rahul, share: 100 }], newOwners: [{ userId: neha, share: 100 }], daysAgo: 2 })

  await insertDealerSpell(database, { propertyId: p4.id, dealerId: dealer, daysAgo: 30 })
  await insertDealerSpell(database, { propertyId: p5.id, dealerId: dealer, daysAgo: 100, endedDaysAgo: 50 })

  await insertPriceChange(database, { propertyId: p1.id, oldPrice: 1_100_000, newPrice: 1_000_000, daysAgo: 20 })
  await insertPriceChange(database, { propertyId: p1.id, oldPrice: 1_000_000, newPrice: 900_000, daysAgo: 10 })
  await insertPriceChange(database, { propertyId: p2.id, oldPrice: 2_000_000, newPrice: 2_500_000, daysAgo: 5 })
  await insertPriceChange(database, { propertyId: p4.id, oldPrice: 1_000_000, newPrice: 1_200_000, daysAgo: 40 })
  await insertPriceChange(database, { propertyId: p3.id, oldPrice: 1_000_000, newPrice: 500_000, daysAgo: 3 })
  await insertPriceChange(database, { propertyId: p5.id, oldPrice: null, newPrice: 1_000_000, daysAgo: 1 })
  await insertPriceChange(database, { propertyId: p6.id, oldPrice: 0, newPrice: 100, daysAgo: 1 })
})
afterAll(() => app.close())

type Body = { properties: { id: string; basicInfo: { title: string } }[]; pagination: { total: number } } & Record<string, unknown>

async function get(path: string, role: DemoRole = 'buyer') {
  return app.inject({ url: `/api/properties/${path}`, headers: headers[role] })
}

async function found(path: string, role: DemoRole = 'buyer'): Promise<Body> {
  const response = await get(path, role)
  expect(response.statusCode, response.body).toBe(200)
  const body = response.json<Body>()
  expect(body.pagination.total).toBe(body.properties.length)
  return body
}

const titles = async (path: string, role: DemoRole = 'buyer') => (await found(path, role)).properties.map((p) => p.basicInfo.title)

async function refused(path: string, status: number, message: string, role: DemoRole = 'buyer') {
  const response = await get(path, role)
  expect(response.statusCode).toBe(status)
  expect(response.json()).toMatchObject({ success: false, message })
}

describe('GET /api/properties/search/by-owner', () => {
  it("lets an admin or a dealer search anyone's holdings by every criterion", async () => {
    expect(await titles(`search/by-owner?userId=${rahul}`, 'admin')).toEqual(['P6', 'P2', 'P1'])
    expect(await titles('search/by-owner?name=RAHUL', 'dealer')).toEqual(['P6', 'P2', 'P1'])
    expect(await titles('search/by-owner?name=k.', 'admin')).toEqual(['P1'])
    expect(await titles('search/by-owner?name=%25', 'admin')).toEqual([])
    expect(await titles('search/by-owner?phone=%2B919811111111', 'admin')).toEqual(['P6', 'P2', 'P1'])
    expect(await titles('search/by-owner?phone=98222%2022222', 'admin')).toEqual(['P4', 'P3'])
    expect(await titles('search/by-owner?email=RAHUL@mail.example', 'admin')).toEqual(['P6', 'P2', 'P1'])
    expect(await titles('search/by-owner?verificationStatus=pending', 'admin')).toEqual(['P4', 'P3'])
    expect(await titles('search/by-owner?ownershipType=leasehold', 'admin')).toEqual(['P2'])
    expect(await titles('search/by-owner?minShare=50&maxShare=60', 'admin')).toEqual(['P4', 'P1'])
    expect(await titles(`search/by-owner?userId=${neha}&minShare=60`, 'admin')).toEqual(['P3'])
  })

  it('lets anyone else search only their own holdings, without phone or email', async () => {
    expect(await titles('search/by-owner', 'seller')).toEqual(['P6', 'P5', 'P4', 'P1'])
    expect(await titles(`search/by-owner?userId=${seller.toUpperCase()}&minShare=55`, 'seller')).toEqual(['P6', 'P5', 'P1'])
    expect(await titles('search/by-owner', 'buyer')).toEqual([])
    const denied = "Only admins and dealers may search by another owner's id, phone or email"
    await refused(`search/by-owner?userId=${rahul}`, 403, denied, 'seller')
    await refused('search/by-owner?phone=%2B919811111111', 403, denied)
    await refused('search/by-owner?email=rahul@mail.example', 403, denied)
    await refused(`search/by-owner?userId=${demoUsers.buyer.id}&phone=9811111111`, 403, denied)
  })

  it('wants a criterion from admins, and sensible values from everyone', async () => {
    await refused('search/by-owner', 400, 'Give at least one of userId, name, phone, email, verificationStatus, ownershipType, minShare or maxShare', 'admin')
    await refused('search/by-owner?userId=rahul', 400, "Invalid query parameter 'userId': must be a user id (UUID)")
    await refused('search/by-owner?phone=12', 400, "Invalid query parameter 'phone': must be a phone number of 8 to 15 digits")
    await refused('search/by-owner?minShare=101', 400, "Invalid query parameter 'minShare': must be a number from 0 to 100")
    await refused('search/by-owner?minShare=60&maxShare=40', 400, "Invalid query parameter 'minShare': must not be greater than maxShare")
    await refused('search/by-owner?verificationStatus=done', 400, "Invalid query parameter 'verificationStatus': must be one of not-started, pending, verified, rejected")
    await refused('search/by-owner?ownershipType=rented', 400, "Invalid query parameter 'ownershipType': must be one of freehold, leasehold, co-operative-society, power-of-attorney, joint")
  })
})

describe('GET /api/properties/with-co-owners', () => {
  it('finds properties with at least two owners, and names them only to those with property access', async () => {
    const body = await found('with-co-owners')
    expect(body.properties.map((p) => p.basicInfo.title)).toEqual(['P4', 'P1'])
    // The buyer has access to neither: no owners named, the documents' public views.
    expect(body.owners).toEqual({})
    expect(body.properties.map((p) => (p as unknown as { ownership: unknown }).ownership)).toEqual([
      { isPrivate: true, label: 'Owner', verified: false },
      { isPrivate: true, label: 'Owner', verified: false },
    ])
    for (const name of [rahul, neha, seller, 'Rahul', 'Neha', 'Priya']) expect(JSON.stringify(body)).not.toContain(name)
    const asSeller = await found('with-co-owners', 'seller')
    expect(asSeller.owners).toEqual({
      [p6.id]: [
        { userId: seller, name: 'Priya Verma', share: 70, ownershipType: 'joint' },
        { userId: rahul, name: 'Rahul Kumar', share: 30, ownershipType: 'joint' },
      ],
      [p4.id]: [
        { userId: neha, name: 'Neha Sharma', share: 50, ownershipType: 'joint' },
        { userId: seller, name: 'Priya Verma', share: 50, ownershipType: 'joint' },
      ].sort((a, b) => (a.userId < b.userId ? -1 : 1)),
      [p1.id]: [
        { userId: seller, name: 'Priya Verma', share: 60, ownershipType: 'joint' },
        { userId: rahul, name: 'Rahul Kumar', share: 40, ownershipType: 'joint' },
      ],
    })
    expect(await titles('with-co-owners', 'admin')).toEqual(['P6', 'P4', 'P1'])
    expect(await titles('with-co-owners?minOwners=2&ownershipType=joint', 'seller')).toEqual(['P6', 'P4', 'P1'])
    expect(await titles('with-co-owners?ownershipType=freehold', 'admin')).toEqual([])
    expect(await titles('with-co-owners?minOwners=3', 'admin')).toEqual([])
    expect(await titles('with-co-owners?minOwners=1')).toEqual(['P5', 'P4', 'P2', 'P1'])
  })

  it('rejects a bad minOwners or ownershipType', async () => {
    for (const value of ['0', '101', 'two']) await refused(`with-co-owners?minOwners=${value}`, 400, "Invalid query parameter 'minOwners': must be a whole number from 1 to 100")
    await refused('with-co-owners?ownershipType=shared', 400, "Invalid query parameter 'ownershipType': must be one of freehold, leasehold, co-operative-society, power-of-attorney, joint")
  })
})

describe('GET /api/properties/ownership-changes', () => {
  it('finds owner changes in the window, not the record of creation, newest first; who only for those with property access', async () => {
    const body = await found('ownership-changes')
    expect(body.properties.map((p) => p.basicInfo.title)).toEqual(['P1'])
    expect(body.changes).toEqual([{ propertyId: p1.id, changedAt: expect.stringMatching(/Z$/) as string }])
    for (const name of [rahul, seller]) expect(JSON.stringify(body)).not.toContain(name)
    const asSeller = await found('ownership-changes', 'seller')
    expect(asSeller.changes).toEqual([
      {
        propertyId: p1.id,
        previousOwners: [{ userId: seller, share: 100 }],
        newOwners: [{ userId: seller, share: 60 }, { userId: rahul, share: 40 }],
        changedAt: expect.stringMatching(/^\d{4}-\d\d-\d\dT\d\d:\d\d:\d\d\.\d{3}Z$/) as string,
        changedBy: seller,
      },
    ])
    expect(await titles('ownership-changes?days=60')).toEqual(['P1', 'P2'])
    expect(await titles('ownership-changes', 'admin')).toEqual(['P3', 'P1'])
  })

  it('rejects a bad window', async () => {
    for (const days of ['0', '3651', 'week']) await refused(`ownership-changes?days=${days}`, 400, "Invalid query parameter 'days': must be a whole number from 1 to 3650")
  })
})

describe('GET /api/properties/by-dealer', () => {
  it("finds the dealer's current properties, and with includeHistory those handled before", async () => {
    const current = await found('by-dealer', 'dealer')
    expect(current.properties.map((p) => p.basicInfo.title)).toEqual(['P4'])
    expect(current).not.toHaveProperty('history')
    // Which listings a dealer curates ties the dealer to them: a caller sees only those they have property access to.
    expect(await titles(`by-dealer?dealerId=${dealer}&includeHistory=true`, 'buyer')).toEqual([])
    const withHistory = await found(`by-dealer?dealerId=${dealer}&includeHistory=true`, 'seller')
    expect(withHistory.properties.map((p) => p.basicInfo.title)).toEqual(['P5', 'P4'])
    expect(withHistory.history).toEqual([
      { propertyId: p5.id, dealerId: dealer, assignedAt: expect.any(String) as string, unassignedAt: expect.any(String) as string },
      { propertyId: p4.id, dealerId: dealer, assignedAt: expect.any(String) as string, unassignedAt: null },
    ])
    expect(await titles(`by-dealer?dealerId=${dealer}&includeHistory=false`, 'admin')).toEqual(['P4'])
  })

  it('rejects a bad dealer id or flag', async () => {
    await refused('by-dealer?dealerId=42', 400, "Invalid query parameter 'dealerId': must be a user id (UUID)")
    await refused('by-dealer?includeHistory=maybe', 400, "Invalid query parameter 'includeHistory': must be true or false")
    // Only a dealer has listings of their own to default to.
    await refused('by-dealer', 400, 'Give dealerId: the user id of the dealer whose properties to find')
  })
})

describe('GET /api/properties/price-changes', () => {
  it("finds each property's change over the period, from before its first change to after its last", async () => {
    const body = await found('price-changes')
    expect(body.properties.map((p) => p.basicInfo.title)).toEqual(['P2', 'P1'])
    const at = expect.stringMatching(/Z$/) as string
    // P1 went from 11 to 10 lakh, then to 9 lakh: down 18.18 % over the period.
    expect(body.changes).toEqual([
      { propertyId: p2.id, oldPrice: 2_000_000, newPrice: 2_500_000, percentChange: 25, changedAt: at },
      { propertyId: p1.id, oldPrice: 1_100_000, newPrice: 900_000, percentChange: -18.18, changedAt: at },
    ])
    expect(await titles('price-changes?maxPercentChange=0')).toEqual(['P1'])
    expect(await titles('price-changes?minPercentChange=-18.19&maxPercentChange=-18.18')).toEqual(['P1'])
    expect(await titles('price-changes?minPercentChange=-10&maxPercentChange=-10')).toEqual([])
    // Only its last change, 10 days ago, is within 15 days.
    expect(await titles('price-changes?period=15&minPercentChange=-10&maxPercentChange=-10')).toEqual(['P1'])
    expect(await titles('price-changes?minPercentChange=-9.99')).toEqual(['P2'])
    expect(await titles('price-changes?period=60')).toEqual(['P2', 'P1', 'P4'])
    expect(await titles('price-changes', 'admin')).toEqual(['P3', 'P2', 'P1'])
  })

  it('rejects bad percentages and periods', async () => {
    await refused('price-changes?minPercentChange=-101', 400, "Invalid query parameter 'minPercentChange': must be a number from -100 to 1000000")
    await refused('price-changes?minPercentChange=5&maxPercentChange=-5', 400, "Invalid query parameter 'minPercentChange': must not be greater than maxPercentChange")
    await refused('price-changes?period=0', 400, "Invalid query parameter 'period': must be a whole number from 1 to 3650")
  })
})

it("answers 401 'User not authenticated' to a signed-out caller on every search", async () => {
  for (const path of ['search/by-owner', 'with-co-owners', 'ownership-changes', 'by-dealer', 'price-changes']) {
    const response = await app.inject(`/api/properties/${path}`)
    expect(response.statusCode).toBe(401)
    expect(response.json()).toEqual({ success: false, message: 'User not authenticated', code: 'UNAUTHORIZED' })
  }
})

it('counts up to 1000 matches and says when there are more', async () => {
  const database = await testDatabase()
  await database.query(`INSERT INTO properties (reference, doc, title, type, status, city, state)
    SELECT 'PROP-CAPPED-' || n, jsonb_build_object('reference', 'PROP-CAPPED-' || n), 'Capped ' || n, 'land', 'active', 'Capped', 'Punjab' FROM generate_series(1, 1001) n`)
  await database.query(`UPDATE properties SET doc = doc || jsonb_build_object('id', id::text) WHERE city = 'Capped'`)
  const body = (await get('search/advanced?city=capped', 'buyer')).json<Body>()
  expect(body.pagination).toEqual({ page: 1, limit: 10, total: 1000, pages: 100, isTotalCapped: true })
  expect(body.properties).toHaveLength(10)
  const exact = (await get('search/advanced?city=capped&status=active&minPrice=0&limit=100&page=10', 'admin')).json<Body>()
  expect(exact.pagination).toMatchObject({ total: 1000, isTotalCapped: true })
  expect(exact.properties).toHaveLength(100)
})
