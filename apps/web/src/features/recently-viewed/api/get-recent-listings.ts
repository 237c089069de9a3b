import { queryOptions, useQuery } from '@tanstack/react-query'
import type { PublicProperty } from '@vishwas/domain'
import { api } from '../../../lib/api-client'

interface ByIdsResponse {
  success: true
  properties: PublicProperty[]
}

/** GET /api/properties/public/by-ids: the listings as they are now, in the order given; those no longer listed are left out. */
export async function getRecentListings(ids: readonly string[], signal?: AbortSignal): Promise<PublicProperty[]> {
  const { properties } = await api.get<ByIdsResponse>('/properties/public/by-ids', { query: { ids: ids.join(',') }, signal })
  return properties
}

export function getRecentListingsQueryOptions(ids: readonly string[]) {
  return queryOptions({ queryKey: ['properties', 'public', 'by-ids', ids.join(',')], queryFn: ({ signal }) => getRecentListings(ids, signal) })
}

/** Asks only when there is something to show. */
export function useRecentListings(ids: readonly string[]) {
  return useQuery({ ...getRecentListingsQueryOptions(ids), enabled: ids.length > 0 })
}
