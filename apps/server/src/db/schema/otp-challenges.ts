// otp_challenges: one row per one-time code sent (its id is the verification id). The code is
// kept only as a keyed hash bound to the id; attempts count wrong guesses (5 and it is dead);
// verified_at marks the code used, exchanged_at the identity proof spent at /auth/token.
import { index, integer, pgTable, text, timestamp, uuid } from 'drizzle-orm/pg-core'

export const otpChallenges = pgTable(
  'otp_challenges',
  {
    id: uuid('id').primaryKey(),
    phoneNumber: text('phone_number').notNull(),
    codeHash: text('code_hash').notNull(),
    attempts: integer('attempts').notNull().default(0),
    createdAt: timestamp('created_at', { withTimezone: true, mode: 'string' }).notNull(),
    expiresAt: timestamp('expires_at', { withTimezone: true, mode: 'string' }).notNull(),
    verifiedAt: timestamp('verified_at', { withTimezone: true, mode: 'string' }),
    exchangedAt: timestamp('exchanged_at', { withTimezone: true, mode: 'string' }),
  },
  (t) => [index('otp_challenges_phone_idx').on(t.phoneNumber)],
)
