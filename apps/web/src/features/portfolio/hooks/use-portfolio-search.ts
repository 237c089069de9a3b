// The portfolio's search, filters, sort and page live in the URL: shareable, and the back button works.
import { useCallback, useMemo } from 'react'
import { useSearchParams } from 'react-router'
import { PAGINATION_DEFAULTS, propertyStatuses, propertyTypes, type PropertyStatus, type PropertyType } from '@vishwas/domain'
import { portfolioSortFields, type PortfolioQuery, type PortfolioSortField, type SortOrder } from '../api/get-my-properties'

export interface PortfolioFilters {
  q?: string
  type?: PropertyType
  status?: PropertyStatus
  city?: string
}

const filterKeys = ['q', 'type', 'status', 'city'] as const
const DEFAULT_SORT: PortfolioSortField = 'updatedAt'

function text(value: string | null): string | undefined {
  const trimmed = value?.trim()
  return trimmed ? trimmed : undefined
}

function oneOf<T extends string>(options: readonly T[], value: string | null): T | undefined {
  return options.find((option) => option === value)
}

export function parsePortfolioSearch(params: URLSearchParams): PortfolioQuery {
  const page = Number(params.get('page'))
  return {
    q: text(params.get('q')),
    type: oneOf(propertyTypes, params.get('type')),
    status: oneOf(propertyStatuses, params.get('status')),
    city: text(params.get('city')),
    page: Number.isInteger(page) && page >= 1 ? page : PAGINATION_DEFAULTS.page,
    limit: PAGINATION_DEFAULTS.limit,
    sortBy: oneOf(portfolioSortFields, params.get('sortBy')) ?? DEFAULT_SORT,
    sortOrder: params.get('sortOrder') === 'asc' ? 'asc' : 'desc',
  }
}

/** A search string for the given query; defaults are left out to keep URLs short. */
export function portfolioSearchString(query: Partial<PortfolioQuery>): string {
  const params = new URLSearchParams()
  for (const key of filterKeys) {
    const value = query[key]
    if (value !== undefined && value !== '') params.set(key, value)
  }
  if (query.sortBy && query.sortBy !== DEFAULT_SORT) params.set('sortBy', query.sortBy)
  if (query.sortOrder === 'asc') params.set('sortOrder', 'asc')
  if (query.page && query.page > 1) params.set('page', String(query.page))
  return params.toString()
}

export function usePortfolioSearch() {
  const [params, setParams] = useSearchParams()
  const query = useMemo(() => parsePortfolioSearch(params), [params])

  const setFilters = useCallback(
    (filters: PortfolioFilters) => setParams(portfolioSearchString({ ...filters, sortBy: query.sortBy, sortOrder: query.sortOrder })),
    [setParams, query.sortBy, query.sortOrder],
  )
  const setSort = useCallback(
    (sortBy: PortfolioSortField, sortOrder: SortOrder) => setParams(portfolioSearchString({ ...query, sortBy, sortOrder, page: 1 })),
    [setParams, query],
  )
  const pageHref = useCallback((page: number) => `?${portfolioSearchString({ ...query, page })}`, [query])

  const hasFilters = filterKeys.some((key) => query[key] !== undefined)
  return { query, hasFilters, setFilters, setSort, pageHref }
}
