import { useMutation, useQueryClient } from '@tanstack/react-query'
import type { BiddingTermsInput } from '@vishwas/domain'
import { api } from '../../../lib/api-client'
import type { Bidding } from './bidding-types'
import { getBiddingQueryOptions } from './get-bidding'

/** POST /api/properties/{id}/bidding: the property side or an admin opens an active listing for sale to bids. */
export async function openBidding(propertyId: string, terms: BiddingTermsInput): Promise<Bidding> {
  const { bidding } = await api.post<{ success: true; bidding: Bidding }>(`/properties/${encodeURIComponent(propertyId)}/bidding`, terms)
  return bidding
}

export function useOpenBidding(propertyId: string) {
  const queryClient = useQueryClient()
  return useMutation({
    mutationFn: (terms: BiddingTermsInput) => openBidding(propertyId, terms),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: getBiddingQueryOptions(propertyId).queryKey }),
  })
}
