// GET /api/properties/public: only active listings, each filter, each sort, pagination, and
// a 400 envelope for every kind of bad query.
import { publicListingSchema } from '@vishwas/domain'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import type { App } from '../../app'
import { activeListings, publicListingOf, sortedIds } from '../../test/demo-listings'
import { buildTestApp, seededDatabase } from '../../test/test-app'

type ListBody = {
  success: boolean
  properties: { id: string; basicInfo: { status: string; type: string }; location: { address: { city: string; state: string } }; financial: { pricing: { totalPrice: number } } }[]
  pagination: { page: number; limit: number; total: number; pages: number }
}

let app: App
beforeAll(async () => {
  app = await buildTestApp({ database: await seededDatabase() })
})
afterAll(() => app.close())

async function list(query: string): Promise<ListBody> {
  const response = await app.inject(`/api/properties/public${query}`)
  expect(response.statusCode, response.body).toBe(200)
  return response.json<ListBody>()
}

const ids = (body: ListBody) => body.properties.map((p) => p.id)

describe('GET /api/properties/public', () => {
  it('lists active listings, newest first, 10 to a page', async () => {
    const body = await list('')
    expect(body.success).toBe(true)
    expect(body.pagination).toEqual({ page: 1, limit: 10, total: activeListings.length, pages: Math.ceil(activeListings.length / 10) })
    expect(ids(body)).toEqual(sortedIds(activeListings.map((l) => l.row), 'created_at', 'desc').slice(0, 10))
    for (const property of body.properties) {
      expect(property.basicInfo.status).toBe('active')
      expect(publicListingSchema.safeParse(property).success).toBe(true)
      expect(property).not.toHaveProperty('ownership.owners')
    }
  })

  it('returns each listing as anyone without property access sees it (owners as "Owner", no user ids)', async () => {
    const body = await list('?limit=1')
    const expected = activeListings.find((l) => l.row.id === body.properties[0]?.id)
    expect(body.properties[0]).toEqual(expected && publicListingOf(expected))
  })

  it('filters by type', async () => {
    const body = await list('?type=commercial&limit=100')
    const expected = activeListings.filter((l) => l.row.type === 'commercial')
    expect(body.pagination.total).toBe(expected.length)
    expect(body.properties.every((p) => p.basicInfo.type === 'commercial')).toBe(true)
  })

  it('filters by city and state without regard to case', async () => {
    const mohali = activeListings.filter((l) => l.row.city === 'Mohali')
    expect(mohali.length).toBeGreaterThan(0)
    expect((await list('?city=mOHALI')).pagination.total).toBe(mohali.length)
    expect((await list('?city=Mohali')).pagination.total).toBe(mohali.length)
    const punjab = activeListings.filter((l) => l.row.state === 'Punjab')
    const body = await list('?state=punjab&limit=100')
    expect(body.pagination.total).toBe(punjab.length)
    expect(body.properties.every((p) => p.location.address.state === 'Punjab')).toBe(true)
    expect((await list('?city=Atlantis')).pagination).toEqual({ page: 1, limit: 10, total: 0, pages: 0 })
  })

  it('filters by price range, inclusive', async () => {
    const inRange = activeListings.filter((l) => l.row.price >= 5_000_000 && l.row.price <= 20_000_000)
    const body = await list('?minPrice=5000000&maxPrice=20000000&limit=100')
    expect(body.pagination.total).toBe(inRange.length)
    for (const p of body.properties) expect(p.financial.pricing.totalPrice).toBeGreaterThanOrEqual(5_000_000)
    const exact = activeListings[0]!.row.price
    const atExact = activeListings.filter((l) => l.row.price === exact).length
    expect((await list(`?minPrice=${exact}&maxPrice=${exact}`)).pagination.total).toBe(atExact)
    expect((await list(`?minPrice=${exact - 0.5}&maxPrice=${exact + 0.5}`)).pagination.total).toBe(atExact)
    expect((await list(`?minPrice=${exact + 0.5}&maxPrice=${exact + 0.9}`)).pagination.total).toBe(0)
  })

  it('combines filters', async () => {
    const expected = activeListings.filter((l) => l.row.city === 'Mohali' && l.row.type === 'residential' && l.row.price >= 5_000_000)
    const body = await list('?city=Mohali&type=residential&minPrice=5000000&sortBy=price&sortOrder=asc&limit=100')
    expect(ids(body)).toEqual(sortedIds(expected.map((l) => l.row), 'price', 'asc'))
  })

  it.each([
    ['price', 'asc', 'price'],
    ['price', 'desc', 'price'],
    ['area', 'desc', 'area_sqft'],
    ['area', 'asc', 'area_sqft'],
    ['views', 'desc', 'views'],
    ['score', 'asc', 'score'],
    ['createdAt', 'asc', 'created_at'],
  ] as const)('sorts by %s %s', async (sortBy, sortOrder, column) => {
    const body = await list(`?sortBy=${sortBy}&sortOrder=${sortOrder}&limit=25`)
    expect(ids(body)).toEqual(sortedIds(activeListings.map((l) => l.row), column, sortOrder).slice(0, 25))
  })

  it('pages through the list', async () => {
    const all = sortedIds(activeListings.map((l) => l.row), 'created_at', 'desc')
    const body = await list('?page=3&limit=7')
    expect(ids(body)).toEqual(all.slice(14, 21))
    expect(body.pagination).toEqual({ page: 3, limit: 7, total: all.length, pages: Math.ceil(all.length / 7) })
  })

  it('answers a page beyond the end with no listings', async () => {
    const body = await list('?page=500&limit=100')
    expect(body.properties).toEqual([])
    expect(body.pagination).toEqual({ page: 500, limit: 100, total: activeListings.length, pages: Math.ceil(activeListings.length / 100) })
  })

  it.each([
    ['?page=0', "Invalid query parameter 'page': must be a whole number from 1 to 10000"],
    ['?page=-3', "Invalid query parameter 'page': must be a whole number from 1 to 10000"],
    ['?page=10001', "Invalid query parameter 'page': must be a whole number from 1 to 10000"],
    ['?page=99999999999999999999', "Invalid query parameter 'page': must be a whole number from 1 to 10000"],
    ['?page=two', "Invalid query parameter 'page': must be a whole number from 1 to 10000"],
    ['?page=1.5', "Invalid query parameter 'page': must be a whole number from 1 to 10000"],
    ['?limit=0', "Invalid query parameter 'limit': must be a whole number from 1 to 100"],
    ['?limit=101', "Invalid query parameter 'limit': must be a whole number from 1 to 100"],
    ['?minPrice=-1', "Invalid query parameter 'minPrice': must be an amount in rupees from 0 to 10^13"],
    ['?maxPrice=lots', "Invalid query parameter 'maxPrice': must be an amount in rupees from 0 to 10^13"],
    ['?type=castle', "Invalid query parameter 'type': must be one of residential, commercial, agricultural, industrial, land"],
    ['?sortBy=name', "Invalid query parameter 'sortBy': must be one of createdAt, price, area, views, score"],
    ['?sortOrder=up', "Invalid query parameter 'sortOrder': must be asc or desc"],
    ['?city=', "Invalid query parameter 'city': must not be empty"],
    ['?color=red', "Unknown query parameter 'color'"],
    ['?city=Pune&city=Delhi', "Query parameter 'city' must be given only once"],
    ['?page=1&page=2', "Query parameter 'page' must be given only once"],
  ])('rejects %s with a 400 envelope', async (query, message) => {
    const response = await app.inject(`/api/properties/public${query}`)
    expect(response.statusCode).toBe(400)
    const body = response.json<{ success: boolean; message: string; code: string; errors: { path: string; message: string }[] }>()
    expect(body).toMatchObject({ success: false, message, code: 'VALIDATION_ERROR' })
    expect(body.errors[0]?.message).toBe(message)
  })
})
