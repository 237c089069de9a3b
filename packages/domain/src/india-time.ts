// India's clock, for every rule and page that needs India's date or time of day. India Standard
// Time is UTC+05:30 all year (no daylight saving since 1945), so a fixed offset is exact and needs
// no time-zone data (nor Intl, whose locale data a slow phone pays for at first use).

export const INDIA_UTC_OFFSET_MINUTES = 330

const OFFSET_MS = INDIA_UTC_OFFSET_MINUTES * 60_000

/** A Date whose UTC fields read India's wall clock at `instant` (getUTCDate(), toISOString() and the like). */
export function indiaWallClock(instant: Date | number): Date {
  return new Date((typeof instant === 'number' ? instant : instant.getTime()) + OFFSET_MS)
}

/** The instant at which India's wall clock reads what `wallClock`'s UTC fields say (the inverse of indiaWallClock). */
export function fromIndiaWallClock(wallClock: number): Date {
  return new Date(wallClock - OFFSET_MS)
}

/** The calendar date in India at `now` (YYYY-MM-DD). */
export function indianToday(now: Date): string {
  return indiaWallClock(now).toISOString().slice(0, 10)
}
