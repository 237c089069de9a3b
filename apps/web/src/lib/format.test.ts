import { describe, expect, it } from 'vitest'
import { formatDate, humanize, plural } from './format'

describe('format helpers', () => {
  it('turns codes into labels', () => {
    expect(humanize('independent-house')).toBe('Independent house')
    expect(humanize('cctv')).toBe('CCTV')
    expect(humanize('semi-furnished')).toBe('Semi furnished')
    expect(humanize(undefined)).toBe('')
  })

  it('formats dates the Indian way and ignores bad ones', () => {
    expect(formatDate('2025-11-21T12:00:00.000Z')).toBe('21 Nov 2025')
    expect(formatDate('not a date')).toBeUndefined()
    expect(formatDate(undefined)).toBeUndefined()
  })

  it('counts with Indian grouping', () => {
    expect(plural(1, 'listing')).toBe('1 listing')
    expect(plural(123456, 'listing')).toBe('1,23,456 listings')
  })
})

describe("India's date without Intl", () => {
  const intl = new Intl.DateTimeFormat('en-IN', { day: 'numeric', month: 'short', year: 'numeric', timeZone: 'Asia/Kolkata' })

  it('writes every date from 1950 to 2100 as Intl does in Asia/Kolkata, around midnight in India too', () => {
    const from = Date.UTC(1950, 0, 1)
    const to = Date.UTC(2100, 0, 1)
    let seed = 7
    const random = () => ((seed = (seed * 1103515245 + 12345) % 2 ** 31) / 2 ** 31)
    const instants = [Date.UTC(2026, 2, 31, 18, 29, 59, 999), Date.UTC(2026, 2, 31, 18, 30), Date.UTC(2024, 1, 28, 18, 30), Date.UTC(2025, 11, 31, 18, 30)]
    for (let i = 0; i < 2000; i += 1) instants.push(Math.floor(from + random() * (to - from)))
    for (const instant of instants) expect([new Date(instant).toISOString(), formatDate(instant)]).toEqual([new Date(instant).toISOString(), intl.format(instant)])
  })
})
