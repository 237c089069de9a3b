// refresh_tokens: one row per refresh token issued, stored as a SHA-256 hash. A sign-in starts a
// family; every refresh rotates (rotated_at set, a child issued in the same family). A rotated
// token shown again after the grace window revokes the whole family (revoked_at on every row).
// family_expires_at is the family's absolute end (30 days after sign-in).
import { sql } from 'drizzle-orm'
import { index, pgTable, text, timestamp, uuid } from 'drizzle-orm/pg-core'
import { users } from './users'

export const refreshTokens = pgTable(
  'refresh_tokens',
  {
    id: uuid('id').primaryKey(),
    familyId: uuid('family_id').notNull(),
    parentId: uuid('parent_id'),
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    tokenHash: text('token_hash').notNull().unique(),
    createdAt: timestamp('created_at', { withTimezone: true, mode: 'string' }).notNull(),
    expiresAt: timestamp('expires_at', { withTimezone: true, mode: 'string' }).notNull(),
    familyExpiresAt: timestamp('family_expires_at', { withTimezone: true, mode: 'string' }).notNull(),
    rotatedAt: timestamp('rotated_at', { withTimezone: true, mode: 'string' }),
    revokedAt: timestamp('revoked_at', { withTimezone: true, mode: 'string' }),
  },
  (t) => [
    index('refresh_tokens_family_idx').on(t.familyId),
    index('refresh_tokens_user_idx').on(t.userId),
    // A family's first token is a sign-in: the admin dashboard counts them per day.
    index('refresh_tokens_sign_in_idx')
      .on(t.createdAt)
      .where(sql`${t.parentId} IS NULL`),
  ],
)
