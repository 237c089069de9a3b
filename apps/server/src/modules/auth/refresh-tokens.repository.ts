// SQL of refresh tokens (refresh_tokens): stored as SHA-256 hashes, in families that rotate. A
// child is only added to a family nobody revoked; revoking marks every row of the family.
import type { DatabaseHandle } from '../../db/database'

export type RefreshTokenRow = {
  id: string
  familyId: string
  userId: string
  expiresAtMs: number
  familyExpiresAtMs: number
  rotatedAtMs: number | null
  revoked: boolean
  familyRevoked: boolean
}

const iso = (ms: number) => new Date(ms).toISOString()
const ms = (column: string) => `(extract(epoch FROM ${column}) * 1000)::float8`

export function createRefreshTokensRepository(database: DatabaseHandle) {
  return {
    /** Stores a token; false when its family has been revoked meanwhile. */
    async insert(input: {
      id: string
      familyId: string
      parentId: string | null
      userId: string
      tokenHash: string
      nowMs: number
      expiresAtMs: number
      familyExpiresAtMs: number
    }): Promise<boolean> {
      const rows = await database.query(
        `INSERT INTO refresh_tokens (id, family_id, parent_id, user_id, token_hash, created_at, expires_at, family_expires_at)
         SELECT $1::uuid, $2::uuid, $3::uuid, $4::uuid, $5::text, $6::timestamptz, $7::timestamptz, $8::timestamptz
          WHERE NOT EXISTS (SELECT 1 FROM refresh_tokens WHERE family_id = $2::uuid AND revoked_at IS NOT NULL)
         RETURNING id`,
        [input.id, input.familyId, input.parentId, input.userId, input.tokenHash, iso(input.nowMs), iso(input.expiresAtMs), iso(input.familyExpiresAtMs)],
      )
      return rows.length === 1
    },

    async findByHash(tokenHash: string): Promise<RefreshTokenRow | undefined> {
      const [row] = await database.query<RefreshTokenRow>(
        `SELECT t.id, t.family_id AS "familyId", t.user_id AS "userId", ${ms('t.expires_at')} AS "expiresAtMs",
                ${ms('t.family_expires_at')} AS "familyExpiresAtMs", ${ms('t.rotated_at')} AS "rotatedAtMs",
                t.revoked_at IS NOT NULL AS revoked,
                EXISTS (SELECT 1 FROM refresh_tokens f WHERE f.family_id = t.family_id AND f.revoked_at IS NOT NULL) AS "familyRevoked"
           FROM refresh_tokens t WHERE t.token_hash = $1`,
        [tokenHash],
      )
      return row
    },

    /** Marks a token rotated; false when another refresh rotated it first. */
    async markRotated(input: { id: string; nowMs: number }): Promise<boolean> {
      const rows = await database.query('UPDATE refresh_tokens SET rotated_at = $2 WHERE id = $1 AND rotated_at IS NULL RETURNING id', [input.id, iso(input.nowMs)])
      return rows.length === 1
    },

    async rotatedAt(id: string): Promise<number | null> {
      const [row] = await database.query<{ rotatedAtMs: number | null }>(`SELECT ${ms('rotated_at')} AS "rotatedAtMs" FROM refresh_tokens WHERE id = $1`, [id])
      return row?.rotatedAtMs ?? null
    },

    async revokeFamily(input: { familyId: string; nowMs: number }): Promise<void> {
      await database.query('UPDATE refresh_tokens SET revoked_at = $2 WHERE family_id = $1 AND revoked_at IS NULL', [input.familyId, iso(input.nowMs)])
    },

    /** Drops a user's tokens that can no longer be used (past their own expiry). */
    async deleteExpired(input: { userId: string; nowMs: number }): Promise<void> {
      await database.query('DELETE FROM refresh_tokens WHERE user_id = $1 AND expires_at < $2', [input.userId, iso(input.nowMs)])
    },
  }
}

export type RefreshTokensRepository = ReturnType<typeof createRefreshTokensRepository>
