import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query'
import type { ActivityItem, ActivityKind, Pagination } from '@vishwas/domain'
import { api } from '../../../lib/api-client'

export type MyActivityQuery = { kind?: ActivityKind; page?: number; limit?: number }
export type MyActivityPage = { activity: ActivityItem[]; pagination: Pagination }

/** GET /api/users/me/activity: the caller's questions, visits, offers, bids, deals, applications and tenancies, newest first. */
export async function getMyActivity(query: MyActivityQuery, signal?: AbortSignal): Promise<MyActivityPage> {
  const { activity, pagination } = await api.get<{ success: true } & MyActivityPage>('/users/me/activity', { query, signal })
  return { activity, pagination }
}

export function getMyActivityQueryOptions(query: MyActivityQuery) {
  return queryOptions({ queryKey: ['my-activity', query], queryFn: ({ signal }) => getMyActivity(query, signal), placeholderData: keepPreviousData })
}

export function useMyActivity(query: MyActivityQuery) {
  return useQuery(getMyActivityQueryOptions(query))
}
