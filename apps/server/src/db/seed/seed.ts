// Writes the demo users and N demo listings. Listings are appended after those already present
// (listing numbers continue from the current count), in multi-row INSERTs of 1000 rows read from
// one JSON parameter (jsonb_to_recordset), all in one transaction; then the tables are vacuumed
// and analysed so the planner and index-only counts are ready at once.
import type { DatabaseHandle, QueryFn } from '../database'
import { cities } from './cities'
import { generateListing, type SeedListing } from './listings'
import { allSeedUsers } from './users'

/** Three full rounds of the city cycle: every city gets listings in proportion to its weight. */
export const DEMO_LISTING_COUNT = 3 * cities.reduce((sum, city) => sum + city.weight, 0)

const BATCH_SIZE = 1000

/**
 * Deletes every listing and what hangs off it, for `npm run seed -- --reset`; the users stay.
 * Splits and merges name their properties without a foreign key (lineage outlives a deletion), so
 * property_operations is named here: its splits, parts, merges, sources and locks go with it.
 */
export async function resetListings(database: DatabaseHandle): Promise<void> {
  await database.query('TRUNCATE analytics_events, property_owners, properties, property_trash, property_operations RESTART IDENTITY CASCADE')
}

const insertUsers = `
INSERT INTO users (id, uid, phone_number, full_name, email, is_admin, is_seller, is_dealer, account_type, kyc_status, segment, state, city, created_at, updated_at)
SELECT u.id, u.uid, u."phoneNumber", u."fullName", u.email, u."isAdmin", u."isSeller", u."isDealer", u."accountType", u."kycStatus", u.segment, u.state, u.city,
  u."createdAt", u."createdAt"
FROM jsonb_to_recordset($1::jsonb) AS u(id uuid, uid text, "phoneNumber" text, "fullName" text, email text, "isAdmin" boolean, "isSeller" boolean,
  "isDealer" boolean, "accountType" text, "kycStatus" text, segment text, state text, city text, "createdAt" timestamptz)
ON CONFLICT DO NOTHING`

/** The demo users' roles, recorded as grants by the demo data when they joined (only for users this seed wrote). */
const insertRoleGrants = `
INSERT INTO user_role_grants (user_id, role, granted_by, via, granted_at)
SELECT u.id, r.role, NULL, 'demo-data', u.created_at
FROM users u JOIN jsonb_to_recordset($1::jsonb) AS s(id uuid, "isAdmin" boolean, "isSeller" boolean, "isDealer" boolean) ON s.id = u.id
CROSS JOIN LATERAL (VALUES ('admin', s."isAdmin"), ('seller', s."isSeller"), ('dealer', s."isDealer")) AS r(role, held)
WHERE r.held AND NOT EXISTS (SELECT 1 FROM user_role_grants g WHERE g.user_id = u.id AND g.role = r.role)`

const insertProperties = `
INSERT INTO properties (id, reference, doc, title, type, sub_type, status, listing_type, city, state, locality, postal_code, construction_status,
  furnished, price, area_sqft, bedrooms, bathrooms, score, views, amenities, owner_id, dealer_id, created_by, created_at, updated_at, boundary, centroid)
SELECT r.id, r.reference, r.doc, r.title, r.type, r.sub_type, r.status, r.listing_type, r.city, r.state, r.locality, r.postal_code,
  r.construction_status, r.furnished, r.price, r.area_sqft,
  r.bedrooms, r.bathrooms, r.score, r.views, r.amenities, r.owner_id, r.dealer_id, r.created_by, r.created_at, r.updated_at,
  ST_GeogFromText(r.boundary), ST_GeogFromText(r.centroid)
FROM jsonb_to_recordset($1::jsonb) AS r(id uuid, reference text, doc jsonb, title text, type text, sub_type text, status text, listing_type text,
  city text, state text, locality text, postal_code text, construction_status text, furnished text, price bigint, area_sqft double precision, bedrooms integer, bathrooms integer, score double precision,
  views integer, amenities text[], owner_id uuid, dealer_id uuid, created_by text, created_at timestamptz, updated_at timestamptz,
  boundary text, centroid text)`

const insertOwners = `
INSERT INTO property_owners (property_id, user_id, share, ownership_type, since)
SELECT o.property_id, o.user_id, o.share, o.ownership_type, o.since
FROM jsonb_to_recordset($1::jsonb) AS o(property_id uuid, user_id uuid, share double precision, ownership_type text, since timestamptz)`

const insertPriceHistory = `
INSERT INTO property_price_history (property_id, old_price, new_price, changed_by, changed_at)
SELECT h.property_id, h.old_price, h.new_price, h.changed_by, h.changed_at
FROM jsonb_to_recordset($1::jsonb) AS h(property_id uuid, old_price bigint, new_price bigint, changed_by text, changed_at timestamptz)`

const insertOwnershipHistory = `
INSERT INTO property_ownership_history (property_id, previous_owner_id, new_owner_id, previous_owners, new_owners, changed_by, changed_at)
SELECT h.property_id, h.previous_owner_id, h.new_owner_id, h.previous_owners, h.new_owners, h.changed_by, h.changed_at
FROM jsonb_to_recordset($1::jsonb) AS h(property_id uuid, previous_owner_id uuid, new_owner_id uuid, previous_owners jsonb, new_owners jsonb,
  changed_by text, changed_at timestamptz)`

const insertDealerHistory = `
INSERT INTO property_dealer_history (property_id, dealer_id, assigned_by, assigned_at)
SELECT h.property_id, h.dealer_id, h.assigned_by, h.assigned_at
FROM jsonb_to_recordset($1::jsonb) AS h(property_id uuid, dealer_id uuid, assigned_by text, assigned_at timestamptz)`

async function insertBatch(query: QueryFn, listings: SeedListing[]): Promise<void> {
  await query(insertProperties, [JSON.stringify(listings.map((l) => ({ ...l.row, doc: l.property })))])
  await query(insertOwners, [JSON.stringify(listings.flatMap((l) => l.owners))])
  await query(insertPriceHistory, [JSON.stringify(listings.flatMap((l) => l.history.prices))])
  await query(insertOwnershipHistory, [JSON.stringify(listings.flatMap((l) => l.history.ownership))])
  await query(insertDealerHistory, [JSON.stringify(listings.flatMap((l) => l.history.dealers))])
}

const REBUILD_INDEXES_FROM = 5000

/** Drops the non-unique indexes of the seeded tables and returns the statements that recreate them. */
async function dropSecondaryIndexes(query: QueryFn): Promise<string[]> {
  const indexes = await query<{ name: string; definition: string }>(
    `SELECT i.indexname AS name, i.indexdef AS definition
       FROM pg_indexes i JOIN pg_class c ON c.relname = i.indexname JOIN pg_index x ON x.indexrelid = c.oid
      WHERE i.schemaname = 'public'
        AND i.tablename IN ('properties', 'property_owners', 'property_price_history', 'property_ownership_history', 'property_dealer_history') AND NOT x.indisunique AND NOT x.indisprimary`,
  )
  for (const index of indexes) await query(`DROP INDEX "${index.name}"`)
  return indexes.map((index) => index.definition)
}

export type SeedResult = { users: number; listings: number; totalListings: number; first: number }

export async function seedDemoData(input: { database: DatabaseHandle; listings: number; onProgress?: (done: number) => void }): Promise<SeedResult> {
  const { database, listings } = input
  const [before] = await database.query<{ n: number }>('SELECT count(*)::int AS n FROM properties')
  const first = before?.n ?? 0
  await database.transaction(async (query) => {
    await query(insertUsers, [JSON.stringify(allSeedUsers)])
    await query(insertRoleGrants, [JSON.stringify(allSeedUsers)])
    // Building an index once over many rows is far quicker than growing it row by row.
    const rebuild = listings >= REBUILD_INDEXES_FROM ? await dropSecondaryIndexes(query) : []
    for (let start = 0; start < listings; start += BATCH_SIZE) {
      const size = Math.min(BATCH_SIZE, listings - start)
      await insertBatch(query, Array.from({ length: size }, (_, i) => generateListing(first + start + i)))
      input.onProgress?.(start + size)
    }
    for (const definition of rebuild) await query(definition)
  })
  await database.query('VACUUM (ANALYZE) users, properties, property_owners, property_price_history, property_ownership_history, property_dealer_history')
  return { users: allSeedUsers.length, listings, totalListings: first + listings, first }
}

/** True when nothing has been stored yet: no users and no properties. */
export async function isDatabaseEmpty(database: DatabaseHandle): Promise<boolean> {
  const [row] = await database.query<{ empty: boolean }>('SELECT NOT EXISTS (SELECT 1 FROM users) AND NOT EXISTS (SELECT 1 FROM properties) AS empty')
  return row?.empty ?? false
}
