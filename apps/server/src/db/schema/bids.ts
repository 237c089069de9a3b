// bidding_windows and bids (the bidding slice of the marketplace transactions). A window is one
// opening of a listing for sale to bids: its terms (opening amount, reserve, increment, closing
// time), open -> closed, and the winning bid once closed. At most one window per listing is open
// (a partial unique index), and at most one bid per window is active, the highest (another):
// even a bug in the locking could not leave two highest bids. Amounts are whole paise. Rows
// carry a version: a transition writes WHERE version = the one read.
import { sql } from 'drizzle-orm'
import { bigint, check, index, integer, pgTable, text, timestamp, uniqueIndex, uuid } from 'drizzle-orm/pg-core'
import { properties } from './properties'
import { users } from './users'

export const biddingWindows = pgTable(
  'bidding_windows',
  {
    id: uuid('id').primaryKey().default(sql`gen_random_uuid()`),
    propertyId: uuid('property_id')
      .notNull()
      .references(() => properties.id, { onDelete: 'cascade' }),
    openedBy: uuid('opened_by')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    status: text('status').notNull().default('open'),
    startingPaise: bigint('starting_paise', { mode: 'number' }).notNull(),
    reservePaise: bigint('reserve_paise', { mode: 'number' }).notNull(),
    incrementPaise: bigint('increment_paise', { mode: 'number' }).notNull(),
    closesAt: timestamp('closes_at', { withTimezone: true, mode: 'string' }).notNull(),
    closedAt: timestamp('closed_at', { withTimezone: true, mode: 'string' }),
    /** 'seller', 'admin' or 'system' (the clock). */
    closedBy: text('closed_by'),
    winningBidId: uuid('winning_bid_id'),
    version: integer('version').notNull().default(0),
    createdAt: timestamp('created_at', { withTimezone: true, mode: 'string' }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true, mode: 'string' }).notNull().defaultNow(),
  },
  (t) => [
    uniqueIndex('bidding_windows_one_open_idx')
      .on(t.propertyId)
      .where(sql`${t.status} = 'open'`),
    index('bidding_windows_property_idx').on(t.propertyId, t.createdAt.desc()),
    index('bidding_windows_due_idx')
      .on(t.closesAt)
      .where(sql`${t.status} = 'open'`),
    check('bidding_windows_status_check', sql`${t.status} IN ('open', 'closed')`),
    check('bidding_windows_amounts_check', sql`${t.startingPaise} > 0 AND ${t.reservePaise} >= 0 AND ${t.incrementPaise} > 0`),
  ],
)

export const bids = pgTable(
  'bids',
  {
    id: uuid('id').primaryKey().default(sql`gen_random_uuid()`),
    windowId: uuid('window_id')
      .notNull()
      .references(() => biddingWindows.id, { onDelete: 'cascade' }),
    propertyId: uuid('property_id')
      .notNull()
      .references(() => properties.id, { onDelete: 'cascade' }),
    bidderId: uuid('bidder_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    amountPaise: bigint('amount_paise', { mode: 'number' }).notNull(),
    message: text('message'),
    status: text('status').notNull().default('active'),
    version: integer('version').notNull().default(0),
    createdAt: timestamp('created_at', { withTimezone: true, mode: 'string' }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true, mode: 'string' }).notNull().defaultNow(),
  },
  (t) => [
    uniqueIndex('bids_one_active_idx')
      .on(t.windowId)
      .where(sql`${t.status} = 'active'`),
    index('bids_window_amount_idx').on(t.windowId, t.amountPaise.desc()),
    index('bids_bidder_idx').on(t.bidderId, t.createdAt.desc()),
    index('bids_property_idx').on(t.propertyId, t.createdAt.desc()),
    check('bids_status_check', sql`${t.status} IN ('active', 'outbid', 'won', 'lost', 'withdrawn', 'rejected')`),
    check('bids_amount_check', sql`${t.amountPaise} > 0`),
  ],
)
