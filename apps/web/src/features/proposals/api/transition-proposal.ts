import { useMutation, useQueryClient } from '@tanstack/react-query'
import type { ProposalTransition, ProposalView } from '@vishwas/domain'
import { api } from '../../../lib/api-client'

/** POST /api/proposals/{id}/transition: counter, accept, reject or withdraw at the version seen (409 when it changed meanwhile). */
export async function transitionProposal({ id, ...body }: ProposalTransition & { id: string }): Promise<ProposalView> {
  const { proposal } = await api.post<{ success: true; proposal: ProposalView }>(`/proposals/${encodeURIComponent(id)}/transition`, body)
  return proposal
}

export function useTransitionProposal() {
  const queryClient = useQueryClient()
  return useMutation({ mutationFn: transitionProposal, onSettled: () => queryClient.invalidateQueries({ queryKey: ['proposals'] }) })
}
