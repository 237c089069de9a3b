import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query'
import { EMPTY_PUBLIC_LIST, messages, type Pagination, type PropertyType, type PublicProperty } from '@vishwas/domain'
import { api, isApiError, type ApiErrorShape } from '../../../lib/api-client'

export const sortFields = ['createdAt', 'price', 'area', 'views', 'score'] as const
export type SortField = (typeof sortFields)[number]
export type SortOrder = 'asc' | 'desc'

export interface PublicPropertiesQuery {
  type?: PropertyType
  city?: string
  locality?: string
  state?: string
  minPrice?: number
  maxPrice?: number
  page: number
  limit: number
  sortBy: SortField
  sortOrder: SortOrder
}

export interface PublicPropertiesResult {
  properties: PublicProperty[]
  pagination: Pagination
  /** Set when the list could not be fetched; the list is then SPEC's empty default. */
  error?: ApiErrorShape
}

interface PublicPropertiesResponse {
  success: true
  properties: PublicProperty[]
  pagination: Pagination
}

/**
 * GET /api/properties/public. SPEC §7: on failure it returns an empty list (page 1, limit 10,
 * total 0, pages 0); the error travels alongside so the page can say what happened.
 */
export async function getPublicProperties(query: PublicPropertiesQuery, signal?: AbortSignal): Promise<PublicPropertiesResult> {
  try {
    const { properties, pagination } = await api.get<PublicPropertiesResponse>('/properties/public', { query: { ...query }, signal })
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
