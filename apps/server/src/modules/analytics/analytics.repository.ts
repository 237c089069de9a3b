// SQL of the site's analytics: events of consenting visitors in analytics_events (beside the
// listings' counted events, with no listing of their own), and the contact fields of a signed-in
// visitor, which the service hashes before they go anywhere.
import type { SiteEvent } from '@vishwas/domain'
import type { DatabaseHandle } from '../../db/database'

export function createAnalyticsRepository(database: DatabaseHandle) {
  return {
    /** Keeps the events in one statement; the payload names the event, never the visitor. */
    async recordSiteEvents(events: readonly SiteEvent[]): Promise<number> {
      if (events.length === 0) return 0
      const payloads = events.map((event) => ({
        source: 'site',
        event: event.name,
        eventId: event.id,
        path: event.path,
        ...(event.propertyId ? { propertyId: event.propertyId } : {}),
      }))
      const rows = await database.query(
        `INSERT INTO analytics_events (property_id, payload) SELECT NULL, value FROM jsonb_array_elements($1::jsonb) RETURNING id`,
        [JSON.stringify(payloads)],
      )
      return rows.length
    },

    /** A user's e-mail and phone number, as stored. */
    async findContact(userId: string): Promise<{ email: string; phone: string | null } | undefined> {
      const [row] = await database.query<{ email: string; phone: string | null }>('SELECT email, phone_number AS phone FROM users WHERE id = $1::uuid', [userId])
      return row
    },
  }
}

export type AnalyticsRepository = ReturnType<typeof createAnalyticsRepository>
