// SQL of the property writes and lookups. Every write goes through `save`: the rows come from
// propertyRow (one mapping from document to typed columns), property_owners and the price,
// ownership and dealer history follow in the same transaction, and each statement takes all
// its rows as one JSON parameter (jsonb_to_recordset), so one property and a thousand cost the
// same number of round trips.
import type { Property } from '@vishwas/domain'
import type { DatabaseHandle, QueryFn } from '../../db/database'
import type { PropertyKey } from '../properties-public/properties-public.repository'
import { refreshScoresOf } from '../evaluation/property-score-refresh'
import { invitationWriter, type InvitationChanges, type InvitationWriter } from './invitations.repository'
import type { PropertyChanges } from './property-changes'
import { recordDealerChanges, type DealerChangeRecord } from './property-stewardship.repository'
import { propertyRow } from './property-row'

/** Thrown when a new property's reference is already used (the unique index refused it). */
export class ReferenceTakenError extends Error {
  constructor() {
    super('reference taken')
    this.name = 'ReferenceTakenError'
  }
}

/** `invitations`: the people the write names who have not consented yet (invitations.service.ts). */
export type SaveEntry = { property: Property; isNew: boolean; changes: PropertyChanges; invitations?: InvitationChanges }
/** Who made the change and when (ISO 8601): the history rows' changed_by and changed_at. */
export type Stamp = { by: string; at: string }

const rowColumns = `id uuid, reference text, doc jsonb, title text, type text, sub_type text, status text, listing_type text, city text, state text,
  locality text, postal_code text, construction_status text, furnished text, price bigint, area_sqft double precision, bedrooms integer,
  bathrooms integer, score double precision, views integer, amenities text[], owner_id uuid, dealer_id uuid, created_by text,
  created_at timestamptz, updated_at timestamptz, boundary text, centroid text`

const insertProperties = `
INSERT INTO properties (id, reference, doc, title, type, sub_type, status, listing_type, city, state, locality, postal_code, construction_status,
  furnished, price, area_sqft, bedrooms, bathrooms, score, views, amenities, owner_id, dealer_id, created_by, created_at, updated_at, boundary, centroid)
SELECT r.id, r.reference, r.doc, r.title, r.type, r.sub_type, r.status, r.listing_type, r.city, r.state, r.locality, r.postal_code,
  r.construction_status, r.furnished, r.price, r.area_sqft, r.bedrooms, r.bathrooms, r.score, r.views, r.amenities, r.owner_id, r.dealer_id,
  r.created_by, r.created_at, r.updated_at, ST_GeogFromText(r.boundary), ST_GeogFromText(r.centroid)
FROM jsonb_to_recordset($1::jsonb) AS r(${rowColumns})`

// The analytics counters are the server's (PATCH /views and /analytics add to them at any time):
// an update keeps the stored ones, the view count from its column.
const updateProperties = `
UPDATE properties p SET doc = jsonb_set(r.doc, '{analytics}', coalesce(p.doc->'analytics', '{}'::jsonb) || jsonb_build_object('views', p.views), true),
  title = r.title, type = r.type,
  sub_type = r.sub_type, status = r.status, listing_type = r.listing_type, city = r.city, state = r.state, locality = r.locality,
  postal_code = r.postal_code, construction_status = r.construction_status, furnished = r.furnished, price = r.price,
  area_sqft = r.area_sqft, bedrooms = r.bedrooms, bathrooms = r.bathrooms, score = r.score, amenities = r.amenities,
  owner_id = r.owner_id, dealer_id = r.dealer_id, created_by = r.created_by, updated_at = r.updated_at,
  boundary = ST_GeogFromText(r.boundary), centroid = ST_GeogFromText(r.centroid)
FROM jsonb_to_recordset($1::jsonb) AS r(${rowColumns})
WHERE p.id = r.id`

const ownerColumns = 'property_id uuid, user_id uuid, share double precision, ownership_type text'

const removeFormerOwners = `
DELETE FROM property_owners o
WHERE o.property_id = ANY($1::uuid[])
  AND NOT EXISTS (SELECT 1 FROM jsonb_to_recordset($2::jsonb) AS n(${ownerColumns}) WHERE n.property_id = o.property_id AND n.user_id = o.user_id)`

// An owner who stays keeps `since`; a new owner is one from now.
const upsertOwners = `
INSERT INTO property_owners (property_id, user_id, share, ownership_type, since)
SELECT n.property_id, n.user_id, n.share, n.ownership_type, $2::timestamptz FROM jsonb_to_recordset($1::jsonb) AS n(${ownerColumns})
ON CONFLICT (property_id, user_id) DO UPDATE SET share = EXCLUDED.share, ownership_type = EXCLUDED.ownership_type`

const insertPriceHistory = `
INSERT INTO property_price_history (property_id, old_price, new_price, changed_by, changed_at)
SELECT h.property_id, h.old_price, h.new_price, $2, $3::timestamptz
FROM jsonb_to_recordset($1::jsonb) AS h(property_id uuid, old_price bigint, new_price bigint)`

const insertOwnershipHistory = `
INSERT INTO property_ownership_history (property_id, previous_owner_id, new_owner_id, previous_owners, new_owners, changed_by, changed_at)
SELECT h.property_id, h.previous_owner_id, h.new_owner_id, h.previous_owners, h.new_owners, $2, $3::timestamptz
FROM jsonb_to_recordset($1::jsonb) AS h(property_id uuid, previous_owner_id uuid, new_owner_id uuid, previous_owners jsonb, new_owners jsonb)`

const closeDealerSpells = `
UPDATE property_dealer_history SET unassigned_at = $2::timestamptz WHERE property_id = ANY($1::uuid[]) AND unassigned_at IS NULL`

const openDealerSpells = `
INSERT INTO property_dealer_history (property_id, dealer_id, assigned_by, assigned_at)
SELECT h.property_id, h.dealer_id, $2, $3::timestamptz FROM jsonb_to_recordset($1::jsonb) AS h(property_id uuid, dealer_id uuid)`

/** `WHERE` for a list of keys: ids ($1) or references ($2). */
function keyParams(keys: readonly PropertyKey[]): [string[], string[]] {
  return [keys.flatMap((key) => ('id' in key ? [key.id] : [])), keys.flatMap((key) => ('reference' in key ? [key.reference] : []))]
}
const byKeys = 'p.id = ANY($1::uuid[]) OR p.reference = ANY($2::text[])'

const isUniqueViolation = (error: unknown) => error !== null && typeof error === 'object' && (error as { code?: unknown }).code === '23505'

/** Inserts the rows of new properties (ReferenceTakenError when a reference is used). */
export async function insertPropertyRows(query: QueryFn, properties: readonly Property[]): Promise<void> {
  try {
    await query(insertProperties, [JSON.stringify(properties.map((property) => propertyRow(property)))])
  } catch (error) {
    if (isUniqueViolation(error)) throw new ReferenceTakenError()
    throw error
  }
}

export async function savePropertyEntries(query: QueryFn, entries: readonly SaveEntry[], stamp: Stamp): Promise<void> {
  const created = entries.filter((entry) => entry.isNew)
  const changed = entries.filter((entry) => !entry.isNew)
  if (created.length > 0) await insertPropertyRows(query, created.map((entry) => entry.property))
  if (changed.length > 0) await query(updateProperties, [JSON.stringify(changed.map((entry) => propertyRow(entry.property)))])

  const withOwners = entries.filter((entry) => entry.changes.owners)
  const owners = withOwners.flatMap(({ property, changes }) =>
    (changes.owners ?? []).map((owner) => ({ property_id: property.id, user_id: owner.userId, share: owner.share, ownership_type: owner.ownershipType })),
  )
  const replaced = withOwners.filter((entry) => !entry.isNew).map((entry) => entry.property.id)
  if (replaced.length > 0) await query(removeFormerOwners, [replaced, JSON.stringify(owners)])
  if (owners.length > 0) await query(upsertOwners, [JSON.stringify(owners), stamp.at])

  const prices = entries.flatMap(({ property, changes }) =>
    changes.price ? [{ property_id: property.id, old_price: changes.price.oldPrice, new_price: changes.price.newPrice }] : [],
  )
  if (prices.length > 0) await query(insertPriceHistory, [JSON.stringify(prices), stamp.by, stamp.at])

  const ownership = entries.flatMap(({ property, changes }) =>
    changes.ownership
      ? [
          {
            property_id: property.id,
            previous_owner_id: changes.ownership.previousOwnerId,
            new_owner_id: changes.ownership.newOwnerId,
            previous_owners: changes.ownership.previousOwners,
            new_owners: changes.ownership.newOwners,
          },
        ]
      : [],
  )
  if (ownership.length > 0) await query(insertOwnershipHistory, [JSON.stringify(ownership), stamp.by, stamp.at])

  const dealerChanged = entries.filter((entry) => entry.changes.dealer)
  const closed = dealerChanged.filter((entry) => !entry.isNew).map((entry) => entry.property.id)
  if (closed.length > 0) await query(closeDealerSpells, [closed, stamp.at])
  const opened = dealerChanged.flatMap(({ property, changes }) => (changes.dealer?.dealerId ? [{ property_id: property.id, dealer_id: changes.dealer.dealerId }] : []))
  if (opened.length > 0) await query(openDealerSpells, [JSON.stringify(opened), stamp.by, stamp.at])

  const invitations = invitationWriter(query)
  for (const { property, invitations: changes } of entries) if (changes) await invitations.apply(property.id, changes, stamp)

  // The automatic evaluation follows every change of a listing at once (the page shows it).
  await refreshScoresOf(query, entries.map((entry) => entry.property.id), new Date(stamp.at))
}

/** Writes inside one transaction: lock what changes, read who is named, save. */
export type PropertyWriter = {
  /** The stored documents of these keys, locked until the transaction ends (in id order, so two writers never wait on each other in a cycle). */
  lock(keys: readonly PropertyKey[]): Promise<Property[]>
  /** Full names of the registered users among these ids. */
  registeredUsers(ids: readonly string[]): Promise<Map<string, RegisteredUser>>
  save(entries: readonly SaveEntry[], stamp: Stamp): Promise<void>
  /** Records changes by dealers who do not represent the listings (property-stewardship). */
  recordDealerChanges(records: readonly DealerChangeRecord[], stamp: Stamp): Promise<void>
  /** The listings' owner and dealer invitations, in the same transaction. */
  invitations: InvitationWriter
  /** The ids among these that a pending split or merge holds (they may not change until it is decided). */
  held(ids: readonly string[]): Promise<Set<string>>
  /** The transaction's own SQL, for records that must land with the change (the admin audit trail). */
  query: QueryFn
}

/** The ids among these that a pending split or merge holds. */
export async function heldProperties(query: QueryFn, ids: readonly string[]): Promise<Set<string>> {
  if (ids.length === 0) return new Set()
  const rows = await query<{ id: string }>('SELECT property_id::text AS id FROM property_operation_locks WHERE property_id = ANY($1::uuid[])', [ids])
  return new Set(rows.map((row) => row.id))
}

/** A user a property names (owner or dealer), as the users table has them. */
export type RegisteredUser = { name: string; isDealer: boolean }

/** The registered users among the ids (lower-case UUIDs), by id. */
async function registeredUsers(query: QueryFn, ids: readonly string[]): Promise<Map<string, RegisteredUser>> {
  const unique = [...new Set(ids)]
  if (unique.length === 0) return new Map()
  const rows = await query<{ id: string; name: string; is_dealer: boolean }>('SELECT id::text AS id, full_name AS name, is_dealer FROM users WHERE id = ANY($1::uuid[])', [unique])
  return new Map(rows.map((row) => [row.id, { name: row.name, isDealer: row.is_dealer }]))
}

export function createPropertiesRepository(database: DatabaseHandle) {
  async function findMany(keys: readonly PropertyKey[]): Promise<Property[]> {
    if (keys.length === 0) return []
    const rows = await database.query<{ doc: Property }>(`SELECT p.doc FROM properties p WHERE ${byKeys}`, keyParams(keys))
    return rows.map((row) => row.doc)
  }

  return {
    findMany,

    /** Full names of the registered users among these ids (UUIDs). */
    registeredUsers: (ids: readonly string[]) => registeredUsers(database.query, ids),

    async findOne(key: PropertyKey): Promise<Property | undefined> {
      const [property] = await findMany([key])
      return property
    },

    /** Runs `fn` in one transaction (rolled back if it throws). */
    transaction<T>(fn: (writer: PropertyWriter) => Promise<T>): Promise<T> {
      return database.transaction((query) =>
        fn({
          async lock(keys) {
            if (keys.length === 0) return []
            const rows = await query<{ doc: Property }>(`SELECT p.doc FROM properties p WHERE ${byKeys} ORDER BY p.id FOR UPDATE`, keyParams(keys))
            return rows.map((row) => row.doc)
          },
          registeredUsers: (ids) => registeredUsers(query, ids),
          save: (entries, stamp) => savePropertyEntries(query, entries, stamp),
          recordDealerChanges: (records, stamp) => recordDealerChanges(query, records, stamp),
          invitations: invitationWriter(query),
          held: (ids) => heldProperties(query, ids),
          query,
        }),
      )
    },
  }
}

export type PropertiesRepository = ReturnType<typeof createPropertiesRepository>
