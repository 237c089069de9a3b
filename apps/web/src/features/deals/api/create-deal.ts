import { useMutation, useQueryClient } from '@tanstack/react-query'
import type { DealCreate, DealView } from '@vishwas/domain'
import { api } from '../../../lib/api-client'

/** POST /api/deals: 422 when the parties would be one person, 400 for bad amounts, 404 for a property the caller cannot see. */
export async function createDeal(input: DealCreate): Promise<DealView> {
  const { deal } = await api.post<{ success: true; deal: DealView }>('/deals', input)
  return deal
}

export function useCreateDeal() {
  const queryClient = useQueryClient()
  return useMutation({ mutationFn: createDeal, onSuccess: () => queryClient.invalidateQueries({ queryKey: ['deals'] }) })
}
