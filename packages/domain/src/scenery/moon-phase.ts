// SPEC §4 moon: eight phases computed from the date on a 29.53-day cycle. Day 0 is the new moon
// of 6 January 2000, 18:14 UTC; each phase is centred on its eighth of the cycle, so the new moon
// covers the last and first 1.85 days of a cycle and the full moon its middle.
import { MOON_CYCLE_DAYS } from '../constants'

export const MOON_PHASE_NAMES = [
  'New Moon',
  'Waxing Crescent',
  'First Quarter',
  'Waxing Gibbous',
  'Full Moon',
  'Waning Gibbous',
  'Last Quarter',
  'Waning Crescent',
] as const
export type MoonPhaseName = (typeof MOON_PHASE_NAMES)[number]

export const REFERENCE_NEW_MOON_MS = Date.UTC(2000, 0, 6, 18, 14)
const DAY_MS = 86_400_000

/** Days since the last new moon, 0 to 29.53. */
export function moonAge(date: Date): number {
  const days = (date.getTime() - REFERENCE_NEW_MOON_MS) / DAY_MS
  return ((days % MOON_CYCLE_DAYS) + MOON_CYCLE_DAYS) % MOON_CYCLE_DAYS
}

/** 0 (new moon) to 7 (waning crescent). */
export function moonPhase(date: Date): number {
  return Math.round((moonAge(date) / MOON_CYCLE_DAYS) * 8) % 8
}

export function moonPhaseName(phase: number): MoonPhaseName {
  return MOON_PHASE_NAMES[((Math.round(phase) % 8) + 8) % 8] as MoonPhaseName
}
