import { useMutation, useQueryClient } from '@tanstack/react-query'
import { api } from '../../../lib/api-client'

/** DELETE /api/dealer/representation-requests/{id}: withdraw a pending request. */
export async function withdrawRequest(id: string): Promise<void> {
  await api.delete<{ success: true }>(`/dealer/representation-requests/${encodeURIComponent(id)}`)
}

export function useWithdrawRequest() {
  const queryClient = useQueryClient()
  return useMutation({ mutationFn: withdrawRequest, onSettled: () => queryClient.invalidateQueries({ queryKey: ['curator', 'sent-requests'] }) })
}
