// property_daily_counts: how many listings were created on each calendar day in India, per status
// (as it is now) and type, kept exact by triggers on properties as property_counts is (inserts and
// deletes per statement, updates per row when the status or type changes; TRUNCATE empties it).
// The admin dashboard's listings over time are then a sum over a few thousand rows, not a scan of
// every listing.
import { date, integer, pgTable, primaryKey, text } from 'drizzle-orm/pg-core'

export const propertyDailyCounts = pgTable(
  'property_daily_counts',
  {
    /** (created_at AT TIME ZONE 'Asia/Kolkata')::date */
    day: date('day', { mode: 'string' }).notNull(),
    status: text('status').notNull(),
    type: text('type').notNull(),
    n: integer('n').notNull().default(0),
  },
  (t) => [primaryKey({ columns: [t.day, t.status, t.type] })],
)
