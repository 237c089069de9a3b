// deals: sales, rentals and leases agreed between parties (SPEC §1 deal), with their parties and
// a timeline of every step (who, when, from which status to which, a note). `version` is bumped
// by every step: a step that read an older one is refused. `source` says what opened it (an
// accepted offer, a won bid, or a party directly).
import { sql } from 'drizzle-orm'
import { bigint, check, index, integer, pgTable, primaryKey, text, timestamp, uuid } from 'drizzle-orm/pg-core'
import { properties } from './properties'
import { users } from './users'

export const deals = pgTable(
  'deals',
  {
    id: uuid('id').primaryKey().default(sql`gen_random_uuid()`),
    propertyId: uuid('property_id')
      .notNull()
      .references(() => properties.id, { onDelete: 'cascade' }),
    type: text('type').notNull(),
    amountPaise: bigint('amount_paise', { mode: 'number' }).notNull(),
    tokenAmountPaise: bigint('token_amount_paise', { mode: 'number' }),
    terms: text('terms').notNull().default(''),
    status: text('status').notNull().default('draft'),
    source: text('source').notNull().default('direct'),
    sourceId: uuid('source_id'),
    createdBy: uuid('created_by'),
    agreementDate: timestamp('agreement_date', { withTimezone: true, mode: 'string' }),
    closingDate: timestamp('closing_date', { withTimezone: true, mode: 'string' }),
    version: integer('version').notNull().default(0),
    createdAt: timestamp('created_at', { withTimezone: true, mode: 'string' }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true, mode: 'string' }).notNull().defaultNow(),
  },
  (t) => [
    index('deals_property_idx').on(t.propertyId, t.createdAt),
    // The admin dashboard counts deals started per day.
    index('deals_created_idx').on(t.createdAt),
    check('deals_amount_positive', sql`${t.amountPaise} > 0`),
    check('deals_token_within_amount', sql`${t.tokenAmountPaise} IS NULL OR (${t.tokenAmountPaise} > 0 AND ${t.tokenAmountPaise} <= ${t.amountPaise})`),
  ],
)

export const dealParties = pgTable(
  'deal_parties',
  {
    dealId: uuid('deal_id')
      .notNull()
      .references(() => deals.id, { onDelete: 'cascade' }),
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    role: text('role').notNull(),
  },
  (t) => [primaryKey({ columns: [t.dealId, t.userId] }), index('deal_parties_user_idx').on(t.userId, t.dealId)],
)

export const dealEvents = pgTable(
  'deal_events',
  {
    id: uuid('id').primaryKey().default(sql`gen_random_uuid()`),
    dealId: uuid('deal_id')
      .notNull()
      .references(() => deals.id, { onDelete: 'cascade' }),
    /** Who took the step; null for the system. */
    actorId: uuid('actor_id'),
    action: text('action').notNull(),
    fromStatus: text('from_status'),
    toStatus: text('to_status').notNull(),
    note: text('note').notNull().default(''),
    createdAt: timestamp('created_at', { withTimezone: true, mode: 'string' }).notNull().defaultNow(),
  },
  (t) => [index('deal_events_deal_idx').on(t.dealId, t.createdAt)],
)
