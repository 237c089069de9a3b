// /admin/dashboard: the platform at a glance. The statistics call's figures (SPEC §7: all
// listings now, zeros and 'Failed to fetch property statistics' when it fails), then a date range
// and what happened in it: its totals, charts over its days, weeks or months, and breakdowns.
import { useMemo } from 'react'
import { useSearchParams } from 'react-router'
import {
  dashboardMessages,
  dashboardRoleLabels,
  dashboardRoles,
  formatArea,
  formatPaise,
  formatRupees,
  formatRupeesShort,
  indianToday,
  paiseToRupees,
  type DashboardRange,
  type DashboardReport,
} from '@vishwas/domain'
import { Card } from '../../../components/ui/card'
import { LoadingDots } from '../../../components/ui/loading-dots'
import { Notice } from '../../../components/ui/notice'
import { env } from '../../../config/env'
import { humanize, plural } from '../../../lib/format'
import { useAdminDashboard } from '../api/get-admin-dashboard'
import { usePropertyStatistics } from '../api/get-property-statistics'
import { bucketLabel, presetRange, rangeFromAddress } from '../lib/dashboard-range'
import { BreakdownList, type BreakdownEntry } from './breakdown-list'
import { ChartFigure } from './chart-figure'
import { DateRangePicker } from './date-range-picker'
import { StatCards } from './stat-cards'
import type { ChartSeries } from './time-chart'

const counts = new Intl.NumberFormat('en-IN')
const formatCount = (value: number) => counts.format(value)
const formatRupeeAxis = (value: number) => formatRupeesShort(value)

// Colours that read on white and apart from each other (teal, amber, violet, rose).
const palette = ['#0f766e', '#b45309', '#6d28d9', '#be123c']

const entriesOf = (record: Record<string, number>): BreakdownEntry[] =>
  Object.entries(record)
    .filter(([, count]) => count > 0)
    .sort((a, b) => b[1] - a[1] || a[0].localeCompare(b[0]))
    .map(([key, count]) => ({ label: humanize(key), count }))

function StatisticsSection() {
  const { data, isPending } = usePropertyStatistics()
  if (isPending) return <LoadingDots />
  const statistics = data?.statistics
  if (!statistics) return null
  return (
    <section aria-labelledby="dashboard-listings-now" className="flex flex-col gap-3">
      <h2 id="dashboard-listings-now" className="text-lg font-bold text-slate-900">
        Listings now
      </h2>
      {data.error ? (
        <Notice tone="error" role="alert">
          {data.error}
        </Notice>
      ) : null}
      <StatCards
        label="Listings now"
        cards={[
          { label: 'Total properties', value: formatCount(statistics.totalProperties) },
          { label: 'Active listings', value: formatCount(statistics.activeListings) },
          { label: 'Sold properties', value: formatCount(statistics.soldProperties) },
          { label: 'Average price', value: formatRupees(statistics.averagePrice) },
          { label: 'Average area', value: formatArea(statistics.averageArea, 'sqft', 0) },
        ]}
      />
      <BreakdownList title="By type" entries={entriesOf(statistics.propertyTypes)} empty="No properties yet." />
    </section>
  )
}

function RangeFigures({ report }: { report: DashboardReport }) {
  const { interval } = report.range
  const charts = useMemo(() => {
    const { buckets, series: figures } = report
    const series = (label: string, values: number[], color = palette[0]!): ChartSeries => ({ label, values, color })
    return {
      labels: buckets.map((bucket) => bucketLabel(bucket, interval)),
      longLabels: buckets.map((bucket) => bucketLabel(bucket, interval, true)),
      listings: [series('New listings', figures.newListings)],
      users: dashboardRoles.map((role, i) => series(dashboardRoleLabels[role], figures.newUsers[role], palette[i])),
      activity: [
        series('Sign-ins', figures.signIns, palette[0]),
        series('Inquiries', figures.inquiries, palette[1]),
        series('Visits', figures.visits, palette[2]),
        series('Deals', figures.deals, palette[3]),
      ],
      payments: [series('Received', figures.paymentsPaise.map(paiseToRupees), palette[1])],
    }
  }, [report, interval])
  const { totals } = report
  const newUsers = dashboardRoles.reduce((sum, role) => sum + totals.newUsers[role], 0)
  const usersNote = dashboardRoles
    .filter((role) => totals.newUsers[role] > 0)
    .map((role) => `${formatCount(totals.newUsers[role])} ${dashboardRoleLabels[role]}`)
    .join(', ')

  return (
    <>
      <StatCards
        label="In this range"
        cards={[
          { label: 'New listings', value: formatCount(totals.newListings) },
          { label: 'New users', value: formatCount(newUsers), ...(usersNote ? { note: usersNote } : {}) },
          { label: 'Sign-ins', value: formatCount(totals.signIns) },
          { label: 'Inquiries', value: formatCount(totals.inquiries) },
          { label: 'Site visits', value: formatCount(totals.visits) },
          { label: 'Deals', value: formatCount(totals.deals) },
          { label: 'Payments received', value: formatPaise(totals.paymentsPaise), note: plural(totals.payments, 'payment') },
        ]}
      />
      <div className="grid gap-3 lg:grid-cols-2">
        <ChartFigure title="New listings" labels={charts.labels} longLabels={charts.longLabels} series={charts.listings} kind="bars" formatValue={formatCount} />
        <ChartFigure title="New users by role" labels={charts.labels} longLabels={charts.longLabels} series={charts.users} kind="line" formatValue={formatCount} />
        <ChartFigure
          title="Sign-ins, inquiries, visits and deals"
          labels={charts.labels}
          longLabels={charts.longLabels}
          series={charts.activity}
          kind="line"
          formatValue={formatCount}
        />
        <ChartFigure
          title="Payments received"
          description="Succeeded payments, in rupees."
          labels={charts.labels}
          longLabels={charts.longLabels}
          series={charts.payments}
          kind="bars"
          formatValue={formatRupeeAxis}
          formatCell={(rupees, _column) => formatRupees(rupees)}
        />
      </div>
      <div className="grid gap-3 md:grid-cols-3">
        <BreakdownList title="New listings by status (now)" entries={entriesOf(report.newListingsByStatus)} empty="No listings were created in this range." />
        <BreakdownList title="New listings by type" entries={entriesOf(report.newListingsByType)} empty="No listings were created in this range." />
        <BreakdownList title="All listings by city (top 10)" entries={report.listingsByCity.map((c) => ({ label: c.city, count: c.count }))} empty="No listings yet." />
      </div>
    </>
  )
}

export function AdminDashboardPage() {
  const [search, setSearch] = useSearchParams()
  const now = new Date()
  const today = indianToday(now)
  const fromAddress = rangeFromAddress(search, now)
  const range = 'range' in fromAddress ? fromAddress.range : null
  const { data, error, isPending, isFetching, refetch } = useAdminDashboard(range)

  const show = (next: DashboardRange) => setSearch({ from: next.from, to: next.to, interval: next.interval })

  return (
    <Card className="flex flex-col gap-5 p-4 sm:p-7">
      <title>{`Admin dashboard | ${env.brandName}`}</title>
      <h1 className="text-2xl font-extrabold tracking-tight text-slate-900">Admin dashboard</h1>
      <StatisticsSection />
      <section aria-labelledby="dashboard-range" className="flex flex-col gap-3">
        <h2 id="dashboard-range" className="text-lg font-bold text-slate-900">
          Activity over time
        </h2>
        <DateRangePicker
          key={range ? `${range.from}/${range.to}` : 'none'}
          range={range}
          preset={'range' in fromAddress ? fromAddress.preset : null}
          today={today}
          onPreset={(days) => show(presetRange(days, today))}
          onCustom={show}
        />
        {'error' in fromAddress ? (
          <p role="alert" className="text-sm text-red-800">
            {fromAddress.error}
          </p>
        ) : null}
        {range ? (
          <p className="text-sm text-slate-600" aria-live="polite">
            {bucketLabel(range.from, 'day', true)} to {bucketLabel(range.to, 'day', true)}, by {range.interval}, India time{isFetching ? ' (updating...)' : ''}
          </p>
        ) : null}
        {range && isPending ? <LoadingDots /> : null}
        {error ? (
          <Notice
            tone="error"
            role="alert"
            action={
              <button type="button" className="font-semibold underline" onClick={() => void refetch()}>
                Try again
              </button>
            }
          >
            {dashboardMessages.failedToLoad}: {error.message}
          </Notice>
        ) : null}
        {data ? <RangeFigures report={data} /> : null}
      </section>
    </Card>
  )
}
