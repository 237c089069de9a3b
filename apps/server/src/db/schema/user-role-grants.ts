// Who was given which role, when and how: one row per grant. Roles live on `users` (read on every
// request); this is their record. A visitor becomes a seller by choosing "List your property"
// (`via` 'list-your-property', granted by themselves); a number in ADMIN_PHONES becomes an admin
// at its first sign-in (`via` 'admin-phones', granted by configuration: no granting user); the
// demo users' roles come with the demo data (`via` 'demo-data').
import { bigserial, index, pgTable, text, timestamp, uuid } from 'drizzle-orm/pg-core'
import { users } from './users'

export const userRoleGrants = pgTable(
  'user_role_grants',
  {
    id: bigserial('id', { mode: 'number' }).primaryKey(),
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    /** 'seller', 'admin' or 'dealer'. */
    role: text('role').notNull(),
    /** Who granted it: the user themselves for a self-service grant; null for configuration (or once that user is gone). */
    grantedBy: uuid('granted_by').references(() => users.id, { onDelete: 'set null' }),
    grantedAt: timestamp('granted_at', { withTimezone: true, mode: 'string' }).notNull().defaultNow(),
    /** How: 'list-your-property', 'admin-phones', 'demo-data', 'dealer-application' (an admin approved it) or 'admin' (an admin gave it). */
    via: text('via').notNull(),
  },
  (t) => [index('user_role_grants_user_idx').on(t.userId, t.grantedAt)],
)
