import { useMutation, useQueryClient } from '@tanstack/react-query'
import type { DealTransition, DealView } from '@vishwas/domain'
import { api } from '../../../lib/api-client'

/** POST /api/deals/{id}/transition: one step at the version seen (409 when it changed meanwhile or the documents are incomplete). */
export async function transitionDeal({ id, ...body }: DealTransition & { id: string }): Promise<DealView> {
  const { deal } = await api.post<{ success: true; deal: DealView }>(`/deals/${encodeURIComponent(id)}/transition`, body)
  return deal
}

export function useTransitionDeal() {
  const queryClient = useQueryClient()
  return useMutation({ mutationFn: transitionDeal, onSettled: () => queryClient.invalidateQueries({ queryKey: ['deals'] }) })
}
