import { useMutation, useQueryClient } from '@tanstack/react-query'
import type { BiddingTermsInput, BiddingView } from '@vishwas/domain'
import { api } from '../../../lib/api-client'
import { getBiddingQueryOptions } from './get-bidding'

/** POST /api/properties/{id}/bidding: the property side or an admin opens an active listing for sale to bids. */
export async function openBidding(propertyId: string, terms: BiddingTermsInput): Promise<BiddingView> {
  const { bidding } = await api.post<{ success: true; bidding: BiddingView }>(`/properties/${encodeURIComponent(propertyId)}/bidding`, terms)
  return bidding
}

export function useOpenBidding(propertyId: string) {
  const queryClient = useQueryClient()
  return useMutation({
    mutationFn: (terms: BiddingTermsInput) => openBidding(propertyId, terms),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: getBiddingQueryOptions(propertyId).queryKey }),
  })
}
