// saved_searches: a signed-in user's named searches of the public listings (the home search's
// query string, normalised by the domain's normaliseSearchQuery). Names are unique per user.
import { sql } from 'drizzle-orm'
import { index, pgTable, text, timestamp, uniqueIndex, uuid } from 'drizzle-orm/pg-core'
import { users } from './users'

export const savedSearches = pgTable(
  'saved_searches',
  {
    id: uuid('id').primaryKey().default(sql`gen_random_uuid()`),
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    name: text('name').notNull(),
    query: text('query').notNull(),
    createdAt: timestamp('created_at', { withTimezone: true, mode: 'string' }).notNull().defaultNow(),
  },
  (t) => [uniqueIndex('saved_searches_user_name_idx').on(t.userId, t.name), index('saved_searches_user_idx').on(t.userId, t.createdAt)],
)
