// The attribute searches over the demo listings: search/advanced (every filter, sorting, paging),
// by-amenities, by-score, by-views and by-risk; what each caller sees; every 400 and the 401.
import { SQFT_PER_SQM, SQM_PER_ACRE, publicPropertySchema, storedPropertySchema, toPublicProperty } from '@vishwas/domain'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import type { App } from '../../app'
import type { SeedListing } from '../../db/seed/listings'
import { demoUsers } from '../../db/seed/users'
import { demoListings } from '../../test/demo-listings'
import { demoHeaders, type DemoRole } from '../../test/signed-in'
import { buildTestApp, seededDatabase } from '../../test/test-app'

type Row = SeedListing['row']
type ListBody = { success: true; properties: { id: string }[]; pagination: { page: number; limit: number; total: number; pages: number } }

let app: App
let headers: Record<DemoRole, { authorization: string }>

beforeAll(async () => {
  app = await buildTestApp({ database: await seededDatabase() })
  headers = await demoHeaders(app)
})
afterAll(() => app.close())

const OPEN = ['active', 'sold', 'rented']
const visibleTo: Record<DemoRole, (listing: SeedListing) => boolean> = {
  admin: () => true,
  dealer: () => true,
  seller: (l) => OPEN.includes(l.row.status) || l.row.owner_id === demoUsers.seller.id || l.owners.some((o) => o.user_id === demoUsers.seller.id),
  buyer: (l) => OPEN.includes(l.row.status),
}

/** The listings a role sees that pass the test, in the API's order: key then id, both descending unless asc. */
function expected(role: DemoRole, test: (listing: SeedListing) => boolean, key: (row: Row) => string | number = (row) => row.created_at ?? '', ascending = false): string[] {
  const sign = ascending ? 1 : -1
  return demoListings
    .filter((l) => visibleTo[role](l) && test(l))
    .map((l) => l.row)
    .sort((a, b) => {
      const x = key(a)
      const y = key(b)
      if (x !== y) return (x < y ? -1 : 1) * sign
      return (a.id < b.id ? -1 : 1) * sign
    })
    .map((row) => row.id)
}

async function search(path: string, role: DemoRole = 'buyer'): Promise<ListBody> {
  const response = await app.inject({ url: `/api/properties/${path}`, headers: headers[role] })
  expect(response.statusCode, response.body).toBe(200)
  return response.json<ListBody>()
}

/** All ids of a search (limit 100 is enough for the demo set's filtered lists). */
async function ids(path: string, role: DemoRole = 'buyer'): Promise<string[]> {
  const body = await search(`${path}${path.includes('?') ? '&' : '?'}limit=100`, role)
  expect(body.pagination.total).toBe(body.properties.length)
  return body.properties.map((p) => p.id)
}

async function rejects(path: string, message: string) {
  const response = await app.inject({ url: `/api/properties/${path}`, headers: headers.buyer })
  expect(response.statusCode).toBe(400)
  expect(response.json()).toMatchObject({ success: false, code: 'VALIDATION_ERROR', message })
}

describe('GET /api/properties/search/advanced', () => {
  it('lists what the caller may see, newest first, 10 to a page, as public views to a caller without property access', async () => {
    const body = await search('search/advanced')
    const all = expected('buyer', () => true)
    expect(body.pagination).toEqual({ page: 1, limit: 10, total: all.length, pages: Math.ceil(all.length / 10) })
    expect(body.properties.map((p) => p.id)).toEqual(all.slice(0, 10))
    const first = demoListings.find((l) => l.row.id === all[0])?.property
    expect(body.properties[0]).toEqual(first && toPublicProperty(first))
    for (const property of body.properties) expect(publicPropertySchema.safeParse(property).success).toBe(true)
  })

  it('gives each row its stored document where the caller has property access, and its public view elsewhere', async () => {
    const seller = demoUsers.seller.id
    const body = await search('search/advanced?limit=100', 'seller')
    const own = body.properties.filter((p) => demoListings.find((l) => l.row.id === p.id)?.property.metadata.createdBy === seller)
    const others = body.properties.filter((p) => !own.includes(p))
    expect(own.length).toBeGreaterThan(0)
    for (const property of own) expect(property).toEqual(demoListings.find((l) => l.row.id === property.id)?.property)
    for (const property of others) expect(publicPropertySchema.safeParse(property).success).toBe(true)
    const dealer = await search('search/advanced?limit=5', 'dealer')
    for (const property of dealer.properties) expect(storedPropertySchema.safeParse(property).success).toBe(true)
  })

  it.each([
    ['type=commercial', (r: Row) => r.type === 'commercial'],
    ['subType=villa', (r: Row) => r.sub_type === 'villa'],
    ['listingType=rent', (r: Row) => r.listing_type === 'rent'],
    ['constructionStatus=under-construction', (r: Row) => r.construction_status === 'under-construction'],
    ['city=mOHALI', (r: Row) => r.city === 'Mohali'],
    ['state=punjab', (r: Row) => r.state === 'Punjab'],
    ['locality=sector%2070', (r: Row) => r.locality === 'Sector 70'],
    ['furnished=semi-furnished', (r: Row) => r.furnished === 'semi-furnished'],
    ['minPrice=5000000&maxPrice=9000000', (r: Row) => r.price >= 5_000_000 && r.price <= 9_000_000],
    ['minArea=1000&maxArea=1500', (r: Row) => r.area_sqft >= 1000 && r.area_sqft <= 1500],
    ['minArea=100&maxArea=140&areaUnit=sqm', (r: Row) => r.area_sqft >= 100 * SQFT_PER_SQM && r.area_sqft <= 140 * SQFT_PER_SQM],
    ['minArea=1&areaUnit=acres', (r: Row) => r.area_sqft >= SQM_PER_ACRE * SQFT_PER_SQM * (1 - 1e-9)],
    ['bedrooms=3', (r: Row) => r.bedrooms === 3],
    ['bedrooms=4%2B', (r: Row) => r.bedrooms >= 4],
    ['bathrooms=2', (r: Row) => r.bathrooms === 2],
    ['bathrooms=3+', (r: Row) => r.bathrooms >= 3],
    ['type=residential&city=Mohali&bedrooms=3', (r: Row) => r.type === 'residential' && r.city === 'Mohali' && r.bedrooms === 3],
  ])('filters by %s', async (query, test) => {
    const want = expected('buyer', (l) => test(l.row))
    expect(want.length).toBeGreaterThan(0)
    const body = await search(`search/advanced?${query}&limit=100`)
    expect(body.pagination.total).toBe(want.length)
    expect(body.properties.map((p) => p.id)).toEqual(want.slice(0, 100))
  })

  it('filters by PIN code', async () => {
    const pin = demoListings[0]!.row.postal_code
    expect(await ids(`search/advanced?postalCode=${pin}`)).toEqual(expected('buyer', (l) => l.row.postal_code === pin))
  })

  it('filters by status among what the caller may see', async () => {
    expect(await ids('search/advanced?status=sold')).toEqual(expected('buyer', (l) => l.row.status === 'sold'))
    expect(await ids('search/advanced?status=draft', 'buyer')).toEqual([])
    const sellerDrafts = expected('seller', (l) => l.row.status === 'draft')
    expect(sellerDrafts.length).toBeGreaterThan(0)
    expect(await ids('search/advanced?status=draft', 'seller')).toEqual(sellerDrafts)
    const allDrafts = expected('admin', (l) => l.row.status === 'draft')
    expect(allDrafts.length).toBeGreaterThan(sellerDrafts.length)
    expect(await ids('search/advanced?status=draft', 'admin')).toEqual(allDrafts)
  })

  it("shows a buyer no one's drafts, a seller their own, an admin and a dealer everyone's", async () => {
    for (const role of ['buyer', 'seller', 'dealer', 'admin'] as const) {
      const body = await search('search/advanced?city=Mohali&limit=100', role)
      expect(body.properties.map((p) => p.id)).toEqual(expected(role, (l) => l.row.city === 'Mohali'))
    }
  })

  it.each([
    ['price', 'asc', (r: Row) => r.price],
    ['price', 'desc', (r: Row) => r.price],
    ['area', 'asc', (r: Row) => r.area_sqft],
    ['views', 'desc', (r: Row) => r.views],
    ['score', 'asc', (r: Row) => r.score],
    ['updatedAt', 'desc', (r: Row) => r.updated_at ?? ''],
    ['createdAt', 'asc', (r: Row) => r.created_at ?? ''],
  ] as const)('sorts by %s %s', async (sortBy, sortOrder, key) => {
    const body = await search(`search/advanced?state=Punjab&sortBy=${sortBy}&sortOrder=${sortOrder}&limit=100`, 'seller')
    expect(body.properties.map((p) => p.id)).toEqual(expected('seller', (l) => l.row.state === 'Punjab', key, sortOrder === 'asc'))
  })

  it('sorts by title both ways', async () => {
    const ascending = await ids('search/advanced?city=Mohali&sortBy=title&sortOrder=asc')
    expect(await ids('search/advanced?city=Mohali&sortBy=title')).toEqual([...ascending].reverse())
  })

  it('pages through the results', async () => {
    const all = expected('buyer', (l) => l.row.type === 'residential')
    const body = await search('search/advanced?type=residential&page=3&limit=7')
    expect(body.properties.map((p) => p.id)).toEqual(all.slice(14, 21))
    expect(body.pagination).toEqual({ page: 3, limit: 7, total: all.length, pages: Math.ceil(all.length / 7) })
    const seller = expected('seller', () => true)
    const sellerPage = await search('search/advanced?page=4&limit=9', 'seller')
    expect(sellerPage.properties.map((p) => p.id)).toEqual(seller.slice(27, 36))
    expect((await search('search/advanced?page=9999&limit=100')).properties).toEqual([])
  })

  it.each([
    ['type=castle', "Invalid query parameter 'type': must be one of residential, commercial, agricultural, industrial, land"],
    ['subType=igloo', "Invalid query parameter 'subType': must be one of"],
    ['status=lost', "Invalid query parameter 'status': must be one of draft, active, pending, sold, rented, inactive"],
    ['listingType=swap', "Invalid query parameter 'listingType': must be one of sale, rent, lease"],
    ['constructionStatus=soon', "Invalid query parameter 'constructionStatus': must be one of ready-to-move, under-construction, new-launch"],
    ['furnished=yes', "Invalid query parameter 'furnished': must be one of unfurnished, semi-furnished, furnished"],
    ['postalCode=012345', "Invalid query parameter 'postalCode': must be a 6-digit PIN code not starting with 0"],
    ['minPrice=-5', "Invalid query parameter 'minPrice': must be an amount in rupees from 0 to 10^13"],
    ['minPrice=9&maxPrice=5', "Invalid query parameter 'minPrice': must not be greater than maxPrice"],
    ['minArea=big', "Invalid query parameter 'minArea': must be a number from 0 to 1000000000"],
    ['minArea=9&maxArea=5', "Invalid query parameter 'minArea': must not be greater than maxArea"],
    ['areaUnit=bigha', "Invalid query parameter 'areaUnit': must be one of sqm, sqft, acres, hectares"],
    ['bedrooms=two', "Invalid query parameter 'bedrooms': must be a whole number from 0 to 100, or one followed by + (e.g. 3+) for at least that many"],
    ['bathrooms=101', "Invalid query parameter 'bathrooms': must be a whole number from 0 to 100"],
    ['bedrooms=-1', "Invalid query parameter 'bedrooms'"],
    ['city=', "Invalid query parameter 'city': must not be empty"],
    ['sortBy=rank', "Invalid query parameter 'sortBy': must be one of createdAt, updatedAt, price, area, views, score, title"],
    ['sortOrder=up', "Invalid query parameter 'sortOrder': must be asc or desc"],
    ['limit=101', "Invalid query parameter 'limit': must be a whole number from 1 to 100"],
    ['page=0', "Invalid query parameter 'page': must be a whole number from 1 to 10000"],
    ['colour=red', "Unknown query parameter 'colour'"],
    ['city=Pune&city=Delhi', "Query parameter 'city' must be given only once"],
  ])('rejects %s', async (query, message) => {
    const response = await app.inject({ url: `/api/properties/search/advanced?${query}`, headers: headers.buyer })
    expect(response.statusCode).toBe(400)
    expect(response.json()).toMatchObject({ success: false, code: 'VALIDATION_ERROR' })
    expect(response.json<{ message: string }>().message).toContain(message)
  })

  it("answers 401 'User not authenticated' without a token", async () => {
    for (const path of ['search/advanced', 'search/by-score', 'search/by-views', 'search/by-risk?flood=low', 'search/by-amenities?amenities=lift']) {
      const response = await app.inject(`/api/properties/${path}`)
      expect(response.statusCode).toBe(401)
      expect(response.json()).toEqual({ success: false, message: 'User not authenticated', code: 'UNAUTHORIZED' })
    }
  })
})

describe('GET /api/properties/search/by-amenities', () => {
  it('finds properties with every listed amenity and surrounding', async () => {
    const has = (l: SeedListing) => ['parking', 'lift'].every((a) => l.row.amenities.includes(a))
    expect(await ids('search/by-amenities?amenities=parking,%20lift')).toEqual(expected('buyer', has))
    // Tags are compared in lower case.
    expect(await ids('search/by-amenities?amenities=PARKING,Lift')).toEqual(expected('buyer', has))
    const near = (l: SeedListing) => ['school', 'hospital'].every((s) => l.property.surrounding.includes(s))
    expect(await ids('search/by-amenities?surrounding=school,hospital,')).toEqual(expected('buyer', near))
    const both = expected('admin', (l) => has(l) && near(l))
    expect(both.length).toBeGreaterThan(0)
    expect(await ids('search/by-amenities?amenities=lift,parking&surrounding=hospital,school', 'admin')).toEqual(both)
    expect(await ids('search/by-amenities?amenities=helipad')).toEqual([])
  })

  it('wants at least one list, of sensible items', async () => {
    await rejects('search/by-amenities', 'Give amenities, surrounding or both, as comma-separated lists')
    await rejects(`search/by-amenities?amenities=${'x'.repeat(61)}`, "Invalid query parameter 'amenities': must be a comma-separated list of 1 to 20 amenities, each at most 60 characters")
    await rejects('search/by-amenities?surrounding=,,', "Invalid query parameter 'surrounding': must be a comma-separated list of 1 to 20 surroundings, each at most 60 characters")
  })
})

describe('GET /api/properties/search/by-score and by-views', () => {
  it('finds scores in range, highest first', async () => {
    const want = expected('buyer', (l) => l.row.score >= 80 && l.row.score <= 85, (r) => r.score)
    expect(await ids('search/by-score?minScore=80&maxScore=85')).toEqual(want)
    const top = await search('search/by-score?minScore=90', 'admin')
    expect(top.properties.map((p) => p.id)).toEqual(expected('admin', (l) => l.row.score >= 90, (r) => r.score).slice(0, 10))
  })

  it('finds view counts in range, most viewed first', async () => {
    const want = expected('buyer', (l) => l.row.views >= 100 && l.row.views <= 400, (r) => r.views)
    expect(await ids('search/by-views?minViews=100&maxViews=400')).toEqual(want)
    const all = await search('search/by-views?maxViews=2500')
    expect(all.pagination.total).toBe(expected('buyer', () => true).length)
  })

  it.each([
    ['search/by-score?minScore=101', "Invalid query parameter 'minScore': must be a number from 0 to 100"],
    ['search/by-score?minScore=60&maxScore=50', "Invalid query parameter 'minScore': must not be greater than maxScore"],
    ['search/by-views?minViews=1.5', "Invalid query parameter 'minViews': must be a whole number from 0 to 2147483647"],
    ['search/by-views?minViews=9&maxViews=1', "Invalid query parameter 'minViews': must not be greater than maxViews"],
  ])('rejects %s', async (path, message) => {
    await rejects(path, message)
  })
})

describe('GET /api/properties/search/by-risk', () => {
  it('finds properties with every given hazard level', async () => {
    const risky = (l: SeedListing) => l.property.risk?.earthquake === 'high' && l.property.risk.flood === 'medium'
    const want = expected('buyer', risky)
    expect(want.length).toBeGreaterThan(0)
    expect(await ids('search/by-risk?earthquake=high&flood=medium')).toEqual(want)
    const cyclone = await search('search/by-risk?hurricane=high&limit=100')
    expect(cyclone.properties.map((p) => p.id)).toEqual(expected('buyer', (l) => l.property.risk?.hurricane === 'high').slice(0, 100))
  })

  it('wants at least one known level', async () => {
    await rejects('search/by-risk', 'Give at least one of earthquake, flood, hurricane or landslide')
    await rejects('search/by-risk?landslide=extreme', "Invalid query parameter 'landslide': must be one of low, medium, high")
  })
})
