// Notifications are written by the use case that causes them, inside its own transaction:
// `insertNotifications(query, ...)` with the transaction's query. Each row is announced with
// pg_notify on NOTIFICATION_CHANNEL, which PostgreSQL and PGlite deliver to listeners only when
// that transaction commits; the live delivery (SSE) listens there, on every instance.
import type { NotificationKind } from '@vishwas/domain'
import type { QueryFn } from '../../db/database'

export const NOTIFICATION_CHANNEL = 'user_notifications'

export type NotificationInput = {
  userId: string
  kind: NotificationKind
  title: string
  body?: string
  /** An app path starting with a single '/'. */
  link?: string
}

export type NotificationRow = { id: string; userId: string; kind: NotificationKind; title: string; body: string; link: string | null; readAt: string | null; createdAt: string }

/** Inserts the notifications (one statement) and announces each on commit; returns their ids in order. */
export async function insertNotifications(query: QueryFn, items: readonly NotificationInput[]): Promise<string[]> {
  if (items.length === 0) return []
  const rows = await query<{ id: string }>(
    `WITH added AS (
       INSERT INTO notifications (user_id, kind, title, body, link)
       SELECT * FROM unnest($1::uuid[], $2::text[], $3::text[], $4::text[], $5::text[])
       RETURNING id, user_id
     )
     SELECT id, pg_notify('${NOTIFICATION_CHANNEL}', json_build_object('id', id, 'userId', user_id)::text) AS announced FROM added`,
    [items.map((item) => item.userId), items.map((item) => item.kind), items.map((item) => item.title), items.map((item) => item.body ?? ''), items.map((item) => item.link ?? null)],
  )
  return rows.map((row) => row.id)
}
