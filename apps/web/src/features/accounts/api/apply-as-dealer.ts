import { useMutation, useQueryClient } from '@tanstack/react-query'
import { api } from '../../../lib/api-client'
import type { DealerStanding } from './account-types'
import { getDealerApplicationQueryOptions } from './get-dealer-application'

export interface DealerApplicationInput {
  reraNumber: string
  reraState: string
  agencyName: string
  officeAddress: string
}

/** POST /api/users/me/dealer-application: apply to be a dealer; an admin decides. */
export function applyAsDealer(input: DealerApplicationInput): Promise<DealerStanding> {
  return api.post<DealerStanding>('/users/me/dealer-application', input)
}

export function useApplyAsDealer() {
  const queryClient = useQueryClient()
  return useMutation({
    mutationFn: applyAsDealer,
    onSuccess: (standing) => queryClient.setQueryData(getDealerApplicationQueryOptions().queryKey, standing),
  })
}
