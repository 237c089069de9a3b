// Rental applications, tenants and rentals (issue #23). An application is a person's request to
// rent a listing; approving it creates, in the same transaction, a tenant (the applicant's details
// as they stood for this tenancy) and a draft rental. Statuses follow the domain's machines; every
// transition bumps `version` and is written WHERE version = the one read, so two conflicting ones
// cannot both succeed. One open application per person and property is an index, not a check.
import { sql } from 'drizzle-orm'
import { bigint, check, date, index, integer, pgTable, text, timestamp, uniqueIndex, uuid } from 'drizzle-orm/pg-core'
import { properties } from './properties'
import { users } from './users'

const stamps = {
  createdAt: timestamp('created_at', { withTimezone: true, mode: 'string' }).notNull().defaultNow(),
  updatedAt: timestamp('updated_at', { withTimezone: true, mode: 'string' }).notNull().defaultNow(),
}

export const rentalApplications = pgTable(
  'rental_applications',
  {
    id: uuid('id').primaryKey().default(sql`gen_random_uuid()`),
    propertyId: uuid('property_id')
      .notNull()
      .references(() => properties.id, { onDelete: 'cascade' }),
    applicantId: uuid('applicant_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    status: text('status').notNull().default('submitted'),
    version: integer('version').notNull().default(0),
    idProofType: text('id_proof_type').notNull(),
    occupation: text('occupation').notNull(),
    householdSize: integer('household_size').notNull(),
    moveInDate: date('move_in_date', { mode: 'string' }).notNull(),
    message: text('message').notNull().default(''),
    reviewedBy: uuid('reviewed_by').references(() => users.id, { onDelete: 'set null' }),
    reviewedAt: timestamp('reviewed_at', { withTimezone: true, mode: 'string' }),
    decisionNote: text('decision_note'),
    ...stamps,
  },
  (t) => [
    uniqueIndex('rental_applications_one_open_idx')
      .on(t.propertyId, t.applicantId)
      .where(sql`${t.status} IN ('submitted', 'under-review')`),
    index('rental_applications_applicant_idx').on(t.applicantId, t.createdAt),
    index('rental_applications_property_idx').on(t.propertyId, t.createdAt),
    check('rental_applications_household_check', sql`${t.householdSize} BETWEEN 1 AND 50`),
  ],
)

export const tenants = pgTable(
  'tenants',
  {
    id: uuid('id').primaryKey().default(sql`gen_random_uuid()`),
    userId: uuid('user_id').references(() => users.id, { onDelete: 'set null' }),
    applicationId: uuid('application_id').references(() => rentalApplications.id, { onDelete: 'set null' }),
    fullName: text('full_name').notNull(),
    phoneNumber: text('phone_number').notNull(),
    email: text('email'),
    occupation: text('occupation'),
    idProofType: text('id_proof_type'),
    householdSize: integer('household_size'),
    ...stamps,
  },
  (t) => [index('tenants_user_idx').on(t.userId), uniqueIndex('tenants_application_idx').on(t.applicationId)],
)

export const rentals = pgTable(
  'rentals',
  {
    id: uuid('id').primaryKey().default(sql`gen_random_uuid()`),
    propertyId: uuid('property_id')
      .notNull()
      .references(() => properties.id, { onDelete: 'cascade' }),
    applicationId: uuid('application_id').references(() => rentalApplications.id, { onDelete: 'set null' }),
    tenantId: uuid('tenant_id')
      .notNull()
      .references(() => tenants.id, { onDelete: 'restrict' }),
    tenantUserId: uuid('tenant_user_id').references(() => users.id, { onDelete: 'set null' }),
    landlordId: uuid('landlord_id').references(() => users.id, { onDelete: 'set null' }),
    status: text('status').notNull().default('draft'),
    version: integer('version').notNull().default(0),
    monthlyRentPaise: bigint('monthly_rent_paise', { mode: 'number' }).notNull(),
    securityDepositPaise: bigint('security_deposit_paise', { mode: 'number' }).notNull(),
    startDate: date('start_date', { mode: 'string' }).notNull(),
    endDate: date('end_date', { mode: 'string' }).notNull(),
    rentDueDay: integer('rent_due_day').notNull(),
    noticePeriodDays: integer('notice_period_days').notNull(),
    closingReason: text('closing_reason'),
    endsOn: date('ends_on', { mode: 'string' }),
    closedBy: uuid('closed_by').references(() => users.id, { onDelete: 'set null' }),
    closedAt: timestamp('closed_at', { withTimezone: true, mode: 'string' }),
    /** What the landlord keeps of the deposit when the tenancy closes, and why (the tenant sees both). */
    depositDeductionsPaise: bigint('deposit_deductions_paise', { mode: 'number' }).notNull().default(0),
    depositDeductionsReason: text('deposit_deductions_reason').notNull().default(''),
    ...stamps,
  },
  (t) => [
    uniqueIndex('rentals_application_idx').on(t.applicationId),
    index('rentals_property_idx').on(t.propertyId, t.createdAt),
    index('rentals_tenant_user_idx').on(t.tenantUserId, t.createdAt),
    check('rentals_period_check', sql`${t.endDate} > ${t.startDate}`),
    check('rentals_due_day_check', sql`${t.rentDueDay} BETWEEN 1 AND 28`),
    check('rentals_money_check', sql`${t.monthlyRentPaise} > 0 AND ${t.securityDepositPaise} >= 0`),
    check('rentals_deductions_check', sql`${t.depositDeductionsPaise} >= 0 AND ${t.depositDeductionsPaise} <= ${t.securityDepositPaise}`),
  ],
)
