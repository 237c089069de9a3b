import { useMutation, useQueryClient } from '@tanstack/react-query'
import type { SavedSearch, SavedSearchInput } from '@vishwas/domain'
import { api } from '../../../lib/api-client'
import { getSavedSearchesQueryOptions } from './get-saved-searches'

/** POST /api/users/me/saved-searches: 400 for a field that is not a filter, 409 for a name in use or too many searches. */
export async function createSavedSearch(input: SavedSearchInput): Promise<SavedSearch> {
  const { savedSearch } = await api.post<{ success: true; savedSearch: SavedSearch }>('/users/me/saved-searches', input)
  return savedSearch
}

export function useCreateSavedSearch() {
  const queryClient = useQueryClient()
  return useMutation({
    mutationFn: createSavedSearch,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: getSavedSearchesQueryOptions().queryKey }),
  })
}
