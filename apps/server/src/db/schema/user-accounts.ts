// A user's KYC details and dealer applications (issue #25). The KYC status itself is
// users.kyc_status (read with the profile); kyc_submissions holds what was submitted: an Aadhaar
// number only masked (the full number is never stored), a PAN as typed. dealer_applications keeps
// every application; at most one is pending per user.
import { sql } from 'drizzle-orm'
import { index, integer, pgTable, text, timestamp, uniqueIndex, uuid } from 'drizzle-orm/pg-core'
import { users } from './users'

export const kycSubmissions = pgTable('kyc_submissions', {
  userId: uuid('user_id')
    .primaryKey()
    .references(() => users.id, { onDelete: 'cascade' }),
  /** 'aadhaar' or 'pan'. */
  idType: text('id_type').notNull(),
  /** 'XXXX XXXX 1234' for Aadhaar; the PAN upper-cased. */
  idNumber: text('id_number').notNull(),
  submittedAt: timestamp('submitted_at', { withTimezone: true, mode: 'string' }).notNull().defaultNow(),
  decidedBy: uuid('decided_by').references(() => users.id, { onDelete: 'set null' }),
  decidedAt: timestamp('decided_at', { withTimezone: true, mode: 'string' }),
  decisionReason: text('decision_reason'),
})

export const dealerApplications = pgTable(
  'dealer_applications',
  {
    id: uuid('id').primaryKey().default(sql`gen_random_uuid()`),
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    /** 'pending', 'approved' or 'rejected' (the domain's dealerApplicationMachine). */
    status: text('status').notNull().default('pending'),
    reraNumber: text('rera_number').notNull(),
    reraState: text('rera_state').notNull(),
    agencyName: text('agency_name').notNull(),
    officeAddress: text('office_address').notNull(),
    createdAt: timestamp('created_at', { withTimezone: true, mode: 'string' }).notNull().defaultNow(),
    decidedBy: uuid('decided_by').references(() => users.id, { onDelete: 'set null' }),
    decidedAt: timestamp('decided_at', { withTimezone: true, mode: 'string' }),
    decisionReason: text('decision_reason'),
    version: integer('version').notNull().default(1),
  },
  (t) => [
    index('dealer_applications_user_idx').on(t.userId, t.createdAt),
    uniqueIndex('dealer_applications_one_pending_idx').on(t.userId).where(sql`status = 'pending'`),
  ],
)
