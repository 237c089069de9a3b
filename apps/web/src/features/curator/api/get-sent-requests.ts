import { queryOptions, useQuery } from '@tanstack/react-query'
import { api } from '../../../lib/api-client'
import type { RequestsPage } from './types'

/** GET /api/dealer/representation-requests: the dealer's requests, newest first, with their status. */
export async function getSentRequests(page: number, signal?: AbortSignal): Promise<RequestsPage> {
  const { requests, pagination } = await api.get<{ success: true } & RequestsPage>('/dealer/representation-requests', { query: { page, limit: 20 }, signal })
  return { requests, pagination }
}

export function getSentRequestsQueryOptions(page = 1) {
  return queryOptions({ queryKey: ['curator', 'sent-requests', page], queryFn: ({ signal }) => getSentRequests(page, signal) })
}

export function useSentRequests(page = 1) {
  return useQuery(getSentRequestsQueryOptions(page))
}
