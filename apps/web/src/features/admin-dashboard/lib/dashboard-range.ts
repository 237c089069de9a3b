// The dashboard's range as the address holds it (?from=&to=&interval=), its presets, and the
// bucket size picked when none is asked for. The rules themselves are the domain's.
import { DASHBOARD_DEFAULT_DAYS, addDays, daysInRange, dashboardIntervals, indianToday, resolveDashboardRange, type DashboardInterval, type DashboardRange } from '@vishwas/domain'

export const PRESET_DAYS = [7, 30, 90] as const

/** Days, up to a quarter; weeks up to 400 days; months beyond (a chart of a few dozen points). */
export function suggestedInterval(from: string, to: string): DashboardInterval {
  const days = daysInRange(from, to)
  return days <= 92 ? 'day' : days <= 400 ? 'week' : 'month'
}

export function presetRange(days: number, today: string): DashboardRange {
  return { from: addDays(today, -(days - 1)), to: today, interval: 'day' }
}

export type RangeFromAddress = { range: DashboardRange; preset: number | null } | { error: string }

/** The range in the address, or the last 30 days; a preset when it is one of the presets ending today. */
export function rangeFromAddress(search: URLSearchParams, now: Date): RangeFromAddress {
  const today = indianToday(now)
  const interval = search.get('interval')
  const asked = {
    from: search.get('from') ?? undefined,
    to: search.get('to') ?? undefined,
    interval: dashboardIntervals.find((i) => i === interval),
  }
  const resolved = resolveDashboardRange(asked, now)
  if (!resolved.ok) return { error: resolved.error }
  const range = asked.interval ? resolved.value : { ...resolved.value, interval: suggestedInterval(resolved.value.from, resolved.value.to) }
  const preset = PRESET_DAYS.find((days) => range.to === today && range.interval === 'day' && daysInRange(range.from, range.to) === days) ?? null
  return { range, preset }
}

export const DEFAULT_PRESET = DASHBOARD_DEFAULT_DAYS

/** '2026-11-01' as '1 Nov' (day and week buckets) or 'Nov 2026' (months). */
export function bucketLabel(bucket: string, interval: DashboardInterval, long = false): string {
  const date = new Date(`${bucket}T00:00:00Z`)
  if (interval === 'month') return new Intl.DateTimeFormat('en-IN', { month: 'short', year: 'numeric', timeZone: 'UTC' }).format(date)
  const text = new Intl.DateTimeFormat('en-IN', { day: 'numeric', month: 'short', ...(long ? { year: 'numeric' } : {}), timeZone: 'UTC' }).format(date)
  return interval === 'week' && long ? `Week of ${text}` : text
}
