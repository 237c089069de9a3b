import { describe, expect, it } from 'vitest'
import { FIREFLY_COUNT, FOOTER_RAINDROP_COUNT, FOOTER_STAR_COUNT, RAINDROP_COUNT, STAR_COUNT } from '../constants'
import { MOON_PHASE_NAMES, REFERENCE_NEW_MOON_MS, moonAge, moonPhase, moonPhaseName } from './moon-phase'
import { footerSceneryElements, sceneryElements } from './scenery-elements'
import { isRaining, weatherIntensity, weatherTypeFromCondition } from './weather-rules'

const DAY = 86_400_000

describe('moon', () => {
  it('names the eight phases', () => {
    expect(MOON_PHASE_NAMES).toEqual(['New Moon', 'Waxing Crescent', 'First Quarter', 'Waxing Gibbous', 'Full Moon', 'Waning Gibbous', 'Last Quarter', 'Waning Crescent'])
    expect(moonPhaseName(9)).toBe('Waxing Crescent')
    expect(moonPhaseName(-1)).toBe('Waning Crescent')
  })

  it('runs on a 29.53-day cycle from the new moon of 6 January 2000', () => {
    expect(moonPhase(new Date(REFERENCE_NEW_MOON_MS))).toBe(0)
    for (let phase = 0; phase < 8; phase++) {
      expect(moonPhase(new Date(REFERENCE_NEW_MOON_MS + ((phase * 29.53) / 8) * DAY))).toBe(phase)
    }
    expect(moonAge(new Date(REFERENCE_NEW_MOON_MS + 29.53 * DAY))).toBeCloseTo(0, 6)
    expect(moonAge(new Date(REFERENCE_NEW_MOON_MS - DAY))).toBeCloseTo(28.53, 6)
    expect(moonPhase(new Date(REFERENCE_NEW_MOON_MS + 29 * DAY))).toBe(0)
  })

  it('matches real full and new moons', () => {
    expect(moonPhaseName(moonPhase(new Date('2024-01-25T17:54:00Z')))).toBe('Full Moon')
    expect(moonPhaseName(moonPhase(new Date('2024-01-11T11:57:00Z')))).toBe('New Moon')
    expect(moonPhaseName(moonPhase(new Date('2025-10-07T03:47:00Z')))).toBe('Full Moon')
  })
})

describe('weather type', () => {
  it.each([
    ['Light rain', 'rain'],
    ['Scattered showers', 'rain'],
    ['Thunderstorm', 'storm'],
    ['THUNDER', 'storm'],
    ['Rain and thunder', 'rain'],
    ['Snow', 'snow'],
    ['Partly cloudy', 'cloudy'],
    ['Overcast', 'cloudy'],
    ['Clear', 'clear'],
    ['Haze', 'clear'],
    ['', 'clear'],
  ])('%j is %s', (text, type) => {
    expect(weatherTypeFromCondition(text)).toBe(type)
  })

  it('reads nothing as clear', () => {
    expect(weatherTypeFromCondition(undefined)).toBe('clear')
  })
})

describe('intensity', () => {
  it.each([
    ['Heavy rain', 10, 'heavy'],
    ['Rain', 71, 'heavy'],
    ['Rain', 70, 'medium'],
    ['Light drizzle', 90, 'heavy'],
    ['Light drizzle', 50, 'light'],
    ['Rain', 29, 'light'],
    ['Rain', 30, 'medium'],
    ['Rain', 50, 'medium'],
    ['Rain', undefined, 'light'],
    [undefined, 50, 'medium'],
  ])('%j at %s %% is %s', (text, probability, intensity) => {
    expect(weatherIntensity(text, probability)).toBe(intensity)
  })
})

describe('raining', () => {
  it.each([
    ['rain', 0, '', true],
    ['clear', 31, '', true],
    ['clear', 30, '', false],
    ['cloudy', 10, 'Chance of rain', true],
    ['cloudy', null, undefined, false],
  ] as const)('type %s, %s %%, %j: %s', (type, probability, text, raining) => {
    expect(isRaining(type, probability, text)).toBe(raining)
  })
})

describe('scenery elements', () => {
  it('draws 100 stars, 30 fireflies and the moon at night; 100 raindrops when raining', () => {
    expect(sceneryElements('night', true)).toEqual({ stars: 100, sun: false, moon: true, fireflies: 30, clouds: false, birds: false, raindrops: 100, bonfire: true, litWindows: true })
    expect([STAR_COUNT, FIREFLY_COUNT, RAINDROP_COUNT, FOOTER_STAR_COUNT, FOOTER_RAINDROP_COUNT]).toEqual([100, 30, 100, 20, 15])
  })

  it('draws sun, clouds and birds by day; stars and sun at sunrise and sunset; the bonfire at sunset', () => {
    expect(sceneryElements('day', false)).toMatchObject({ stars: 0, sun: true, clouds: true, birds: true, raindrops: 0, bonfire: false, fireflies: 0 })
    expect(sceneryElements('sunrise', false)).toMatchObject({ stars: 100, sun: true, bonfire: false })
    expect(sceneryElements('sunset', false)).toMatchObject({ stars: 100, sun: true, bonfire: true })
  })

  it('gives the footer 20 stars at night and 15 raindrops in rain', () => {
    expect(footerSceneryElements('night', true)).toEqual({ stars: 20, raindrops: 15 })
    expect(footerSceneryElements('day', false)).toEqual({ stars: 0, raindrops: 0 })
  })
})
