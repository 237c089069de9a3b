// shortlist_items: the listings a signed-in buyer hearted (their shortlist), one row per user and
// listing. A listing's rows go with it into the trash and come back on restore (TRASHED_TABLES).
import { index, pgTable, primaryKey, timestamp, uuid } from 'drizzle-orm/pg-core'
import { properties } from './properties'
import { users } from './users'

export const shortlistItems = pgTable(
  'shortlist_items',
  {
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    propertyId: uuid('property_id')
      .notNull()
      .references(() => properties.id, { onDelete: 'cascade' }),
    createdAt: timestamp('created_at', { withTimezone: true, mode: 'string' }).notNull().defaultNow(),
  },
  (t) => [primaryKey({ columns: [t.userId, t.propertyId] }), index('shortlist_items_user_idx').on(t.userId, t.createdAt), index('shortlist_items_property_idx').on(t.propertyId)],
)
