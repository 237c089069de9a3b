import { queryOptions, useQuery } from '@tanstack/react-query'
import type { PublicProperty } from '@vishwas/domain'
import { api } from '../../../lib/api-client'

interface PublicPropertyResponse {
  success: true
  property: PublicProperty
}

/** GET /api/properties/public/{id}: by UUID or PROP- reference, its public view (owners as "Owner"); 404 'Property not found'. */
export async function getPublicProperty(idOrReference: string, signal?: AbortSignal): Promise<PublicProperty> {
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
