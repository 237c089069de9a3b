import { useMutation, useQueryClient } from '@tanstack/react-query'
import type { Property, SplitRequest } from '@vishwas/domain'
import { api } from '../../../lib/api-client'
import type { SplitRecord } from './plot-records'

export interface SplitSaved {
  message: string
  operationId: string
  split: SplitRecord
  resultingProperties: Property[]
}

/** POST /api/properties/{id}/split: the parts become pending properties until an admin approves. */
export async function splitProperty(propertyId: string, request: SplitRequest): Promise<SplitSaved> {
  const { message, operationId, split, resultingProperties } = await api.post<SplitSaved & { success: true }>(`/properties/${encodeURIComponent(propertyId)}/split`, request)
  return { message, operationId, split, resultingProperties }
}

export function useSplitProperty(propertyId: string) {
  const queryClient = useQueryClient()
  return useMutation({
    mutationFn: (request: SplitRequest) => splitProperty(propertyId, request),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: ['properties'] }),
  })
}
