import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query'
import {
  EMPTY_PUBLIC_LIST,
  messages,
  type AreaUnit,
  type ConstructionStatus,
  type FurnishingStatus,
  type ListingType,
  type Pagination,
  type PropertyType,
  type PublicListing,
} from '@vishwas/domain'
import { api, isApiError, type ApiErrorShape } from '../../../lib/api-client'

export const sortFields = ['createdAt', 'price', 'area', 'views', 'score'] as const
export type SortField = (typeof sortFields)[number]
export type SortOrder = 'asc' | 'desc'

/** BHK choices of the filter; the last means that many or more ("5+"). */
export const bhkChoices = [1, 2, 3, 4, 5] as const
export type Bhk = (typeof bhkChoices)[number]
export const postedByChoices = ['owner', 'dealer'] as const
export type PostedBy = (typeof postedByChoices)[number]

export interface PublicPropertiesQuery {
  /** Sale, rent or lease: prices are a total price for a sale, rent per month otherwise. */
  listingType: ListingType
  type?: PropertyType
  city?: string
  locality?: string
  state?: string
  /** Whole rupees, of the chosen kind. */
  minPrice?: number
  maxPrice?: number
  bhk?: readonly Bhk[]
  minArea?: number
  maxArea?: number
  /** Unit of minArea and maxArea; square feet when absent. */
  areaUnit?: AreaUnit
  furnishing?: FurnishingStatus
  constructionStatus?: ConstructionStatus
  postedBy?: PostedBy
  verifiedOnly?: boolean
  page: number
  limit: number
  sortBy: SortField
  sortOrder: SortOrder
}

export interface PublicPropertiesResult {
  properties: PublicListing[]
  pagination: Pagination
  /** Set when the list could not be fetched; the list is then SPEC's empty default. */
  error?: ApiErrorShape
}

interface PublicPropertiesResponse {
  success: true
  properties: PublicListing[]
  pagination: Pagination
}

/**
 * GET /api/properties/public. SPEC §7: on failure it returns an empty list (page 1, limit 10,
 * total 0, pages 0); the error travels alongside so the page can say what happened.
 */
export async function getPublicProperties(query: PublicPropertiesQuery, signal?: AbortSignal): Promise<PublicPropertiesResult> {
  try {
    const { bhk, areaUnit, ...rest } = query
    const hasArea = query.minArea !== undefined || query.maxArea !== undefined
    const { properties, pagination } = await api.get<PublicPropertiesResponse>('/properties/public', {
      query: { ...rest, bhk: bhk?.join(','), areaUnit: hasArea ? areaUnit : undefined },
      signal,
    })
    return { properties, pagination }
  } catch (error) {
    if (signal?.aborted) throw error
    const detail = isApiError(error) ? error : undefined
    return {
      properties: [],
      pagination: { ...EMPTY_PUBLIC_LIST.pagination },
      error: { message: messages.failedToFetchPublicProperties, status: detail?.status ?? 0, code: detail?.code ?? 'UNKNOWN' },
    }
  }
}

export function getPublicPropertiesQueryOptions(query: PublicPropertiesQuery) {
  return queryOptions({
    queryKey: ['properties', 'public', query],
    queryFn: ({ signal }) => getPublicProperties(query, signal),
  })
}

export function usePublicProperties(query: PublicPropertiesQuery) {
  return useQuery({ ...getPublicPropertiesQueryOptions(query), placeholderData: keepPreviousData })
}
