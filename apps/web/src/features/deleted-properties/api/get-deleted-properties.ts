import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query'
import type { DeletedProperty, Pagination } from '@vishwas/domain'
import { api } from '../../../lib/api-client'

export type { DeletedProperty }

export interface DeletedPropertiesPage {
  success: true
  properties: DeletedProperty[]
  pagination: Pagination
}

/** GET /api/admin/deleted-properties (admins): what can still be restored, most recently deleted first. */
export function getDeletedProperties(page: number, signal?: AbortSignal): Promise<DeletedPropertiesPage> {
  return api.get<DeletedPropertiesPage>('/admin/deleted-properties', { query: { page, limit: 20 }, signal })
}

// Under ['properties'], so a delete anywhere in the app refetches it.
export function getDeletedPropertiesQueryOptions(page: number) {
  return queryOptions({
    queryKey: ['properties', 'deleted', page],
    queryFn: ({ signal }) => getDeletedProperties(page, signal),
    placeholderData: keepPreviousData,
  })
}

export function useDeletedProperties(page: number) {
  return useQuery(getDeletedPropertiesQueryOptions(page))
}
