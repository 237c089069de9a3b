import { queryOptions, useQuery } from '@tanstack/react-query'
import { api } from '../../../lib/api-client'
import type { RequestsPage } from './types'

/** GET /api/users/me/representation-requests: dealers' pending requests to represent the caller's listings. */
export async function getIncomingRequests(signal?: AbortSignal): Promise<RequestsPage> {
  const { requests, pagination } = await api.get<{ success: true } & RequestsPage>('/users/me/representation-requests', { query: { limit: 50 }, signal })
  return { requests, pagination }
}

export function getIncomingRequestsQueryOptions() {
  return queryOptions({ queryKey: ['curator', 'incoming-requests'], queryFn: ({ signal }) => getIncomingRequests(signal) })
}

export function useIncomingRequests() {
  return useQuery(getIncomingRequestsQueryOptions())
}
