// SQL of one-time codes (otp_challenges). Times are passed in from the service's clock; the
// attempt counter moves in the same statement that reads the hash, so concurrent guesses can
// never exceed the limit, and a code is marked used by exactly one verification.
import type { DatabaseHandle } from '../../db/database'

export type OtpChallengeRow = {
  id: string
  phoneNumber: string
  codeHash: string
  attempts: number
  expiresAtMs: number
  verified: boolean
  exchanged: boolean
}

const columns = `id, phone_number AS "phoneNumber", code_hash AS "codeHash", attempts,
  (extract(epoch FROM expires_at) * 1000)::float8 AS "expiresAtMs", verified_at IS NOT NULL AS verified, exchanged_at IS NOT NULL AS exchanged`

const iso = (ms: number) => new Date(ms).toISOString()

export function createOtpRepository(database: DatabaseHandle) {
  return {
    /** A new code for the phone; its earlier unused codes stop working (the newest one counts). Day-old rows go. */
    async replaceForPhone(input: { id: string; phoneNumber: string; codeHash: string; nowMs: number; expiresAtMs: number }): Promise<void> {
      await database.transaction(async (query) => {
        await query("DELETE FROM otp_challenges WHERE (phone_number = $1 AND verified_at IS NULL) OR expires_at < $2::timestamptz - interval '1 day'", [input.phoneNumber, iso(input.nowMs)])
        await query('INSERT INTO otp_challenges (id, phone_number, code_hash, created_at, expires_at) VALUES ($1, $2, $3, $4, $5)', [
          input.id,
          input.phoneNumber,
          input.codeHash,
          iso(input.nowMs),
          iso(input.expiresAtMs),
        ])
      })
    },

    async find(id: string): Promise<OtpChallengeRow | undefined> {
      const [row] = await database.query<OtpChallengeRow>(`SELECT ${columns} FROM otp_challenges WHERE id = $1`, [id])
      return row
    },

    /** Counts one attempt on a live, unused code with attempts left; undefined when there is none. */
    async countAttempt(input: { id: string; nowMs: number; maxAttempts: number }): Promise<OtpChallengeRow | undefined> {
      const [row] = await database.query<OtpChallengeRow>(
        `UPDATE otp_challenges SET attempts = attempts + 1
          WHERE id = $1 AND verified_at IS NULL AND expires_at > $2::timestamptz AND attempts < $3
          RETURNING ${columns}`,
        [input.id, iso(input.nowMs), input.maxAttempts],
      )
      return row
    },

    /** Marks the code used; false when another verification got there first. */
    async markVerified(input: { id: string; nowMs: number }): Promise<boolean> {
      const rows = await database.query('UPDATE otp_challenges SET verified_at = $2 WHERE id = $1 AND verified_at IS NULL RETURNING id', [input.id, iso(input.nowMs)])
      return rows.length === 1
    },

    /** Spends the identity proof of a verified code once; false when it was spent (or never verified). */
    async markExchanged(input: { id: string; phoneNumber: string; nowMs: number }): Promise<boolean> {
      const rows = await database.query(
        'UPDATE otp_challenges SET exchanged_at = $3 WHERE id = $1 AND phone_number = $2 AND verified_at IS NOT NULL AND exchanged_at IS NULL RETURNING id',
        [input.id, input.phoneNumber, iso(input.nowMs)],
      )
      return rows.length === 1
    },
  }
}

export type OtpRepository = ReturnType<typeof createOtpRepository>
