// The admin dashboard's one use case: the range asked for (validated by the domain's rules), its
// counted groups from the repository, laid out as one point per bucket (empty buckets are zeros)
// with the range's totals and the listing breakdowns.
import {
  DASHBOARD_TIME_ZONE,
  dashboardBuckets,
  emptyDashboardFigures,
  resolveDashboardRange,
  type DashboardFigures,
  type DashboardRangeInput,
  type DashboardReport,
  type DashboardRole,
} from '@vishwas/domain'
import { badRequest } from '../../errors'
import type { AdminDashboardRepository, DashboardRow } from './admin-dashboard.repository'

export async function getAdminDashboard(input: { repository: AdminDashboardRepository; now: Date; range: DashboardRangeInput }): Promise<DashboardReport> {
  const resolved = resolveDashboardRange(input.range, input.now)
  if (!resolved.ok) throw badRequest(resolved.error)
  const range = resolved.value
  const rows = await input.repository.counts(range)

  const figures = new Map(dashboardBuckets(range).map((bucket) => [bucket, emptyDashboardFigures()]))
  const totals = emptyDashboardFigures()
  const newListingsByStatus: Record<string, number> = {}
  const newListingsByType: Record<string, number> = {}
  const listingsByCity: DashboardReport['listingsByCity'] = []
  for (const row of rows) {
    if (row.source === 'cities') {
      listingsByCity.push({ city: row.k1 ?? '', count: row.n })
      continue
    }
    if (row.source === 'listings' && row.bucket === null) {
      if (row.k1 !== null) newListingsByStatus[row.k1] = row.n
      if (row.k2 !== null) newListingsByType[row.k2] = row.n
      continue
    }
    const point = row.bucket === null ? undefined : figures.get(row.bucket)
    if (!point) continue
    for (const target of [point, totals]) add(target, row)
  }
  return {
    range: { ...range, timeZone: DASHBOARD_TIME_ZONE },
    points: [...figures].map(([bucket, point]) => ({ bucket, ...point })),
    totals,
    newListingsByStatus,
    newListingsByType,
    listingsByCity,
  }
}

function add(target: DashboardFigures, row: DashboardRow): void {
  switch (row.source) {
    case 'listings':
      target.newListings += row.n
      return
    case 'users':
      target.newUsers[(row.k1 ?? 'user') as DashboardRole] += row.n
      return
    case 'payments':
      target.payments += row.n
      // bigint comes back as text from node-postgres; sums of paise stay far below 2^53.
      target.paymentsPaise += Number(row.paise)
      return
    case 'signIns':
    case 'inquiries':
    case 'visits':
    case 'deals':
      target[row.source] += row.n
      return
    case 'cities':
      return
  }
}
