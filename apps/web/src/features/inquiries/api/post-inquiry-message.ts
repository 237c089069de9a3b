import { useMutation, useQueryClient } from '@tanstack/react-query'
import { api } from '../../../lib/api-client'
import type { InquiryThread } from './inquiry-types'

/** POST /api/inquiries/{id}/messages: 409 once the inquiry is closed or spam. */
export async function postInquiryMessage(input: { inquiryId: string; body: string }): Promise<InquiryThread> {
  const { inquiry, messages } = await api.post<{ success: true } & InquiryThread>(`/inquiries/${input.inquiryId}/messages`, { body: input.body })
  return { inquiry, messages }
}

export function usePostInquiryMessage() {
  const queryClient = useQueryClient()
  return useMutation({ mutationFn: postInquiryMessage, onSettled: () => queryClient.invalidateQueries({ queryKey: ['inquiries'] }) })
}
