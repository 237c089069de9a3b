import { queryOptions, useQuery } from '@tanstack/react-query'
import { api } from '../../../lib/api-client'
import type { BiddingView } from '@vishwas/domain'

export type BiddingAnswer = { bidding: BiddingView | null; canManage: boolean }

/** GET /api/properties/{id}/bidding: the listing's bidding (null when never opened) and whether the caller manages it. */
export async function getBidding(propertyId: string, signal?: AbortSignal): Promise<BiddingAnswer> {
  const { bidding, canManage } = await api.get<{ success: true } & BiddingAnswer>(`/properties/${encodeURIComponent(propertyId)}/bidding`, { signal })
  return { bidding, canManage }
}

export function getBiddingQueryOptions(propertyId: string) {
  return queryOptions({ queryKey: ['bidding', propertyId], queryFn: ({ signal }) => getBidding(propertyId, signal) })
}

export function useBidding(propertyId: string, options: { enabled?: boolean } = {}) {
  return useQuery({ ...getBiddingQueryOptions(propertyId), enabled: options.enabled ?? propertyId !== '' })
}
