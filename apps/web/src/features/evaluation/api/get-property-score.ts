import { queryOptions, useQuery } from '@tanstack/react-query'
import { api, isApiError } from '../../../lib/api-client'
import type { PropertyScore } from './types'

/** GET /api/properties/{id}/score: the score with every factor's points and reason; null when the listing is not scored yet. */
export async function getPropertyScore(propertyId: string, signal?: AbortSignal): Promise<PropertyScore | null> {
  try {
    return (await api.get<{ success: true; score: PropertyScore }>(`/properties/${encodeURIComponent(propertyId)}/score`, { signal })).score
  } catch (error) {
    if (isApiError(error) && error.status === 404) return null
    throw error
  }
}

// Under ['properties', id]: a change of the listing refetches it (its score follows every change).
export function getPropertyScoreQueryOptions(propertyId: string) {
  return queryOptions({ queryKey: ['properties', propertyId, 'score'], queryFn: ({ signal }) => getPropertyScore(propertyId, signal) })
}

export function usePropertyScore(propertyId: string) {
  return useQuery(getPropertyScoreQueryOptions(propertyId))
}
