import { useMutation, useQueryClient } from '@tanstack/react-query'
import type { VisitSlot, VisitView } from '@vishwas/domain'
import { api } from '../../../lib/api-client'

export type BookVisitInput = { propertyId: string; slots: VisitSlot[]; mode: 'in-person' | 'video'; notes?: string }

/** POST /api/properties/{id}/visits: 422 for a slot in the past, outside 07:00–21:00 India time or on one's own listing; 409 when one is open already. */
export async function bookVisit({ propertyId, ...body }: BookVisitInput): Promise<VisitView> {
  const { visit } = await api.post<{ success: true; visit: VisitView }>(`/properties/${encodeURIComponent(propertyId)}/visits`, body)
  return visit
}

export function useBookVisit() {
  const queryClient = useQueryClient()
  return useMutation({ mutationFn: bookVisit, onSuccess: () => queryClient.invalidateQueries({ queryKey: ['visits'] }) })
}
