import { useMutation, useQueryClient } from '@tanstack/react-query'
import { api } from '../../../lib/api-client'

/** POST /api/admin/deleted-properties/{id}/restore: the listing comes back with its owners and history. */
export async function restoreProperty(id: string): Promise<string> {
  const { message } = await api.post<{ success: true; message: string }>(`/admin/deleted-properties/${encodeURIComponent(id)}/restore`)
  return message
}

/** Restores a deleted listing; every property query (lists, this page) is refetched. */
export function useRestoreProperty() {
  const queryClient = useQueryClient()
  return useMutation({
    mutationFn: restoreProperty,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: ['properties'] }),
  })
}
