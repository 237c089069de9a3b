import { queryOptions, useQuery } from '@tanstack/react-query'
import type { SavedSearch } from '@vishwas/domain'
import { api } from '../../../lib/api-client'

/** GET /api/users/me/saved-searches: the signed-in user's saved searches, newest first. */
export async function getSavedSearches(signal?: AbortSignal): Promise<SavedSearch[]> {
  const { savedSearches } = await api.get<{ success: true; savedSearches: SavedSearch[] }>('/users/me/saved-searches', { signal })
  return savedSearches
}

export function getSavedSearchesQueryOptions() {
  return queryOptions({ queryKey: ['saved-searches'], queryFn: ({ signal }) => getSavedSearches(signal) })
}

export function useSavedSearches() {
  return useQuery(getSavedSearchesQueryOptions())
}
