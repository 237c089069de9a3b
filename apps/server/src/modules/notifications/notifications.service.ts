// The signed-in user's notifications: listed newest first, counted, read one or all, and the
// SMS-reminder setting. Each call takes the caller's own id from the token: another user's
// notification answers 404, as one that never was.
import { messages, notificationMessages, pageOffset, paginate, type Pagination } from '@vishwas/domain'
import { AppError, notFound } from '../../errors'
import type { AuthContext } from '../../plugins/auth-guards'
import type { NotificationRecord, NotificationsRepository } from './notifications.repository'

type Input = { repository: NotificationsRepository; auth: AuthContext }

export async function listNotifications(
  input: Input & { unreadOnly: boolean; page: number; limit: number },
): Promise<{ notifications: NotificationRecord[]; unreadCount: number; pagination: Pagination }> {
  const { total, unread, notifications } = await input.repository.list({
    userId: input.auth.did,
    unreadOnly: input.unreadOnly,
    offset: pageOffset(input.page, input.limit),
    limit: input.limit,
  })
  return { notifications, unreadCount: unread, pagination: paginate(total, input.page, input.limit) }
}

export function countUnreadNotifications(input: Input): Promise<number> {
  return input.repository.unreadCount(input.auth.did)
}

export async function readNotification(input: Input & { id: string; now: Date }): Promise<NotificationRecord> {
  const notification = await input.repository.markRead(input.auth.did, input.id, input.now.toISOString())
  if (!notification) throw notFound(notificationMessages.notFound)
  return notification
}

export function readAllNotifications(input: Input & { now: Date }): Promise<number> {
  return input.repository.markAllRead(input.auth.did, input.now.toISOString())
}

const accountGone = () => new AppError('UNAUTHORIZED', messages.userNotAuthenticated)

export async function getNotificationSettings(input: Input): Promise<{ smsReminders: boolean }> {
  const settings = await input.repository.settings(input.auth.did)
  if (!settings) throw accountGone()
  return settings
}

export async function updateNotificationSettings(input: Input & { changes: { smsReminders: boolean } }): Promise<{ smsReminders: boolean }> {
  const settings = await input.repository.updateSettings(input.auth.did, input.changes)
  if (!settings) throw accountGone()
  return settings
}
