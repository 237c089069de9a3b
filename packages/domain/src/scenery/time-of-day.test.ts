import { describe, expect, it } from 'vitest'
import { atClock, celestialPosition, defaultSunTimes, isDaytime, sunTimesAt, timeOfDay } from './time-of-day'

const IST = 330
const day = new Date('2026-03-10T00:00:00+05:30')
const sun = defaultSunTimes(day, IST)
const ist = (clock: string) => new Date(`2026-03-10T${clock}+05:30`)

describe('default sun times', () => {
  it('are 06:00 and 18:00', () => {
    expect(sun.sunrise.toISOString()).toBe('2026-03-10T00:30:00.000Z')
    expect(sun.sunset.toISOString()).toBe('2026-03-10T12:30:00.000Z')
    const local = defaultSunTimes(new Date(2026, 0, 5, 13, 0))
    expect([local.sunrise.getHours(), local.sunrise.getMinutes(), local.sunset.getHours()]).toEqual([6, 0, 18])
    expect(atClock(new Date('2026-03-10T20:00:00Z'), '06:00', IST).toISOString()).toBe('2026-03-11T00:30:00.000Z')
  })
})

describe('timeOfDay', () => {
  it.each([
    ['05:29:59', 'night'],
    ['05:30:00', 'sunrise'],
    ['06:00:00', 'sunrise'],
    ['06:30:00', 'sunrise'],
    ['06:30:01', 'day'],
    ['12:00:00', 'day'],
    ['17:29:59', 'day'],
    ['17:30:00', 'sunset'],
    ['18:30:00', 'sunset'],
    ['18:30:01', 'night'],
    ['23:00:00', 'night'],
    ['00:00:00', 'night'],
  ])('%s is %s', (clock, expected) => {
    expect(timeOfDay(ist(clock), sun)).toBe(expected)
  })

  it('defaults to 06:00 / 18:00 in the local zone', () => {
    expect(timeOfDay(new Date(2026, 0, 5, 12, 0))).toBe('day')
    expect(timeOfDay(new Date(2026, 0, 5, 6, 30))).toBe('sunrise')
    expect(timeOfDay(new Date(2026, 0, 5, 2, 0))).toBe('night')
    expect(isDaytime(new Date(2026, 0, 5, 12, 0))).toBe(true)
    expect(celestialPosition(new Date(2026, 0, 5, 12, 0))).toBe(50)
  })

  it('knows day from night', () => {
    expect(isDaytime(ist('06:00:00'), sun)).toBe(true)
    expect(isDaytime(ist('17:59:59'), sun)).toBe(true)
    expect(isDaytime(ist('18:00:00'), sun)).toBe(false)
  })
})

describe('celestialPosition', () => {
  it.each([
    ['06:00:00', 0],
    ['09:00:00', 25],
    ['12:00:00', 50],
    ['18:00:00', 0],
    ['00:00:00', 50],
    ['03:00:00', 75],
  ])('at %s is %d', (clock, expected) => {
    expect(celestialPosition(ist(clock), sun)).toBeCloseTo(expected, 9)
  })

  it('stays within 0..100 and handles a missing day', () => {
    expect(celestialPosition(ist('12:00:00'), { sunrise: sun.sunset, sunset: sun.sunrise })).toBe(0)
    for (let h = 0; h < 24; h++) {
      const p = celestialPosition(new Date(day.getTime() + h * 3_600_000), sun)
      expect(p).toBeGreaterThanOrEqual(0)
      expect(p).toBeLessThanOrEqual(100)
    }
  })
})

describe('sunTimesAt', () => {
  it('computes Mohali sunrise near 06:30 IST in March', () => {
    const times = sunTimesAt(new Date('2026-03-10T06:00:00Z'), 30.7, 76.7)
    const minutes = (times.sunrise.getTime() - Date.parse('2026-03-10T00:00:00Z')) / 60_000 + IST
    expect(minutes).toBeGreaterThan(6 * 60 + 15)
    expect(minutes).toBeLessThan(6 * 60 + 50)
    expect(times.sunset.getTime()).toBeGreaterThan(times.sunrise.getTime())
  })

  it('falls back to 06:00 / 18:00 in the polar night', () => {
    const date = new Date('2026-12-21T12:00:00Z')
    expect(sunTimesAt(date, 89, 0, 0)).toEqual(defaultSunTimes(date, 0))
  })
})
