import { queryOptions, useQuery } from '@tanstack/react-query'
import { api } from '../../../lib/api-client'
import type { InquiryThread } from './inquiry-types'

/** GET /api/inquiries/{id}: the inquiry and its thread, oldest message first. */
export async function getInquiry(id: string, signal?: AbortSignal): Promise<InquiryThread> {
  const { inquiry, messages } = await api.get<{ success: true } & InquiryThread>(`/inquiries/${id}`, { signal })
  return { inquiry, messages }
}

export function getInquiryQueryOptions(id: string) {
  return queryOptions({ queryKey: ['inquiries', 'one', id], queryFn: ({ signal }) => getInquiry(id, signal) })
}

export function useInquiry(id: string) {
  return useQuery(getInquiryQueryOptions(id))
}
