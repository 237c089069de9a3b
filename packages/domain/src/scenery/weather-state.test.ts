import { describe, expect, it } from 'vitest'
import { buildWeatherState, formatTemperature } from './weather-state'
import { weatherStateSchema } from './weather-state-schema'
import { defaultSunTimes } from './time-of-day'

const now = new Date('2026-07-15T14:00:00+05:30')
const sun = defaultSunTimes(now, 330)

describe('buildWeatherState', () => {
  it('reads the weather response fields SPEC lists', () => {
    const state = buildWeatherState({
      now,
      sun,
      cityName: 'Mohali',
      latitude: 30.7,
      longitude: 76.7,
      response: {
        weatherCondition: { type: 'HEAVY_RAIN', description: { text: 'Heavy rain' } },
        precipitation: { probability: { percent: 80 } },
        wind: { speed: { value: 12 } },
        relativeHumidity: 88,
        cloudCover: 95,
        visibility: { distance: 4 },
        temperature: { degrees: 27.6 },
        feelsLikeTemperature: { degrees: 31.2 },
        isDaytime: true,
      },
    })
    expect(state).toMatchObject({
      timeOfDay: 'day',
      isDaytime: true,
      weather: 'rain',
      weatherCondition: 'Heavy rain',
      weatherIntensity: 'heavy',
      isRaining: true,
      temperature: 27.6,
      feelsLike: 31.2,
      windSpeed: 12,
      humidity: 88,
      cloudCoverage: 95,
      visibility: 4,
      precipitationProbability: 80,
      cityName: 'Mohali',
      latitude: 30.7,
      loading: false,
      error: null,
    })
    expect(state.celestialPosition).toBeCloseTo((8 / 12) * 100, 6)
    expect(weatherStateSchema.safeParse(state).success).toBe(true)
  })

  it("falls back to the clock, 'Location unavailable' and the error", () => {
    const state = buildWeatherState({ now, error: 'Geolocation is not supported by your browser' })
    expect(state).toMatchObject({ weather: 'clear', weatherCondition: '', isRaining: false, temperature: null, cityName: 'Location unavailable', error: 'Geolocation is not supported by your browser', latitude: null })
    expect(state.moonPhaseName).toMatch(/Moon|Crescent|Quarter|Gibbous/)
  })

  it('uses the condition type when there is no text, and sunrise and sunset from the response', () => {
    const state = buildWeatherState({
      now,
      response: { weatherCondition: { type: 'PARTLY_CLOUDY' }, sunrise: '2026-07-15T05:30:00+05:30', sunset: 'bad' },
    })
    expect(state.weatherCondition).toBe('partly cloudy')
    expect(state.weather).toBe('cloudy')
    expect(state.sunrise).toBe('2026-07-15T00:00:00.000Z')
  })

  it('formats temperature rounded in °C', () => {
    expect(formatTemperature(27.6)).toBe('28°C')
    expect(formatTemperature(-0.4)).toBe('0°C')
    expect(formatTemperature(null)).toBe('')
  })
})
