// SQL of the saved-search alerts: which searches are due a look, the listings that match one
// (the public list's own conditions, without the user's own listings), and the record of a look
// written with its notification in one transaction.
import type { DatabaseHandle } from '../../db/database'
import { insertNotifications, type NotificationInput } from '../notifications/notifications.repository'
import { publicListConditions, type PublicListFilter } from '../properties-public/properties-public.repository'

/** Searches looked at per run (the oldest looked at first); the rest wait for the next run. */
const MAX_SEARCHES_PER_RUN = 1000
/** The matching listings a search remembers (the most recently changed). */
export const MAX_SEEN_LISTINGS = 1000

export type DueSearch = { id: string; userId: string; name: string; query: string; createdAt: string; seen: string[] }
export type SearchMatch = { id: string; reference: string; title: string; isNew: boolean }

export function createSavedSearchAlertsRepository(database: DatabaseHandle) {
  return {
    /** Searches never told of a match, or told at least `intervalMs` before `now`. */
    due(now: string, intervalMs: number): Promise<DueSearch[]> {
      return database.query<DueSearch>(
        `SELECT s.id::text AS id, s.user_id::text AS "userId", s.name, s.query, to_char(s.created_at AT TIME ZONE 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS.US"Z"') AS "createdAt",
           coalesce(a.seen_property_ids::text[], '{}') AS seen
         FROM saved_searches s LEFT JOIN saved_search_alerts a ON a.saved_search_id = s.id
         WHERE a.notified_at IS NULL OR a.notified_at <= $1::timestamptz - make_interval(secs => $2::float8 / 1000)
         ORDER BY a.checked_at NULLS FIRST, s.id LIMIT ${MAX_SEARCHES_PER_RUN}`,
        [now, intervalMs],
      )
    },

    /**
     * The active listings the filter lists, other than the user's own (owner, creator or dealer),
     * most recently changed first; new ones changed after `since` and not among `seen`.
     */
    matches(input: { filter: PublicListFilter; userId: string; since: string; seen: readonly string[] }): Promise<SearchMatch[]> {
      const values: unknown[] = []
      const bind = (value: unknown) => {
        values.push(value)
        return `$${values.length}`
      }
      const { listed } = publicListConditions(input.filter, bind)
      const user = bind(input.userId)
      const since = bind(input.since)
      const seen = bind(input.seen)
      return database.query<SearchMatch>(
        `SELECT p.id::text AS id, p.reference, p.title, (p.updated_at > ${since}::timestamptz AND NOT (p.id = ANY(${seen}::uuid[]))) AS "isNew"
         FROM properties p
         WHERE ${listed.join(' AND ')}
           AND p.owner_id IS DISTINCT FROM ${user}::uuid AND p.dealer_id IS DISTINCT FROM ${user}::uuid AND p.created_by <> ${user}::text
           AND NOT EXISTS (SELECT 1 FROM property_owners o WHERE o.property_id = p.id AND o.user_id = ${user}::uuid)
         ORDER BY p.updated_at DESC, p.id DESC LIMIT ${MAX_SEEN_LISTINGS}`,
        values,
      )
    },

    /** Records a look at a search (and the notification it sends, if any) in one transaction. */
    async record(input: { searchId: string; at: string; seen: readonly string[]; notification?: NotificationInput | undefined }): Promise<void> {
      await database.transaction(async (query) => {
        await query(
          `INSERT INTO saved_search_alerts (saved_search_id, checked_at, notified_at, seen_property_ids)
           SELECT s.id, $2::timestamptz, CASE WHEN $4::boolean THEN $2::timestamptz END, $3::uuid[] FROM saved_searches s WHERE s.id = $1::uuid
           ON CONFLICT (saved_search_id) DO UPDATE SET checked_at = EXCLUDED.checked_at, seen_property_ids = EXCLUDED.seen_property_ids,
             notified_at = coalesce(EXCLUDED.notified_at, saved_search_alerts.notified_at)`,
          [input.searchId, input.at, input.seen, input.notification !== undefined],
        )
        if (input.notification) await insertNotifications(query, [input.notification])
      })
    },
  }
}

export type SavedSearchAlertsRepository = ReturnType<typeof createSavedSearchAlertsRepository>
