import { useMutation, useQueryClient } from '@tanstack/react-query'
import { api } from '../../../lib/api-client'
import type { BidView, BiddingView } from '@vishwas/domain'
import { getBidsQueryKey } from './get-bids'
import { getBiddingQueryOptions } from './get-bidding'

/** POST /api/properties/{id}/bids: 409 below the minimum next bid or after closing, 403 on one's own listing. */
export async function placeBid(input: { propertyId: string; amountPaise: number; message?: string }): Promise<{ bid: BidView; bidding: BiddingView }> {
  const { propertyId, ...body } = input
  const { bid, bidding } = await api.post<{ success: true; bid: BidView; bidding: BiddingView }>(`/properties/${encodeURIComponent(propertyId)}/bids`, body)
  return { bid, bidding }
}

export function usePlaceBid(propertyId: string) {
  const queryClient = useQueryClient()
  return useMutation({
    mutationFn: (input: { amountPaise: number; message?: string }) => placeBid({ propertyId, ...input }),
    onSettled: async () => {
      await queryClient.invalidateQueries({ queryKey: getBiddingQueryOptions(propertyId).queryKey })
      await queryClient.invalidateQueries({ queryKey: getBidsQueryKey })
    },
  })
}
