// The signed-in property query that several pages share (the seller's view, the tools, the edit
// form): one cache entry per property, refreshed by every write under the ['properties'] key.
import { queryOptions, useQuery } from '@tanstack/react-query'
import type { Property, PropertyView } from '@vishwas/domain'
import { api, isApiError } from './api-client'

/** What a create or a change answers: the stored document (the writer has property access). */
export interface PropertyResponse {
  success: true
  property: Property
}

interface PropertyViewResponse {
  success: true
  property: PropertyView
}

/**
 * GET /api/properties/{id} (signed in): by UUID or PROP- reference, the stored document to
 * those with property access, a live listing's public view (owners as "Owner") to anyone else.
 * The server answers 403 for a draft, pending or inactive property the caller may not manage,
 * and 404 'Property not found'.
 */
export async function getProperty(idOrReference: string, signal?: AbortSignal): Promise<PropertyView> {
  const { property } = await api.get<PropertyViewResponse>(`/properties/${encodeURIComponent(idOrReference)}`, { signal })
  return property
}

/**
 * No such property: 404 'Property not found', or 400 for an id that is neither a UUID nor a PROP-
 * reference (a GET by id sends nothing else the server could refuse).
 */
export function isPropertyMissing(error: unknown): boolean {
  return isApiError(error) && (error.status === 404 || error.status === 400)
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
