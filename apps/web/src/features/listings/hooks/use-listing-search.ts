// The home page's filters, sort and page live in the URL: shareable, and the back button works.
import { useCallback, useMemo } from 'react'
import { useSearchParams } from 'react-router'
import { PAGINATION_DEFAULTS, propertyTypes, type PropertyType } from '@vishwas/domain'
import { sortFields, type PublicPropertiesQuery, type SortField, type SortOrder } from '../api/get-public-properties'

export interface ListingFilters {
  type?: PropertyType
  city?: string
  locality?: string
  state?: string
  minPrice?: number
  maxPrice?: number
}

const filterKeys = ['type', 'city', 'locality', 'state', 'minPrice', 'maxPrice'] as const

function text(value: string | null): string | undefined {
  const trimmed = value?.trim()
  return trimmed ? trimmed : undefined
}

function amount(value: string | null): number | undefined {
  if (value == null || value.trim() === '') return undefined
  const n = Number(value)
  return Number.isFinite(n) && n >= 0 ? n : undefined
}

export function parseListingSearch(params: URLSearchParams): PublicPropertiesQuery {
  const type = params.get('type')
  const sortBy = params.get('sortBy')
  const page = Number(params.get('page'))
  return {
    type: (propertyTypes as readonly string[]).includes(type ?? '') ? (type as PropertyType) : undefined,
    city: text(params.get('city')),
    locality: text(params.get('locality')),
    state: text(params.get('state')),
    minPrice: amount(params.get('minPrice')),
    maxPrice: amount(params.get('maxPrice')),
    page: Number.isInteger(page) && page >= 1 ? page : PAGINATION_DEFAULTS.page,
    limit: PAGINATION_DEFAULTS.limit,
    sortBy: (sortFields as readonly string[]).includes(sortBy ?? '') ? (sortBy as SortField) : 'createdAt',
    sortOrder: params.get('sortOrder') === 'asc' ? 'asc' : 'desc',
  }
}

/** A search string for the given query; defaults are left out to keep URLs short. */
export function listingSearchString(query: Partial<PublicPropertiesQuery>): string {
  const params = new URLSearchParams()
  for (const key of filterKeys) {
    const value = query[key]
    if (value !== undefined && value !== '') params.set(key, String(value))
  }
  if (query.sortBy && query.sortBy !== 'createdAt') params.set('sortBy', query.sortBy)
  if (query.sortOrder === 'asc') params.set('sortOrder', 'asc')
  if (query.page && query.page > 1) params.set('page', String(query.page))
  return params.toString()
}

export function useListingSearch() {
  const [params, setParams] = useSearchParams()
  const query = useMemo(() => parseListingSearch(params), [params])

  const setFilters = useCallback(
    (filters: ListingFilters) => setParams(listingSearchString({ ...filters, sortBy: query.sortBy, sortOrder: query.sortOrder })),
    [setParams, query.sortBy, query.sortOrder],
  )
  const setSort = useCallback(
    (sortBy: SortField, sortOrder: SortOrder) => setParams(listingSearchString({ ...query, sortBy, sortOrder, page: 1 })),
    [setParams, query],
  )
  const pageHref = useCallback((page: number) => `?${listingSearchString({ ...query, page })}`, [query])

  const hasFilters = filterKeys.some((key) => query[key] !== undefined)
  return { query, hasFilters, setFilters, setSort, pageHref }
}
