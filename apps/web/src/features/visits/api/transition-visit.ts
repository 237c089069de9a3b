import { useMutation, useQueryClient } from '@tanstack/react-query'
import type { VisitAction, VisitSlot, VisitView } from '@vishwas/domain'
import { api } from '../../../lib/api-client'

export type VisitTransitionInput = { visitId: string; action: VisitAction; version: number; slotStart?: string; slots?: VisitSlot[] }

/** POST /api/visits/{id}/transitions: 409 when the status, the turn or the version does not allow it. */
export async function transitionVisit({ visitId, ...body }: VisitTransitionInput): Promise<VisitView> {
  const { visit } = await api.post<{ success: true; visit: VisitView }>(`/visits/${visitId}/transitions`, body)
  return visit
}

export function useTransitionVisit() {
  const queryClient = useQueryClient()
  // Invalidated after success and failure alike: a refusal usually means the visit moved meanwhile.
  return useMutation({ mutationFn: transitionVisit, onSettled: () => queryClient.invalidateQueries({ queryKey: ['visits'] }) })
}

/** The visit's calendar file (the browser sends the session cookie with the download). */
export const visitCalendarHref = (visitId: string) => `/api/visits/${visitId}/calendar.ics`
