import { useMutation, useQueryClient } from '@tanstack/react-query'
import { api } from '../../../lib/api-client'
import { notificationKeys } from './notification-keys'

/** POST /api/notifications/{id}/read, or /api/notifications/read-all without an id; the counts and lists refetch. */
export function useReadNotifications() {
  const queryClient = useQueryClient()
  return useMutation({
    mutationFn: (id: string | undefined) => (id ? api.post(`/notifications/${encodeURIComponent(id)}/read`) : api.post('/notifications/read-all')),
    onSettled: () => queryClient.invalidateQueries({ queryKey: notificationKeys.all }),
  })
}
