// SQL of the attribute and history searches (SPEC §7): each turns its filters into conditions on
// typed columns (the document only for risk and surroundings, which have no column) and runs
// the shared list statement (property-list.repository.ts) for the caller's visible properties.
import type {
  ConstructionStatus,
  FurnishingStatus,
  KycStatus,
  ListingType,
  OwnershipType,
  PropertyStatus,
  PropertySubType,
  PropertyType,
  RiskKind,
  RiskLevel,
} from '@vishwas/domain'
import type { DatabaseHandle } from '../../db/database'
import { buyerConditions, type PostedBy } from '../properties-public/buyer-filters'
import { Binder, accessTo, createPropertyListRepository, type ListSpec, type Viewer } from './property-list.repository'

export type SortBy = 'createdAt' | 'updatedAt' | 'price' | 'area' | 'views' | 'score' | 'title'
export type Page = { offset: number; limit: number }
/** An exact room count, or at least that many ("3+"). */
export type RoomCount = { count: number; orMore: boolean }

export type AdvancedFilter = {
  type?: PropertyType
  subType?: PropertySubType
  status?: PropertyStatus
  listingType?: ListingType
  constructionStatus?: ConstructionStatus
  /** Every spelling of one city (the domain's placeNameSpellings: Bengaluru, Bangalore), matched without regard to case. */
  cities?: readonly string[]
  state?: string
  locality?: string
  postalCode?: string
  minPrice?: number
  maxPrice?: number
  minAreaSqft?: number
  maxAreaSqft?: number
  bedrooms?: RoomCount
  bathrooms?: RoomCount
  furnished?: FurnishingStatus
  /** Bedrooms from the home page's choices, the last meaning that many or more. */
  bhk?: readonly number[]
  postedBy?: PostedBy
  verifiedOnly?: boolean
}

export type OwnerCriteria = {
  userId?: string
  name?: string
  phoneNumber?: string
  email?: string
  verificationStatus?: KycStatus
  ownershipType?: OwnershipType
  minShare?: number
  maxShare?: number
}

export type Range = { min?: number; max?: number }

export type CoOwner = { userId: string; name: string; share: number; ownershipType: string }
export type OwnerShare = { userId: string; share?: number }
/** Who owned before and after, and who changed it, only to a caller with property access. */
export type OwnershipChange = { propertyId: string; previousOwners?: OwnerShare[]; newOwners?: OwnerShare[]; changedAt: string; changedBy?: string }
export type DealerSpell = { propertyId: string; dealerId: string; assignedAt: string; unassignedAt: string | null }
export type PriceChange = { propertyId: string; oldPrice: number; newPrice: number; percentChange: number; changedAt: string }

const sortKeys: Record<SortBy, string> = {
  createdAt: 'p.created_at',
  updatedAt: 'p.updated_at',
  price: 'p.price',
  area: 'p.area_sqft',
  views: 'p.views',
  score: 'p.score',
  title: 'p.title',
}

const newestFirst = { key: sortKeys.createdAt, descending: true }

/** An ISO 8601 UTC timestamp, as the rest of the API writes them. */
const iso = (column: string) => `to_char(${column} AT TIME ZONE 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS.MS"Z"')`

/** Areas converted from another unit carry floating-point noise; this keeps exact matches. */
const AREA_SLACK = 1e-9

/** `%text%` for ILIKE, with the pattern characters of the text matched literally. */
export function containsPattern(text: string): string {
  return `%${text.replace(/[\\%_]/g, (character) => `\\${character}`)}%`
}

function rangeConditions(binder: Binder, column: string, range: Range, cast: string): string[] {
  return [
    ...(range.min !== undefined ? [`${column} >= ${binder.bind(range.min, cast)}`] : []),
    ...(range.max !== undefined ? [`${column} <= ${binder.bind(range.max, cast)}`] : []),
  ]
}

function roomCondition(binder: Binder, column: string, rooms: RoomCount): string {
  return `${column} ${rooms.orMore ? '>=' : '='} ${binder.bind(rooms.count, 'int')}`
}

export function advancedConditions(binder: Binder, filter: AdvancedFilter): string[] {
  const where: string[] = []
  const equal = (column: string, value: string | undefined) => {
    if (value !== undefined) where.push(`${column} = ${binder.bind(value, 'text')}`)
  }
  equal('p.type', filter.type)
  equal('p.sub_type', filter.subType)
  equal('p.listing_type', filter.listingType)
  equal('p.construction_status', filter.constructionStatus)
  equal('p.furnished', filter.furnished)
  equal('p.postal_code', filter.postalCode)
  if (filter.cities && filter.cities.length > 0) {
    const keys = filter.cities.map((city) => city.toLowerCase())
    where.push(keys.length === 1 ? `p.city_key = ${binder.bind(keys[0], 'text')}` : `p.city_key = ANY(${binder.bind(keys, 'text[]')})`)
  }
  if (filter.state !== undefined) where.push(`p.state_key = lower(${binder.bind(filter.state, 'text')})`)
  if (filter.locality !== undefined) where.push(`lower(p.locality) = lower(${binder.bind(filter.locality, 'text')})`)
  // Whole rupees, so the comparison stays bigint and uses the price indexes.
  const rupees = { min: filter.minPrice === undefined ? undefined : Math.ceil(filter.minPrice), max: filter.maxPrice === undefined ? undefined : Math.floor(filter.maxPrice) }
  where.push(...rangeConditions(binder, 'p.price', rupees, 'bigint'))
  const squareFeet = {
    min: filter.minAreaSqft === undefined ? undefined : filter.minAreaSqft * (1 - AREA_SLACK),
    max: filter.maxAreaSqft === undefined ? undefined : filter.maxAreaSqft * (1 + AREA_SLACK),
  }
  where.push(...rangeConditions(binder, 'p.area_sqft', squareFeet, 'float8'))
  if (filter.bedrooms) where.push(roomCondition(binder, 'p.bedrooms', filter.bedrooms))
  if (filter.bathrooms) where.push(roomCondition(binder, 'p.bathrooms', filter.bathrooms))
  where.push(...buyerConditions((value, cast) => binder.bind(value, cast), { bhk: filter.bhk, postedBy: filter.postedBy, verifiedOnly: filter.verifiedOnly }))
  return where
}

function ownerConditions(binder: Binder, criteria: OwnerCriteria): string[] {
  const where: string[] = []
  if (criteria.userId !== undefined) where.push(`o.user_id = ${binder.bind(criteria.userId, 'uuid')}`)
  if (criteria.name !== undefined) {
    const pattern = binder.bind(containsPattern(criteria.name), 'text')
    where.push(`(u.full_name ILIKE ${pattern} ESCAPE '\\' OR EXISTS (
      SELECT 1 FROM jsonb_array_elements(CASE WHEN jsonb_typeof(p.doc->'ownership'->'owners') = 'array' THEN p.doc->'ownership'->'owners' ELSE '[]'::jsonb END) named
       WHERE named->>'userId' = o.user_id::text AND named->>'name' ILIKE ${pattern} ESCAPE '\\'))`)
  }
  if (criteria.phoneNumber !== undefined) where.push(`u.phone_number = ${binder.bind(criteria.phoneNumber, 'text')}`)
  if (criteria.email !== undefined) where.push(`lower(u.email) = lower(${binder.bind(criteria.email, 'text')})`)
  if (criteria.verificationStatus !== undefined) where.push(`u.kyc_status = ${binder.bind(criteria.verificationStatus, 'text')}`)
  if (criteria.ownershipType !== undefined) where.push(`o.ownership_type = ${binder.bind(criteria.ownershipType, 'text')}`)
  where.push(...rangeConditions(binder, 'o.share', { min: criteria.minShare, max: criteria.maxShare }, 'float8'))
  return where
}

const coOwnersOf = (property: string) => `(SELECT coalesce(json_agg(json_build_object('userId', o.user_id::text, 'name', coalesce(nullif(u.full_name, ''), (
    SELECT named->>'name' FROM jsonb_array_elements(CASE WHEN jsonb_typeof(${property}.doc->'ownership'->'owners') = 'array' THEN ${property}.doc->'ownership'->'owners' ELSE '[]'::jsonb END) named
     WHERE named->>'userId' = o.user_id::text LIMIT 1), ''), 'share', o.share, 'ownershipType', o.ownership_type) ORDER BY o.share DESC, o.user_id), '[]'::json)
  FROM property_owners o JOIN users u ON u.id = o.user_id WHERE o.property_id = ${property}.id)`

export function createPropertySearchRepository(database: DatabaseHandle) {
  const lists = createPropertyListRepository(database)
  const list = <E extends Record<string, unknown> = Record<string, never>>(binder: Binder, spec: Omit<ListSpec, 'offset' | 'limit'>, page: Page, viewer: Viewer) =>
    lists.list<E>({ ...spec, ...page }, viewer, binder)

  return {
    advanced(input: { filter: AdvancedFilter; sortBy: SortBy; descending: boolean; page: Page; viewer: Viewer }) {
      const binder = new Binder()
      const where = advancedConditions(binder, input.filter)
      const spec = {
        where,
        ...(input.filter.status ? { statuses: [input.filter.status] } : {}),
        sort: { key: sortKeys[input.sortBy], descending: input.descending },
      }
      return list(binder, spec, input.page, input.viewer)
    },

    byOwner(input: { criteria: OwnerCriteria; page: Page; viewer: Viewer }) {
      const binder = new Binder()
      const owner = ownerConditions(binder, input.criteria)
      const where = [`EXISTS (SELECT 1 FROM property_owners o JOIN users u ON u.id = o.user_id WHERE ${['o.property_id = p.id', ...owner].join(' AND ')})`]
      return list(binder, { where, sort: newestFirst }, input.page, input.viewer)
    },

    byAmenities(input: { amenities: string[]; surrounding: string[]; page: Page; viewer: Viewer }) {
      const binder = new Binder()
      const where = [
        ...(input.amenities.length > 0 ? [`p.amenities @> ${binder.bind(input.amenities, 'text[]')}`] : []),
        ...(input.surrounding.length > 0 ? [`p.doc->'surrounding' @> ${binder.bind(JSON.stringify(input.surrounding), 'jsonb')}`] : []),
      ]
      return list(binder, { where, sort: newestFirst }, input.page, input.viewer)
    },

    byScore(input: { range: Range; page: Page; viewer: Viewer }) {
      const binder = new Binder()
      const where = rangeConditions(binder, 'p.score', input.range, 'float8')
      return list(binder, { where, sort: { key: sortKeys.score, descending: true } }, input.page, input.viewer)
    },

    byViews(input: { range: Range; page: Page; viewer: Viewer }) {
      const binder = new Binder()
      const where = rangeConditions(binder, 'p.views', input.range, 'int')
      return list(binder, { where, sort: { key: sortKeys.views, descending: true } }, input.page, input.viewer)
    },

    byRisk(input: { levels: Partial<Record<RiskKind, RiskLevel>>; page: Page; viewer: Viewer }) {
      const binder = new Binder()
      const where = [`p.doc->'risk' @> ${binder.bind(JSON.stringify(input.levels), 'jsonb')}`]
      return list(binder, { where, sort: newestFirst }, input.page, input.viewer)
    },

    withCoOwners(input: { minOwners: number; ownershipType?: OwnershipType; page: Page; viewer: Viewer }) {
      const binder = new Binder()
      const ofType = input.ownershipType !== undefined ? `WHERE ownership_type = ${binder.bind(input.ownershipType, 'text')}` : ''
      const where = [`p.id IN (SELECT property_id FROM property_owners ${ofType} GROUP BY property_id HAVING count(*) >= ${binder.bind(input.minOwners, 'int')})`]
      // The owners only of rows the caller has property access to.
      const extras = { owners: `CASE WHEN v.has_access THEN ${coOwnersOf('d')} END` }
      return list<{ owners: CoOwner[] | null }>(binder, { where, sort: newestFirst, extras }, input.page, input.viewer)
    },

    ownershipChanges(input: { days: number; page: Page; viewer: Viewer }) {
      const binder = new Binder()
      const since = `now() - make_interval(days => ${binder.bind(input.days, 'int')})`
      // The first row of a property records its creation (no previous owners): not a change.
      const changed = `h.changed_at >= ${since} AND jsonb_array_length(h.previous_owners) > 0`
      const spec: Omit<ListSpec, 'offset' | 'limit'> = {
        with: [`changed AS (SELECT h.property_id, max(h.changed_at) AS last_change FROM property_ownership_history h WHERE ${changed} GROUP BY h.property_id)`],
        from: 'properties p JOIN changed c ON c.property_id = p.id',
        where: [],
        sort: { key: 'c.last_change', descending: true },
        extras: {
          // Who owned and who changed it only to a caller with property access; to others, when.
          changes: `(SELECT json_agg(CASE WHEN v.has_access
              THEN json_build_object('propertyId', h.property_id::text, 'previousOwners', h.previous_owners, 'newOwners', h.new_owners,
                'changedAt', ${iso('h.changed_at')}, 'changedBy', h.changed_by)
              ELSE json_build_object('propertyId', h.property_id::text, 'changedAt', ${iso('h.changed_at')}) END ORDER BY h.changed_at DESC, h.id DESC)
            FROM property_ownership_history h WHERE h.property_id = d.id AND ${changed})`,
        },
      }
      return list<{ changes: OwnershipChange[] }>(binder, spec, input.page, input.viewer)
    },

    byDealer(input: { dealerId: string; includeHistory: boolean; page: Page; viewer: Viewer }) {
      const binder = new Binder()
      const dealer = binder.bind(input.dealerId, 'uuid')
      const where = [
        input.includeHistory ? `(p.dealer_id = ${dealer} OR p.id IN (SELECT property_id FROM property_dealer_history WHERE dealer_id = ${dealer}))` : `p.dealer_id = ${dealer}`,
        // Which listings a dealer curates ties the dealer to them: only those the caller has property access to.
        ...(input.viewer.seesEverything ? [] : [accessTo(binder, input.viewer, 'p')]),
      ]
      const extras = input.includeHistory
        ? {
            history: `(SELECT coalesce(json_agg(json_build_object('propertyId', h.property_id::text, 'dealerId', h.dealer_id::text, 'assignedAt', ${iso('h.assigned_at')},
              'unassignedAt', ${iso('h.unassigned_at')}) ORDER BY h.assigned_at DESC, h.id DESC), '[]'::json)
              FROM property_dealer_history h WHERE h.property_id = d.id AND h.dealer_id = ${dealer})`,
          }
        : undefined
      return list<{ history?: DealerSpell[] }>(binder, { where, sort: newestFirst, ...(extras ? { extras } : {}) }, input.page, input.viewer)
    },

    priceChanges(input: { days: number; minPercent?: number; maxPercent?: number; page: Page; viewer: Viewer }) {
      const binder = new Binder()
      const since = `now() - make_interval(days => ${binder.bind(input.days, 'int')})`
      const percent = '((l.new_price - l.old_price) * 100.0 / l.old_price)'
      const spec: Omit<ListSpec, 'offset' | 'limit'> = {
        // The change over the period: from the price before its first change in the period to
        // the price after its last (up 20 % and back down 20 % is a fall of 4 %, not of 20).
        with: [
          `latest AS (SELECT DISTINCT ON (h.property_id) h.property_id,
              first_value(h.old_price) OVER (PARTITION BY h.property_id ORDER BY h.changed_at, h.id) AS old_price, h.new_price, h.changed_at
            FROM property_price_history h
            WHERE h.changed_at >= ${since} AND h.old_price IS NOT NULL ORDER BY h.property_id, h.changed_at DESC, h.id DESC)`,
        ],
        from: 'properties p JOIN latest l ON l.property_id = p.id',
        // A change from a price of 0 has no percentage.
        where: ['l.old_price > 0', ...rangeConditions(binder, percent, { min: input.minPercent, max: input.maxPercent }, 'float8')],
        sort: { key: 'l.changed_at', descending: true },
        carry: {
          old_price: 'l.old_price',
          new_price: 'l.new_price',
          percent_change: `round(${percent}, 2)::float8`,
          changed_at: iso('l.changed_at'),
        },
      }
      return list<{ old_price: number; new_price: number; percent_change: number; changed_at: string }>(binder, spec, input.page, input.viewer)
    },
  }
}

export type PropertySearchRepository = ReturnType<typeof createPropertySearchRepository>
