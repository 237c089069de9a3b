import { useMutation, useQueryClient } from '@tanstack/react-query'
import { api } from '../../../lib/api-client'

/** POST /api/dealer/listings/{reference}/release: stop representing a listing (its owners are told). */
export async function releaseListing(reference: string): Promise<void> {
  await api.post<{ success: true; message: string }>(`/dealer/listings/${encodeURIComponent(reference)}/release`)
}

export function useReleaseListing() {
  const queryClient = useQueryClient()
  return useMutation({ mutationFn: releaseListing, onSettled: () => queryClient.invalidateQueries({ queryKey: ['curator'] }) })
}
