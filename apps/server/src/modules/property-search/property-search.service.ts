// The attribute and history searches of SPEC §7, each over the properties the caller may see:
// the query's rules (units, who may search by whom, what counts as a search at all) and the
// answer's shape. Failures other than the caller's input carry SPEC §8's message.
import { messages, normalizeTag, placeNameSpellings, toSquareFeet, type RiskKind, type RiskLevel } from '@vishwas/domain'
import type { z } from 'zod'
import { AppError } from '../../errors'
import type { AuthContext } from '../../plugins/auth-guards'
import { searchMessages } from './property-search.messages'
import type { CoOwner, DealerSpell, OwnerCriteria, OwnershipChange, PriceChange, PropertySearchRepository } from './property-search.repository'
import type {
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
import { invalidQuery, pageOf, runSearch, searchAnswer, viewerOf, type SearchAnswer } from './search-results'

type Search<Q extends z.ZodType> = { repository: PropertySearchRepository; auth: AuthContext; query: z.output<Q> }


export function searchAdvanced({ repository, auth, query }: Search<typeof advancedQuerySchema>): Promise<SearchAnswer> {
  return runSearch(messages.failedToAdvancedSearch, async () => {
    const { page: _page, limit: _limit, sortBy, sortOrder, areaUnit, minArea, maxArea, furnishing, furnished, city, ...filter } = query
    const inSquareFeet = (area: number | undefined) => (area === undefined ? undefined : toSquareFeet(area, areaUnit))
    const result = await repository.advanced({
      // A city by any of its names (Bangalore, Bengaluru): listings may store the older one.
      filter: { ...filter, ...(city === undefined ? {} : { cities: placeNameSpellings(city) }), furnished: furnished ?? furnishing, minAreaSqft: inSquareFeet(minArea), maxAreaSqft: inSquareFeet(maxArea) },
      sortBy,
      descending: sortOrder === 'desc',
      page: pageOf(query),
      viewer: viewerOf(auth),
    })
    return searchAnswer(result, query)
  })
}

/**
 * Admins and dealers search anyone's holdings; anyone else only their own (their user id is
 * the default), and never by phone or email.
 */
export function searchByOwner({ repository, auth, query }: Search<typeof byOwnerQuerySchema>): Promise<SearchAnswer> {
  return runSearch(messages.failedToSearchByOwner, async () => {
    const viewer = viewerOf(auth)
    const { page, limit, phone, ...rest } = query
    const criteria: OwnerCriteria = { ...rest, phoneNumber: phone }
    if (!viewer.seesEverything) {
      const othersId = criteria.userId !== undefined && criteria.userId !== auth.did
      if (othersId || criteria.phoneNumber !== undefined || criteria.email !== undefined) throw new AppError('FORBIDDEN', searchMessages.ownerSearchDenied)
      criteria.userId = auth.did
    } else if (Object.values(criteria).every((value) => value === undefined)) {
      throw invalidQuery(searchMessages.ownerCriteriaMissing)
    }
    return searchAnswer(await repository.byOwner({ criteria, page: pageOf({ page, limit }), viewer }), query)
  })
}

export function searchByAmenities({ repository, auth, query }: Search<typeof byAmenitiesQuerySchema>): Promise<SearchAnswer> {
  return runSearch(messages.failedToSearchByAmenities, async () => {
    if (!query.amenities && !query.surrounding) throw invalidQuery(searchMessages.amenitiesMissing)
    const result = await repository.byAmenities({
      amenities: (query.amenities ?? []).map(normalizeTag),
      surrounding: (query.surrounding ?? []).map(normalizeTag),
      page: pageOf(query),
      viewer: viewerOf(auth),
    })
    return searchAnswer(result, query)
  })
}

export function searchByScore({ repository, auth, query }: Search<typeof byScoreQuerySchema>): Promise<SearchAnswer> {
  return runSearch(messages.failedToSearchByScore, async () => {
    const range = { min: query.minScore, max: query.maxScore }
    return searchAnswer(await repository.byScore({ range, page: pageOf(query), viewer: viewerOf(auth) }), query)
  })
}

export function searchByViews({ repository, auth, query }: Search<typeof byViewsQuerySchema>): Promise<SearchAnswer> {
  return runSearch(messages.failedToSearchByViews, async () => {
    const range = { min: query.minViews, max: query.maxViews }
    return searchAnswer(await repository.byViews({ range, page: pageOf(query), viewer: viewerOf(auth) }), query)
  })
}

export function searchByRisk({ repository, auth, query }: Search<typeof byRiskQuerySchema>): Promise<SearchAnswer> {
  return runSearch(messages.failedToSearchByRisk, async () => {
    const { page, limit, ...given } = query
    const levels = Object.fromEntries(Object.entries(given).filter(([, level]) => level !== undefined)) as Partial<Record<RiskKind, RiskLevel>>
    if (Object.keys(levels).length === 0) throw invalidQuery(searchMessages.riskMissing)
    return searchAnswer(await repository.byRisk({ levels, page: pageOf({ page, limit }), viewer: viewerOf(auth) }), query)
  })
}

export function findWithCoOwners({ repository, auth, query }: Search<typeof withCoOwnersQuerySchema>): Promise<SearchAnswer & { owners: Record<string, CoOwner[]> }> {
  return runSearch(messages.failedToFindWithCoOwners, async () => {
    const result = await repository.withCoOwners({ minOwners: query.minOwners, ownershipType: query.ownershipType, page: pageOf(query), viewer: viewerOf(auth) })
    // The owners of the rows the caller has property access to (the others' are null).
    const owners = result.items.flatMap((item) => (item.owners ? [[item.id, item.owners] as const] : []))
    return { ...searchAnswer(result, query), owners: Object.fromEntries(owners) }
  })
}

export function findOwnershipChanges({ repository, auth, query }: Search<typeof ownershipChangesQuerySchema>): Promise<SearchAnswer & { changes: OwnershipChange[] }> {
  return runSearch(messages.failedToFindOwnershipChanges, async () => {
    const result = await repository.ownershipChanges({ days: query.days, page: pageOf(query), viewer: viewerOf(auth) })
    return { ...searchAnswer(result, query), changes: result.items.flatMap((item) => item.changes) }
  })
}

export function findByDealer({ repository, auth, query }: Search<typeof byDealerQuerySchema>): Promise<SearchAnswer & { history?: DealerSpell[] }> {
  return runSearch(messages.failedToFindByDealer, async () => {
    // A dealer's own listings by default; anyone else names the dealer.
    if (!query.dealerId && !auth.roles.isDealer) throw invalidQuery(searchMessages.dealerMissing)
    const dealerId = query.dealerId ?? auth.did
    const result = await repository.byDealer({ dealerId, includeHistory: query.includeHistory, page: pageOf(query), viewer: viewerOf(auth) })
    const found = searchAnswer(result, query)
    return query.includeHistory ? { ...found, history: result.items.flatMap((item) => item.history ?? []) } : found
  })
}

export function findPriceChanges({ repository, auth, query }: Search<typeof priceChangesQuerySchema>): Promise<SearchAnswer & { changes: PriceChange[] }> {
  return runSearch(messages.failedToFindPriceChanges, async () => {
    const result = await repository.priceChanges({
      days: query.period,
      minPercent: query.minPercentChange,
      maxPercent: query.maxPercentChange,
      page: pageOf(query),
      viewer: viewerOf(auth),
    })
    const changes = result.items.map((item) => ({
      propertyId: item.id,
      oldPrice: item.old_price,
      newPrice: item.new_price,
      percentChange: item.percent_change,
      changedAt: item.changed_at,
    }))
    return { ...searchAnswer(result, query), changes }
  })
}
