import { queryOptions, useQuery } from '@tanstack/react-query'
import type { PublicListing } from '@vishwas/domain'
import { api } from '../../../lib/api-client'

/** GET /api/properties/public/featured: the active listings an admin featured, most recent first (no sign-in). */
export async function getFeaturedProperties(signal?: AbortSignal): Promise<PublicListing[]> {
  const { properties } = await api.get<{ success: true; properties: PublicListing[] }>('/properties/public/featured', { signal })
  return properties
}

// Under ['properties'], so featuring or unfeaturing in the admin console refetches it.
export function getFeaturedPropertiesQueryOptions() {
  return queryOptions({ queryKey: ['properties', 'featured'], queryFn: ({ signal }) => getFeaturedProperties(signal), staleTime: 60_000 })
}

export function useFeaturedProperties() {
  return useQuery(getFeaturedPropertiesQueryOptions())
}
