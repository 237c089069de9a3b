import { useQueryClient } from '@tanstack/react-query'
import { useEffect } from 'react'
import { notificationKeys } from '../api/notification-keys'
import { runNotificationStream } from '../api/notification-stream'

/**
 * While mounted, the signed-in user's stream keeps the notification queries current: the count
 * rises at once with each new one (then both refetch), and everything refetches on (re)connect.
 */
export function useNotificationStream(): void {
  const queryClient = useQueryClient()
  useEffect(() => {
    const controller = new AbortController()
    void runNotificationStream(
      {
        onReady: () => void queryClient.invalidateQueries({ queryKey: notificationKeys.all }),
        onNotification: (notification) => {
          if (!notification.read) queryClient.setQueryData<number>(notificationKeys.unreadCount, (count) => (count ?? 0) + 1)
          void queryClient.invalidateQueries({ queryKey: notificationKeys.all })
        },
      },
      controller.signal,
    )
    return () => controller.abort()
  }, [queryClient])
}
