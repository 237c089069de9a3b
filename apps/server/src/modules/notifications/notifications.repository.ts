// Notifications are written by the use case that causes them, inside its own transaction:
// `insertNotifications(query, ...)` with the transaction's query. Each row is announced with
// pg_notify on NOTIFICATION_CHANNEL, which PostgreSQL and PGlite deliver to listeners only when
// that transaction commits; the live delivery (SSE) listens there, on every instance.
import type { NotificationKind } from '@vishwas/domain'
import type { DatabaseHandle, QueryFn } from '../../db/database'

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

/** A notification as the API answers it (link and readAt left out while unset). */
export type NotificationRecord = {
  id: string
  userId: string
  kind: NotificationKind
  title: string
  body: string
  link?: string
  read: boolean
  readAt?: string
  createdAt: string
}

const iso = (column: string) => `to_char(${column} AT TIME ZONE 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS.MS"Z"')`
const recordJson = (t: string) =>
  `json_strip_nulls(json_build_object('id', ${t}.id::text, 'userId', ${t}.user_id::text, 'kind', ${t}.kind, 'title', ${t}.title, 'body', ${t}.body,
    'link', ${t}.link, 'read', ${t}.read_at IS NOT NULL, 'readAt', ${iso(`${t}.read_at`)}, 'createdAt', ${iso(`${t}.created_at`)}))`

/** How far back a replay looks before the last notification a stream sent: one committed later may carry an earlier time (its transaction began first). */
const REPLAY_OVERLAP = '30 seconds'
const REPLAY_LIMIT = 100

// Every statement names the user: no call reads or changes another's notifications.
export function createNotificationsRepository(database: DatabaseHandle) {
  return {
    /** One page of the user's notifications, newest first, with the totals. */
    async list(input: { userId: string; unreadOnly: boolean; offset: number; limit: number }): Promise<{ total: number; unread: number; notifications: NotificationRecord[] }> {
      const [row] = await database.query<{ total: number; unread: number; notifications: NotificationRecord[] }>(
        `SELECT (SELECT count(*)::int FROM notifications WHERE user_id = $1::uuid AND (NOT $2::boolean OR read_at IS NULL)) AS total,
           (SELECT count(*)::int FROM notifications WHERE user_id = $1::uuid AND read_at IS NULL) AS unread,
           coalesce((SELECT json_agg(page.doc ORDER BY page.created_at DESC, page.id DESC) FROM (
             SELECT n.created_at, n.id, ${recordJson('n')} AS doc FROM notifications n
             WHERE n.user_id = $1::uuid AND (NOT $2::boolean OR n.read_at IS NULL)
             ORDER BY n.created_at DESC, n.id DESC LIMIT $3::int OFFSET $4::int) page), '[]'::json) AS notifications`,
        [input.userId, input.unreadOnly, input.limit, input.offset],
      )
      return { total: row?.total ?? 0, unread: row?.unread ?? 0, notifications: row?.notifications ?? [] }
    },

    async unreadCount(userId: string): Promise<number> {
      const [row] = await database.query<{ n: number }>('SELECT count(*)::int AS n FROM notifications WHERE user_id = $1::uuid AND read_at IS NULL', [userId])
      return row?.n ?? 0
    },

    /** The user's notification of this id (undefined for anyone else's). */
    async find(userId: string, id: string): Promise<NotificationRecord | undefined> {
      const [row] = await database.query<{ doc: NotificationRecord }>(`SELECT ${recordJson('n')} AS doc FROM notifications n WHERE n.id = $1::uuid AND n.user_id = $2::uuid`, [id, userId])
      return row?.doc
    },

    /** Marks it read (kept as first read); undefined when the user has none of this id. */
    async markRead(userId: string, id: string, at: string): Promise<NotificationRecord | undefined> {
      const [row] = await database.query<{ doc: NotificationRecord }>(
        `UPDATE notifications n SET read_at = coalesce(n.read_at, $3::timestamptz) WHERE n.id = $1::uuid AND n.user_id = $2::uuid RETURNING ${recordJson('n')} AS doc`,
        [id, userId, at],
      )
      return row?.doc
    },

    /** Marks every unread one read; answers how many changed. */
    async markAllRead(userId: string, at: string): Promise<number> {
      const rows = await database.query('UPDATE notifications SET read_at = $2::timestamptz WHERE user_id = $1::uuid AND read_at IS NULL RETURNING id', [userId, at])
      return rows.length
    },

    /**
     * What a stream missed, oldest first: the user's notifications from a little before `since`
     * (or before the notification `afterId`, when it is theirs) on. The stream skips the ids it sent.
     */
    async replay(input: { userId: string; afterId?: string | undefined; since?: string | undefined }): Promise<NotificationRecord[]> {
      const rows = await database.query<{ doc: NotificationRecord }>(
        `WITH start AS (
           SELECT coalesce((SELECT created_at FROM notifications WHERE id = $2::uuid AND user_id = $1::uuid), $3::timestamptz) AS at
         )
         SELECT ${recordJson('n')} AS doc FROM notifications n, start
         WHERE n.user_id = $1::uuid AND start.at IS NOT NULL AND n.created_at >= start.at - interval '${REPLAY_OVERLAP}'
         ORDER BY n.created_at, n.id LIMIT ${REPLAY_LIMIT}`,
        [input.userId, input.afterId ?? null, input.since ?? null],
      )
      return rows.map((row) => row.doc)
    },

    /** The signed-in user's notification settings (undefined once the account is gone). */
    async settings(userId: string): Promise<{ smsReminders: boolean } | undefined> {
      const [row] = await database.query<{ smsReminders: boolean }>('SELECT sms_reminders AS "smsReminders" FROM users WHERE id = $1::uuid', [userId])
      return row
    },

    async updateSettings(userId: string, changes: { smsReminders: boolean }): Promise<{ smsReminders: boolean } | undefined> {
      const [row] = await database.query<{ smsReminders: boolean }>(
        'UPDATE users SET sms_reminders = $2, updated_at = now() WHERE id = $1::uuid RETURNING sms_reminders AS "smsReminders"',
        [userId, changes.smsReminders],
      )
      return row
    },
  }
}

export type NotificationsRepository = ReturnType<typeof createNotificationsRepository>
