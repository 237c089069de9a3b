import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query'
import type { Pagination, Property, PropertyStatus, PropertyType } from '@vishwas/domain'
import { api } from '../../../lib/api-client'

/** The sort fields GET /api/properties accepts. */
export const portfolioSortFields = ['createdAt', 'updatedAt', 'price', 'area', 'views', 'score', 'title'] as const
export type PortfolioSortField = (typeof portfolioSortFields)[number]
export type SortOrder = 'asc' | 'desc'

export interface PortfolioQuery {
  q?: string
  type?: PropertyType
  status?: PropertyStatus
  city?: string
  page: number
  limit: number
  sortBy: PortfolioSortField
  sortOrder: SortOrder
}

export interface PortfolioPage {
  properties: Property[]
  pagination: Pagination
}

interface MyPropertiesResponse extends PortfolioPage {
  success: true
}

/** The key every portfolio query starts with; writes invalidate it (and the dashboard's figures). */
export const myPropertiesKey = ['properties', 'mine'] as const

/** GET /api/properties: the caller's own properties (created or owned), any status. */
export async function getMyProperties(query: PortfolioQuery, signal?: AbortSignal): Promise<PortfolioPage> {
  const { properties, pagination } = await api.get<MyPropertiesResponse>('/properties', { query: { ...query }, signal })
  return { properties, pagination }
}

export function getMyPropertiesQueryOptions(query: PortfolioQuery) {
  return queryOptions({
    queryKey: [...myPropertiesKey, query],
    queryFn: ({ signal }) => getMyProperties(query, signal),
  })
}

export function useMyProperties(query: PortfolioQuery) {
  return useQuery({ ...getMyPropertiesQueryOptions(query), placeholderData: keepPreviousData })
}
