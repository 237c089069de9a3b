import { useMutation, useQueryClient } from '@tanstack/react-query'
import type { ApplicationAction, RentalAction } from '@vishwas/domain'
import { api } from '../../../lib/api-client'
import type { ApplicationRecord, RentalRecord } from './rental-types'

export type TransitionInput =
  | { entity: 'application'; id: string; action: ApplicationAction; body: Record<string, unknown> }
  | { entity: 'rental'; id: string; action: RentalAction; body: Record<string, unknown> }

/** POST /api/rental-applications/{id}/{action} or /api/rentals/{id}/{action}, sent with the version seen (409 when someone acted first). */
export async function transition(input: TransitionInput): Promise<ApplicationRecord | RentalRecord> {
  const base = input.entity === 'application' ? '/rental-applications' : '/rentals'
  const answer = await api.post<{ success: true; application?: ApplicationRecord; rental?: RentalRecord }>(`${base}/${encodeURIComponent(input.id)}/${input.action}`, input.body)
  return (answer.application ?? answer.rental)!
}

/** Every rental list is refreshed after a transition (an approval changes both lists). */
export function useTransition() {
  const queryClient = useQueryClient()
  return useMutation({ mutationFn: transition, onSettled: () => queryClient.invalidateQueries({ queryKey: ['rentals'] }) })
}
