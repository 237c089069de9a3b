// inquiries and their threads (issue #23): a signed-in user's question about a property and the
// replies of the people with property access. One open inquiry per person and property (a second
// ask joins its thread); the asker's number is shown to the property side only with share_phone.
import { sql } from 'drizzle-orm'
import { boolean, index, integer, pgTable, text, timestamp, uniqueIndex, uuid } from 'drizzle-orm/pg-core'
import { properties } from './properties'
import { users } from './users'

export const inquiries = pgTable(
  'inquiries',
  {
    id: uuid('id').primaryKey().default(sql`gen_random_uuid()`),
    propertyId: uuid('property_id')
      .notNull()
      .references(() => properties.id, { onDelete: 'cascade' }),
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    sharePhone: boolean('share_phone').notNull().default(false),
    status: text('status').notNull().default('new'),
    /** Bumped by every transition: a transition names the version it read (stale writes are refused). */
    version: integer('version').notNull().default(0),
    createdAt: timestamp('created_at', { withTimezone: true, mode: 'string' }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true, mode: 'string' }).notNull().defaultNow(),
    lastMessageAt: timestamp('last_message_at', { withTimezone: true, mode: 'string' }).notNull().defaultNow(),
  },
  (t) => [
    uniqueIndex('inquiries_open_per_user_idx')
      .on(t.propertyId, t.userId)
      .where(sql`${t.status} IN ('new', 'contacted', 'qualified')`),
    index('inquiries_user_idx').on(t.userId, t.lastMessageAt.desc()),
    index('inquiries_property_idx').on(t.propertyId, t.lastMessageAt.desc()),
    // The admin dashboard counts threads opened per day.
    index('inquiries_created_idx').on(t.createdAt),
  ],
)

export const inquiryMessages = pgTable(
  'inquiry_messages',
  {
    id: uuid('id').primaryKey().default(sql`gen_random_uuid()`),
    inquiryId: uuid('inquiry_id')
      .notNull()
      .references(() => inquiries.id, { onDelete: 'cascade' }),
    authorId: uuid('author_id').references(() => users.id, { onDelete: 'set null' }),
    /** Whether the asker wrote it (else the property side or an admin). */
    fromAsker: boolean('from_asker').notNull(),
    body: text('body').notNull(),
    createdAt: timestamp('created_at', { withTimezone: true, mode: 'string' }).notNull().defaultNow(),
  },
  (t) => [index('inquiry_messages_thread_idx').on(t.inquiryId, t.createdAt)],
)
