import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query'
import type { BidStatus, BidView, Pagination } from '@vishwas/domain'
import { api } from '../../../lib/api-client'

export type BidsQuery = { role?: 'bidder' | 'property'; propertyId?: string; status?: BidStatus; page?: number; limit?: number }

export const getBidsQueryKey = ['bids'] as const

/** GET /api/bids: the bids the caller may see (their own, those on listings they stand for; admins all), newest first. */
export async function getBids(query: BidsQuery, signal?: AbortSignal): Promise<{ bids: BidView[]; pagination: Pagination }> {
  const { bids, pagination } = await api.get<{ success: true; bids: BidView[]; pagination: Pagination }>('/bids', { query, signal })
  return { bids, pagination }
}

export function getBidsQueryOptions(query: BidsQuery) {
  return queryOptions({ queryKey: [...getBidsQueryKey, query], queryFn: ({ signal }) => getBids(query, signal), placeholderData: keepPreviousData })
}

export function useBids(query: BidsQuery) {
  return useQuery(getBidsQueryOptions(query))
}
