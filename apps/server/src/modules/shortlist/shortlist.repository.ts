// SQL of the shortlist: a signed-in buyer's hearted listings (shortlist_items), and the public
// views of listings named by id or reference (the shortlist page, the comparison and the recently
// viewed listings, signed in or not). Only listings the public may see are added or answered.
import { publicPropertyStatuses } from '@vishwas/domain'
import type { DatabaseHandle, QueryFn } from '../../db/database'

export type ShortlistItem = { propertyId: string; addedAt: string }

/** Listings named by UUIDs (lower case) and PROP- references. */
export type PropertyKeys = { ids: string[]; references: string[] }

const publicStatuses = publicPropertyStatuses.map((status) => `'${status}'`).join(', ')
const iso = (column: string) => `to_char(${column} AT TIME ZONE 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS.MS"Z"')`

const listItems = `
SELECT s.property_id::text AS "propertyId", ${iso('s.created_at')} AS "addedAt"
FROM shortlist_items s WHERE s.user_id = $1::uuid
ORDER BY s.created_at DESC, s.property_id`

const findPublicIds = `
SELECT p.id::text AS id, p.reference FROM properties p
WHERE (p.id = ANY($1::uuid[]) OR p.reference = ANY($2::text[])) AND p.status IN (${publicStatuses})`

const findPublicDocs = `
SELECT p.id::text AS id, p.reference, p.public_doc_json::text AS doc FROM properties p
WHERE (p.id = ANY($1::uuid[]) OR p.reference = ANY($2::text[])) AND p.status IN (${publicStatuses})`

// The first id is the newest: each later one is a millisecond older, so the list keeps the order given.
const insertItems = `
INSERT INTO shortlist_items (user_id, property_id, created_at)
SELECT $1::uuid, given.id, $3::timestamptz - (given.n - 1) * interval '1 millisecond'
FROM unnest($2::uuid[]) WITH ORDINALITY AS given(id, n)
ON CONFLICT (user_id, property_id) DO NOTHING`

const removeItem = `
DELETE FROM shortlist_items s USING properties p
WHERE s.user_id = $1::uuid AND s.property_id = p.id AND (p.id = ANY($2::uuid[]) OR p.reference = ANY($3::text[]))
RETURNING s.property_id`

/** Work on one user's shortlist inside a transaction that holds their user row (so two adds cannot pass the limit together). */
export type ShortlistWriter = {
  items(): Promise<ShortlistItem[]>
  /** The public listings among `keys`: key (as given) to id. */
  publicIds(keys: PropertyKeys): Promise<Map<string, string>>
  /** Adds the ids, the first as the newest. */
  add(ids: readonly string[], at: string): Promise<void>
}

async function publicIds(query: QueryFn, keys: PropertyKeys): Promise<Map<string, string>> {
  const rows = await query<{ id: string; reference: string }>(findPublicIds, [keys.ids, keys.references])
  const found = new Map<string, string>()
  for (const row of rows) {
    found.set(row.id, row.id)
    found.set(row.reference, row.id)
  }
  return found
}

export function createShortlistRepository(database: DatabaseHandle) {
  return {
    /** The user's shortlist, newest first. */
    items(userId: string): Promise<ShortlistItem[]> {
      return database.query<ShortlistItem>(listItems, [userId])
    },

    /** Runs `fn` holding the user's row; false when the user is gone. */
    async forUser<T>(userId: string, fn: (writer: ShortlistWriter) => Promise<T>): Promise<{ found: false } | { found: true; value: T }> {
      return database.transaction(async (query) => {
        const [user] = await query('SELECT 1 FROM users WHERE id = $1::uuid FOR UPDATE', [userId])
        if (!user) return { found: false as const }
        const value = await fn({
          items: () => query<ShortlistItem>(listItems, [userId]),
          publicIds: (keys) => publicIds(query, keys),
          async add(ids, at) {
            if (ids.length > 0) await query(insertItems, [userId, ids, at])
          },
        })
        return { found: true as const, value }
      })
    },

    /** Removes a listing (by id or reference, whatever its status now); whether it was there. */
    async remove(userId: string, keys: PropertyKeys): Promise<boolean> {
      return (await database.query(removeItem, [userId, keys.ids, keys.references])).length > 0
    },

    /** The public views of the listings among `keys`, keyed by both id and reference. */
    async publicDocuments(keys: PropertyKeys): Promise<Map<string, { id: string; doc: string }>> {
      const rows = await database.query<{ id: string; reference: string; doc: string }>(findPublicDocs, [keys.ids, keys.references])
      const found = new Map<string, { id: string; doc: string }>()
      for (const row of rows) {
        found.set(row.id, row)
        found.set(row.reference, row)
      }
      return found
    },
  }
}

export type ShortlistRepository = ReturnType<typeof createShortlistRepository>
