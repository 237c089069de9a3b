import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query'
import type { Pagination, VisitStatus, VisitView } from '@vishwas/domain'
import { api } from '../../../lib/api-client'

export type VisitPage = { visits: VisitView[]; pagination: Pagination }

export type VisitsQuery = { role?: 'visitor' | 'property'; propertyId?: string; status?: VisitStatus; from?: string; to?: string; page?: number; limit?: number }

/** GET /api/visits: the caller's visits, or a listing's calendar (propertyId, from, to), earliest slot first. */
export async function getVisits(query: VisitsQuery, signal?: AbortSignal): Promise<VisitPage> {
  const { visits, pagination } = await api.get<{ success: true } & VisitPage>('/visits', { query, signal })
  return { visits, pagination }
}

export function getVisitsQueryOptions(query: VisitsQuery) {
  return queryOptions({ queryKey: ['visits', query], queryFn: ({ signal }) => getVisits(query, signal), placeholderData: keepPreviousData })
}

export function useVisits(query: VisitsQuery) {
  return useQuery(getVisitsQueryOptions(query))
}
