// users: one row per person. `id` is the did (the lookup id); `uid` is the identity id from sign-in.
import { sql } from 'drizzle-orm'
import { boolean, index, pgTable, text, timestamp, uuid } from 'drizzle-orm/pg-core'

export const users = pgTable(
  'users',
  {
  id: uuid('id').primaryKey().default(sql`gen_random_uuid()`),
  uid: text('uid').notNull().unique(),
  phoneNumber: text('phone_number').unique(),
  fullName: text('full_name').notNull().default(''),
  email: text('email').notNull().default(''),
  isAdmin: boolean('is_admin').notNull().default(false),
  isSeller: boolean('is_seller').notNull().default(false),
  isDealer: boolean('is_dealer').notNull().default(false),
  accountType: text('account_type').notNull().default('individual'),
  kycStatus: text('kyc_status').notNull().default('not-started'),
  segment: text('segment'),
  country: text('country').notNull().default('India'),
  state: text('state').notNull().default(''),
  city: text('city').notNull().default(''),
  /** Visit reminders also go by SMS unless the person turned them off (notifications always). */
  smsReminders: boolean('sms_reminders').notNull().default(true),
  /** The person's Razorpay linked account (Route), set by an admin: a deal's escrow is transferred there on hold, and released on completion. */
  payoutAccountId: text('payout_account_id'),
  /** Set while an admin has suspended the user: no sign-in, no session, listings out of public view. */
  suspendedAt: timestamp('suspended_at', { withTimezone: true, mode: 'string' }),
  suspendedReason: text('suspended_reason'),
  createdAt: timestamp('created_at', { withTimezone: true, mode: 'string' }).notNull().defaultNow(),
  updatedAt: timestamp('updated_at', { withTimezone: true, mode: 'string' }).notNull().defaultNow(),
  },
  // The admin dashboard counts people joining per day.
  (t) => [index('users_created_idx').on(t.createdAt)],
)

export type UserRow = typeof users.$inferSelect
export type NewUserRow = typeof users.$inferInsert
