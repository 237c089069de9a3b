import { useMutation, useQueryClient } from '@tanstack/react-query'
import { api } from '../../../lib/api-client'
import { getIncomingRequestsQueryOptions } from './get-incoming-requests'
import type { RepresentationRequest } from './types'

/** POST /api/representation-requests/{id}/accept or /decline: accepting makes the dealer the listing's current dealer. */
export async function answerRequest(input: { id: string; accept: boolean }): Promise<RepresentationRequest> {
  const { request } = await api.post<{ success: true; request: RepresentationRequest }>(
    `/representation-requests/${encodeURIComponent(input.id)}/${input.accept ? 'accept' : 'decline'}`,
  )
  return request
}

export function useAnswerRequest() {
  const queryClient = useQueryClient()
  return useMutation({
    mutationFn: answerRequest,
    onSettled: async () => {
      await queryClient.invalidateQueries({ queryKey: getIncomingRequestsQueryOptions().queryKey })
      // The portfolio shows each listing's dealer.
      await queryClient.invalidateQueries({ queryKey: ['properties'] })
    },
  })
}
