import { useMutation, useQueryClient } from '@tanstack/react-query'
import type { ProposalCreate, ProposalView } from '@vishwas/domain'
import { api } from '../../../lib/api-client'

/** POST /api/proposals: 422 on one's own property, 409 on a listing not taking offers, 400 for a bad amount or date. */
export async function createProposal(input: ProposalCreate): Promise<ProposalView> {
  const { proposal } = await api.post<{ success: true; proposal: ProposalView }>('/proposals', input)
  return proposal
}

export function useCreateProposal() {
  const queryClient = useQueryClient()
  return useMutation({ mutationFn: createProposal, onSuccess: () => queryClient.invalidateQueries({ queryKey: ['proposals'] }) })
}
