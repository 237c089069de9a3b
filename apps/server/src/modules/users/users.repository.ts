// SQL of user records: lookups by did (users.id), uid and phone, the sign-in insert, profile
// updates, and the per-request role read of the auth plugin (one primary-key lookup, prepared).
import type { Roles, TeamSeat } from '@vishwas/domain'
import type { DatabaseHandle } from '../../db/database'

export type UserRecordRow = {
  id: string
  uid: string
  phoneNumber: string | null
  fullName: string
  email: string
  isAdmin: boolean
  isSeller: boolean
  isDealer: boolean
  accountType: string
  kycStatus: string
  segment: string | null
  country: string
  state: string
  city: string
  /** ISO 8601, UTC. */
  createdAt: string
  /** An admin suspended the user: no sign-in, no session. */
  suspended: boolean
}

/** A seller grant as the API shows it. */
export type RoleGrantRow = { role: 'seller'; grantedBy: string | null; via: 'list-your-property'; grantedAt: string }

export type ProfileChanges = Partial<Record<'fullName' | 'email' | 'city' | 'state' | 'country' | 'segment', string>>

const profileColumns: Record<keyof ProfileChanges, string> = {
  fullName: 'full_name',
  email: 'email',
  city: 'city',
  state: 'state',
  country: 'country',
  segment: 'segment',
}

const recordColumns = `id, uid, phone_number AS "phoneNumber", full_name AS "fullName", email, is_admin AS "isAdmin", is_seller AS "isSeller",
  is_dealer AS "isDealer", account_type AS "accountType", kyc_status AS "kycStatus", segment, country, state, city,
  to_char(created_at AT TIME ZONE 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS.MS"Z"') AS "createdAt", suspended_at IS NOT NULL AS suspended`

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i

/** The user's current roles by primary key (a refresh reads them for the new access token); nothing for a suspended user. */
const accessStatement = {
  name: 'auth_user_access',
  text: 'SELECT uid, is_admin AS "isAdmin", is_seller AS "isSeller", is_dealer AS "isDealer" FROM users WHERE id = $1 AND suspended_at IS NULL',
}

/**
 * The hot path: every authenticated request reads the user's current roles and whether the
 * token's session (its refresh-token family) has been revoked, in one round trip (primary key,
 * and the family index). A suspended user has no access (their families are revoked as well).
 */
const sessionAccessStatement = {
  name: 'auth_session_access',
  text: `SELECT u.uid, u.is_admin AS "isAdmin", u.is_seller AS "isSeller", u.is_dealer AS "isDealer",
                EXISTS (SELECT 1 FROM refresh_tokens t WHERE t.family_id = $2 AND t.revoked_at IS NOT NULL) AS "sessionRevoked",
                (SELECT json_agg(json_build_object('dealerId', tm.owner_id::text, 'role', m.role) ORDER BY tm.owner_id) FROM team_members m JOIN teams tm ON tm.id = m.team_id
                  WHERE m.user_id = u.id) AS "teams"
           FROM users u WHERE u.id = $1 AND u.suspended_at IS NULL`,
}

export function createUsersRepository(database: DatabaseHandle) {
  async function findOne(where: string, value: string): Promise<UserRecordRow | undefined> {
    const [row] = await database.query<UserRecordRow>(`SELECT ${recordColumns} FROM users WHERE ${where} = $1`, [value])
    return row
  }

  return {
    findById: (did: string) => (UUID.test(did) ? findOne('id', did) : Promise.resolve(undefined)),
    findByUid: (uid: string) => findOne('uid', uid),
    findByPhone: (phoneNumber: string) => findOne('phone_number', phoneNumber),

    async findAccess(did: string): Promise<{ uid: string; roles: Roles } | undefined> {
      if (!UUID.test(did)) return undefined
      type Row = { uid: string; isAdmin: boolean; isSeller: boolean; isDealer: boolean }
      const [row] = await database.prepared<Row>({ ...accessStatement, values: [did] })
      return row ? { uid: row.uid, roles: { isAdmin: row.isAdmin, isSeller: row.isSeller, isDealer: row.isDealer } } : undefined
    },

    /** The caller's current roles, unless the user is gone or the session `sessionId` was revoked (logout, a replayed refresh token). */
    /** `teams`: the dealers' teams the user has joined, with their role in each (what they may do on those dealers' listings follows from it). */
    async findSessionAccess(did: string, sessionId: string): Promise<{ uid: string; roles: Roles; teams: TeamSeat[] } | undefined> {
      if (!UUID.test(did) || !UUID.test(sessionId)) return undefined
      type Row = { uid: string; isAdmin: boolean; isSeller: boolean; isDealer: boolean; sessionRevoked: boolean; teams: TeamSeat[] | null }
      const [row] = await database.prepared<Row>({ ...sessionAccessStatement, values: [did, sessionId] })
      return row && !row.sessionRevoked
        ? { uid: row.uid, roles: { isAdmin: row.isAdmin, isSeller: row.isSeller, isDealer: row.isDealer }, teams: row.teams ?? [] }
        : undefined
    },

    /** The user of a first sign-in (no roles but admin from ADMIN_PHONES); the existing one if the phone is taken. */
    // An admin from ADMIN_PHONES is recorded as a grant by configuration (no granting user), in the same statement.
    async createFromSignIn(input: { uid: string; phoneNumber: string; isAdmin: boolean }): Promise<UserRecordRow | undefined> {
      await database.query(
        `WITH created AS (INSERT INTO users (uid, phone_number, is_admin) VALUES ($1, $2, $3) ON CONFLICT DO NOTHING RETURNING id, is_admin)
         INSERT INTO user_role_grants (user_id, role, granted_by, via) SELECT id, 'admin', NULL, 'admin-phones' FROM created WHERE is_admin`,
        [input.uid, input.phoneNumber, input.isAdmin],
      )
      return findOne('phone_number', input.phoneNumber)
    },

    /**
     * Makes the user a seller, by their own act, and records the grant (who, when, how) in the
     * same statement; nothing when they already are one (two racing calls grant once).
     */
    async grantSellerRole(did: string, via: RoleGrantRow['via']): Promise<RoleGrantRow | undefined> {
      const [row] = await database.query<RoleGrantRow>(
        `WITH granted AS (UPDATE users SET is_seller = true, updated_at = now() WHERE id = $1 AND NOT is_seller RETURNING id)
         INSERT INTO user_role_grants (user_id, role, granted_by, via) SELECT id, 'seller', id, $2 FROM granted
         RETURNING role, granted_by AS "grantedBy", via, to_char(granted_at AT TIME ZONE 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS.MS"Z"') AS "grantedAt"`,
        [did, via],
      )
      return row
    },

    async updateProfile(did: string, changes: ProfileChanges): Promise<UserRecordRow | undefined> {
      const entries = Object.entries(changes).filter(([key, value]) => key in profileColumns && value !== undefined) as [keyof ProfileChanges, string][]
      if (entries.length === 0) return findOne('id', did)
      const set = entries.map(([key], i) => `${profileColumns[key]} = $${i + 2}`).join(', ')
      const [row] = await database.query<UserRecordRow>(`UPDATE users SET ${set}, updated_at = now() WHERE id = $1 RETURNING ${recordColumns}`, [
        did,
        ...entries.map(([, value]) => value),
      ])
      return row
    },
  }
}

export type UsersRepository = ReturnType<typeof createUsersRepository>
