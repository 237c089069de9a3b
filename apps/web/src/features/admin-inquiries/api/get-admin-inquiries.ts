import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query'
import type { InquiryStatus } from '@vishwas/domain'
import { api } from '../../../lib/api-client'
import type { AdminInquiryPage } from './admin-inquiry-types'

export type AdminInquiriesQuery = { status?: InquiryStatus | undefined; propertyId?: string | undefined; page: number }

/** GET /api/admin/inquiries (admins): every inquiry, latest activity first, by status and listing. */
export async function getAdminInquiries(query: AdminInquiriesQuery, signal?: AbortSignal): Promise<AdminInquiryPage> {
  const { inquiries, pagination } = await api.get<{ success: true } & AdminInquiryPage>('/admin/inquiries', { query: { ...query, limit: 20 }, signal })
  return { inquiries, pagination }
}

export function getAdminInquiriesQueryOptions(query: AdminInquiriesQuery) {
  return queryOptions({ queryKey: ['inquiries', 'admin', 'list', query], queryFn: ({ signal }) => getAdminInquiries(query, signal), placeholderData: keepPreviousData })
}

export function useAdminInquiries(query: AdminInquiriesQuery) {
  return useQuery(getAdminInquiriesQueryOptions(query))
}
