import { useMutation, useQueryClient } from '@tanstack/react-query'
import type { InquiryAction } from '@vishwas/domain'
import { api } from '../../../lib/api-client'
import type { Inquiry } from './inquiry-types'

/** POST /api/inquiries/{id}/transitions: 409 when the status or the version does not allow it. */
export async function transitionInquiry(input: { inquiryId: string; action: InquiryAction; version: number }): Promise<Inquiry> {
  const { inquiry } = await api.post<{ success: true; inquiry: Inquiry }>(`/inquiries/${input.inquiryId}/transitions`, { action: input.action, version: input.version })
  return inquiry
}

export function useTransitionInquiry() {
  const queryClient = useQueryClient()
  return useMutation({ mutationFn: transitionInquiry, onSettled: () => queryClient.invalidateQueries({ queryKey: ['inquiries'] }) })
}
