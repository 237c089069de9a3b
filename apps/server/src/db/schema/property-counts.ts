// property_counts: how many properties there are per (status, type, city, state), kept exact by
// triggers on properties (migration 0003). Counting the public list's matches is then a sum over
// a few hundred rows instead of a scan of every active listing; statistics read it too.
import { integer, pgTable, primaryKey, text } from 'drizzle-orm/pg-core'

export const propertyCounts = pgTable(
  'property_counts',
  {
    status: text('status').notNull(),
    type: text('type').notNull(),
    /** lower(city) */
    cityKey: text('city_key').notNull(),
    /** lower(state) */
    stateKey: text('state_key').notNull(),
    n: integer('n').notNull().default(0),
  },
  (t) => [primaryKey({ columns: [t.status, t.type, t.cityKey, t.stateKey] })],
)
