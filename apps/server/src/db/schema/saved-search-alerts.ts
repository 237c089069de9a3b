// saved_search_alerts: what the saved-search alert job knows of each search: when it last looked,
// when it last told the user (at most once a day), and the listings that matched when it looked
// (a listing is new to the search when it matches and was not among them).
import { sql } from 'drizzle-orm'
import { pgTable, timestamp, uuid } from 'drizzle-orm/pg-core'
import { savedSearches } from './saved-searches'

export const savedSearchAlerts = pgTable('saved_search_alerts', {
  savedSearchId: uuid('saved_search_id')
    .primaryKey()
    .references(() => savedSearches.id, { onDelete: 'cascade' }),
  checkedAt: timestamp('checked_at', { withTimezone: true, mode: 'string' }).notNull(),
  notifiedAt: timestamp('notified_at', { withTimezone: true, mode: 'string' }),
  seenPropertyIds: uuid('seen_property_ids')
    .array()
    .notNull()
    .default(sql`'{}'::uuid[]`),
})
