// admin_actions: the audit trail (ARCHITECTURE §6: every admin action goes to an audit trail).
// One row per action: who, what, on which object, when, and the object before and after (the
// fields the action changed). Rows are only ever added.
import { sql } from 'drizzle-orm'
import { index, jsonb, pgTable, text, timestamp, uuid } from 'drizzle-orm/pg-core'
import { users } from './users'

export const adminActions = pgTable(
  'admin_actions',
  {
    id: uuid('id').primaryKey().default(sql`gen_random_uuid()`),
    actorId: uuid('actor_id')
      .notNull()
      .references(() => users.id, { onDelete: 'restrict' }),
    /** What was done, e.g. `payment.refund`, `user.suspend`, `property.status`. */
    action: text('action').notNull(),
    /** The kind of object acted on: user, property, payment, deal, rental, ... */
    targetType: text('target_type').notNull(),
    targetId: text('target_id').notNull(),
    before: jsonb('before'),
    after: jsonb('after'),
    reason: text('reason').notNull().default(''),
    createdAt: timestamp('created_at', { withTimezone: true, mode: 'string' }).notNull().defaultNow(),
  },
  (t) => [index('admin_actions_target_idx').on(t.targetType, t.targetId, t.createdAt), index('admin_actions_actor_idx').on(t.actorId, t.createdAt)],
)
