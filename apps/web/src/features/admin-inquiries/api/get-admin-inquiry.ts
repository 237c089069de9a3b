import { queryOptions, useQuery } from '@tanstack/react-query'
import { api } from '../../../lib/api-client'
import type { AdminInquiry, AdminInquiryMessage } from './admin-inquiry-types'

/** GET /api/admin/inquiries/{id} (admins): the inquiry and its thread, oldest message first. */
export async function getAdminInquiry(id: string, signal?: AbortSignal): Promise<{ inquiry: AdminInquiry; messages: AdminInquiryMessage[] }> {
  const { inquiry, messages } = await api.get<{ success: true; inquiry: AdminInquiry; messages: AdminInquiryMessage[] }>(`/admin/inquiries/${encodeURIComponent(id)}`, { signal })
  return { inquiry, messages }
}

export function getAdminInquiryQueryOptions(id: string) {
  return queryOptions({ queryKey: ['inquiries', 'admin', 'one', id], queryFn: ({ signal }) => getAdminInquiry(id, signal) })
}

export function useAdminInquiry(id: string) {
  return useQuery(getAdminInquiryQueryOptions(id))
}
