// SQL of deleting, listing, restoring and purging listings through property_trash. A delete
// copies the document and the rows of every table that hangs off the listing into one trash row
// and deletes the listing (the foreign keys cascade); a restore inserts the same rows back, ids
// and all. Nothing else reads property_trash, so no query over the live tables changes.
import type { DeletedProperty as DeletedPropertyView, Property } from '@vishwas/domain'
import type { DatabaseHandle, QueryFn } from '../../db/database'
import type { PropertyKey } from '../properties-public/properties-public.repository'
import { ReferenceTakenError, heldProperties, insertPropertyRows } from './properties.repository'

/**
 * Every table whose rows belong to one listing (a foreign key to properties with ON DELETE
 * CASCADE). A test holds this list against the database's foreign keys, so a new such table
 * cannot be forgotten here (its rows would be lost on delete and missing on restore).
 */
export const TRASHED_TABLES = [
  'property_owners',
  'property_price_history',
  'property_ownership_history',
  'property_dealer_history',
  'property_dealer_changes',
  'analytics_events',
  'property_invitations',
  'shortlist_items',
  'property_media',
  'property_documents',
  'inquiries',
  'site_visits',
  'proposals',
  'deals',
  'bidding_windows',
  'bids',
  'rental_applications',
  'rentals',
  'representation_requests',
  'dealer_featured_listings',
  'dealer_listing_notes',
  'featured_properties',
  'property_scores',
] as const

/**
 * The tables whose rows belong to one of those (a cascading foreign key to a table above): a
 * question's thread, an offer's rounds, a deal's parties and timeline. Restored after their parents.
 */
export const TRASHED_CHILD_TABLES = [
  { table: 'inquiry_messages', parent: 'inquiries', column: 'inquiry_id' },
  { table: 'proposal_rounds', parent: 'proposals', column: 'proposal_id' },
  { table: 'deal_parties', parent: 'deals', column: 'deal_id' },
  { table: 'deal_events', parent: 'deals', column: 'deal_id' },
] as const

const relatedRows = [
  ...TRASHED_TABLES.map((table) => `'${table}', (SELECT coalesce(jsonb_agg(to_jsonb(t)), '[]'::jsonb) FROM ${table} t WHERE t.property_id = p.id)`),
  ...TRASHED_CHILD_TABLES.map(
    ({ table, parent, column }) =>
      `'${table}', (SELECT coalesce(jsonb_agg(to_jsonb(t)), '[]'::jsonb) FROM ${table} t WHERE t.${column} IN (SELECT parent.id FROM ${parent} parent WHERE parent.property_id = p.id))`,
  ),
].join(',\n    ')

// The view count is the column's (PATCH /views adds to it), so the document takes it along.
const moveToTrash = `
INSERT INTO property_trash (id, reference, doc, related, deleted_by, deleted_at)
SELECT p.id, p.reference, jsonb_set(p.doc, '{analytics,views}', to_jsonb(p.views), true),
  jsonb_build_object(
    ${relatedRows}
  ),
  $2, $3::timestamptz
FROM properties p WHERE p.id = $1`

// What was deleted for good, with the storage paths of its media (files and thumbnails) and documents, which
// the service then removes from storage.
const purge = `
DELETE FROM property_trash WHERE deleted_at <= $1::timestamptz
RETURNING id, ARRAY(SELECT jsonb_array_elements(coalesce(related->'property_media', '[]'::jsonb)) ->> 'path') ||
  ARRAY(SELECT m ->> 'thumbnail_path' FROM jsonb_array_elements(coalesce(related->'property_media', '[]'::jsonb)) m WHERE m ->> 'thumbnail_path' IS NOT NULL) ||
  ARRAY(SELECT jsonb_array_elements(coalesce(related->'property_documents', '[]'::jsonb)) ->> 'path') AS files`

/** What a purge deleted for good: how many listings, and the stored files that were theirs. */
export type Purged = { count: number; files: string[] }

async function purged(query: QueryFn, cutoff: string): Promise<Purged> {
  const rows = await query<{ id: string; files: string[] }>(purge, [cutoff])
  return { count: rows.length, files: rows.flatMap((row) => row.files) }
}

const listDeleted = `
SELECT t.id::text AS id, t.reference, t.doc #>> '{basicInfo,title}' AS title, t.doc #>> '{basicInfo,status}' AS status,
  t.doc #>> '{location,address,city}' AS city, t.doc #>> '{location,address,state}' AS state, t.deleted_by AS "deletedBy", u.full_name AS "deletedByName",
  to_char(t.deleted_at AT TIME ZONE 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS.MS"Z"') AS "deletedAt", count(*) OVER ()::int AS total
FROM property_trash t LEFT JOIN users u ON u.id::text = t.deleted_by
WHERE t.deleted_at > $1::timestamptz
ORDER BY t.deleted_at DESC, t.id DESC
LIMIT $2 OFFSET $3`

const countDeleted = 'SELECT count(*)::int AS total FROM property_trash WHERE deleted_at > $1::timestamptz'

const takeFromTrash = `
DELETE FROM property_trash WHERE id = $1 AND deleted_at > $2::timestamptz RETURNING doc, related`

/** A deleted listing as its row gives it (the service adds until when it can be restored). */
export type DeletedProperty = Omit<DeletedPropertyView, 'restorableUntil'>

type DeletedRow = Omit<DeletedProperty, 'deletedBy'> & { deletedBy: string; deletedByName: string | null; total: number }

/** Thrown when a restored listing's rows no longer fit: its reference is taken, or a user it names is gone. */
export class RestoreConflictError extends Error {
  constructor(readonly reason: 'reference' | 'user') {
    super(`restore conflict: ${reason}`)
    this.name = 'RestoreConflictError'
  }
}

const isForeignKeyViolation = (error: unknown) => error !== null && typeof error === 'object' && (error as { code?: unknown }).code === '23503'

/** Work inside one transaction of a delete or a restore. */
export type TrashWriter = {
  /** The listing's stored document, locked until the transaction ends. */
  lock(key: PropertyKey): Promise<Property | undefined>
  /** Whether a pending split or merge holds the listing. */
  isHeld(id: string): Promise<boolean>
  /** Whether money is held for the listing (a token in escrow, a deposit): it cannot go to the trash until that is settled. */
  holdsMoney(id: string): Promise<boolean>
  /** Moves the listing and its rows to the trash. */
  moveToTrash(id: string, stamp: { by: string; at: string }): Promise<void>
  /** Puts a listing deleted after `cutoff` back; false when there is none. */
  restore(id: string, cutoff: string): Promise<boolean>
  /** Deletes for good what was deleted at or before `cutoff`; how many. */
  purge(cutoff: string): Promise<Purged>
}

async function restore(query: QueryFn, id: string, cutoff: string): Promise<boolean> {
  const [row] = await query<{ doc: Property; related: Record<string, unknown[]> }>(takeFromTrash, [id, cutoff])
  if (!row) return false
  try {
    await insertPropertyRows(query, [row.doc])
  } catch (error) {
    if (error instanceof ReferenceTakenError) throw new RestoreConflictError('reference')
    throw error
  }
  for (const table of [...TRASHED_TABLES, ...TRASHED_CHILD_TABLES.map((child) => child.table)]) {
    const rows = row.related[table] ?? []
    if (rows.length === 0) continue
    try {
      await query(`INSERT INTO ${table} SELECT * FROM jsonb_populate_recordset(NULL::${table}, $1::jsonb)`, [JSON.stringify(rows)])
    } catch (error) {
      if (isForeignKeyViolation(error)) throw new RestoreConflictError('user')
      throw error
    }
  }
  return true
}

export function createPropertyTrashRepository(database: DatabaseHandle) {
  const byKey = (key: PropertyKey): [string, unknown[]] => ('id' in key ? ['p.id = $1::uuid', [key.id]] : ['p.reference = $1', [key.reference]])
  return {
    transaction<T>(fn: (writer: TrashWriter) => Promise<T>): Promise<T> {
      return database.transaction((query) =>
        fn({
          async lock(key) {
            const [where, params] = byKey(key)
            const [row] = await query<{ doc: Property }>(`SELECT p.doc FROM properties p WHERE ${where} FOR UPDATE`, params)
            return row?.doc
          },
          isHeld: async (id) => (await heldProperties(query, [id])).size > 0,
          // Money held for the listing: a deal's token in escrow, a rental's deposit (payments keep the property's id).
          holdsMoney: async (id) => (await query(`SELECT 1 FROM payments WHERE property_id = $1::uuid AND escrow_status = 'held' LIMIT 1`, [id])).length > 0,
          async moveToTrash(id, stamp) {
            await query(moveToTrash, [id, stamp.by, stamp.at])
            await query('DELETE FROM properties WHERE id = $1', [id])
          },
          restore: (id, cutoff) => restore(query, id, cutoff),
          purge: (cutoff) => purged(query, cutoff),
        }),
      )
    },

    /** One page of what was deleted after `cutoff`, newest first, and how many there are. */
    async listDeleted(input: { cutoff: string; limit: number; offset: number }): Promise<{ deleted: DeletedProperty[]; total: number }> {
      const rows = await database.query<DeletedRow>(listDeleted, [input.cutoff, input.limit, input.offset])
      const total = rows[0]?.total ?? (await database.query<{ total: number }>(countDeleted, [input.cutoff]))[0]?.total ?? 0
      const deleted = rows.map(({ total: _total, deletedBy, deletedByName, ...row }) => ({ ...row, deletedBy: { id: deletedBy, name: deletedByName } }))
      return { deleted, total }
    },

    /** Deletes for good what was deleted at or before `cutoff`; how many. */
    purge: (cutoff: string): Promise<Purged> => purged(database.query, cutoff),
  }
}

export type PropertyTrashRepository = ReturnType<typeof createPropertyTrashRepository>
