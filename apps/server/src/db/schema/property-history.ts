// History of a property's price, ownership and dealer (SPEC §7 price-changes, ownership-changes,
// by-dealer with includeHistory). One row per change, written in the same transaction as the
// change itself, so the history searches are queries over these tables.
import { bigint, bigserial, index, jsonb, pgTable, text, timestamp, uuid } from 'drizzle-orm/pg-core'
import { properties } from './properties'
import { users } from './users'

const changedAt = () => timestamp('changed_at', { withTimezone: true, mode: 'string' }).notNull().defaultNow()
const propertyId = () =>
  uuid('property_id')
    .notNull()
    .references(() => properties.id, { onDelete: 'cascade' })

/** Every change of the asking price (the first row of a property has no old price). */
export const propertyPriceHistory = pgTable(
  'property_price_history',
  {
    id: bigserial('id', { mode: 'number' }).primaryKey(),
    propertyId: propertyId(),
    oldPrice: bigint('old_price', { mode: 'number' }),
    newPrice: bigint('new_price', { mode: 'number' }).notNull(),
    changedBy: text('changed_by').notNull().default('system'),
    changedAt: changedAt(),
  },
  (t) => [index('property_price_history_property_idx').on(t.propertyId, t.changedAt), index('property_price_history_changed_at_idx').on(t.changedAt)],
)

/** Every change of who owns a property: the owner lists (user id and share) before and after. */
export const propertyOwnershipHistory = pgTable(
  'property_ownership_history',
  {
    id: bigserial('id', { mode: 'number' }).primaryKey(),
    propertyId: propertyId(),
    previousOwnerId: uuid('previous_owner_id'),
    newOwnerId: uuid('new_owner_id'),
    previousOwners: jsonb('previous_owners').$type<{ userId: string; share?: number }[]>().notNull().default([]),
    newOwners: jsonb('new_owners').$type<{ userId: string; share?: number }[]>().notNull().default([]),
    changedBy: text('changed_by').notNull().default('system'),
    changedAt: changedAt(),
  },
  (t) => [index('property_ownership_history_property_idx').on(t.propertyId, t.changedAt), index('property_ownership_history_changed_at_idx').on(t.changedAt)],
)

/** Each dealer's spell on a property: open (unassigned_at null) while the dealer is current. */
export const propertyDealerHistory = pgTable(
  'property_dealer_history',
  {
    id: bigserial('id', { mode: 'number' }).primaryKey(),
    propertyId: propertyId(),
    dealerId: uuid('dealer_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    assignedBy: text('assigned_by').notNull().default('system'),
    assignedAt: timestamp('assigned_at', { withTimezone: true, mode: 'string' }).notNull().defaultNow(),
    unassignedAt: timestamp('unassigned_at', { withTimezone: true, mode: 'string' }),
  },
  (t) => [
    index('property_dealer_history_dealer_idx').on(t.dealerId, t.propertyId),
    index('property_dealer_history_property_idx').on(t.propertyId),
    index('property_dealer_history_assigned_at_idx').on(t.assignedAt),
  ],
)
