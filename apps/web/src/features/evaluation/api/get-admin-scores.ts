import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query'
import { api } from '../../../lib/api-client'
import type { AdminScoresPage } from './types'

export type AdminScoresFilter = { page: number; flagged?: boolean | undefined; overridden?: boolean | undefined; minScore?: number | undefined; maxScore?: number | undefined }

/** GET /api/admin/evaluation/properties (admins): scores lowest first, filtered. */
export function getAdminScores(filter: AdminScoresFilter, signal?: AbortSignal): Promise<AdminScoresPage> {
  const { page, flagged, overridden, minScore, maxScore } = filter
  return api.get<AdminScoresPage>('/admin/evaluation/properties', { query: { page, limit: 20, flagged, overridden, minScore, maxScore }, signal })
}

// Under ['properties'], so a change of any listing refetches it.
export function getAdminScoresQueryOptions(filter: AdminScoresFilter) {
  return queryOptions({ queryKey: ['properties', 'scores', filter], queryFn: ({ signal }) => getAdminScores(filter, signal), placeholderData: keepPreviousData })
}

export function useAdminScores(filter: AdminScoresFilter) {
  return useQuery(getAdminScoresQueryOptions(filter))
}
