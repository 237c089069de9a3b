import { queryOptions, useQuery } from '@tanstack/react-query'
import { api } from '../../../lib/api-client'
import { plotRequestsKey, type MergeRecord, type SplitRecord } from './plot-records'

export interface PlotRequests {
  splits: SplitRecord[]
  merges: MergeRecord[]
}

/** GET /api/properties/{id}/split-history and /merge-history: the property's splits and merges, and those that made it. */
export async function getPlotRequests(propertyId: string, signal?: AbortSignal): Promise<PlotRequests> {
  const id = encodeURIComponent(propertyId)
  const [{ splits }, { merges }] = await Promise.all([
    api.get<{ splits: SplitRecord[] }>(`/properties/${id}/split-history`, { signal }),
    api.get<{ merges: MergeRecord[] }>(`/properties/${id}/merge-history`, { signal }),
  ])
  return { splits, merges }
}

export function getPlotRequestsQueryOptions(propertyId: string) {
  return queryOptions({ queryKey: plotRequestsKey(propertyId), queryFn: ({ signal }) => getPlotRequests(propertyId, signal) })
}

export function usePlotRequests(propertyId: string) {
  return useQuery(getPlotRequestsQueryOptions(propertyId))
}
