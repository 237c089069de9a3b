import { useMutation, useQueryClient } from '@tanstack/react-query'
import { api } from '../../../lib/api-client'
import type { BiddingView } from '@vishwas/domain'
import { getBidsQueryKey } from './get-bids'
import { getBiddingQueryOptions } from './get-bidding'

/** POST /api/properties/{id}/bidding/close: closes now; the highest bid at or above the reserve wins. */
export async function closeBidding(propertyId: string): Promise<BiddingView> {
  const { bidding } = await api.post<{ success: true; bidding: BiddingView }>(`/properties/${encodeURIComponent(propertyId)}/bidding/close`)
  return bidding
}

export function useCloseBidding(propertyId: string) {
  const queryClient = useQueryClient()
  return useMutation({
    mutationFn: () => closeBidding(propertyId),
    onSettled: async () => {
      await queryClient.invalidateQueries({ queryKey: getBiddingQueryOptions(propertyId).queryKey })
      await queryClient.invalidateQueries({ queryKey: getBidsQueryKey })
    },
  })
}
