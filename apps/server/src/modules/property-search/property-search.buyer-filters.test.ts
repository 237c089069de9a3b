// search/advanced with the home page's filters under the names its address uses: bhk (5 or
// more), furnishing (SPEC's furnished), postedBy and verifiedOnly, beside SPEC's own filters.
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import type { App } from '../../app'
import type { SeedListing } from '../../db/seed/listings'
import { allSeedUsers } from '../../db/seed/users'
import { demoListings, sortedIds } from '../../test/demo-listings'
import { demoHeaders, type DemoRole } from '../../test/signed-in'
import { buildTestApp, seededDatabase } from '../../test/test-app'

type ListBody = { properties: { id: string }[]; pagination: { total: number } }

let app: App
let headers: Record<DemoRole, { authorization: string }>
beforeAll(async () => {
  app = await buildTestApp({ database: await seededDatabase() })
  headers = await demoHeaders(app)
})
afterAll(() => app.close())

/** What a buyer sees: listings in the public statuses. */
const seen = demoListings.filter((l) => ['active', 'sold', 'rented'].includes(l.row.status))

async function expectFound(query: string, test: (listing: SeedListing) => boolean) {
  const rows = seen.filter(test).map((l) => l.row)
  expect(rows.length, `the demo data has listings for ${query}`).toBeGreaterThan(0)
  expect(rows.length).toBeLessThanOrEqual(100)
  const response = await app.inject({ url: `/api/properties/search/advanced?limit=100&${query}`, headers: headers.buyer })
  expect(response.statusCode, response.body).toBe(200)
  const body = response.json<ListBody>()
  expect(body.pagination.total).toBe(rows.length)
  expect(body.properties.map((p) => p.id)).toEqual(sortedIds(rows, 'created_at', 'desc'))
}

const inMohali = (l: SeedListing) => l.row.city === 'Mohali'

describe('GET /api/properties/search/advanced: the home page filters', () => {
  it('filters by BHK, 5 meaning 5 or more', async () => {
    await expectFound('city=Mohali&bhk=2,3', (l) => inMohali(l) && [2, 3].includes(l.row.bedrooms))
    await expectFound('city=Mohali&bhk=4,5', (l) => inMohali(l) && l.row.bedrooms >= 4)
  })

  it('takes furnishing as the same filter as furnished', async () => {
    await expectFound('furnishing=furnished&listingType=rent', (l) => l.row.furnished === 'furnished' && l.row.listing_type === 'rent')
    await expectFound('furnishing=furnished&furnished=furnished&listingType=rent', (l) => l.row.furnished === 'furnished' && l.row.listing_type === 'rent')
  })

  it('filters by who posted it and by verified owners', async () => {
    await expectFound('city=Mohali&postedBy=dealer', (l) => inMohali(l) && l.row.dealer_id !== null)
    await expectFound('city=Mohali&postedBy=owner', (l) => inMohali(l) && l.row.dealer_id === null)
    const verified = new Set(allSeedUsers.filter((user) => user.kycStatus === 'verified').map((user) => user.id))
    await expectFound('city=Mohali&verifiedOnly=true', (l) => inMohali(l) && l.owners.some((owner) => verified.has(owner.user_id)))
  })

  it.each([
    ['bhk=7', "Invalid query parameter 'bhk': must be a comma-separated list from 1, 2, 3, 4, 5 (5 means 5 or more)"],
    ['postedBy=agent', "Invalid query parameter 'postedBy': must be one of owner, dealer"],
    ['verifiedOnly=1', "Invalid query parameter 'verifiedOnly': must be true or false"],
    ['furnishing=furnished&furnished=unfurnished', "Invalid query parameter 'furnishing': must be the same as furnished when both are given"],
  ])('rejects %s with a 400 envelope', async (query, message) => {
    const response = await app.inject({ url: `/api/properties/search/advanced?${query}`, headers: headers.buyer })
    expect(response.statusCode).toBe(400)
    expect(response.json()).toMatchObject({ success: false, code: 'VALIDATION_ERROR', message })
  })
})
