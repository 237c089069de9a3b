// SPEC §4 time of day: sunrise and sunset are the 30 minutes either side of those times, day is
// between them, night otherwise; without sun times, 06:00 and 18:00. Sun times for a place come
// offline from suncalc (ARCHITECTURE §2: offline astronomy).
import SunCalc from 'suncalc'
import { DEFAULT_SUNRISE, DEFAULT_SUNSET, TWILIGHT_WINDOW_MIN } from '../constants'

export const timesOfDay = ['sunrise', 'day', 'sunset', 'night'] as const
export type TimeOfDay = (typeof timesOfDay)[number]

export type SunTimes = { sunrise: Date; sunset: Date }

const MINUTE_MS = 60_000
const DAY_MS = 86_400_000

function parseClock(clock: string): { hours: number; minutes: number } {
  const [hours = 0, minutes = 0] = clock.split(':').map(Number)
  return { hours, minutes }
}

/** `clock` ('HH:MM') on the day of `date`: in the runtime's zone, or at a fixed UTC offset (India: 330). */
export function atClock(date: Date, clock: string, utcOffsetMinutes?: number): Date {
  const { hours, minutes } = parseClock(clock)
  if (utcOffsetMinutes === undefined) {
    const local = new Date(date)
    local.setHours(hours, minutes, 0, 0)
    return local
  }
  const shifted = new Date(date.getTime() + utcOffsetMinutes * MINUTE_MS)
  const midnight = Date.UTC(shifted.getUTCFullYear(), shifted.getUTCMonth(), shifted.getUTCDate())
  return new Date(midnight + (hours * 60 + minutes - utcOffsetMinutes) * MINUTE_MS)
}

/** SPEC defaults: sunrise 06:00, sunset 18:00 on the day of `date`. */
export function defaultSunTimes(date: Date, utcOffsetMinutes?: number): SunTimes {
  return { sunrise: atClock(date, DEFAULT_SUNRISE, utcOffsetMinutes), sunset: atClock(date, DEFAULT_SUNSET, utcOffsetMinutes) }
}

/** Sunrise and sunset at a place from astronomy; SPEC defaults where the sun does not rise or set. */
export function sunTimesAt(date: Date, latitude: number, longitude: number, utcOffsetMinutes?: number): SunTimes {
  const times = SunCalc.getTimes(date, latitude, longitude)
  const valid = (d: Date) => d instanceof Date && !Number.isNaN(d.getTime())
  if (!valid(times.sunrise) || !valid(times.sunset)) return defaultSunTimes(date, utcOffsetMinutes)
  return { sunrise: times.sunrise, sunset: times.sunset }
}

export function timeOfDay(now: Date, sun: SunTimes = defaultSunTimes(now)): TimeOfDay {
  const window = TWILIGHT_WINDOW_MIN * MINUTE_MS
  const t = now.getTime()
  if (Math.abs(t - sun.sunrise.getTime()) <= window) return 'sunrise'
  if (Math.abs(t - sun.sunset.getTime()) <= window) return 'sunset'
  if (t > sun.sunrise.getTime() && t < sun.sunset.getTime()) return 'day'
  return 'night'
}

export function isDaytime(now: Date, sun: SunTimes = defaultSunTimes(now)): boolean {
  const t = now.getTime()
  return t >= sun.sunrise.getTime() && t < sun.sunset.getTime()
}

/**
 * Where the sun (by day) or the moon (by night) is on its arc, 0 to 100: by day the share of
 * daylight gone, by night the share of the night gone (the night lasts 24 h minus the day).
 */
export function celestialPosition(now: Date, sun: SunTimes = defaultSunTimes(now)): number {
  const t = now.getTime()
  const rise = sun.sunrise.getTime()
  const set = sun.sunset.getTime()
  const day = set - rise
  if (day <= 0) return 0
  const clamp = (value: number) => Math.min(100, Math.max(0, value))
  if (t >= rise && t < set) return clamp(((t - rise) / day) * 100)
  const night = DAY_MS - day
  const nightStart = t >= set ? set : set - DAY_MS
  return clamp(((t - nightStart) / night) * 100)
}
