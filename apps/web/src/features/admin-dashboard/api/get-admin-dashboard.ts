import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query'
import type { DashboardRange, DashboardReport } from '@vishwas/domain'
import { api } from '../../../lib/api-client'

export type { DashboardReport }

/** GET /api/admin/dashboard (admins): the figures of each day, week or month of the range. */
export function getAdminDashboard(range: DashboardRange, signal?: AbortSignal): Promise<DashboardReport> {
  return api.get<DashboardReport & { success: true }>('/admin/dashboard', { query: { ...range }, signal })
}

export function getAdminDashboardQueryOptions(range: DashboardRange) {
  return queryOptions({
    queryKey: ['admin', 'dashboard', range.from, range.to, range.interval],
    queryFn: ({ signal }) => getAdminDashboard(range, signal),
    // The previous range stays on screen while the next loads.
    placeholderData: keepPreviousData,
  })
}

export function useAdminDashboard(range: DashboardRange | null) {
  return useQuery({ ...getAdminDashboardQueryOptions(range ?? { from: '', to: '', interval: 'day' }), enabled: range !== null })
}
