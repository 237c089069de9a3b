import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query'
import type { MergeRequest, Property } from '@vishwas/domain'
import { api } from '../../../lib/api-client'
import type { MergeRecord } from './plot-records'

export interface MergeSaved {
  operationId: string
  merge: MergeRecord
  property: Property
}

/** POST /api/properties/merge: the merged property is created pending until an admin approves. */
export async function mergeProperties(request: MergeRequest): Promise<MergeSaved> {
  const { operationId, merge, property } = await api.post<MergeSaved & { success: true }>('/properties/merge', request)
  return { operationId, merge, property }
}

export function useMergeProperties() {
  const queryClient = useQueryClient()
  return useMutation({ mutationFn: mergeProperties, onSuccess: () => queryClient.invalidateQueries({ queryKey: ['properties'] }) })
}

/** POST /api/properties/validate-for-merge: whether these can be merged now, and if not why. */
export async function validateForMerge(propertyIds: readonly string[], signal?: AbortSignal): Promise<{ isValid: boolean; message: string }> {
  const { isValid, message } = await api.post<{ success: true; isValid: boolean; message: string }>('/properties/validate-for-merge', { propertyIds }, { signal })
  return { isValid, message }
}

export function useMergeValidity(propertyIds: readonly string[]) {
  return useQuery({ queryKey: ['properties', 'validate-for-merge', ...propertyIds], queryFn: ({ signal }) => validateForMerge(propertyIds, signal), retry: false, enabled: propertyIds.length >= 2 })
}
