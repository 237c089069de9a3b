// A user's KYC details and dealer applications (issue #25). The KYC status itself is
// users.kyc_status (read with the profile); kyc_submissions holds what was submitted: an Aadhaar
// number only masked (the full number is never stored), a PAN as typed. dealer_applications keeps
// every application; at most one is pending per user.
import { sql } from 'drizzle-orm'
import { index, integer, pgTable, primaryKey, text, timestamp, uniqueIndex, uuid } from 'drizzle-orm/pg-core'
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

/**
 * The scan(s) of the submitted identity document: front, and back when the card has one. A row
 * per side, kept under kyc-scans/{userId}/{side}/ in storage (private, never public); the rows go
 * with their submission (a resubmission replaces them, a deleted user takes them along) and the
 * stored-files sweep removes a file no row names.
 */
export const kycScans = pgTable(
  'kyc_scans',
  {
    userId: uuid('user_id')
      .notNull()
      .references(() => kycSubmissions.userId, { onDelete: 'cascade' }),
    /** 'front' or 'back'. */
    side: text('side').notNull(),
    id: uuid('id').notNull().unique().default(sql`gen_random_uuid()`),
    path: text('path').notNull().unique(),
    originalName: text('original_name').notNull(),
    /** The type its bytes were checked as: application/pdf, image/jpeg or image/png. */
    contentType: text('content_type').notNull(),
    size: integer('size').notNull(),
    uploadedAt: timestamp('uploaded_at', { withTimezone: true, mode: 'string' }).notNull().defaultNow(),
  },
  (t) => [primaryKey({ columns: [t.userId, t.side] })],
)

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
