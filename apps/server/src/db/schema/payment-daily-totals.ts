// payment_daily_totals: how many payments succeeded on each calendar day in India (the day the
// payment was made) and their paise, kept exact by triggers on payments as property_daily_counts
// is (inserts and deletes per statement, updates per row when the status, amount or creation time
// change; TRUNCATE empties it). The admin dashboard's payments over time are then a sum over one
// row a day, not a pass over every payment of the range.
import { bigint, date, integer, pgTable } from 'drizzle-orm/pg-core'

export const paymentDailyTotals = pgTable('payment_daily_totals', {
  /** (created_at AT TIME ZONE 'Asia/Kolkata')::date of the payments counted. */
  day: date('day', { mode: 'string' }).primaryKey(),
  /** Succeeded payments made that day (a refunded one leaves the count). */
  n: integer('n').notNull().default(0),
  paise: bigint('paise', { mode: 'number' }).notNull().default(0),
})
