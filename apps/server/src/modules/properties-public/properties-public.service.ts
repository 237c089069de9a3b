// Rules of the public listing calls (no sign-in): what is listed, how a property is named in a
// path (UUID or PROP- reference, ARCHITECTURE §6), and SPEC's messages. A caller here has no
// property access, so every listing is its public view (owners as "Owner", no user ids).
import { isPropertyReference, messages, paginate, placeNameSpellings, propertyTypes, type Pagination, type PropertyStatistics, type PublicListing } from '@vishwas/domain'
import type { z } from 'zod'
import { notFound } from '../../errors'
import type { RawJson } from '../../lib/raw-json'
import { areaInSquareFeet } from './buyer-filters'
import type { PropertiesPublicRepository, PropertyKey, PublicListFilter } from './properties-public.repository'
import type { publicListQuerySchema } from './properties-public.schemas'

export type PublicListQuery = z.output<typeof publicListQuerySchema>

export function propertyKey(idOrReference: string): PropertyKey {
  return isPropertyReference(idOrReference) ? { reference: idOrReference } : { id: idOrReference.toLowerCase() }
}

/** The repository's filter of a public list query (also the saved-search alerts'). */
export function publicListFilter(query: PublicListQuery): PublicListFilter {
  const { page: _page, limit: _limit, sortBy: _sortBy, sortOrder: _sortOrder, minArea, maxArea, areaUnit, city, ...rest } = query
  // A city by any of its names (Bangalore, Bengaluru): listings may store the older one.
  return { ...rest, ...(city === undefined ? {} : { cities: placeNameSpellings(city) }), ...areaInSquareFeet({ minArea, maxArea, areaUnit }) }
}

export async function listPublicProperties(input: {
  repository: PropertiesPublicRepository
  query: PublicListQuery
}): Promise<{ properties: RawJson<PublicListing[]>; pagination: Pagination }> {
  const { page, limit, sortBy, sortOrder } = input.query
  const filter = publicListFilter(input.query)
  const { properties, total } = await input.repository.listActive({ filter, sortBy, sortOrder, offset: (page - 1) * limit, limit })
  return { properties, pagination: paginate(total, page, limit) }
}

export async function getPublicProperty(input: { repository: PropertiesPublicRepository; id: string }): Promise<RawJson<PublicListing>> {
  const property = await input.repository.findPublic(propertyKey(input.id))
  if (!property) throw notFound(messages.propertyNotFound)
  return property
}

export async function getPropertyStatistics(input: { repository: PropertiesPublicRepository }): Promise<PropertyStatistics> {
  const { averagePrice, averageArea, counts } = await input.repository.statistics()
  const byType: Record<string, number> = Object.fromEntries(propertyTypes.map((type) => [type, 0]))
  let totalProperties = 0
  let activeListings = 0
  let soldProperties = 0
  for (const row of counts) {
    byType[row.type] = (byType[row.type] ?? 0) + row.count
    totalProperties += row.count
    if (row.status === 'active') activeListings += row.count
    if (row.status === 'sold') soldProperties += row.count
  }
  return { totalProperties, activeListings, soldProperties, averagePrice, averageArea, propertyTypes: byType }
}
