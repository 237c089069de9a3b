import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query'
import type { DocumentChange, Pagination } from '@vishwas/domain'
import { api } from '../../../lib/api-client'

export interface DealerChange {
  id: number
  changedAt: string
  /** Null once the dealer's account is gone. */
  dealer: { id: string; name: string } | null
  changes: DocumentChange[]
}

export interface DealerChangesPage {
  success: true
  changes: DealerChange[]
  pagination: Pagination
}

export const DEALER_CHANGES_PER_PAGE = 10

/** GET /api/properties/{id}/dealer-changes: changes by dealers who do not represent the listing, newest first (property access). */
export async function getDealerChanges(propertyId: string, page: number, signal?: AbortSignal): Promise<DealerChangesPage> {
  return api.get<DealerChangesPage>(`/properties/${encodeURIComponent(propertyId)}/dealer-changes`, {
    query: { page, limit: DEALER_CHANGES_PER_PAGE },
    signal,
  })
}

// Under ['properties'], so every property write refetches it.
export function getDealerChangesQueryOptions(propertyId: string, page: number) {
  return queryOptions({
    queryKey: ['properties', 'dealer-changes', propertyId, page],
    queryFn: ({ signal }) => getDealerChanges(propertyId, page, signal),
    placeholderData: keepPreviousData,
  })
}

export function useDealerChanges(propertyId: string, page: number) {
  return useQuery(getDealerChangesQueryOptions(propertyId, page))
}
