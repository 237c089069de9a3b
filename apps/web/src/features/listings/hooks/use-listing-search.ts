// The home page's kind, filters, sort and page live in the URL: shareable, and the back button
// works. Values the URL holds that make no sense are left out rather than sent.
import { useCallback, useMemo } from 'react'
import { useSearchParams } from 'react-router'
import {
  PAGINATION_DEFAULTS,
  SEARCH_FILTER_FIELDS,
  areaUnits,
  constructionStatuses,
  furnishingStatuses,
  listingTypes,
  propertyTypes,
  type ListingType,
} from '@vishwas/domain'
import { bhkChoices, postedByChoices, sortFields, type Bhk, type PublicPropertiesQuery, type SortField, type SortOrder } from '../api/get-public-properties'

/** The kind the home page opens on: Buy. */
export const DEFAULT_LISTING_TYPE: ListingType = 'sale'

export type ListingFilters = Omit<PublicPropertiesQuery, 'listingType' | 'page' | 'limit' | 'sortBy' | 'sortOrder'>

/** The filters in the order the URL writes them. */
const filterKeys = SEARCH_FILTER_FIELDS satisfies readonly (keyof ListingFilters)[]

function text(value: string | null): string | undefined {
  const trimmed = value?.trim()
  return trimmed ? trimmed : undefined
}

function amount(value: string | null): number | undefined {
  if (value == null || value.trim() === '') return undefined
  const n = Number(value)
  return Number.isFinite(n) && n >= 0 ? n : undefined
}

function oneOf<T extends string>(choices: readonly T[], value: string | null): T | undefined {
  return choices.find((choice) => choice === value)
}

function bhkList(value: string | null): Bhk[] | undefined {
  const chosen = bhkChoices.filter((choice) => (value ?? '').split(',').some((item) => item.trim() === String(choice)))
  return chosen.length > 0 ? chosen : undefined
}

export function parseListingSearch(params: URLSearchParams): PublicPropertiesQuery {
  const sortBy = params.get('sortBy')
  const page = Number(params.get('page'))
  const minArea = amount(params.get('minArea'))
  const maxArea = amount(params.get('maxArea'))
  return {
    listingType: oneOf(listingTypes, params.get('listingType')) ?? DEFAULT_LISTING_TYPE,
    type: oneOf(propertyTypes, params.get('type')),
    city: text(params.get('city')),
    locality: text(params.get('locality')),
    state: text(params.get('state')),
    minPrice: amount(params.get('minPrice')),
    maxPrice: amount(params.get('maxPrice')),
    bhk: bhkList(params.get('bhk')),
    minArea,
    maxArea,
    areaUnit: minArea !== undefined || maxArea !== undefined ? oneOf(areaUnits, params.get('areaUnit')) : undefined,
    furnishing: oneOf(furnishingStatuses, params.get('furnishing')),
    constructionStatus: oneOf(constructionStatuses, params.get('constructionStatus')),
    postedBy: oneOf(postedByChoices, params.get('postedBy')),
    verifiedOnly: params.get('verifiedOnly') === 'true' ? true : undefined,
    page: Number.isInteger(page) && page >= 1 ? page : PAGINATION_DEFAULTS.page,
    limit: PAGINATION_DEFAULTS.limit,
    sortBy: oneOf(sortFields, sortBy) ?? 'createdAt',
    sortOrder: params.get('sortOrder') === 'asc' ? 'asc' : 'desc',
  }
}

/** A search string for the given query; defaults (Buy, newest first, page 1) are left out to keep URLs short. */
export function listingSearchString(query: Partial<PublicPropertiesQuery>): string {
  const params = new URLSearchParams()
  if (query.listingType && query.listingType !== DEFAULT_LISTING_TYPE) params.set('listingType', query.listingType)
  for (const key of filterKeys) {
    const value = query[key]
    if (value === undefined || value === '' || value === false) continue
    if (key === 'areaUnit' && query.minArea === undefined && query.maxArea === undefined) continue
    params.set(key, Array.isArray(value) ? value.join(',') : String(value))
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
    (filters: ListingFilters) => setParams(listingSearchString({ ...filters, listingType: query.listingType, sortBy: query.sortBy, sortOrder: query.sortOrder })),
    [setParams, query.listingType, query.sortBy, query.sortOrder],
  )
  // Another kind keeps the filters but not the budget: a sale's price is no rent per month.
  const setListingType = useCallback(
    (listingType: ListingType) => setParams(listingSearchString({ ...query, listingType, minPrice: undefined, maxPrice: undefined, page: 1 })),
    [setParams, query],
  )
  const setSort = useCallback(
    (sortBy: SortField, sortOrder: SortOrder) => setParams(listingSearchString({ ...query, sortBy, sortOrder, page: 1 })),
    [setParams, query],
  )
  const pageHref = useCallback((page: number) => `?${listingSearchString({ ...query, page })}`, [query])

  const hasFilters = filterKeys.some((key) => query[key] !== undefined)
  return { query, hasFilters, setFilters, setListingType, setSort, pageHref }
}
