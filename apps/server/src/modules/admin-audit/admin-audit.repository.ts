// The audit trail's SQL (ARCHITECTURE §6): every admin action is recorded in the same transaction
// as the change it made, so a change and its record land together or not at all.
import type { QueryFn } from '../../db/database'

const iso = (column: string) => `to_char(${column} AT TIME ZONE 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS.MS"Z"')`

export const adminActionTargets = ['user', 'property', 'payment', 'deal', 'rental', 'dealer-application', 'kyc', 'score', 'inquiry'] as const
export type AdminActionTarget = (typeof adminActionTargets)[number]

export type NewAdminAction = {
  actorId: string
  action: string
  targetType: AdminActionTarget
  targetId: string
  before?: unknown
  after?: unknown
  reason?: string | undefined
}

export type AdminActionView = {
  id: string
  actorId: string
  actorName: string
  action: string
  targetType: AdminActionTarget
  targetId: string
  before: unknown
  after: unknown
  reason: string
  createdAt: string
}

export async function recordAdminAction(query: QueryFn, action: NewAdminAction): Promise<void> {
  await query(
    `INSERT INTO admin_actions (actor_id, action, target_type, target_id, before, after, reason) VALUES ($1::uuid, $2, $3, $4, $5::jsonb, $6::jsonb, $7)`,
    [action.actorId, action.action, action.targetType, action.targetId, JSON.stringify(action.before ?? null), JSON.stringify(action.after ?? null), action.reason ?? ''],
  )
}

/** The actions on one object (or all), newest first, with the total. */
export async function listAdminActions(
  query: QueryFn,
  filter: { targetType?: AdminActionTarget | undefined; targetId?: string | undefined; page: number; limit: number },
): Promise<{ actions: AdminActionView[]; total: number }> {
  const where: string[] = []
  const params: unknown[] = []
  if (filter.targetType) where.push(`a.target_type = $${params.push(filter.targetType)}`)
  if (filter.targetId) where.push(`a.target_id = $${params.push(filter.targetId)}`)
  const clause = where.length > 0 ? `WHERE ${where.join(' AND ')}` : ''
  const [count] = await query<{ total: number }>(`SELECT count(*)::int AS total FROM admin_actions a ${clause}`, params)
  const actions = await query<AdminActionView>(
    `SELECT a.id::text AS id, a.actor_id::text AS "actorId", coalesce(u.full_name, '') AS "actorName", a.action, a.target_type AS "targetType", a.target_id AS "targetId",
       a.before, a.after, a.reason, ${iso('a.created_at')} AS "createdAt"
     FROM admin_actions a LEFT JOIN users u ON u.id = a.actor_id ${clause}
     ORDER BY a.created_at DESC, a.id LIMIT $${params.push(filter.limit)} OFFSET $${params.push((filter.page - 1) * filter.limit)}`,
    params,
  )
  return { actions, total: count?.total ?? 0 }
}
