// SQL of the public listing: only typed columns in WHERE / ORDER BY (see the indexes in
// db/schema/properties.ts), the documents' public views as the result (owners as "Owner", no user
// ids: the domain's toPublicProperty), read as JSON text (public_doc_json, as RawJson) with what has
// been verified about each (listing-verification.ts) and answered as they are.
import { publicPropertyStatuses, type AnalyticsCounter, type AnalyticsEvent, type PropertyType, type PublicListing } from '@vishwas/domain'
import { and, eq, inArray, sql } from 'drizzle-orm'
import type { DatabaseHandle } from '../../db/database'
import { statementNamer } from '../../db/statement-names'
import { RawJson } from '../../lib/raw-json'
import { properties, propertyCounts } from '../../db/schema/index'
import { bedroomCounts, buyerConditions, type BuyerFilter } from './buyer-filters'
import { publicListingTextSql } from './listing-verification'

export type SortBy = 'createdAt' | 'price' | 'area' | 'views' | 'score'
export type PublicListFilter = BuyerFilter & {
  type?: PropertyType | undefined
  /** Every spelling of one city (the domain's placeNameSpellings: Bengaluru, Bangalore), matched without regard to case. */
  cities?: readonly string[] | undefined
  state?: string | undefined
  /** One locality, matched without regard to case or surrounding spaces. */
  locality?: string | undefined
  minPrice?: number | undefined
  maxPrice?: number | undefined
}
export type PropertyKey = { id: string } | { reference: string }


const sortColumnNames: Record<SortBy, string> = { createdAt: 'created_at', price: 'price', area: 'area_sqft', views: 'views', score: 'score' }

export type ListInput = { filter: PublicListFilter; sortBy: SortBy; sortOrder: 'asc' | 'desc'; offset: number; limit: number }

/**
 * The public list's conditions: `listed` over the properties row `p` (active listings matching the
 * filter), `counted` over property_counts `c`; `bind` adds a value and answers its placeholder.
 * Also used by the saved-search alerts, so an alert matches exactly what the search lists.
 */
export function publicListConditions(filter: PublicListFilter, bind: (value: unknown) => string): { listed: string[]; counted: string[]; countsRows: boolean; homeSearch: boolean } {
  const listed = ["p.status = 'active'"]
  const counted = ["c.status = 'active'"]
  if (filter.type) {
    const type = bind(filter.type)
    listed.push(`p.type = ${type}`)
    counted.push(`c.type = ${type}`)
  }
  if (filter.cities && filter.cities.length > 0) {
    // Each spelling bound as its own value: a cached plan then estimates the city as it would
    // one value (an array of unknown length makes it guess a handful of rows and pick the price
    // index; see homeSearch below).
    const keys = filter.cities.map((city) => bind(city.toLowerCase()) + '::text')
    const match = keys.length === 1 ? `= ${keys[0]}` : `IN (${keys.join(', ')})`
    listed.push(`p.city_key ${match}`)
    counted.push(`c.city_key ${match}`)
  }
  if (filter.locality) listed.push(`lower(btrim(p.locality)) = lower(${bind(filter.locality)}::text)`)
  if (filter.state) {
    const state = bind(filter.state)
    listed.push(`p.state_key = lower(${state}::text)`)
    counted.push(`c.state_key = lower(${state}::text)`)
  }
  // Whole rupees, so the comparison stays bigint and uses the price indexes.
  if (filter.minPrice !== undefined) listed.push(`p.price >= ${bind(Math.ceil(filter.minPrice))}::bigint`)
  if (filter.maxPrice !== undefined) listed.push(`p.price <= ${bind(Math.floor(filter.maxPrice))}::bigint`)
  if (filter.listingType) {
    const listingType = bind(filter.listingType)
    listed.push(`p.listing_type = ${listingType}::text`)
    counted.push(`c.listing_type = ${listingType}::text`)
  }
  // BHK as one bound value per bedroom count, like the city.
  const bedrooms = filter.bhk && filter.bhk.length > 0 ? bedroomCounts(filter.bhk).map((count) => `${bind(count)}::int`) : []
  if (bedrooms.length > 0) listed.push(`p.bedrooms IN (${bedrooms.join(', ')})`)
  const buyer = buyerConditions((value, cast) => `${bind(value)}::${cast}`, { ...filter, listingType: undefined, bhk: undefined })
  listed.push(...buyer)
  // property_counts has no price, locality or buyer filter other than the kind: with one, the total counts the rows.
  const countsRows = filter.minPrice !== undefined || filter.maxPrice !== undefined || filter.locality !== undefined || bedrooms.length > 0 || buyer.length > 0
  // The home search (a kind, a city, BHK and perhaps a budget, nothing else) is all keys of one
  // index (properties_status_listing_type_city_bedrooms_price_idx), so one cached plan serves every
  // value: no planning per call. Any other filtered search is planned for its own values.
  const homeSearch =
    filter.listingType !== undefined &&
    (filter.cities?.length ?? 0) > 0 &&
    bedrooms.length > 0 &&
    buyer.length === 0 &&
    !filter.type &&
    !filter.state &&
    !filter.locality
  return { listed, counted, countsRows, homeSearch }
}

/**
 * The public list's hot query as one prepared statement per shape (which filters are present,
 * the sort): the total and the page's documents as one JSON array, in one snapshot. Filtered by
 * kind, type, city and state alone the total is a sum over property_counts (kept exact by
 * triggers); with any other filter (price, BHK, area ...), a count from the covering indexes.
 * Values are always bound; only whitelisted column names are spliced in.
 */
export function listStatement(input: ListInput): { name: string | undefined; text: string; values: unknown[] } {
  const { filter } = input
  const values: unknown[] = []
  const bind = (value: unknown) => {
    values.push(value)
    return `$${values.length}`
  }
  const { listed, counted, countsRows, homeSearch } = publicListConditions(filter, bind)
  const where = listed.join(' AND ')
  const total = countsRows
    ? `(SELECT count(*)::int FROM properties p WHERE ${where})`
    : `(SELECT coalesce(sum(c.n), 0)::int FROM property_counts c WHERE ${counted.join(' AND ')})`
  const column = sortColumnNames[input.sortBy]
  const direction = input.sortOrder === 'asc' ? 'ASC' : 'DESC'
  const order = `ORDER BY p.${column} ${direction}, p.id ${direction} LIMIT ${bind(input.limit)} OFFSET ${bind(input.offset)}`
  // The default first page reads its rows straight from an index in its order. A later page, or a
  // search with a price, a locality or a buyer filter, takes the page's ids from an index alone
  // and then reads only their documents, rather than the documents of every row it skips or
  // filters out (the home search: 1.4 ms against 3.8 ms at 100 000 listings).
  const docs =
    input.offset === 0 && !countsRows
      ? `SELECT coalesce(json_agg(${publicListingTextSql('page')}::json ORDER BY page.key ${direction}, page.id ${direction}), '[]'::json)
     FROM (SELECT p.public_doc_json, p.${column} AS key, p.id FROM properties p WHERE ${where} ${order}) AS page`
      : `SELECT coalesce(json_agg(${publicListingTextSql('d')}::json ORDER BY page.key ${direction}, page.id ${direction}), '[]'::json)
     FROM (SELECT p.id, p.${column} AS key FROM properties p WHERE ${where} ${order}) AS page JOIN properties d ON d.id = page.id`
  const text = `SELECT ${total} AS total, (${docs})::text AS docs`
  // Any other search with a price, a locality or a buyer filter is planned for its own values:
  // which index serves it best depends on them (a generic plan filtered a city's sales in a budget
  // outside the price index: 250 ms at 100 000 listings, against 2 ms to plan and 4 ms to run its
  // own plan).
  return { name: countsRows && !homeSearch ? undefined : publicListName(text), text, values }
}

const publicListName = statementNamer('public_list')

const byKey = (key: PropertyKey) => ('id' in key ? eq(properties.id, key.id) : eq(properties.reference, key.reference))
const isPublic = inArray(properties.status, [...publicPropertyStatuses])

/** A property page's read (by id or by reference), as named statements: the hottest single-row read. */
const publicStatuses = publicPropertyStatuses.map((status) => `'${status}'`).join(', ')
const findPublicStatements = {
  id: { name: 'public_property_by_id', text: `SELECT ${publicListingTextSql('p')} AS doc FROM properties p WHERE p.id = $1::uuid AND p.status IN (${publicStatuses})` },
  reference: { name: 'public_property_by_reference', text: `SELECT ${publicListingTextSql('p')} AS doc FROM properties p WHERE p.reference = $1::text AND p.status IN (${publicStatuses})` },
}

export function createPropertiesPublicRepository(database: DatabaseHandle) {
  const { db } = database
  return {
    /** One page of active listings and the total count, in one round trip (see listStatement). */
    async listActive(input: ListInput): Promise<{ total: number; properties: RawJson<PublicListing[]> }> {
      const [row] = await database.prepared<{ total: number; docs: string }>(listStatement(input))
      return { total: row?.total ?? 0, properties: new RawJson(row?.docs ?? '[]') }
    },

    async findPublic(key: PropertyKey): Promise<RawJson<PublicListing> | undefined> {
      const [row] = await database.prepared<{ doc: string }>(
        'id' in key ? { ...findPublicStatements.id, values: [key.id] } : { ...findPublicStatements.reference, values: [key.reference] },
      )
      return row ? new RawJson(row.doc) : undefined
    },

    /** A public property's id and view count, or undefined when there is none by that key. */
    async findPublicViews(key: PropertyKey): Promise<{ id: string; views: number } | undefined> {
      const [row] = await db.select({ id: properties.id, views: properties.views }).from(properties).where(and(byKey(key), isPublic)).limit(1)
      return row
    },

    /** Adds one view to a public property; the count lives in the column and in the document's analytics.views. */
    async incrementViews(id: string): Promise<number | undefined> {
      const [row] = await db
        .update(properties)
        .set({
          views: sql`${properties.views} + 1`,
          doc: sql`jsonb_set(${properties.doc}, '{analytics,views}', to_jsonb(${properties.views} + 1), true)`,
        })
        .where(and(eq(properties.id, id), isPublic))
        .returning({ views: properties.views })
      return row?.views
    },

    /**
     * Adds one to a counter of a public property's analytics and logs the event, in one statement;
     * false when the property is no longer public.
     */
    async countEvent(id: string, counter: AnalyticsCounter, payload: { event: AnalyticsEvent }): Promise<boolean> {
      const rows = await database.query<{ property_id: string }>(
        `WITH target AS (
           UPDATE properties SET doc = jsonb_set(doc, ARRAY['analytics', $2::text], to_jsonb(coalesce((doc->'analytics'->>$2::text)::int, 0) + 1), true)
           WHERE id = $1::uuid AND status IN (${publicStatuses}) RETURNING id)
         INSERT INTO analytics_events (property_id, payload) SELECT id, $3::jsonb FROM target RETURNING property_id`,
        [id, counter, JSON.stringify(payload)],
      )
      return rows.length > 0
    },

    async statistics() {
      const [averages] = await db
        .select({
          averagePrice: sql<number>`coalesce(round(avg(${properties.price})), 0)::float8`,
          averageArea: sql<number>`coalesce(round(avg(${properties.areaSqft})::numeric, 2), 0)::float8`,
        })
        .from(properties)
      const counts = await db
        .select({ status: propertyCounts.status, type: propertyCounts.type, count: sql<number>`sum(${propertyCounts.n})::int` })
        .from(propertyCounts)
        .groupBy(propertyCounts.status, propertyCounts.type)
      return { averagePrice: averages?.averagePrice ?? 0, averageArea: averages?.averageArea ?? 0, counts }
    },
  }
}

export type PropertiesPublicRepository = ReturnType<typeof createPropertiesPublicRepository>
