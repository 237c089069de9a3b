// SQL of a user's account standing: dealer applications, KYC submissions, suspension, roles and
// the admin's user list. Writes take the transaction's `query`, so a change, its audit record and
// its notification land together. A transition updates only the status (or version) it read.
import type { DealerApplicationStatus, KYC_SCAN_CONTENT_TYPES, KycIdType, KycScanSide, KycStatus, Roles } from '@vishwas/domain'
import type { DatabaseHandle, QueryFn } from '../../db/database'

const iso = (column: string) => `to_char(${column} AT TIME ZONE 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS.MS"Z"')`
const isUniqueViolation = (error: unknown) => error !== null && typeof error === 'object' && (error as { code?: unknown }).code === '23505'

export type DealerApplicationRow = {
  id: string
  userId: string
  status: Exclude<DealerApplicationStatus, 'not-applied'>
  reraNumber: string
  reraState: string
  agencyName: string
  officeAddress: string
  createdAt: string
  decidedAt: string | null
  decisionReason: string | null
  version: number
}

/** A stored scan of a KYC submission (its storage path stays on the server). */
export type KycScanRow = { id: string; side: KycScanSide; originalName: string; contentType: (typeof KYC_SCAN_CONTENT_TYPES)[number]; size: number; uploadedAt: string }
export type KycScanFile = KycScanRow & { userId: string; path: string }
export type NewKycScan = Omit<KycScanRow, 'id' | 'uploadedAt'> & { path: string }

export type KycRow = {
  status: KycStatus
  idType: KycIdType | null
  idNumber: string | null
  submittedAt: string | null
  decidedAt: string | null
  decisionReason: string | null
  /** Front first. */
  scans: KycScanRow[]
}

const scanColumns = `s.id::text AS id, s.side, s.original_name AS "originalName", s.content_type AS "contentType", s.size, ${iso('s.uploaded_at')} AS "uploadedAt"`

export type StandingRow = { suspended: boolean; suspendedAt: string | null; suspendedReason: string | null }

export type UserListRow = {
  id: string
  fullName: string
  email: string
  phoneNumber: string | null
  roles: Roles
  kycStatus: KycStatus
  suspended: boolean
  createdAt: string
}

export type UserListFilter = {
  search?: string | undefined
  role?: 'admin' | 'seller' | 'dealer' | 'none' | undefined
  kycStatus?: KycStatus | undefined
  suspended?: boolean | undefined
  /** Only users whose dealer application waits for a decision. */
  dealerPending?: boolean | undefined
  page: number
  limit: number
}

export type UserDetailsChange = Partial<{ fullName: string; email: string; city: string; state: string; accountType: string; roles: Roles }>

const applicationColumns = `id::text AS id, user_id::text AS "userId", status, rera_number AS "reraNumber", rera_state AS "reraState", agency_name AS "agencyName",
  office_address AS "officeAddress", ${iso('created_at')} AS "createdAt", ${iso('decided_at')} AS "decidedAt", decision_reason AS "decisionReason", version`

const roleFilters: Record<NonNullable<UserListFilter['role']>, string> = {
  admin: 'u.is_admin',
  seller: 'u.is_seller',
  dealer: 'u.is_dealer',
  none: 'NOT (u.is_admin OR u.is_seller OR u.is_dealer)',
}

/** A suspended owner's listings: those they own, or created with no other owner named. */
const ownedBy = `(owner_id = $1::uuid OR (owner_id IS NULL AND created_by = $1::text))`

export function createUserAccountsRepository(database: DatabaseHandle) {
  return {
    /** The user's newest application, if any. */
    async findLatestApplication(userId: string, query: QueryFn = database.query): Promise<DealerApplicationRow | undefined> {
      const [row] = await query<DealerApplicationRow>(`SELECT ${applicationColumns} FROM dealer_applications WHERE user_id = $1 ORDER BY created_at DESC, id LIMIT 1`, [userId])
      return row
    },

    /** A new pending application; undefined when one is pending already (a race of two submits). */
    async insertApplication(query: QueryFn, input: Pick<DealerApplicationRow, 'userId' | 'reraNumber' | 'reraState' | 'agencyName' | 'officeAddress'>): Promise<DealerApplicationRow | undefined> {
      try {
        const [row] = await query<DealerApplicationRow>(
          `INSERT INTO dealer_applications (user_id, rera_number, rera_state, agency_name, office_address) VALUES ($1, $2, $3, $4, $5) RETURNING ${applicationColumns}`,
          [input.userId, input.reraNumber, input.reraState, input.agencyName, input.officeAddress],
        )
        return row
      } catch (error) {
        if (isUniqueViolation(error)) return undefined
        throw error
      }
    },

    /** Decides the application at the version read; undefined when someone else changed it first. */
    async decideApplication(
      query: QueryFn,
      input: { id: string; version: number; status: 'approved' | 'rejected'; decidedBy: string; reason: string },
    ): Promise<DealerApplicationRow | undefined> {
      const [row] = await query<DealerApplicationRow>(
        `UPDATE dealer_applications SET status = $3, decided_by = $4, decided_at = now(), decision_reason = $5, version = version + 1
         WHERE id = $1 AND version = $2 RETURNING ${applicationColumns}`,
        [input.id, input.version, input.status, input.decidedBy, input.reason],
      )
      return row
    },

    /** Makes the user a dealer and records the grant (by the deciding admin). */
    async grantDealerRole(query: QueryFn, input: { userId: string; grantedBy: string }): Promise<void> {
      await query(
        `WITH granted AS (UPDATE users SET is_dealer = true, updated_at = now() WHERE id = $1 AND NOT is_dealer RETURNING id)
         INSERT INTO user_role_grants (user_id, role, granted_by, via) SELECT id, 'dealer', $2, 'dealer-application' FROM granted`,
        [input.userId, input.grantedBy],
      )
    },

    async findKyc(userId: string, query: QueryFn = database.query): Promise<KycRow | undefined> {
      const [row] = await query<KycRow>(
        `SELECT u.kyc_status AS status, k.id_type AS "idType", k.id_number AS "idNumber", ${iso('k.submitted_at')} AS "submittedAt",
                ${iso('k.decided_at')} AS "decidedAt", k.decision_reason AS "decisionReason",
                COALESCE((SELECT json_agg(json_build_object('id', s.id::text, 'side', s.side, 'originalName', s.original_name, 'contentType', s.content_type,
                  'size', s.size, 'uploadedAt', ${iso('s.uploaded_at')}) ORDER BY s.side = 'back', s.side) FROM kyc_scans s WHERE s.user_id = u.id), '[]'::json) AS scans
           FROM users u LEFT JOIN kyc_submissions k ON k.user_id = u.id WHERE u.id = $1`,
        [userId],
      )
      return row
    },

    /** One scan with its owner and storage path, by its id. */
    async findKycScan(id: string): Promise<KycScanFile | undefined> {
      const [row] = await database.query<KycScanFile>(`SELECT ${scanColumns}, s.user_id::text AS "userId", s.path FROM kyc_scans s WHERE s.id = $1`, [id])
      return row
    },

    /** The storage paths of the user's scans. */
    async findKycScanPaths(userId: string, query: QueryFn = database.query): Promise<string[]> {
      return (await query<{ path: string }>('SELECT path FROM kyc_scans WHERE user_id = $1', [userId])).map((row) => row.path)
    },

    /**
     * Moves KYC from `from` to pending with the new details and scans, which replace the earlier
     * ones (their paths are answered, for removal from storage once this commits); undefined when
     * the status moved meanwhile.
     */
    async submitKyc(query: QueryFn, input: { userId: string; from: KycStatus; idType: KycIdType; idNumber: string; scans: readonly NewKycScan[] }): Promise<{ replacedPaths: string[] } | undefined> {
      const moved = await query(`UPDATE users SET kyc_status = 'pending', updated_at = now() WHERE id = $1 AND kyc_status = $2 RETURNING id`, [input.userId, input.from])
      if (moved.length === 0) return undefined
      await query(
        `INSERT INTO kyc_submissions (user_id, id_type, id_number) VALUES ($1, $2, $3)
         ON CONFLICT (user_id) DO UPDATE SET id_type = EXCLUDED.id_type, id_number = EXCLUDED.id_number, submitted_at = now(),
           decided_by = NULL, decided_at = NULL, decision_reason = NULL`,
        [input.userId, input.idType, input.idNumber],
      )
      const replaced = await query<{ path: string }>('DELETE FROM kyc_scans WHERE user_id = $1 RETURNING path', [input.userId])
      for (const scan of input.scans) {
        await query('INSERT INTO kyc_scans (user_id, side, path, original_name, content_type, size) VALUES ($1, $2, $3, $4, $5, $6)', [
          input.userId,
          scan.side,
          scan.path,
          scan.originalName,
          scan.contentType,
          scan.size,
        ])
      }
      return { replacedPaths: replaced.map((row) => row.path) }
    },

    /** Decides pending KYC; false when it was not pending any more. */
    async decideKyc(query: QueryFn, input: { userId: string; to: 'verified' | 'rejected'; decidedBy: string; reason: string }): Promise<boolean> {
      const moved = await query(`UPDATE users SET kyc_status = $2, updated_at = now() WHERE id = $1 AND kyc_status = 'pending' RETURNING id`, [input.userId, input.to])
      if (moved.length === 0) return false
      await query('UPDATE kyc_submissions SET decided_by = $2, decided_at = now(), decision_reason = $3 WHERE user_id = $1', [input.userId, input.decidedBy, input.reason])
      return true
    },

    async findStanding(userId: string, query: QueryFn = database.query): Promise<StandingRow | undefined> {
      const [row] = await query<StandingRow>(
        `SELECT suspended_at IS NOT NULL AS suspended, ${iso('suspended_at')} AS "suspendedAt", suspended_reason AS "suspendedReason" FROM users WHERE id = $1`,
        [userId],
      )
      return row
    },

    /**
     * Suspends the user: every session's refresh family revoked (their access tokens die with
     * them, and the per-request read refuses a suspended user besides), and their public listings
     * set inactive with the status they had kept aside. Undefined when already suspended.
     */
    async suspend(query: QueryFn, input: { userId: string; reason: string }): Promise<{ hiddenListings: number } | undefined> {
      const changed = await query(`UPDATE users SET suspended_at = now(), suspended_reason = $2, updated_at = now() WHERE id = $1 AND suspended_at IS NULL RETURNING id`, [
        input.userId,
        input.reason,
      ])
      if (changed.length === 0) return undefined
      await query('UPDATE refresh_tokens SET revoked_at = now() WHERE user_id = $1 AND revoked_at IS NULL', [input.userId])
      const hidden = await query(
        `UPDATE properties SET status_before_suspension = status, status = 'inactive', doc = jsonb_set(doc, '{basicInfo,status}', '"inactive"')
          WHERE ${ownedBy} AND status IN ('active', 'sold', 'rented') AND status_before_suspension IS NULL RETURNING id`,
        [input.userId],
      )
      return { hiddenListings: hidden.length }
    },

    /**
     * Lifts the suspension and puts back the listings it hid (those still inactive: one an admin
     * changed meanwhile keeps its new status). Undefined when the user was not suspended.
     */
    async reinstate(query: QueryFn, input: { userId: string }): Promise<{ restoredListings: number } | undefined> {
      const changed = await query(`UPDATE users SET suspended_at = NULL, suspended_reason = NULL, updated_at = now() WHERE id = $1 AND suspended_at IS NOT NULL RETURNING id`, [input.userId])
      if (changed.length === 0) return undefined
      const restored = await query(
        `UPDATE properties SET status = CASE WHEN status = 'inactive' THEN status_before_suspension ELSE status END,
                doc = CASE WHEN status = 'inactive' THEN jsonb_set(doc, '{basicInfo,status}', to_jsonb(status_before_suspension)) ELSE doc END,
                status_before_suspension = NULL
          WHERE ${ownedBy} AND status_before_suspension IS NOT NULL RETURNING id`,
        [input.userId],
      )
      return { restoredListings: restored.length }
    },

    /** Whether the user is suspended (sign-in asks). */
    async isSuspended(userId: string): Promise<boolean> {
      const [row] = await database.query<{ suspended: boolean }>('SELECT suspended_at IS NOT NULL AS suspended FROM users WHERE id = $1', [userId])
      return row?.suspended ?? false
    },

    /** How many admins other than `userId` there are, the admin rows locked until the transaction ends (two demotions cannot both pass). */
    async countOtherAdmins(query: QueryFn, userId: string): Promise<number> {
      const rows = await query<{ id: string }>('SELECT id::text AS id FROM users WHERE is_admin ORDER BY id FOR UPDATE', [])
      return rows.filter((row) => row.id !== userId).length
    },

    async listUsers(filter: UserListFilter): Promise<{ users: UserListRow[]; total: number }> {
      const where: string[] = []
      const params: unknown[] = []
      if (filter.search) {
        const like = `%${filter.search.replace(/[\\%_]/g, (c) => `\\${c}`)}%`
        const digits = filter.search.replace(/\D/g, '')
        const p = params.push(like)
        where.push(`(u.full_name ILIKE $${p} OR u.email ILIKE $${p}${digits.length >= 3 ? ` OR u.phone_number LIKE $${params.push(`%${digits}%`)}` : ''})`)
      }
      if (filter.role) where.push(roleFilters[filter.role])
      if (filter.kycStatus) where.push(`u.kyc_status = $${params.push(filter.kycStatus)}`)
      if (filter.suspended !== undefined) where.push(filter.suspended ? 'u.suspended_at IS NOT NULL' : 'u.suspended_at IS NULL')
      // The one-pending-per-user index answers this per user.
      if (filter.dealerPending) where.push(`EXISTS (SELECT 1 FROM dealer_applications d WHERE d.user_id = u.id AND d.status = 'pending')`)
      const clause = where.length > 0 ? `WHERE ${where.join(' AND ')}` : ''
      const [count] = await database.query<{ total: number }>(`SELECT count(*)::int AS total FROM users u ${clause}`, params)
      const rows = await database.query<UserListRow & { isAdmin: boolean; isSeller: boolean; isDealer: boolean }>(
        `SELECT u.id::text AS id, u.full_name AS "fullName", u.email, u.phone_number AS "phoneNumber", u.is_admin AS "isAdmin", u.is_seller AS "isSeller",
                u.is_dealer AS "isDealer", u.kyc_status AS "kycStatus", u.suspended_at IS NOT NULL AS suspended, ${iso('u.created_at')} AS "createdAt"
           FROM users u ${clause} ORDER BY u.created_at DESC, u.id LIMIT $${params.push(filter.limit)} OFFSET $${params.push((filter.page - 1) * filter.limit)}`,
        params,
      )
      return {
        users: rows.map(({ isAdmin, isSeller, isDealer, ...row }) => ({ ...row, roles: { isAdmin, isSeller, isDealer } })),
        total: count?.total ?? 0,
      }
    },

    /** A user an admin adds; undefined when the phone number is taken. Sign-in finds them by phone and keeps this uid. */
    async createUser(
      query: QueryFn,
      input: { uid: string; phoneNumber: string; fullName: string; email: string; city: string; state: string; roles: Roles; grantedBy: string },
    ): Promise<string | undefined> {
      try {
        const [row] = await query<{ id: string }>(
          `INSERT INTO users (uid, phone_number, full_name, email, city, state, is_admin, is_seller, is_dealer) VALUES ($1, $2, $3, $4, $5, $6, $7, $8, $9) RETURNING id::text AS id`,
          [input.uid, input.phoneNumber, input.fullName, input.email, input.city, input.state, input.roles.isAdmin, input.roles.isSeller, input.roles.isDealer],
        )
        if (!row) return undefined
        const granted = (['admin', 'seller', 'dealer'] as const).filter((role) => input.roles[`is${role[0]!.toUpperCase()}${role.slice(1)}` as keyof Roles])
        if (granted.length > 0) {
          await query(`INSERT INTO user_role_grants (user_id, role, granted_by, via) SELECT $1, unnest($2::text[]), $3, 'admin'`, [row.id, granted, input.grantedBy])
        }
        return row.id
      } catch (error) {
        if (isUniqueViolation(error)) return undefined
        throw error
      }
    },

    /** Changes details and roles; grants of roles newly given are recorded. */
    async updateUserDetails(query: QueryFn, input: { userId: string; change: UserDetailsChange; grantedBy: string }): Promise<boolean> {
      const sets: string[] = []
      const params: unknown[] = [input.userId]
      const columns = { fullName: 'full_name', email: 'email', city: 'city', state: 'state', accountType: 'account_type' } as const
      for (const [key, column] of Object.entries(columns) as [keyof typeof columns, string][]) {
        const value = input.change[key]
        if (value !== undefined) sets.push(`${column} = $${params.push(value)}`)
      }
      const roles = input.change.roles
      if (roles) {
        sets.push(`is_admin = $${params.push(roles.isAdmin)}`, `is_seller = $${params.push(roles.isSeller)}`, `is_dealer = $${params.push(roles.isDealer)}`)
      }
      if (sets.length === 0) return true
      const before = roles ? await query<{ isAdmin: boolean; isSeller: boolean; isDealer: boolean }>('SELECT is_admin AS "isAdmin", is_seller AS "isSeller", is_dealer AS "isDealer" FROM users WHERE id = $1', [input.userId]) : []
      const changed = await query(`UPDATE users SET ${sets.join(', ')}, updated_at = now() WHERE id = $1 RETURNING id`, params)
      if (changed.length === 0) return false
      const old = before[0]
      if (roles && old) {
        const granted = (['admin', 'seller', 'dealer'] as const).filter((role) => {
          const key = `is${role[0]!.toUpperCase()}${role.slice(1)}` as keyof Roles
          return roles[key] && !old[key]
        })
        if (granted.length > 0) {
          await query(`INSERT INTO user_role_grants (user_id, role, granted_by, via) SELECT $1, unnest($2::text[]), $3, 'admin'`, [input.userId, granted, input.grantedBy])
        }
      }
      return true
    },
  }
}

export type UserAccountsRepository = ReturnType<typeof createUserAccountsRepository>
