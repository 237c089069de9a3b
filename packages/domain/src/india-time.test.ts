import { describe, expect, it } from 'vitest'
import { fromIndiaWallClock, indianToday, indiaWallClock } from './india-time'

describe("India's clock", () => {
  it('reads UTC+05:30, across midnight and the year', () => {
    expect(indiaWallClock(new Date('2026-11-27T19:00:00Z')).toISOString()).toBe('2026-11-28T00:30:00.000Z')
    expect(indiaWallClock(Date.parse('2025-12-31T18:30:00Z')).toISOString()).toBe('2026-01-01T00:00:00.000Z')
    expect(indianToday(new Date('2026-11-27T18:29:59Z'))).toBe('2026-11-27')
    expect(indianToday(new Date('2026-11-27T18:30:00Z'))).toBe('2026-11-28')
  })

  it('agrees with Intl for Asia/Kolkata on every day of a leap year', () => {
    const india = new Intl.DateTimeFormat('en-CA', { timeZone: 'Asia/Kolkata', year: 'numeric', month: '2-digit', day: '2-digit' })
    for (let ms = Date.parse('2028-01-01T00:00:00Z'); ms < Date.parse('2029-01-01T00:00:00Z'); ms += 86_400_000 + 3_600_000) {
      expect(indianToday(new Date(ms))).toBe(india.format(ms))
    }
  })

  it('goes back from the wall clock to the instant', () => {
    const instant = Date.parse('2026-03-15T05:30:00Z')
    expect(fromIndiaWallClock(indiaWallClock(instant).getTime()).getTime()).toBe(instant)
  })
})
