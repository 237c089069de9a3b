import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query'
import type { Pagination } from '@vishwas/domain'
import { api } from '../../../lib/api-client'

export type DatabaseIndex = {
  schema: string
  table: string
  name: string
  columns: string[]
  included: string[]
  definition: string
  sizeBytes: number
  scans: number
  rowsRead: number
  lastUsedAt: string | null
  isUnique: boolean
  isPrimary: boolean
  isValid: boolean
  isUnused: boolean
}

export type IndexStatistics = { resetAt: string | null; lastUseRecorded: boolean; lastUseNote?: string }
export type IndexesQuery = { sortBy: 'size' | 'scans' | 'rowsRead' | 'name' | 'table'; sortOrder: 'asc' | 'desc'; unusedOnly: boolean; page: number }
export type IndexesPage = { indexes: DatabaseIndex[]; statistics: IndexStatistics; pagination: Pagination }

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
