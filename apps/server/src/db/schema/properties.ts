// properties: the SPEC-shaped document (`doc`) plus typed columns for what is filtered, sorted or
// joined (ARCHITECTURE §5). The indexes follow the public list: status first (only 'active' is
// public), then the filter, then the sort key and the id (the tie-breaker), so a page and its
// count are index scans.
import { PRIVATE_METADATA_KEYS, PRIVATE_OWNERSHIP } from '@vishwas/domain'
import { sql } from 'drizzle-orm'
import { bigint, doublePrecision, index, integer, json, jsonb, pgTable, text, timestamp, uuid } from 'drizzle-orm/pg-core'
import { box, geographyPoint, geographyPolygon } from './geography'
import { users } from './users'

/**
 * toPublicProperty as SQL over a document column: the identifying metadata keys removed, the
 * private ownership and dealer information in place of the stored ones. Only immutable
 * functions, as a generated column needs; the literals come from the domain's constants.
 */
export function publicDocumentSql(column: string): string {
  const metadata = `coalesce(${column} -> 'metadata', '{}'::jsonb)${PRIVATE_METADATA_KEYS.map((key) => ` - '${key}'`).join('')}`
  const privateParts = (hasDealer: boolean) =>
    `'${JSON.stringify({ ownership: PRIVATE_OWNERSHIP, dealerInfo: { isPrivate: true, hasDealer } })}'::jsonb`
  return `jsonb_set(${column}, '{metadata}', ${metadata}) || CASE WHEN jsonb_typeof(${column} #> '{dealerInfo,currentDealer}') = 'object' THEN ${privateParts(true)} ELSE ${privateParts(false)} END`
}

export const properties = pgTable(
  'properties',
  {
    id: uuid('id').primaryKey().default(sql`gen_random_uuid()`),
    reference: text('reference').notNull().unique(),
    doc: jsonb('doc').$type<Record<string, unknown>>().notNull(),
    /**
     * The document as JSON text, kept by PostgreSQL: what the lists answer. Converting jsonb to
     * text costs more than the rest of a list's query; json is stored as text and goes out as is.
     */
    docJson: json('doc_json').generatedAlwaysAs(sql`doc::json`),
    /**
     * The document as anyone without property access sees it (the domain's toPublicProperty:
     * owners as "Owner", no user ids), as JSON text kept by PostgreSQL, so the public answers read
     * it as they read doc_json. A test holds it equal to toPublicProperty on both engines.
     */
    publicDocJson: json('public_doc_json').generatedAlwaysAs(sql.raw(`(${publicDocumentSql('doc')})::json`)),
    title: text('title').notNull().default(''),
    type: text('type').notNull(),
    subType: text('sub_type'),
    status: text('status').notNull(),
    listingType: text('listing_type').notNull().default('sale'),
    city: text('city').notNull(),
    state: text('state').notNull(),
    /** lower(city) and lower(state): city and state match without regard to case, from indexes alone. */
    cityKey: text('city_key').notNull().generatedAlwaysAs(sql`lower(city)`),
    stateKey: text('state_key').notNull().generatedAlwaysAs(sql`lower(state)`),
    locality: text('locality'),
    postalCode: text('postal_code'),
    constructionStatus: text('construction_status'),
    furnished: text('furnished'),
    price: bigint('price', { mode: 'number' }).notNull().default(0),
    areaSqft: doublePrecision('area_sqft').notNull().default(0),
    bedrooms: integer('bedrooms').notNull().default(0),
    bathrooms: integer('bathrooms').notNull().default(0),
    score: doublePrecision('score').notNull().default(0),
    views: integer('views').notNull().default(0),
    amenities: text('amenities').array().notNull().default(sql`'{}'::text[]`),
    /**
     * The public status a listing had when its owner was suspended (it is then 'inactive', so every
     * public list, count, map and page leaves it out with no change to their SQL or indexes);
     * reinstating the owner puts it back. Null otherwise.
     */
    statusBeforeSuspension: text('status_before_suspension'),
    ownerId: uuid('owner_id').references(() => users.id, { onDelete: 'set null' }),
    dealerId: uuid('dealer_id').references(() => users.id, { onDelete: 'set null' }),
    createdBy: text('created_by').notNull().default('system'),
    createdAt: timestamp('created_at', { withTimezone: true, mode: 'string' }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true, mode: 'string' }).notNull().defaultNow(),
    boundary: geographyPolygon('boundary'),
    centroid: geographyPoint('centroid'),
    /**
     * The boundary's bounding box in degrees (kept by PostgreSQL). Its GiST index also carries id,
     * status, created_by and owner_id (INCLUDE, written in migration 0008: Drizzle cannot declare
     * it), so the radius search reads its candidates and their visibility from the index alone.
     * properties_active_bounds_idx (migration map_active_bounds, by hand for the same reason)
     * holds live listings' boxes only, with the public map's filter columns, so the map counts a
     * viewport's clusters from the index alone.
     */
    bounds: box('bounds').generatedAlwaysAs(sql`box(boundary::geometry)`),
    /**
     * The geofence's vertices (an open ring of { latitude, longitude }) as JSON text, kept by
     * PostgreSQL: the public map answers a few hundred outlines at street zoom, and reading each
     * from the compressed document cost more than the rest of that query.
     */
    outline: json('outline').generatedAlwaysAs(sql`(doc #> '{location,geofence,vertices}')::json`),
  },
  (t) => {
    // What the property searches (search/advanced and the others) filter on. Carried after the
    // sort key and the id of the newest-first indexes (they no longer change the order there),
    // they let a search count and page from one of those indexes alone (index-only scans).
    const searched = [
      t.type,
      t.subType,
      t.listingType,
      t.constructionStatus,
      t.furnished,
      t.locality,
      t.postalCode,
      t.price,
      t.areaSqft,
      t.bedrooms,
      t.bathrooms,
      t.createdBy,
      t.ownerId,
    ]
    return [
      // Ascending keys: a backward scan serves ORDER BY ... DESC (nulls first, as PostgreSQL
      // sorts DESC by default), which a DESC NULLS LAST index would not.
      index('properties_status_created_at_idx').on(t.status, t.createdAt, t.id, t.cityKey, t.stateKey, ...searched),
      index('properties_status_price_idx').on(t.status, t.price, t.id),
      index('properties_status_area_idx').on(t.status, t.areaSqft, t.id),
      index('properties_status_score_idx').on(t.status, t.score, t.id),
      index('properties_status_views_idx').on(t.status, t.views, t.id),
      index('properties_status_type_created_at_idx').on(t.status, t.type, t.createdAt, t.id),
      index('properties_status_city_created_at_idx').on(t.status, t.cityKey, t.createdAt, t.id, t.stateKey, ...searched),
      index('properties_status_city_type_price_idx').on(t.status, t.cityKey, t.type, t.price, t.id),
      // The home page lists one kind at a time (Buy, Rent or Lease): by price within the kind; and
      // in a city newest first, the budget, BHK and the other buyer filters (the dealer too)
      // carried after the sort key, so a page and its count are checked in the index. Not a
      // kind, city and price index: with a budget's range the planner then expects a handful of
      // rows and sorts them, where a city holds thousands (at 100 000 listings: 40 ms, not 1 ms).
      index('properties_status_listing_type_price_idx').on(t.status, t.listingType, t.price, t.id),
      index('properties_status_listing_type_city_created_at_idx').on(
        t.status,
        t.listingType,
        t.cityKey,
        t.createdAt,
        t.id,
        t.price,
        t.bedrooms,
        t.type,
        t.areaSqft,
        t.furnished,
        t.constructionStatus,
        t.dealerId,
      ),
      // The home search (a kind, a city, BHK and a budget): BHK and price as keys, so its count
      // and its page's ids come from only the matching entries (1 323 of a city's 5 366 sales at
      // 100 000 listings), and the page's documents are read for its 12 ids alone.
      index('properties_status_listing_type_city_bedrooms_price_idx').on(t.status, t.listingType, t.cityKey, t.bedrooms, t.price, t.createdAt, t.id),
      index('properties_status_state_created_at_idx').on(t.status, t.stateKey, t.createdAt, t.id, t.cityKey, ...searched),
      // The signed-in list and the seller summary: what a user created, newest first, with every
      // column those queries filter, sort or add up, so a seller with most of the listings is
      // counted, filtered, sorted and added up from the index alone (index-only scans).
      index('properties_created_by_list_idx').on(
        t.createdBy,
        t.createdAt,
        t.id,
        t.updatedAt,
        t.status,
        t.type,
        t.cityKey,
        t.stateKey,
        t.price,
        t.areaSqft,
        t.views,
        t.score,
        t.listingType,
      ),
      // The same user's, last changed first: the portfolio's default order, a page without a sort.
      index('properties_created_by_updated_at_idx').on(t.createdBy, t.updatedAt, t.id),
      // Every property newest first (the showAll list of admins and dealers, recent changes).
      index('properties_created_at_idx').on(t.createdAt, t.id),
      index('properties_type_city_price_idx').on(t.type, t.cityKey, t.price, t.id),
      index('properties_owner_idx').on(t.ownerId),
      index('properties_dealer_idx').on(t.dealerId),
      index('properties_amenities_idx').using('gin', t.amenities),
      index('properties_boundary_idx').using('gist', t.boundary),
      index('properties_centroid_idx').using('gist', t.centroid),
      index('properties_bounds_idx').using('gist', t.bounds),
    ]
  },
)

export type PropertyRow = typeof properties.$inferSelect
