import { queryOptions, useQuery } from '@tanstack/react-query'
import type { DocumentCategory, ListingType } from '@vishwas/domain'
import { api } from '../../../lib/api-client'

export type DocumentChecklist = {
  dealType: ListingType
  required: DocumentCategory[]
  complete: boolean
  missing: DocumentCategory[]
  present: DocumentCategory[]
  verified: DocumentCategory[]
  unverified: DocumentCategory[]
}

/** GET /api/properties/{id}/required-documents?dealType=: SPEC §5's checklist for one deal type (the listing's own when undefined). */
export async function getChecklist(propertyId: string, dealType: ListingType | undefined, signal?: AbortSignal): Promise<DocumentChecklist> {
  const { checklist } = await api.get<{ success: true; checklist: DocumentChecklist }>(`/properties/${encodeURIComponent(propertyId)}/required-documents`, {
    signal,
    ...(dealType ? { query: { dealType } } : {}),
  })
  return checklist
}

export function getChecklistQueryOptions(propertyId: string, dealType: ListingType | undefined) {
  return queryOptions({ queryKey: ['properties', propertyId, 'documents', 'checklist', dealType ?? 'listing'], queryFn: ({ signal }) => getChecklist(propertyId, dealType, signal) })
}

export function useChecklist(propertyId: string, dealType: ListingType | undefined) {
  return useQuery(getChecklistQueryOptions(propertyId, dealType))
}
