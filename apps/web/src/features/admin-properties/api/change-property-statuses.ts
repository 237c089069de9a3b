import { useMutation, useQueryClient } from '@tanstack/react-query'
import type { PropertyStatus } from '@vishwas/domain'
import { api } from '../../../lib/api-client'

export type BulkStatusResult = { id: string; success: boolean; error?: string; property?: { id: string; reference: string; status: PropertyStatus } }
export type BulkStatusAnswer = { results: BulkStatusResult[]; succeeded: number; failed: number }

/** POST /api/admin/properties/status: one status on many listings, in one transaction, answered per listing. */
export async function changePropertyStatuses(input: { propertyIds: string[]; status: PropertyStatus; reason?: string }): Promise<BulkStatusAnswer> {
  const { results, succeeded, failed } = await api.post<{ success: true } & BulkStatusAnswer>('/admin/properties/status', input)
  return { results, succeeded, failed }
}

export function useChangePropertyStatuses() {
  const queryClient = useQueryClient()
  return useMutation({ mutationFn: changePropertyStatuses, onSettled: () => queryClient.invalidateQueries({ queryKey: ['properties'] }) })
}
