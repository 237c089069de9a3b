import { buildWeatherState, weatherIntensities, weatherTypes } from '@vishwas/domain'
import { describe, expect, it } from 'vitest'
import { forcedWeatherResponse, readOverrides } from './overrides'

describe('readOverrides', () => {
  it('reads the forced clock, weather, intensity, temperature and debug flag', () => {
    const overrides = readOverrides('?sceneryTime=2026-01-01T22:00:00%2B05:30&sceneryWeather=rain&sceneryIntensity=heavy&sceneryTemperature=11.5&sceneryDebug=1', true)
    expect(overrides).toEqual({ time: new Date('2026-01-01T16:30:00Z'), weather: 'rain', intensity: 'heavy', temperature: 11.5, debug: true })
  })

  it('ignores values it does not know', () => {
    expect(readOverrides('?sceneryTime=yesterday&sceneryWeather=hail&sceneryIntensity=extreme&sceneryTemperature=warm', true)).toEqual({ debug: false })
  })

  it('honours nothing where the build does not allow overrides', () => {
    expect(readOverrides('?sceneryTime=2026-01-01T22:00:00Z&sceneryWeather=rain&sceneryDebug=1', false)).toEqual({ debug: false })
  })
})

describe('forcedWeatherResponse', () => {
  it("reads back, through the domain's rules, as exactly the forced weather", () => {
    for (const weather of weatherTypes) {
      for (const intensity of weatherIntensities) {
        const state = buildWeatherState({ now: new Date('2026-01-01T12:00:00Z'), response: forcedWeatherResponse(weather, intensity) })
        expect(state.weather).toBe(weather)
        const falls = weather === 'rain' || weather === 'storm' || weather === 'snow'
        expect(state.isRaining).toBe(falls)
        if (falls) expect(state.weatherIntensity).toBe(intensity)
      }
    }
  })

  it('carries a forced temperature', () => {
    const state = buildWeatherState({ now: new Date(), response: forcedWeatherResponse('clear', 'medium', 29) })
    expect([state.temperature, state.feelsLike, state.weatherCondition]).toEqual([29, 29, 'Clear'])
  })
})
