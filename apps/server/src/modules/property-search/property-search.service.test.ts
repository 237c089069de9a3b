// The searches' rules without a database: SPEC §8's message for each search that fails for a
// reason other than the caller's input, and the capped total.
import { describe, expect, it } from 'vitest'
import { AppError } from '../../errors'
import type { AuthContext } from '../../plugins/auth-guards'
import type { PropertyGeoRepository } from './property-geo.repository'
import { findContainingPoint, findWithinRadius, validatePoint } from './property-geo.service'
import { MAX_COUNTED_TOTAL } from './property-list.repository'
import type { PropertySearchRepository } from './property-search.repository'
import {
  advancedQuerySchema,
  byAmenitiesQuerySchema,
  byDealerQuerySchema,
  byOwnerQuerySchema,
  byRiskQuerySchema,
  byScoreQuerySchema,
  byViewsQuerySchema,
  ownershipChangesQuerySchema,
  priceChangesQuerySchema,
  withCoOwnersQuerySchema,
} from './property-search.schemas'
import {
  findByDealer,
  findOwnershipChanges,
  findPriceChanges,
  findWithCoOwners,
  searchAdvanced,
  searchByAmenities,
  searchByOwner,
  searchByRisk,
  searchByScore,
  searchByViews,
} from './property-search.service'
import { searchPagination } from './search-results'

const admin: AuthContext = { uid: 'uid-admin', did: '00000000-0000-4000-8000-000000000001', roles: { isAdmin: true, isSeller: false, isDealer: false }, exp: 0 }
const lost = new Error('connection terminated')
/** Every repository call fails as a lost database connection would. */
const failing = new Proxy({}, { get: () => () => Promise.reject(lost) })
const repository = failing as PropertySearchRepository
const geo = failing as PropertyGeoRepository
const page = { page: 1, limit: 10 }
const point = { latitude: 30.7, longitude: 76.7 }

describe('a search the database fails', () => {
  it.each([
    ['search/advanced', 'Failed to perform advanced search', () => searchAdvanced({ repository, auth: admin, query: advancedQuerySchema.parse({}) })],
    ['search/by-owner', 'Failed to search properties by owner', () => searchByOwner({ repository, auth: admin, query: byOwnerQuerySchema.parse({ name: 'a' }) })],
    ['search/by-amenities', 'Failed to search properties by amenities', () => searchByAmenities({ repository, auth: admin, query: byAmenitiesQuerySchema.parse({ amenities: 'lift' }) })],
    ['search/by-score', 'Failed to search properties by score', () => searchByScore({ repository, auth: admin, query: byScoreQuerySchema.parse({}) })],
    ['search/by-views', 'Failed to search properties by view count', () => searchByViews({ repository, auth: admin, query: byViewsQuerySchema.parse({}) })],
    ['search/by-risk', 'Failed to search properties by risk level', () => searchByRisk({ repository, auth: admin, query: byRiskQuerySchema.parse({ flood: 'low' }) })],
    ['with-co-owners', 'Failed to find properties with co-owners', () => findWithCoOwners({ repository, auth: admin, query: withCoOwnersQuerySchema.parse({}) })],
    ['ownership-changes', 'Failed to find properties with ownership changes', () => findOwnershipChanges({ repository, auth: admin, query: ownershipChangesQuerySchema.parse({}) })],
    ['by-dealer', 'Failed to find properties by dealer', () => findByDealer({ repository, auth: admin, query: byDealerQuerySchema.parse({ dealerId: admin.did }) })],
    ['price-changes', 'Failed to find properties with price changes', () => findPriceChanges({ repository, auth: admin, query: priceChangesQuerySchema.parse({}) })],
    ['within-radius', 'Failed to find properties in radius', () => findWithinRadius({ repository: geo, auth: admin, id: 'PROP-X1', radius: 100, query: page })],
    ['containing-point', 'Failed to find properties containing point', () => findContainingPoint({ repository: geo, auth: admin, point, query: page })],
    ['validate-point', 'Failed to validate center point', () => validatePoint({ repository: geo, auth: admin, point })],
  ])('%s answers 500 with SPEC’s message and keeps the cause', async (_path, message, run) => {
    const error = await run().then(
      () => undefined,
      (failure: unknown) => failure,
    )
    expect(error).toBeInstanceOf(AppError)
    expect(error).toMatchObject({ code: 'INTERNAL_ERROR', statusCode: 500, message, cause: lost })
  })
})

describe('searchPagination', () => {
  it('counts exactly up to the cap and says when it stopped there', () => {
    expect(MAX_COUNTED_TOTAL).toBe(1000)
    expect(searchPagination(1000, { page: 2, limit: 100 })).toEqual({ page: 2, limit: 100, total: 1000, pages: 10 })
    expect(searchPagination(1001, { page: 1, limit: 10 })).toEqual({ page: 1, limit: 10, total: 1000, pages: 100, isTotalCapped: true })
    expect(searchPagination(0, { page: 1, limit: 10 })).toEqual({ page: 1, limit: 10, total: 0, pages: 0 })
  })
})
