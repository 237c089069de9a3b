import { useMutation, useQueryClient } from '@tanstack/react-query'
import type { BatchOutcome, PropertyStatus } from '@vishwas/domain'
import { api } from '../../../lib/api-client'
import { invalidateProperties } from './invalidate-properties'

export type StatusBatchOutcome = BatchOutcome<{ id: string; reference: string }>

interface BatchResponse extends StatusBatchOutcome {
  success: true
}

export interface StatusChange {
  /** UUIDs or PROP- references. */
  references: readonly string[]
  status: PropertyStatus
}

/** PATCH /api/properties/batch: one status for many properties; each item succeeds or fails alone. */
export async function updatePropertyStatuses({ references, status }: StatusChange): Promise<StatusBatchOutcome> {
  const updates = references.map((reference) => ({ reference, data: { basicInfo: { status } } }))
  const { successful, failed, successCount, failureCount } = await api.patch<BatchResponse>('/properties/batch', { updates })
  return { successful, failed, successCount, failureCount }
}

export function useUpdatePropertyStatuses() {
  const queryClient = useQueryClient()
  return useMutation({ mutationFn: updatePropertyStatuses, onSuccess: () => invalidateProperties(queryClient) })
}
