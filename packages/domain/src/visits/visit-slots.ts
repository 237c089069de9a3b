// A visit slot's rules: in the future, wholly between 07:00 and 21:00 India time, 30 minutes to 3
// hours long, at most three proposed at once, at most 90 days ahead, on India's clock (india-time.ts).
import { fromIndiaWallClock, indiaWallClock } from '../india-time'
import { Result } from '../result'

export type VisitSlot = { start: string; end: string }

export const MAX_PROPOSED_SLOTS = 3
export const MIN_SLOT_MINUTES = 30
export const MAX_SLOT_MINUTES = 180
export const VISIT_DAY_START_HOUR = 7
export const VISIT_DAY_END_HOUR = 21
export const MAX_VISIT_DAYS_AHEAD = 90
export const VISIT_TIME_ZONE = 'Asia/Kolkata'

const MINUTE_MS = 60_000

export const visitSlotMessages = {
  noSlots: 'Propose at least one slot',
  tooManySlots: `Propose at most ${MAX_PROPOSED_SLOTS} slots`,
  invalidTime: 'A slot needs a start and an end date and time',
  endBeforeStart: 'A slot must end after it starts',
  length: `A visit lasts from ${MIN_SLOT_MINUTES} minutes to ${MAX_SLOT_MINUTES / 60} hours`,
  inPast: 'A visit cannot be booked in the past',
  tooFar: `A visit can be booked at most ${MAX_VISIT_DAYS_AHEAD} days ahead`,
  outsideHours: 'Visits take place between 07:00 and 21:00 India time',
  duplicate: 'The same slot is proposed twice',
} as const

/** Minutes since local midnight in India and the local day, of an instant. */
function indiaClock(ms: number): { day: number; minutes: number } {
  const local = indiaWallClock(ms).getTime()
  const dayMs = 24 * 60 * MINUTE_MS
  return { day: Math.floor(local / dayMs), minutes: Math.round((local % dayMs) / MINUTE_MS) }
}

/** One slot's problem, or its normalised ISO form. */
export function checkVisitSlot(slot: VisitSlot, now: Date): Result<VisitSlot, string> {
  const start = Date.parse(slot.start)
  const end = Date.parse(slot.end)
  if (Number.isNaN(start) || Number.isNaN(end)) return Result.err(visitSlotMessages.invalidTime)
  if (end <= start) return Result.err(visitSlotMessages.endBeforeStart)
  const minutes = (end - start) / MINUTE_MS
  if (minutes < MIN_SLOT_MINUTES || minutes > MAX_SLOT_MINUTES) return Result.err(visitSlotMessages.length)
  if (start <= now.getTime()) return Result.err(visitSlotMessages.inPast)
  if (start > now.getTime() + MAX_VISIT_DAYS_AHEAD * 24 * 60 * MINUTE_MS) return Result.err(visitSlotMessages.tooFar)
  const from = indiaClock(start)
  const to = indiaClock(end)
  const sameDay = to.day === from.day
  if (!sameDay || from.minutes < VISIT_DAY_START_HOUR * 60 || to.minutes > VISIT_DAY_END_HOUR * 60) return Result.err(visitSlotMessages.outsideHours)
  return Result.ok({ start: new Date(start).toISOString(), end: new Date(end).toISOString() })
}

/** The proposed slots, checked and sorted by start; the first problem found otherwise (with its index). */
export function checkVisitSlots(slots: readonly VisitSlot[], now: Date): Result<VisitSlot[], { index: number; message: string }> {
  if (slots.length === 0) return Result.err({ index: 0, message: visitSlotMessages.noSlots })
  if (slots.length > MAX_PROPOSED_SLOTS) return Result.err({ index: MAX_PROPOSED_SLOTS, message: visitSlotMessages.tooManySlots })
  const checked: VisitSlot[] = []
  for (const [index, slot] of slots.entries()) {
    const result = checkVisitSlot(slot, now)
    if (!result.ok) return Result.err({ index, message: result.error })
    if (checked.some((other) => other.start === result.value.start && other.end === result.value.end)) return Result.err({ index, message: visitSlotMessages.duplicate })
    checked.push(result.value)
  }
  return Result.ok(checked.sort((a, b) => a.start.localeCompare(b.start)))
}

/** An instant as India's wall-clock date and time, 'YYYY-MM-DDTHH:MM' (what a datetime-local field shows). */
export function toIndiaLocalInput(iso: string): string {
  return indiaWallClock(Date.parse(iso)).toISOString().slice(0, 16)
}

/** India's wall-clock 'YYYY-MM-DDTHH:MM' as an ISO instant; undefined when it is not such a time. */
export function fromIndiaLocalInput(local: string): string | undefined {
  if (!/^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}$/.test(local)) return undefined
  const ms = Date.parse(`${local}:00.000Z`)
  return Number.isNaN(ms) ? undefined : fromIndiaWallClock(ms).toISOString()
}
