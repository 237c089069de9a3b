import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query'
import type { DatabaseIndexView, IndexSortKey, IndexStatisticsView, Pagination } from '@vishwas/domain'
import { api } from '../../../lib/api-client'

export type IndexesQuery = { sortBy: IndexSortKey; sortOrder: 'asc' | 'desc'; unusedOnly: boolean; page: number }
export type IndexesPage = { indexes: DatabaseIndexView[]; statistics: IndexStatisticsView; pagination: Pagination }

/** GET /api/admin/indexes (admins): the database's indexes with size and use. */
export async function getDatabaseIndexes(query: IndexesQuery, signal?: AbortSignal): Promise<IndexesPage> {
  const { indexes, statistics, pagination } = await api.get<{ success: true } & IndexesPage>('/admin/indexes', { query: { ...query, limit: 25 }, signal })
  return { indexes, statistics, pagination }
}

export function getDatabaseIndexesQueryOptions(query: IndexesQuery) {
  return queryOptions({ queryKey: ['admin', 'indexes', query], queryFn: ({ signal }) => getDatabaseIndexes(query, signal), placeholderData: keepPreviousData })
}

export function useDatabaseIndexes(query: IndexesQuery) {
  return useQuery(getDatabaseIndexesQueryOptions(query))
}
