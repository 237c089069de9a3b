// property_owners: who owns which share of a property (co-ownership, SPEC §7 by-owner searches).
import { sql } from 'drizzle-orm'
import { doublePrecision, index, pgTable, primaryKey, text, timestamp, uuid } from 'drizzle-orm/pg-core'
import { properties } from './properties'
import { users } from './users'

export const propertyOwners = pgTable(
  'property_owners',
  {
    propertyId: uuid('property_id')
      .notNull()
      .references(() => properties.id, { onDelete: 'cascade' }),
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    share: doublePrecision('share').notNull().default(100),
    ownershipType: text('ownership_type').notNull().default('freehold'),
    since: timestamp('since', { withTimezone: true, mode: 'string' }).notNull().default(sql`now()`),
  },
  (t) => [primaryKey({ columns: [t.propertyId, t.userId] }), index('property_owners_user_idx').on(t.userId)],
)
