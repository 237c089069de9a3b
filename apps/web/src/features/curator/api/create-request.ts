import { useMutation, useQueryClient } from '@tanstack/react-query'
import type { RepresentationRequestBody } from '@vishwas/domain'
import { api } from '../../../lib/api-client'
import type { RepresentationRequest } from './types'

/** POST /api/dealer/representation-requests: ask to represent an active listing (409 when asked already, 422 for a listing that is not active). */
export async function createRequest(body: RepresentationRequestBody): Promise<RepresentationRequest> {
  const { request } = await api.post<{ success: true; request: RepresentationRequest }>('/dealer/representation-requests', body)
  return request
}

export function useCreateRequest() {
  const queryClient = useQueryClient()
  return useMutation({ mutationFn: createRequest, onSuccess: () => queryClient.invalidateQueries({ queryKey: ['curator', 'sent-requests'] }) })
}
