import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query'
import type { InquiryStatus } from '@vishwas/domain'
import { api } from '../../../lib/api-client'
import type { InquiryPage } from './inquiry-types'

export type InquiriesQuery = { role?: 'asker' | 'property'; propertyId?: string; status?: InquiryStatus; page?: number; limit?: number }

/** GET /api/inquiries: the caller's inquiries, or a listing's (propertyId), latest activity first. */
export async function getInquiries(query: InquiriesQuery, signal?: AbortSignal): Promise<InquiryPage> {
  const { inquiries, pagination } = await api.get<{ success: true } & InquiryPage>('/inquiries', { query, signal })
  return { inquiries, pagination }
}

export function getInquiriesQueryOptions(query: InquiriesQuery) {
  return queryOptions({ queryKey: ['inquiries', 'list', query], queryFn: ({ signal }) => getInquiries(query, signal), placeholderData: keepPreviousData })
}

export function useInquiries(query: InquiriesQuery) {
  return useQuery(getInquiriesQueryOptions(query))
}
