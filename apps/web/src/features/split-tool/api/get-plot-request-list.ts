import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query'
import type { Pagination } from '@vishwas/domain'
import { api } from '../../../lib/api-client'
import type { MergeRecord, SplitRecord } from './plot-records'

/** A split's parent or a merge's source, as the list names it (only those the caller may see). */
export interface PlotRequestSubject {
  id: string
  reference: string
  title: string
  city: string
  status: string
}

export type ListedPlotRequest = { type: 'split'; split: SplitRecord; properties: PlotRequestSubject[] } | { type: 'merge'; merge: MergeRecord; properties: PlotRequestSubject[] }

export interface PlotRequestList {
  requests: ListedPlotRequest[]
  pagination: Pagination
}

export const PLOT_REQUESTS_PER_PAGE = 20

/**
 * GET /api/properties/operations: pending splits and merges, newest first. Admins get every one
 * (their approval queue); anyone else the requests they made or that name a plot they stand for.
 */
export function getPlotRequestList(page: number, signal?: AbortSignal): Promise<PlotRequestList> {
  return api.get<PlotRequestList>('/properties/operations', { query: { status: 'pending', page, limit: PLOT_REQUESTS_PER_PAGE }, signal })
}

export function getPlotRequestListQueryOptions(page: number) {
  // Under ['properties'], so a decision (which invalidates it) refreshes the list.
  return queryOptions({ queryKey: ['properties', 'plot-requests', 'pending', page] as const, queryFn: ({ signal }) => getPlotRequestList(page, signal) })
}

export function usePlotRequestList(page: number) {
  return useQuery({ ...getPlotRequestListQueryOptions(page), placeholderData: keepPreviousData })
}
