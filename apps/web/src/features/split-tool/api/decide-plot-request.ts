import { useMutation, useQueryClient } from '@tanstack/react-query'
import { api } from '../../../lib/api-client'

export type PlotDecision =
  | { kind: 'split'; propertyId: string; id: string; action: 'cancel' | 'approved' | 'rejected'; remarks?: string }
  | { kind: 'merge'; id: string; action: 'cancel' | 'approved' | 'rejected'; remarks?: string }

/**
 * Cancels a pending split or merge (its requester, anyone with property access), or approves or
 * rejects it (admins): PATCH /properties/{id}/splits/{splitId}, POST .../cancel, and the merge's
 * /properties/merges/{mergeId} equivalents.
 */
export async function decidePlotRequest(decision: PlotDecision): Promise<void> {
  const base = decision.kind === 'split' ? `/properties/${encodeURIComponent(decision.propertyId)}/splits/${decision.id}` : `/properties/merges/${decision.id}`
  const remarks = decision.remarks?.trim() ? { remarks: decision.remarks.trim() } : {}
  if (decision.action === 'cancel') await api.post(`${base}/cancel`, remarks)
  else await api.patch(base, { approvalStatus: decision.action, ...remarks })
}

export function useDecidePlotRequest() {
  const queryClient = useQueryClient()
  return useMutation({ mutationFn: decidePlotRequest, onSuccess: () => queryClient.invalidateQueries({ queryKey: ['properties'] }) })
}
