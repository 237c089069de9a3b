// SQL of rental applications, tenants and rentals. Reads answer rows with their property's document
// (the service decides who may see them); transitions are written inside one transaction WHERE
// version = the version read, bumping it, so of two conflicting transitions only one changes a row.
import type { ApplicationStatus, IdProofType, KycStatus, Property, RentalStatus } from '@vishwas/domain'
import type { DatabaseHandle, QueryFn } from '../../db/database'
import type { PropertyKey } from '../properties-public/properties-public.repository'
import { onDealersTeamSql } from '../properties/listing-side-sql'

const ts = (column: string) => `to_char(${column} AT TIME ZONE 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS.MS"Z"')`
const day = (column: string) => `to_char(${column}, 'YYYY-MM-DD')`

export type PropertySummary = { id: string; reference: string; title: string; city: string; listingType: string; status: string }

export type ApplicationRow = {
  id: string
  propertyId: string
  applicantId: string
  applicantName: string
  status: ApplicationStatus
  version: number
  idProofType: IdProofType
  occupation: string
  occupants: number
  moveInDate: string
  message: string
  reviewedBy: string | null
  reviewedAt: string | null
  decisionNote: string | null
  createdAt: string
  updatedAt: string
  property: PropertySummary
  /** The property's stored document: who has property access (never answered as is). */
  doc: Property
}

export type RentalRow = {
  id: string
  propertyId: string
  applicationId: string | null
  tenantId: string
  tenantUserId: string | null
  tenantName: string
  landlordId: string | null
  status: RentalStatus
  version: number
  monthlyRentPaise: number
  securityDepositPaise: number
  startDate: string
  endDate: string
  rentDueDay: number
  noticePeriodDays: number
  closingReason: string | null
  endsOn: string | null
  closedBy: string | null
  closedAt: string | null
  depositDeductionsPaise: number
  depositDeductionsReason: string
  createdAt: string
  updatedAt: string
  property: PropertySummary
  doc: Property
}

export type TenantRow = {
  id: string
  userId: string | null
  applicationId: string | null
  fullName: string
  phoneNumber: string
  email: string | null
  occupation: string | null
  idProofType: IdProofType | null
  householdSize: number | null
  kycStatus: KycStatus | null
  createdAt: string
  updatedAt: string
}

const propertyColumns = `json_build_object('id', p.id, 'reference', p.reference, 'title', p.title, 'city', p.city, 'listingType', p.listing_type, 'status', p.status) AS property, p.doc`

const applicationColumns = `a.id::text AS id, a.property_id::text AS "propertyId", a.applicant_id::text AS "applicantId", coalesce(u.full_name, '') AS "applicantName",
  a.status, a.version, a.id_proof_type AS "idProofType", a.occupation, a.household_size AS occupants, ${day('a.move_in_date')} AS "moveInDate", a.message,
  a.reviewed_by::text AS "reviewedBy", ${ts('a.reviewed_at')} AS "reviewedAt", a.decision_note AS "decisionNote",
  ${ts('a.created_at')} AS "createdAt", ${ts('a.updated_at')} AS "updatedAt", ${propertyColumns}`
const applicationFrom = 'rental_applications a JOIN properties p ON p.id = a.property_id LEFT JOIN users u ON u.id = a.applicant_id'

const rentalColumns = `r.id::text AS id, r.property_id::text AS "propertyId", r.application_id::text AS "applicationId", r.tenant_id::text AS "tenantId",
  r.tenant_user_id::text AS "tenantUserId", t.full_name AS "tenantName", r.landlord_id::text AS "landlordId", r.status, r.version,
  r.monthly_rent_paise::float8 AS "monthlyRentPaise", r.security_deposit_paise::float8 AS "securityDepositPaise",
  ${day('r.start_date')} AS "startDate", ${day('r.end_date')} AS "endDate", r.rent_due_day AS "rentDueDay", r.notice_period_days AS "noticePeriodDays",
  r.closing_reason AS "closingReason", ${day('r.ends_on')} AS "endsOn", r.closed_by::text AS "closedBy", ${ts('r.closed_at')} AS "closedAt",
  r.deposit_deductions_paise::float8 AS "depositDeductionsPaise", r.deposit_deductions_reason AS "depositDeductionsReason",
  ${ts('r.created_at')} AS "createdAt", ${ts('r.updated_at')} AS "updatedAt", ${propertyColumns}`
const rentalFrom = 'rentals r JOIN tenants t ON t.id = r.tenant_id JOIN properties p ON p.id = r.property_id'

const tenantColumns = `t.id::text AS id, t.user_id::text AS "userId", t.application_id::text AS "applicationId", t.full_name AS "fullName", t.phone_number AS "phoneNumber",
  t.email, t.occupation, t.id_proof_type AS "idProofType", t.household_size AS "householdSize", u.kyc_status AS "kycStatus",
  ${ts('t.created_at')} AS "createdAt", ${ts('t.updated_at')} AS "updatedAt"`

/** Whether user $N stands for property p: an owner, its creator, its lister or its current dealer (the domain's representsProperty). */
const represents = (n: number) => `(p.owner_id::text = $${n} OR p.dealer_id::text = $${n} OR p.created_by = $${n} OR p.doc #>> '{metadata,listedBy}' = $${n}
  OR EXISTS (SELECT 1 FROM property_owners po WHERE po.property_id = p.id AND po.user_id::text = $${n}) OR ${onDealersTeamSql('p', `$${n}`)})`

/**
 * Which items a list holds: every item (admins, or anyone with access to the one property asked
 * for), the caller's own as tenant, those on properties the caller stands for, or both.
 */
export type ListScope = { kind: 'all' } | { kind: 'tenant' | 'landlord' | 'either'; userId: string }
export type ListFilter = { scope: ListScope; status: string | undefined; propertyId: string | undefined; limit: number; offset: number }

function listWhere(filter: ListFilter, tenantColumn: string): { where: string; params: unknown[] } {
  const params: unknown[] = [filter.status ?? null, filter.propertyId ?? null]
  const clauses = ['($1::text IS NULL OR x.status = $1)', '($2::uuid IS NULL OR p.id = $2::uuid)']
  const { scope } = filter
  if (scope.kind !== 'all') {
    params.push(scope.userId)
    const mine = `${tenantColumn}::text = $3`
    clauses.push(scope.kind === 'tenant' ? mine : scope.kind === 'landlord' ? `(${represents(3)} AND ${tenantColumn}::text IS DISTINCT FROM $3)` : `(${mine} OR ${represents(3)})`)
  }
  return { where: clauses.join(' AND '), params }
}

export type NewApplication = { propertyId: string; applicantId: string; idProofType: string; occupation: string; occupants: number; moveInDate: string; message: string }

export class OpenApplicationExistsError extends Error {}

const isUniqueViolation = (error: unknown) => error !== null && typeof error === 'object' && (error as { code?: unknown }).code === '23505'

/** Writes inside one transaction of a use case; `query` is the transaction's (for insertNotifications). */
export function rentalsWriter(query: QueryFn) {
  return {
    query,

    async insertApplication(input: NewApplication): Promise<string> {
      try {
        const [row] = await query<{ id: string }>(
          `INSERT INTO rental_applications (property_id, applicant_id, id_proof_type, occupation, household_size, move_in_date, message)
           VALUES ($1::uuid, $2::uuid, $3, $4, $5, $6::date, $7) RETURNING id::text AS id`,
          [input.propertyId, input.applicantId, input.idProofType, input.occupation, input.occupants, input.moveInDate, input.message],
        )
        return row!.id
      } catch (error) {
        if (isUniqueViolation(error)) throw new OpenApplicationExistsError()
        throw error
      }
    },

    /** Moves the application on if it is still at `version`; false when another write came first. */
    async setApplicationStatus(input: { id: string; version: number; status: ApplicationStatus; by: string; at: string; decided: boolean; note: string | null }): Promise<boolean> {
      const rows = await query(
        `UPDATE rental_applications SET status = $3, version = version + 1, updated_at = $5::timestamptz,
                reviewed_by = CASE WHEN $6 THEN $4::uuid ELSE reviewed_by END, reviewed_at = CASE WHEN $6 THEN $5::timestamptz ELSE reviewed_at END,
                decision_note = coalesce($7, decision_note)
          WHERE id = $1::uuid AND version = $2 RETURNING id`,
        [input.id, input.version, input.status, input.by, input.at, input.decided, input.note],
      )
      return rows.length === 1
    },

    /** The applicant's details for this tenancy: their account's name and contact, the application's answers. */
    async insertTenant(applicationId: string): Promise<string> {
      const [row] = await query<{ id: string }>(
        `INSERT INTO tenants (user_id, application_id, full_name, phone_number, email, occupation, id_proof_type, household_size)
         SELECT u.id, a.id, coalesce(nullif(u.full_name, ''), u.phone_number), u.phone_number, nullif(u.email, ''), a.occupation, a.id_proof_type, a.household_size
           FROM rental_applications a JOIN users u ON u.id = a.applicant_id WHERE a.id = $1::uuid
         RETURNING id::text AS id`,
        [applicationId],
      )
      return row!.id
    },

    async insertRental(input: {
      propertyId: string
      applicationId: string
      tenantId: string
      tenantUserId: string
      landlordId: string | null
      monthlyRentPaise: number
      securityDepositPaise: number
      startDate: string
      endDate: string
      rentDueDay: number
      noticePeriodDays: number
    }): Promise<string> {
      const [row] = await query<{ id: string }>(
        `INSERT INTO rentals (property_id, application_id, tenant_id, tenant_user_id, landlord_id, monthly_rent_paise, security_deposit_paise, start_date, end_date, rent_due_day, notice_period_days)
         VALUES ($1::uuid, $2::uuid, $3::uuid, $4::uuid, $5::uuid, $6, $7, $8::date, $9::date, $10, $11) RETURNING id::text AS id`,
        [
          input.propertyId,
          input.applicationId,
          input.tenantId,
          input.tenantUserId,
          input.landlordId,
          input.monthlyRentPaise,
          input.securityDepositPaise,
          input.startDate,
          input.endDate,
          input.rentDueDay,
          input.noticePeriodDays,
        ],
      )
      return row!.id
    },

    /** Moves the rental on if it is still at `version`; false when another write came first. */
    async setRentalStatus(input: { id: string; version: number; status: RentalStatus; by: string; at: string; reason: string | null; endsOn: string | null }): Promise<boolean> {
      const rows = await query(
        `UPDATE rentals SET status = $3, version = version + 1, updated_at = $5::timestamptz,
                closing_reason = coalesce($6, closing_reason), ends_on = coalesce($7::date, ends_on),
                closed_by = CASE WHEN $6::text IS NULL THEN closed_by ELSE $4::uuid END, closed_at = CASE WHEN $6::text IS NULL THEN closed_at ELSE $5::timestamptz END
          WHERE id = $1::uuid AND version = $2 RETURNING id`,
        [input.id, input.version, input.status, input.by, input.at, input.reason, input.endsOn],
      )
      return rows.length === 1
    },

    /** Those of these user ids that are accounts, in the order given (a property may name 'system' or a removed user). */
    async existingUsers(ids: readonly string[]): Promise<string[]> {
      const uuids = [...new Set(ids.filter((id) => /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i.test(id)).map((id) => id.toLowerCase()))]
      if (uuids.length === 0) return []
      const found = new Set((await query<{ id: string }>('SELECT id::text AS id FROM users WHERE id = ANY($1::uuid[])', [uuids])).map((row) => row.id))
      return uuids.filter((id) => found.has(id))
    },
  }
}
export type RentalsWriter = ReturnType<typeof rentalsWriter>

export function createRentalsRepository(database: DatabaseHandle) {
  const { query } = database
  return {
    transaction<T>(fn: (writer: RentalsWriter) => Promise<T>): Promise<T> {
      return database.transaction((txQuery) => fn(rentalsWriter(txQuery)))
    },

    async findProperty(key: PropertyKey): Promise<Property | undefined> {
      const [row] = await query<{ doc: Property }>(`SELECT p.doc FROM properties p WHERE ${'id' in key ? 'p.id = $1::uuid' : 'p.reference = $1'}`, ['id' in key ? key.id : key.reference])
      return row?.doc
    },

    async findApplication(id: string, run: QueryFn = query): Promise<ApplicationRow | undefined> {
      const [row] = await run<ApplicationRow>(`SELECT ${applicationColumns} FROM ${applicationFrom} WHERE a.id = $1::uuid`, [id])
      return row
    },

    async listApplications(filter: ListFilter): Promise<{ total: number; applications: ApplicationRow[] }> {
      const { where, params } = listWhere(filter, 'a.applicant_id')
      const scoped = where.replaceAll('x.status', 'a.status')
      const [count] = await query<{ n: number }>(`SELECT count(*)::int AS n FROM ${applicationFrom} WHERE ${scoped}`, params)
      const applications = await query<ApplicationRow>(
        `SELECT ${applicationColumns} FROM ${applicationFrom} WHERE ${scoped} ORDER BY a.created_at DESC, a.id LIMIT ${filter.limit} OFFSET ${filter.offset}`,
        params,
      )
      return { total: count?.n ?? 0, applications }
    },

    async findRental(id: string, run: QueryFn = query): Promise<RentalRow | undefined> {
      const [row] = await run<RentalRow>(`SELECT ${rentalColumns} FROM ${rentalFrom} WHERE r.id = $1::uuid`, [id])
      return row
    },

    /** The rentals the applications created, by application id. */
    async rentalsOfApplications(applicationIds: readonly string[]): Promise<RentalRow[]> {
      if (applicationIds.length === 0) return []
      return query<RentalRow>(`SELECT ${rentalColumns} FROM ${rentalFrom} WHERE r.application_id = ANY($1::uuid[])`, [applicationIds])
    },

    async listRentals(filter: ListFilter): Promise<{ total: number; rentals: RentalRow[] }> {
      const { where, params } = listWhere(filter, 'r.tenant_user_id')
      const scoped = where.replaceAll('x.status', 'r.status')
      const [count] = await query<{ n: number }>(`SELECT count(*)::int AS n FROM ${rentalFrom} WHERE ${scoped}`, params)
      const rentals = await query<RentalRow>(`SELECT ${rentalColumns} FROM ${rentalFrom} WHERE ${scoped} ORDER BY r.created_at DESC, r.id LIMIT ${filter.limit} OFFSET ${filter.offset}`, params)
      return { total: count?.n ?? 0, rentals }
    },

    async findTenant(id: string): Promise<TenantRow | undefined> {
      const [row] = await query<TenantRow>(`SELECT ${tenantColumns} FROM tenants t LEFT JOIN users u ON u.id = t.user_id WHERE t.id = $1::uuid`, [id])
      return row
    },

    /** The rentals of a tenant record (one, as each approval makes its own). */
    async rentalsOfTenant(tenantId: string): Promise<RentalRow[]> {
      return query<RentalRow>(`SELECT ${rentalColumns} FROM ${rentalFrom} WHERE r.tenant_id = $1::uuid`, [tenantId])
    },
  }
}

export type RentalsRepository = ReturnType<typeof createRentalsRepository>
