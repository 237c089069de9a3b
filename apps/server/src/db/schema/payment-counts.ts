// How many payments there are by India day, status, purpose, method and gateway: the payment
// manager's total for its filters, read from a few hundred rows instead of counting 100 000
// payments on every page. Kept by a trigger on payments (the slice's migration): each insert,
// change of a counted column or delete moves one count; a TRUNCATE of payments empties it.
import { bigint, date, pgTable, primaryKey, text } from 'drizzle-orm/pg-core'

export const paymentCounts = pgTable(
  'payment_counts',
  {
    /** The day the payment was made, in India time. */
    day: date('day', { mode: 'string' }).notNull(),
    status: text('status').notNull(),
    purpose: text('purpose').notNull(),
    /** '' while the gateway has not said how it was paid. */
    method: text('method').notNull(),
    provider: text('provider').notNull(),
    n: bigint('n', { mode: 'number' }).notNull().default(0),
  },
  (t) => [primaryKey({ columns: [t.day, t.status, t.purpose, t.method, t.provider] })],
)
