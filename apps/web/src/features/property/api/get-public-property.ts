import { queryOptions, useQuery } from '@tanstack/react-query'
import type { PublicListing } from '@vishwas/domain'
import { api } from '../../../lib/api-client'

interface PublicPropertyResponse {
  success: true
  property: PublicListing
}

/** GET /api/properties/public/{id}: by UUID or PROP- reference, its public view (owners as "Owner") and what is verified about it; 404 'Property not found'. */
export async function getPublicProperty(idOrReference: string, signal?: AbortSignal): Promise<PublicListing> {
  const { property } = await api.get<PublicPropertyResponse>(`/properties/public/${encodeURIComponent(idOrReference)}`, { signal })
  return property
}

export function getPublicPropertyQueryOptions(idOrReference: string) {
  return queryOptions({
    queryKey: ['properties', 'public', 'detail', idOrReference],
    queryFn: ({ signal }) => getPublicProperty(idOrReference, signal),
  })
}

export function usePublicProperty(idOrReference: string) {
  return useQuery(getPublicPropertyQueryOptions(idOrReference))
}
