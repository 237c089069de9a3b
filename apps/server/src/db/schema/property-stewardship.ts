// Changes to a listing by dealers who do not represent it (not its owner, creator, lister or
// current dealer; SPEC §6 gives every dealer property access): who, when, and which fields, with
// their values before and after when small. Written in the same transaction as the change and
// shown to the owners on their property page.
import { bigserial, index, jsonb, pgTable, timestamp, uuid } from 'drizzle-orm/pg-core'
import type { DocumentChange } from '@vishwas/domain'
import { properties } from './properties'
import { users } from './users'

export const propertyDealerChanges = pgTable(
  'property_dealer_changes',
  {
    id: bigserial('id', { mode: 'number' }).primaryKey(),
    propertyId: uuid('property_id')
      .notNull()
      .references(() => properties.id, { onDelete: 'cascade' }),
    /** The dealer who made the change (null once that user is gone; the record stays). */
    changedBy: uuid('changed_by').references(() => users.id, { onDelete: 'set null' }),
    changedAt: timestamp('changed_at', { withTimezone: true, mode: 'string' }).notNull().defaultNow(),
    changes: jsonb('changes').$type<DocumentChange[]>().notNull(),
  },
  (t) => [index('property_dealer_changes_property_idx').on(t.propertyId, t.changedAt, t.id)],
)
