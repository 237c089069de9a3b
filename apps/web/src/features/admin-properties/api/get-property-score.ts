import { queryOptions, useQuery } from '@tanstack/react-query'
import { api, isApiError } from '../../../lib/api-client'

export type ScoreFactor = { key: string; label: string; points: number; maxPoints: number; reason: string }
export interface PropertyScore {
  computed: number
  override: { score: number; reason: string; by: string; at: string } | null
  effective: number
  factors: ScoreFactor[]
  flags: string[]
  computedAt: string
}

/** GET /api/properties/{id}/score: the score with how it was reached; null when the listing is not scored yet (404). */
export async function getPropertyScore(propertyId: string, signal?: AbortSignal): Promise<PropertyScore | null> {
  try {
    const { score } = await api.get<{ success: true; score: PropertyScore }>(`/properties/${encodeURIComponent(propertyId)}/score`, { signal })
    return score
  } catch (error) {
    if (isApiError(error) && error.status === 404) return null
    throw error
  }
}

export function getPropertyScoreQueryOptions(propertyId: string) {
  return queryOptions({ queryKey: ['properties', 'score', propertyId], queryFn: ({ signal }) => getPropertyScore(propertyId, signal), retry: false })
}

export function usePropertyScore(propertyId: string) {
  return useQuery(getPropertyScoreQueryOptions(propertyId))
}
