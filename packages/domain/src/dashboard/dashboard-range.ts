// The admin dashboard's date range (issue #25): calendar dates in India time, both ends included,
// cut into day, week (Monday first, as PostgreSQL's date_trunc) or month buckets. The server
// counts into these buckets and the web app draws them; both take the rules from here.
import { Result } from '../result'
import { indianToday } from '../india-time'
import { addDays, addMonths } from '../rentals/rental-rules'

export const dashboardIntervals = ['day', 'week', 'month'] as const
export type DashboardInterval = (typeof dashboardIntervals)[number]

/** The range shown when none is asked for: the last 30 days, today included. */
export const DASHBOARD_DEFAULT_DAYS = 30
/** Two years at most, leap day included: a longer range is a 400. */
export const DASHBOARD_MAX_DAYS = 731
/** Buckets are India's calendar days. */
export const DASHBOARD_TIME_ZONE = 'Asia/Kolkata'

export const dashboardMessages = {
  badDate: 'Dates are written YYYY-MM-DD, e.g. 2026-11-01',
  fromAfterTo: "The range's start (from) must be on or before its end (to)",
  tooLong: `The date range can be at most ${DASHBOARD_MAX_DAYS} days (two years)`,
  failedToLoad: 'Failed to load the dashboard',
} as const

export type DashboardRangeInput = { from?: string | undefined; to?: string | undefined; interval?: DashboardInterval | undefined }
export type DashboardRange = { from: string; to: string; interval: DashboardInterval }

const DATE = /^\d{4}-\d{2}-\d{2}$/

/** A real calendar date written YYYY-MM-DD (2026-02-30 is not one). */
export function isCalendarDate(value: string): boolean {
  if (!DATE.test(value)) return false
  const parsed = new Date(`${value}T00:00:00Z`)
  return !Number.isNaN(parsed.getTime()) && parsed.toISOString().slice(0, 10) === value
}

/** Days from `from` to `to`, both included. */
export function daysInRange(from: string, to: string): number {
  return Math.round((Date.parse(`${to}T00:00:00Z`) - Date.parse(`${from}T00:00:00Z`)) / 86_400_000) + 1
}

/**
 * The range asked for, with its defaults: `to` today in India, `from` 29 days before `to`
 * (30 days in all), by day. A missing `from` with a given `to` counts back from that `to`.
 */
export function resolveDashboardRange(input: DashboardRangeInput, now: Date): Result<DashboardRange, string> {
  for (const value of [input.from, input.to]) if (value !== undefined && !isCalendarDate(value)) return Result.err(dashboardMessages.badDate)
  const to = input.to ?? indianToday(now)
  const from = input.from ?? addDays(to, -(DASHBOARD_DEFAULT_DAYS - 1))
  if (from > to) return Result.err(dashboardMessages.fromAfterTo)
  if (daysInRange(from, to) > DASHBOARD_MAX_DAYS) return Result.err(dashboardMessages.tooLong)
  return Result.ok({ from, to, interval: input.interval ?? 'day' })
}

/** The first day of the bucket holding `date`. */
export function bucketStart(date: string, interval: DashboardInterval): string {
  if (interval === 'day') return date
  if (interval === 'month') return `${date.slice(0, 7)}-01`
  const weekday = new Date(`${date}T00:00:00Z`).getUTCDay() // 0 Sunday .. 6 Saturday
  return addDays(date, -((weekday + 6) % 7))
}

const twoDigits = (n: number) => (n < 10 ? `0${n}` : `${n}`)
/** A UTC date as YYYY-MM-DD. */
const isoDay = (date: Date) => `${String(date.getUTCFullYear()).padStart(4, '0')}-${twoDigits(date.getUTCMonth() + 1)}-${twoDigits(date.getUTCDate())}`

/** Every bucket's first day from the one holding `from` to the one holding `to`, in order. */
export function dashboardBuckets(range: DashboardRange): string[] {
  const buckets: string[] = []
  const first = bucketStart(range.from, range.interval)
  if (range.interval === 'month') {
    for (let start = first; start <= range.to; start = addMonths(start, 1)) buckets.push(start)
    return buckets
  }
  // Days and weeks step one Date along and are written from its fields: a year by day, on every
  // dashboard request, without 366 toISOString calls (several times slower).
  const days = range.interval === 'day' ? 1 : 7
  const at = new Date(`${first}T00:00:00Z`)
  for (let start = first; start <= range.to; start = isoDay(at)) {
    buckets.push(start)
    at.setUTCDate(at.getUTCDate() + days)
  }
  return buckets
}
