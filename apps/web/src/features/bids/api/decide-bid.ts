import { useMutation, useQueryClient } from '@tanstack/react-query'
import { api } from '../../../lib/api-client'
import type { BidView } from '@vishwas/domain'
import { getBidsQueryKey } from './get-bids'

/** POST /api/bids/{id}/withdraw (the bidder) or /reject (the property side or an admin), while bidding is open. */
export async function decideBid(input: { bidId: string; action: 'withdraw' | 'reject' }): Promise<BidView> {
  const { bid } = await api.post<{ success: true; bid: BidView }>(`/bids/${encodeURIComponent(input.bidId)}/${input.action}`)
  return bid
}

export function useDecideBid() {
  const queryClient = useQueryClient()
  return useMutation({
    mutationFn: decideBid,
    onSettled: async (bid) => {
      await queryClient.invalidateQueries({ queryKey: getBidsQueryKey })
      if (bid) await queryClient.invalidateQueries({ queryKey: ['bidding'] })
    },
  })
}
