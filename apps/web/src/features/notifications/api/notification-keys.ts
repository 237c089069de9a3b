// The notification queries' keys: every notification query sits under ['notifications'], so a
// (re)connected stream refetches them all with one invalidation.
export const notificationKeys = {
  all: ['notifications'] as const,
  unreadCount: ['notifications', 'unread-count'] as const,
  lists: ['notifications', 'list'] as const,
}

/** A notification as the API answers it. */
export interface NotificationItem {
  id: string
  kind: string
  title: string
  body: string
  link?: string
  read: boolean
  readAt?: string
  createdAt: string
}
