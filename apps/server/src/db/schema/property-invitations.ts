// property_invitations: a person named as an owner or as the dealer of a listing by someone else
// (ARCHITECTURE §6, consent before anyone is named). The listing names them only once they
// accept; until then they are not an owner (not in property_owners, the document or any search).
// At most one pending invitation per person and role on a listing; the status moves once, from
// pending, in an UPDATE that checks it is still pending (two answers cannot both succeed).
import { sql } from 'drizzle-orm'
import { doublePrecision, index, pgTable, text, timestamp, uniqueIndex, uuid } from 'drizzle-orm/pg-core'
import { properties } from './properties'
import { users } from './users'

export const propertyInvitations = pgTable(
  'property_invitations',
  {
    id: uuid('id').primaryKey().default(sql`gen_random_uuid()`),
    propertyId: uuid('property_id')
      .notNull()
      .references(() => properties.id, { onDelete: 'cascade' }),
    inviteeId: uuid('invitee_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    /** owner or dealer */
    role: text('role').notNull(),
    /** The share proposed for an owner, per cent; null for a dealer. */
    share: doublePrecision('share'),
    ownershipType: text('ownership_type'),
    /** pending, accepted, declined or withdrawn */
    status: text('status').notNull().default('pending'),
    invitedBy: text('invited_by').notNull(),
    createdAt: timestamp('created_at', { withTimezone: true, mode: 'string' }).notNull().defaultNow(),
    respondedAt: timestamp('responded_at', { withTimezone: true, mode: 'string' }),
  },
  (t) => [
    uniqueIndex('property_invitations_pending_idx').on(t.propertyId, t.inviteeId, t.role).where(sql`status = 'pending'`),
    index('property_invitations_invitee_idx').on(t.inviteeId, t.createdAt).where(sql`status = 'pending'`),
  ],
)
