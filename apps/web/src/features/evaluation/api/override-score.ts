import { useMutation, useQueryClient } from '@tanstack/react-query'
import { api } from '../../../lib/api-client'
import type { AdminPropertyScore } from './types'

/** PUT /api/admin/evaluation/properties/{id}/override: an admin's score with the reason. */
export async function overrideScore(input: { propertyId: string; score: number; reason: string }): Promise<AdminPropertyScore> {
  const { score, reason } = input
  return (await api.put<{ success: true; score: AdminPropertyScore }>(`/admin/evaluation/properties/${encodeURIComponent(input.propertyId)}/override`, { score, reason })).score
}

/** DELETE /api/admin/evaluation/properties/{id}/override: back to the computed score. */
export async function clearScoreOverride(propertyId: string): Promise<AdminPropertyScore> {
  return (await api.delete<{ success: true; score: AdminPropertyScore }>(`/admin/evaluation/properties/${encodeURIComponent(propertyId)}/override`)).score
}

// Every property query (the list, the listing, its score) is refetched.
export function useOverrideScore() {
  const queryClient = useQueryClient()
  return useMutation({ mutationFn: overrideScore, onSuccess: () => queryClient.invalidateQueries({ queryKey: ['properties'] }) })
}

export function useClearScoreOverride() {
  const queryClient = useQueryClient()
  return useMutation({ mutationFn: clearScoreOverride, onSuccess: () => queryClient.invalidateQueries({ queryKey: ['properties'] }) })
}
