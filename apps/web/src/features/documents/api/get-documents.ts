import { queryOptions, useQuery } from '@tanstack/react-query'
import type { PropertyDocument } from '@vishwas/domain'
import { api } from '../../../lib/api-client'

export const documentsPath = (propertyId: string) => `/properties/${encodeURIComponent(propertyId)}/documents`

/** GET /api/properties/{id}/documents: the property's documents (property access only). */
export async function getDocuments(propertyId: string, signal?: AbortSignal): Promise<PropertyDocument[]> {
  const { documents } = await api.get<{ success: true; documents: PropertyDocument[] }>(documentsPath(propertyId), { signal })
  return documents
}

export function getDocumentsQueryOptions(propertyId: string) {
  return queryOptions({ queryKey: ['properties', propertyId, 'documents'], queryFn: ({ signal }) => getDocuments(propertyId, signal) })
}

export function useDocuments(propertyId: string) {
  return useQuery(getDocumentsQueryOptions(propertyId))
}
