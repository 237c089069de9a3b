import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query'
import type { PublicProperty } from '@vishwas/domain'
import { api } from '../../../lib/api-client'

interface ByIdsResponse {
  success: true
  properties: PublicProperty[]
}

/** GET /api/properties/public/by-ids: the public listings among those named, in their order (drafts and removed ones left out). */
export async function getListingsByIds(ids: readonly string[], signal?: AbortSignal): Promise<PublicProperty[]> {
  if (ids.length === 0) return []
  const { properties } = await api.get<ByIdsResponse>('/properties/public/by-ids', { query: { ids: ids.join(',') }, signal })
  return properties
}

export function getListingsByIdsQueryOptions(ids: readonly string[]) {
  return queryOptions({ queryKey: ['properties', 'public', 'by-ids', ids.join(',')], queryFn: ({ signal }) => getListingsByIds(ids, signal) })
}

export function useListingsByIds(ids: readonly string[]) {
  return useQuery({ ...getListingsByIdsQueryOptions(ids), placeholderData: keepPreviousData })
}
