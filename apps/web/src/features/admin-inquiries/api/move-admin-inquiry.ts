import { useMutation, useQueryClient } from '@tanstack/react-query'
import type { InquiryAction } from '@vishwas/domain'
import { api } from '../../../lib/api-client'
import type { AdminInquiry } from './admin-inquiry-types'

/** POST /api/admin/inquiries/{id}/transitions: as an admin, recorded in the audit trail; 409 when the status or version does not allow it. */
export async function moveAdminInquiry(input: { inquiryId: string; action: InquiryAction; version: number }): Promise<AdminInquiry> {
  const { inquiry } = await api.post<{ success: true; inquiry: AdminInquiry }>(`/admin/inquiries/${encodeURIComponent(input.inquiryId)}/transitions`, {
    action: input.action,
    version: input.version,
  })
  return inquiry
}

export function useMoveAdminInquiry() {
  const queryClient = useQueryClient()
  return useMutation({ mutationFn: moveAdminInquiry, onSettled: () => queryClient.invalidateQueries({ queryKey: ['inquiries'] }) })
}
