// The admin dashboard's one use case: the range asked for (validated by the domain's rules), its
// counted groups from the repository, laid out as one series per figure over the range's buckets
// (empty buckets are zeros), with the range's totals and the listing breakdowns.
import {
  DASHBOARD_TIME_ZONE,
  dashboardBuckets,
  emptyDashboardFigures,
  emptyDashboardSeries,
  resolveDashboardRange,
  type DashboardRangeInput,
  type DashboardReport,
  type DashboardRole,
} from '@vishwas/domain'
import { badRequest } from '../../errors'
import type { AdminDashboardRepository } from './admin-dashboard.repository'

export async function getAdminDashboard(input: { repository: AdminDashboardRepository; now: Date; range: DashboardRangeInput }): Promise<DashboardReport> {
  const resolved = resolveDashboardRange(input.range, input.now)
  if (!resolved.ok) throw badRequest(resolved.error)
  const range = resolved.value
  const rows = await input.repository.counts(range)

  const buckets = dashboardBuckets(range)
  const indexOf = new Map(buckets.map((bucket, i) => [bucket, i]))
  const series = emptyDashboardSeries(buckets.length)
  const totals = emptyDashboardFigures()
  const report: DashboardReport = { range: { ...range, timeZone: DASHBOARD_TIME_ZONE }, buckets, series, totals, newListingsByStatus: {}, newListingsByType: {}, listingsByCity: [] }
  for (const row of rows) {
    if (row.source === 'cities') {
      report.listingsByCity.push({ city: row.k1 ?? '', count: row.n })
      continue
    }
    if (row.source === 'listings' && row.bucket === null) {
      if (row.k1 !== null) report.newListingsByStatus[row.k1] = row.n
      if (row.k2 !== null) report.newListingsByType[row.k2] = row.n
      continue
    }
    const i = row.bucket === null ? undefined : indexOf.get(row.bucket)
    if (i === undefined) continue
    switch (row.source) {
      case 'listings':
        series.newListings[i] = row.n
        totals.newListings += row.n
        break
      case 'users': {
        const role = (row.k1 ?? 'user') as DashboardRole
        series.newUsers[role][i] = row.n
        totals.newUsers[role] += row.n
        break
      }
      case 'payments': {
        // bigint comes back as text from node-postgres; sums of paise stay far below 2^53.
        const paise = Number(row.paise)
        series.payments[i] = row.n
        series.paymentsPaise[i] = paise
        totals.payments += row.n
        totals.paymentsPaise += paise
        break
      }
      case 'signIns':
      case 'inquiries':
      case 'visits':
      case 'deals':
        series[row.source][i] = row.n
        totals[row.source] += row.n
        break
    }
  }
  return report
}
