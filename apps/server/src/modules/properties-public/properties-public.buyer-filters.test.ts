// GET /api/properties/public with the home page's filters: the kind (sale, rent, lease) with
// prices and sorting inside it, BHK, area with its unit, furnishing, construction status, who
// posted it and verified owners; each against the demo data as the seed writes it.
import { SQFT_PER_SQM, SQM_PER_ACRE } from '@vishwas/domain'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import type { App } from '../../app'
import { allSeedUsers } from '../../db/seed/users'
import { activeListings, demoListings, sortedIds } from '../../test/demo-listings'
import { buildTestApp, seededDatabase } from '../../test/test-app'

type ListBody = {
  properties: { id: string; basicInfo: { listingType: string } }[]
  pagination: { page: number; limit: number; total: number; pages: number }
}

type Row = (typeof activeListings)[number]['row']

let app: App
beforeAll(async () => {
  app = await buildTestApp({ database: await seededDatabase() })
})
afterAll(() => app.close())

async function list(query: string): Promise<ListBody> {
  const params = new URLSearchParams(query)
  if (!params.has('limit')) params.set('limit', '100')
  const response = await app.inject(`/api/properties/public?${params.toString()}`)
  expect(response.statusCode, response.body).toBe(200)
  return response.json<ListBody>()
}

/** The API's answer is exactly these rows, newest first (the first 100) and counted in full. */
async function expectRows(query: string, rows: readonly Row[]) {
  expect(rows.length, `the demo data has listings for ${query}`).toBeGreaterThan(0)
  const body = await list(query)
  expect(body.pagination.total).toBe(rows.length)
  expect(body.properties.map((p) => p.id)).toEqual(sortedIds(rows, 'created_at', 'desc').slice(0, 100))
}

const active = activeListings.map((listing) => listing.row)
const where = (test: (row: Row) => boolean) => active.filter(test)

describe('GET /api/properties/public: the kind of listing', () => {
  it.each(['sale', 'rent', 'lease'] as const)('lists only listings for %s', async (listingType) => {
    await expectRows(`listingType=${listingType}`, where((row) => row.listing_type === listingType))
  })

  it('filters and sorts prices within the kind: rent per month, not mixed with sale prices', async () => {
    const rents = where((row) => row.listing_type === 'rent' && row.price >= 15_000 && row.price <= 40_000)
    const body = await list('listingType=rent&minPrice=15000&maxPrice=40000&sortBy=price&sortOrder=asc')
    expect(body.pagination.total).toBe(rents.length)
    expect(body.properties.map((p) => p.id)).toEqual(sortedIds(rents, 'price', 'asc').slice(0, 100))
    expect(body.properties.every((p) => p.basicInfo.listingType === 'rent')).toBe(true)
    // The cheapest sale is dearer than the dearest rent: sorted within the kind, no rent comes first.
    const cheapestSales = await list('listingType=sale&sortBy=price&sortOrder=asc&limit=5')
    expect(cheapestSales.properties.map((p) => p.id)).toEqual(sortedIds(where((row) => row.listing_type === 'sale'), 'price', 'asc').slice(0, 5))
    expect(cheapestSales.properties.every((p) => p.basicInfo.listingType === 'sale')).toBe(true)
  })

  it('combines the kind with type, city, BHK and budget (the home search)', async () => {
    const city = 'Mohali'
    await expectRows(
      `listingType=sale&type=residential&city=${city}&bhk=2,3&minPrice=2000000&maxPrice=15000000`,
      where((row) => row.listing_type === 'sale' && row.type === 'residential' && row.city === city && [2, 3].includes(row.bedrooms) && row.price >= 2_000_000 && row.price <= 15_000_000),
    )
  })
})

describe('GET /api/properties/public: what buyers filter by', () => {
  it('filters by BHK, with 5 meaning 5 or more and a listing without bedrooms matching none', async () => {
    await expectRows('bhk=2', where((row) => row.bedrooms === 2))
    await expectRows('bhk=1,3', where((row) => row.bedrooms === 1 || row.bedrooms === 3))
    expect(active.some((row) => row.bedrooms > 5) || active.some((row) => row.bedrooms === 5)).toBe(true)
    await expectRows('bhk=5', where((row) => row.bedrooms >= 5))
    await expectRows('bhk=4,5', where((row) => row.bedrooms >= 4))
    // Spaces and repeats are forgiven.
    await expectRows('bhk=3,%202,3', where((row) => row.bedrooms === 2 || row.bedrooms === 3))
  })

  it('filters by area in the unit given, square feet by default, bounds included', async () => {
    await expectRows('minArea=1000&maxArea=2000', where((row) => row.area_sqft >= 1000 && row.area_sqft <= 2000))
    const acre = SQM_PER_ACRE * SQFT_PER_SQM
    await expectRows('minArea=1&areaUnit=acres', where((row) => row.area_sqft >= acre * (1 - 1e-9)))
    await expectRows('maxArea=100&areaUnit=sqm', where((row) => row.area_sqft <= 100 * SQFT_PER_SQM * (1 + 1e-9)))
    const exact = active.find((row) => row.area_sqft > 0)!.area_sqft
    await expectRows(`minArea=${exact}&maxArea=${exact}`, where((row) => row.area_sqft === exact))
  })

  it.each(['unfurnished', 'semi-furnished', 'furnished'] as const)('filters by furnishing: %s', async (furnishing) => {
    await expectRows(`furnishing=${furnishing}`, where((row) => row.furnished === furnishing))
  })

  it.each(['ready-to-move', 'under-construction', 'new-launch'] as const)('filters by construction status: %s', async (status) => {
    await expectRows(`constructionStatus=${status}`, where((row) => row.construction_status === status))
  })

  it('filters by who posted it: the owner (no dealer) or a dealer', async () => {
    await expectRows('postedBy=owner', where((row) => row.dealer_id === null))
    await expectRows('postedBy=dealer', where((row) => row.dealer_id !== null))
  })

  it('keeps only listings with an accepted owner whose KYC is verified, with verifiedOnly=true', async () => {
    const verified = new Set(allSeedUsers.filter((user) => user.kycStatus === 'verified').map((user) => user.id))
    const ownersOf = new Map(demoListings.map((listing) => [listing.row.id, listing.owners.map((owner) => owner.user_id)]))
    const expected = where((row) => (ownersOf.get(row.id) ?? []).some((id) => verified.has(id)))
    expect(expected.length).toBeLessThan(active.length)
    await expectRows('verifiedOnly=true', expected)
    await expectRows('verifiedOnly=false', active)
  })

  it('takes every filter at once', async () => {
    await expectRows(
      'listingType=rent&bhk=2,3&furnishing=semi-furnished&constructionStatus=ready-to-move&postedBy=owner&minArea=500',
      where(
        (row) =>
          row.listing_type === 'rent' &&
          [2, 3].includes(row.bedrooms) &&
          row.furnished === 'semi-furnished' &&
          row.construction_status === 'ready-to-move' &&
          row.dealer_id === null &&
          row.area_sqft >= 500,
      ),
    )
  })
})

describe('GET /api/properties/public: bad buyer filters', () => {
  it.each([
    ['?listingType=buy', "Invalid query parameter 'listingType': must be one of sale, rent, lease"],
    ['?bhk=6', "Invalid query parameter 'bhk': must be a comma-separated list from 1, 2, 3, 4, 5 (5 means 5 or more)"],
    ['?bhk=0', "Invalid query parameter 'bhk': must be a comma-separated list from 1, 2, 3, 4, 5 (5 means 5 or more)"],
    ['?bhk=2,', "Invalid query parameter 'bhk': must be a comma-separated list from 1, 2, 3, 4, 5 (5 means 5 or more)"],
    ['?bhk=two', "Invalid query parameter 'bhk': must be a comma-separated list from 1, 2, 3, 4, 5 (5 means 5 or more)"],
    ['?minArea=-5', "Invalid query parameter 'minArea': must be a number from 0 to 1000000000"],
    ['?areaUnit=bigha', "Invalid query parameter 'areaUnit': must be one of sqm, sqft, acres, hectares"],
    ['?furnishing=fully', "Invalid query parameter 'furnishing': must be one of unfurnished, semi-furnished, furnished"],
    ['?constructionStatus=ready', "Invalid query parameter 'constructionStatus': must be one of ready-to-move, under-construction, new-launch"],
    ['?postedBy=builder', "Invalid query parameter 'postedBy': must be one of owner, dealer"],
    ['?verifiedOnly=yes', "Invalid query parameter 'verifiedOnly': must be true or false"],
    ['?minPrice=500000&maxPrice=100000', "Invalid query parameter 'minPrice': must not be greater than maxPrice"],
    ['?minArea=2000&maxArea=1000', "Invalid query parameter 'minArea': must not be greater than maxArea"],
  ])('rejects %s with a 400 envelope', async (query, message) => {
    const response = await app.inject(`/api/properties/public${query}`)
    expect(response.statusCode).toBe(400)
    expect(response.json()).toMatchObject({ success: false, message, code: 'VALIDATION_ERROR' })
  })
})

describe('GET /api/properties/public: totals per kind stay exact', () => {
  // Last in the file: it changes the data.
  it('counts each kind from property_counts, kept by the triggers through a change of kind, status and a delete', async () => {
    const counts = async () => {
      const rows = await app.database.query<{ listing_type: string; n: number }>(
        "SELECT listing_type, count(*)::int AS n FROM properties WHERE status = 'active' GROUP BY listing_type",
      )
      return Object.fromEntries(rows.map((row) => [row.listing_type, row.n]))
    }
    const totals = async () => ({
      sale: (await list('listingType=sale&limit=1')).pagination.total,
      rent: (await list('listingType=rent&limit=1')).pagination.total,
      lease: (await list('listingType=lease&limit=1')).pagination.total,
    })
    expect(await totals()).toEqual(await counts())
    const [sale, other, gone] = where((row) => row.listing_type === 'sale')
    await app.database.query("UPDATE properties SET listing_type = 'rent' WHERE id = $1::uuid", [sale!.id])
    await app.database.query("UPDATE properties SET status = 'sold' WHERE id = $1::uuid", [other!.id])
    await app.database.query('DELETE FROM properties WHERE id = $1::uuid', [gone!.id])
    const after = await counts()
    expect(after.sale).toBe(active.filter((row) => row.listing_type === 'sale').length - 3)
    expect(await totals()).toEqual(after)
  })
})
