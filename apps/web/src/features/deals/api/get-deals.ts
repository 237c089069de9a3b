import { queryOptions, useQuery } from '@tanstack/react-query'
import type { DealStatus, DealView, Pagination } from '@vishwas/domain'
import { api } from '../../../lib/api-client'

export interface DealFilter {
  propertyId?: string
  role?: 'buyer' | 'seller' | 'dealer'
  status?: DealStatus
}

/** GET /api/deals: the caller's deals (or a property's), most recently changed first. */
export async function getDeals(filter: DealFilter, signal?: AbortSignal): Promise<{ deals: DealView[]; pagination: Pagination }> {
  const { deals, pagination } = await api.get<{ success: true; deals: DealView[]; pagination: Pagination }>('/deals', { query: { ...filter, limit: 20 }, signal })
  return { deals, pagination }
}

export function getDealsQueryOptions(filter: DealFilter = {}) {
  return queryOptions({ queryKey: ['deals', 'list', filter], queryFn: ({ signal }) => getDeals(filter, signal) })
}

export function useDeals(filter: DealFilter) {
  return useQuery(getDealsQueryOptions(filter))
}
