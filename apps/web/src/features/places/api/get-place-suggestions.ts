import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query'
import { PLACE_SUGGESTION_LIMITS, type ListingType, type PlaceSuggestion } from '@vishwas/domain'
import { api } from '../../../lib/api-client'

export interface PlaceSuggestionsQuery {
  q: string
  listingType?: ListingType
}

/** GET /api/public/places: cities and localities matching what was typed, best first (anonymous). */
export async function getPlaceSuggestions(query: PlaceSuggestionsQuery, signal?: AbortSignal): Promise<PlaceSuggestion[]> {
  const { places } = await api.get<{ success: true; places: PlaceSuggestion[] }>('/public/places', {
    query: { q: query.q, listingType: query.listingType, limit: PLACE_SUGGESTION_LIMITS.default },
    signal,
    auth: false,
  })
  return places
}

export function placeSuggestionsQueryOptions(query: PlaceSuggestionsQuery) {
  return queryOptions({
    queryKey: ['places', 'suggestions', query],
    queryFn: ({ signal }) => getPlaceSuggestions(query, signal),
    // Place counts change slowly; typing back and forth reuses what was fetched.
    staleTime: 60_000,
  })
}

/** Suggestions for `q` once it has a letter or digit; the previous list stays while the next loads. */
export function usePlaceSuggestions(query: PlaceSuggestionsQuery) {
  return useQuery({ ...placeSuggestionsQueryOptions(query), enabled: /[\p{L}\p{N}]/u.test(query.q), placeholderData: keepPreviousData, retry: false })
}
