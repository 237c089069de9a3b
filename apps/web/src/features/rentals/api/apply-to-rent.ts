import { useMutation, useQueryClient } from '@tanstack/react-query'
import type { ApplicationInput } from '@vishwas/domain'
import { api } from '../../../lib/api-client'
import type { ApplicationRecord } from './rental-types'

/** POST /api/properties/{id}/rental-applications: 422 for one's own listing, a sale listing or a past move-in date; 409 for a second open application. */
export async function applyToRent(input: { propertyId: string; application: ApplicationInput }): Promise<ApplicationRecord> {
  const { application } = await api.post<{ success: true; application: ApplicationRecord }>(`/properties/${encodeURIComponent(input.propertyId)}/rental-applications`, input.application)
  return application
}

export function useApplyToRent() {
  const queryClient = useQueryClient()
  return useMutation({ mutationFn: applyToRent, onSuccess: () => queryClient.invalidateQueries({ queryKey: ['rentals'] }) })
}
