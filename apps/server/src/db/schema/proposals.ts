// proposals: offers on a property (SPEC §1 proposal). The row holds the current price and whose
// turn it is; proposal_rounds keeps every price named, so the history of an offer is never
// overwritten. `version` is bumped by every change: a change that read an older one is refused,
// so an accept and a withdraw (or two accepts) at the same moment cannot both land.
import { sql } from 'drizzle-orm'
import { bigint, check, index, integer, pgTable, text, timestamp, uniqueIndex, uuid } from 'drizzle-orm/pg-core'
import { properties } from './properties'
import { users } from './users'

export const proposals = pgTable(
  'proposals',
  {
    id: uuid('id').primaryKey().default(sql`gen_random_uuid()`),
    propertyId: uuid('property_id')
      .notNull()
      .references(() => properties.id, { onDelete: 'cascade' }),
    fromUserId: uuid('from_user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    toUserId: uuid('to_user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    type: text('type').notNull(),
    amountPaise: bigint('amount_paise', { mode: 'number' }).notNull(),
    terms: text('terms').notNull().default(''),
    validUntil: timestamp('valid_until', { withTimezone: true, mode: 'string' }).notNull(),
    status: text('status').notNull().default('sent'),
    /** buyer or seller: who answers next. */
    turn: text('turn').notNull().default('seller'),
    dealId: uuid('deal_id'),
    version: integer('version').notNull().default(0),
    createdAt: timestamp('created_at', { withTimezone: true, mode: 'string' }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true, mode: 'string' }).notNull().defaultNow(),
  },
  (t) => [
    index('proposals_property_idx').on(t.propertyId, t.createdAt),
    index('proposals_from_idx').on(t.fromUserId, t.createdAt),
    index('proposals_to_idx').on(t.toUserId, t.createdAt),
    // The expiry job's scan: open offers by validity date.
    index('proposals_open_valid_until_idx')
      .on(t.validUntil)
      .where(sql`${t.status} IN ('sent', 'countered')`),
    check('proposals_amount_positive', sql`${t.amountPaise} > 0`),
  ],
)

export const proposalRounds = pgTable(
  'proposal_rounds',
  {
    id: uuid('id').primaryKey().default(sql`gen_random_uuid()`),
    proposalId: uuid('proposal_id')
      .notNull()
      .references(() => proposals.id, { onDelete: 'cascade' }),
    round: integer('round').notNull(),
    side: text('side').notNull(),
    byUserId: uuid('by_user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    amountPaise: bigint('amount_paise', { mode: 'number' }).notNull(),
    terms: text('terms').notNull().default(''),
    createdAt: timestamp('created_at', { withTimezone: true, mode: 'string' }).notNull().defaultNow(),
  },
  (t) => [uniqueIndex('proposal_rounds_round_idx').on(t.proposalId, t.round)],
)
