import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query'
import type { Pagination, Property } from '@vishwas/domain'
import { api } from '../../../lib/api-client'

/** The manager's filters: the advanced search's names (GET /api/properties/search/advanced), plus featured. */
export type AdminPropertyFilters = {
  status?: string
  type?: string
  listingType?: string
  city?: string
  state?: string
  minPrice?: string
  maxPrice?: string
  bedrooms?: string
  featured?: string
  sortBy?: string
  sortOrder?: string
  page?: number
}

export interface AdminPropertiesPage {
  success: true
  properties: Property[]
  featured: string[]
  pagination: Pagination & { isTotalCapped?: true }
}

export const ADMIN_PAGE_SIZE = 20

/** GET /api/admin/properties (admins): every listing in every status, filtered, sorted and paged. */
export function getAdminProperties(filters: AdminPropertyFilters, signal?: AbortSignal): Promise<AdminPropertiesPage> {
  const query = Object.fromEntries(Object.entries({ ...filters, limit: ADMIN_PAGE_SIZE }).filter(([, value]) => value !== undefined && value !== ''))
  return api.get<AdminPropertiesPage>('/admin/properties', { query, signal })
}

// Under ['properties'], so any change of a listing anywhere refetches it.
export function getAdminPropertiesQueryOptions(filters: AdminPropertyFilters) {
  return queryOptions({
    queryKey: ['properties', 'admin', 'list', filters],
    queryFn: ({ signal }) => getAdminProperties(filters, signal),
    placeholderData: keepPreviousData,
  })
}

export function useAdminProperties(filters: AdminPropertyFilters) {
  return useQuery(getAdminPropertiesQueryOptions(filters))
}
