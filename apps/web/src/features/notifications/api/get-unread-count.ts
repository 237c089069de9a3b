import { queryOptions, useQuery } from '@tanstack/react-query'
import { api } from '../../../lib/api-client'
import { notificationKeys } from './notification-keys'

/** GET /api/notifications/unread-count. */
export async function getUnreadCount(signal?: AbortSignal): Promise<number> {
  const { unreadCount } = await api.get<{ success: true; unreadCount: number }>('/notifications/unread-count', { signal })
  return unreadCount
}

export function getUnreadCountQueryOptions() {
  // The stream keeps it current; no refetch on focus on top of that.
  return queryOptions({ queryKey: notificationKeys.unreadCount, queryFn: ({ signal }) => getUnreadCount(signal), refetchOnWindowFocus: false })
}

export function useUnreadCount() {
  return useQuery(getUnreadCountQueryOptions())
}
