// SQL of the dealer change log (property_dealer_changes): written inside the write's own
// transaction, read newest first one page at a time.
import { dealerChangeNotice, type DocumentChange } from '@vishwas/domain'
import type { DatabaseHandle, QueryFn } from '../../db/database'
import { insertNotifications } from '../notifications/notifications.repository'

/** One write's changes to one listing by a dealer who does not represent it. */
export type DealerChangeRecord = { propertyId: string; changes: DocumentChange[] }
type Stamp = { by: string; at: string }

const insertDealerChanges = `
INSERT INTO property_dealer_changes (property_id, changed_by, changed_at, changes)
SELECT r.property_id, $2::uuid, $3::timestamptz, r.changes FROM jsonb_to_recordset($1::jsonb) AS r(property_id uuid, changes jsonb)`

export async function recordDealerChanges(query: QueryFn, records: readonly DealerChangeRecord[], stamp: Stamp): Promise<void> {
  if (records.length === 0) return
  const rows = records.map((record) => ({ property_id: record.propertyId, changes: record.changes }))
  await query(insertDealerChanges, [JSON.stringify(rows), stamp.by, stamp.at])
  await notifyOwners(query, records, stamp)
}

/** The owners of each listing (as this transaction leaves them) hear of the dealer's change, on commit. */
async function notifyOwners(query: QueryFn, records: readonly DealerChangeRecord[], stamp: Stamp): Promise<void> {
  const listings = await query<{ id: string; reference: string; title: string; owners: string[]; dealerName: string }>(
    `SELECT p.id::text AS id, p.reference, p.title,
       array(SELECT DISTINCT o FROM unnest(array_append(array(SELECT po.user_id FROM property_owners po WHERE po.property_id = p.id), p.owner_id)) o WHERE o IS NOT NULL AND o <> $2::uuid)::text[] AS owners,
       coalesce((SELECT u.full_name FROM users u WHERE u.id = $2::uuid), '') AS "dealerName"
     FROM properties p WHERE p.id = ANY($1::uuid[])`,
    [records.map((record) => record.propertyId), stamp.by],
  )
  const byId = new Map(listings.map((listing) => [listing.id, listing]))
  const items = records.flatMap((record) => {
    const listing = byId.get(record.propertyId)
    if (!listing) return []
    const fields = [...new Set(record.changes.filter((change) => !change.omitted).map((change) => change.path))]
    const notice = dealerChangeNotice({ dealerName: listing.dealerName, listing, fields })
    return listing.owners.map((userId) => ({ userId, kind: 'listing' as const, ...notice, link: `/seller/properties/${listing.reference}` }))
  })
  await insertNotifications(query, items)
}

export type DealerChange = {
  id: number
  changedAt: string
  /** The dealer, or null once their account is gone. */
  dealer: { id: string; name: string } | null
  changes: DocumentChange[]
}

const listDealerChanges = `
SELECT c.id, to_char(c.changed_at AT TIME ZONE 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS.MS"Z"') AS "changedAt", c.changed_by::text AS "dealerId",
  u.full_name AS "dealerName", c.changes, count(*) OVER ()::int AS total
FROM property_dealer_changes c LEFT JOIN users u ON u.id = c.changed_by
WHERE c.property_id = $1
ORDER BY c.changed_at DESC, c.id DESC
LIMIT $2 OFFSET $3`

const countDealerChanges = 'SELECT count(*)::int AS total FROM property_dealer_changes WHERE property_id = $1'

type Row = { id: string | number; changedAt: string; dealerId: string | null; dealerName: string | null; changes: DocumentChange[]; total: number }

export function createDealerChangesRepository(database: DatabaseHandle) {
  return {
    /** One page of a listing's dealer changes, newest first, and how many there are. */
    async list(input: { propertyId: string; limit: number; offset: number }): Promise<{ changes: DealerChange[]; total: number }> {
      const rows = await database.query<Row>(listDealerChanges, [input.propertyId, input.limit, input.offset])
      const total = rows[0]?.total ?? (await database.query<{ total: number }>(countDealerChanges, [input.propertyId]))[0]?.total ?? 0
      const changes = rows.map((row) => ({
        id: Number(row.id),
        changedAt: row.changedAt,
        dealer: row.dealerId ? { id: row.dealerId, name: row.dealerName ?? '' } : null,
        changes: row.changes,
      }))
      return { changes, total }
    },
  }
}

export type DealerChangesRepository = ReturnType<typeof createDealerChangesRepository>
