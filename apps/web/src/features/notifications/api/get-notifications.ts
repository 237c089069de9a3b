import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query'
import type { Pagination } from '@vishwas/domain'
import { api } from '../../../lib/api-client'
import { notificationKeys, type NotificationItem } from './notification-keys'

export type NotificationsPage = { notifications: NotificationItem[]; unreadCount: number; pagination: Pagination }
export type NotificationsQuery = { page: number; unreadOnly: boolean }

export const NOTIFICATIONS_PAGE_SIZE = 20

/** GET /api/notifications: the signed-in user's, newest first. */
export async function getNotifications(query: NotificationsQuery, signal?: AbortSignal): Promise<NotificationsPage> {
  const { notifications, unreadCount, pagination } = await api.get<{ success: true } & NotificationsPage>('/notifications', {
    query: { page: query.page, limit: NOTIFICATIONS_PAGE_SIZE, unread: query.unreadOnly ? 'true' : undefined },
    signal,
  })
  return { notifications, unreadCount, pagination }
}

export function getNotificationsQueryOptions(query: NotificationsQuery) {
  return queryOptions({ queryKey: [...notificationKeys.lists, query], queryFn: ({ signal }) => getNotifications(query, signal), placeholderData: keepPreviousData })
}

export function useNotifications(query: NotificationsQuery) {
  return useQuery(getNotificationsQueryOptions(query))
}
