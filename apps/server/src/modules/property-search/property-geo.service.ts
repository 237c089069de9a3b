// The map searches of SPEC §7: properties within a radius of another property's boundary,
// properties whose boundary covers a point, and whether a point is free for a new property.
// The geometry is PostGIS's (property-geo.repository.ts); the rules here are who may search
// around which property, India's bounds, and the answers' shapes.
import { isPublicPropertyStatus, messages } from '@vishwas/domain'
import { AppError, notFound } from '../../errors'
import { hasPropertyAccess, type AuthContext } from '../../plugins/auth-guards'
import { propertyKey } from '../properties-public/properties-public.service'
import type { Point, PropertyGeoRepository } from './property-geo.repository'
import { searchMessages } from './property-search.messages'
import { pageOf, runSearch, searchAnswer, viewerOf, type PageQuery, type SearchAnswer } from './search-results'

type GeoSearch = { repository: PropertyGeoRepository; auth: AuthContext }

/** Mainland India and its islands, as a box of latitude and longitude (degrees). */
export const INDIA_BOUNDS = { south: 6.4, north: 37.1, west: 68.1, east: 97.45 } as const

export function isInIndia(point: Point): boolean {
  const { south, north, west, east } = INDIA_BOUNDS
  return point.latitude >= south && point.latitude <= north && point.longitude >= west && point.longitude <= east
}

/** Distances to the centimetre. */
const toCentimetres = (metres: number) => Math.round(metres * 100) / 100

export function findWithinRadius({ repository, auth, id, radius, query }: GeoSearch & { id: string; radius: number; query: PageQuery }) {
  return runSearch(messages.failedToFindInRadius, async () => {
    // The search runs with the lookup of the property, and is thrown away if the caller may not use it.
    const { target, result } = await repository.withinRadius({ key: propertyKey(id), radiusMetres: radius, page: pageOf(query), viewer: viewerOf(auth) })
    if (!target) throw notFound(messages.propertyNotFound)
    // As GET /properties/{ref}: a public status, or property access.
    const readable = isPublicPropertyStatus(target.status) || hasPropertyAccess(auth, target.access, 'read')
    if (!readable) throw new AppError('FORBIDDEN', messages.propertyToolsDenied)
    if (!target.hasBoundary) throw new AppError('VALIDATION_ERROR', searchMessages.propertyHasNoBoundary)
    return {
      ...searchAnswer(result, query),
      distances: result.items.map((item) => ({ propertyId: item.id, metres: toCentimetres(item.metres) })),
    }
  })
}

export function findContainingPoint({ repository, auth, point, query }: GeoSearch & { point: Point; query: PageQuery }): Promise<SearchAnswer> {
  return runSearch(messages.failedToFindContainingPoint, async () => {
    const result = await repository.containing({ point, page: pageOf(query), viewer: viewerOf(auth) })
    return searchAnswer(result, query)
  })
}

/** How many covering properties validate-point names at most. */
const MAX_CONTAINING = 100

/**
 * A point is free when it lies in India and no property the caller may see covers it; the
 * answer names the covering properties the caller may see.
 *
 * A property the caller may not see (another seller's draft, say) does not count: to them a
 * point covered only by hidden properties answers as free. Answering "taken" would tell a
 * stranger where a hidden draft lies, and a few dozen calls bisect its boundary. The call stays
 * open to every signed-in user rather than only to people with property access, because sellers
 * check the centre of a listing they are drawing before it exists (no property to have access to
 * yet); what it tells each caller is no more than containing-point shows them.
 */
export function validatePoint({ repository, auth, point }: GeoSearch & { point: Point }) {
  return runSearch(messages.failedToValidateCenterPoint, async () => {
    if (!isInIndia(point)) return { isValid: false, message: searchMessages.pointOutsideIndia, containingProperties: [] }
    const covering = await repository.findContaining({ point, viewer: viewerOf(auth), limit: MAX_CONTAINING })
    const containingProperties = covering.filter((property) => property.visible).map(({ id, reference, title }) => ({ id, reference, title }))
    return containingProperties.length === 0
      ? { isValid: true, message: searchMessages.pointAvailable, containingProperties }
      : { isValid: false, message: searchMessages.pointInsideProperty, containingProperties }
  })
}
