import { queryOptions, useQuery } from '@tanstack/react-query'
import { ZERO_STATISTICS, messages, type PropertyStatistics } from '@vishwas/domain'
import { api } from '../../../lib/api-client'

/** The statistics with the failure, if any: SPEC §8 swallows it and answers zero defaults. */
export interface StatisticsResult {
  statistics: PropertyStatistics
  error: string | null
}

/** GET /api/properties/statistics (SPEC §7). A failure answers ZERO_STATISTICS and 'Failed to fetch property statistics'. */
export async function getPropertyStatistics(signal?: AbortSignal): Promise<StatisticsResult> {
  try {
    const { success: _success, ...statistics } = await api.get<PropertyStatistics & { success: true }>('/properties/statistics', { signal })
    return { statistics: { ...ZERO_STATISTICS, ...statistics }, error: null }
  } catch (error) {
    if (signal?.aborted) throw error
    return { statistics: { ...ZERO_STATISTICS, propertyTypes: {} }, error: messages.failedToFetchStatistics }
  }
}

// Under ['properties'], so a listing's change anywhere in the app refetches it.
export function getPropertyStatisticsQueryOptions() {
  return queryOptions({ queryKey: ['properties', 'statistics'], queryFn: ({ signal }) => getPropertyStatistics(signal) })
}

export function usePropertyStatistics() {
  return useQuery(getPropertyStatisticsQueryOptions())
}
