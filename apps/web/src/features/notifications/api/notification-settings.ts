import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query'
import { api } from '../../../lib/api-client'

export type NotificationSettings = { smsReminders: boolean }

const settingsKey = ['users', 'me', 'notification-settings'] as const

/** GET /api/users/me/notification-settings. */
export async function getNotificationSettings(signal?: AbortSignal): Promise<NotificationSettings> {
  const { settings } = await api.get<{ success: true; settings: NotificationSettings }>('/users/me/notification-settings', { signal })
  return settings
}

export function getNotificationSettingsQueryOptions() {
  return queryOptions({ queryKey: settingsKey, queryFn: ({ signal }) => getNotificationSettings(signal) })
}

export function useNotificationSettings() {
  return useQuery(getNotificationSettingsQueryOptions())
}

/** PUT /api/users/me/notification-settings; the answer is the stored settings. */
export function useUpdateNotificationSettings() {
  const queryClient = useQueryClient()
  return useMutation({
    mutationFn: async (changes: NotificationSettings) =>
      (await api.put<{ success: true; settings: NotificationSettings }>('/users/me/notification-settings', changes)).settings,
    onSuccess: (settings) => queryClient.setQueryData(settingsKey, settings),
  })
}
