import { useMutation, useQueryClient } from '@tanstack/react-query'
import { api } from '../../../lib/api-client'
import { getSavedSearchesQueryOptions } from './get-saved-searches'

/** DELETE /api/users/me/saved-searches/{id}. */
export async function deleteSavedSearch(id: string): Promise<void> {
  await api.delete<{ success: true }>(`/users/me/saved-searches/${encodeURIComponent(id)}`)
}

export function useDeleteSavedSearch() {
  const queryClient = useQueryClient()
  return useMutation({
    mutationFn: deleteSavedSearch,
    onSettled: () => queryClient.invalidateQueries({ queryKey: getSavedSearchesQueryOptions().queryKey }),
  })
}
