import { queryOptions, useQuery } from '@tanstack/react-query'
import { api } from '../../../lib/api-client'
import type { FeaturedListing } from './types'

/** GET /api/dealer/featured: the dealer's featured listings in order. */
export async function getFeatured(signal?: AbortSignal): Promise<FeaturedListing[]> {
  const { featured } = await api.get<{ success: true; featured: FeaturedListing[] }>('/dealer/featured', { signal })
  return featured
}

export function getFeaturedQueryOptions() {
  return queryOptions({ queryKey: ['curator', 'featured'], queryFn: ({ signal }) => getFeatured(signal) })
}

export function useFeatured() {
  return useQuery(getFeaturedQueryOptions())
}
