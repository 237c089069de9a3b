import { queryOptions, useQuery } from '@tanstack/react-query'
import type { Property } from '@vishwas/domain'
import { api } from '../../../lib/api-client'

interface PropertyResponse {
  success: true
  property: Property
}

/**
 * GET /api/properties/{reference}: the stored document the edit form starts from. The server
 * answers 403 when the caller may not manage it and 404 'Property not found'.
 */
export async function getProperty(idOrReference: string, signal?: AbortSignal): Promise<Property> {
  const { property } = await api.get<PropertyResponse>(`/properties/${encodeURIComponent(idOrReference)}`, { signal })
  return property
}

export function getPropertyQueryOptions(idOrReference: string) {
  return queryOptions({
    queryKey: ['properties', 'detail', idOrReference],
    queryFn: ({ signal }) => getProperty(idOrReference, signal),
  })
}

export function useProperty(idOrReference: string) {
  return useQuery(getPropertyQueryOptions(idOrReference))
}
