// property_owners: who owns which share of a property (co-ownership, SPEC §7 by-owner searches).
// is_creator marks the owner who also created the property; triggers keep it (migration 0009),
// so the properties a user owns but did not create are read from a small partial index.
import { sql } from 'drizzle-orm'
import { boolean, doublePrecision, index, pgTable, primaryKey, text, timestamp, uuid } from 'drizzle-orm/pg-core'
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
    isCreator: boolean('is_creator').notNull().default(false),
  },
  (t) => [
    primaryKey({ columns: [t.propertyId, t.userId] }),
    index('property_owners_user_idx').on(t.userId),
    index('property_owners_co_owned_idx').on(t.userId, t.propertyId).where(sql`NOT ${t.isCreator}`),
  ],
)
