import fc from 'fast-check'
import { buildWeatherState, formatTemperature, type WeatherResponse } from '@vishwas/domain'
import { describe, expect, it } from 'vitest'
import { buildSceneState, formatCelsius } from './weather-state-lite'

const words = ['Clear', 'Light rain', 'Heavy rain', 'Showers', 'Thunderstorm', 'Snow', 'Cloudy', 'Overcast', 'Partly cloudy', 'Haze', '']
const maybe = <T>(arb: fc.Arbitrary<T>) => fc.option(arb, { nil: undefined })
const response: fc.Arbitrary<WeatherResponse> = fc.record(
  {
    weatherCondition: fc.record({ type: maybe(fc.constantFrom('CLEAR', 'LIGHT_RAIN', 'THUNDERSTORM', 'CLOUDY')), description: maybe(fc.record({ text: maybe(fc.constantFrom(...words)) })) }),
    precipitation: fc.record({ probability: fc.record({ percent: maybe(fc.integer({ min: 0, max: 100 })) }) }),
    wind: fc.record({ speed: fc.record({ value: maybe(fc.double({ min: 0, max: 120, noNaN: true })) }) }),
    relativeHumidity: maybe(fc.integer({ min: 0, max: 100 })),
    cloudCover: maybe(fc.integer({ min: 0, max: 100 })),
    visibility: fc.record({ distance: maybe(fc.double({ min: 0, max: 50, noNaN: true })) }),
    temperature: fc.record({ degrees: maybe(fc.double({ min: -20, max: 50, noNaN: true })) }),
    feelsLikeTemperature: fc.record({ degrees: maybe(fc.double({ min: -20, max: 50, noNaN: true })) }),
    isDaytime: maybe(fc.boolean()),
    sunrise: maybe(fc.constantFrom('2026-03-15T01:04:51Z', 'not a date')),
    sunset: maybe(fc.constantFrom('2026-03-15T13:01:45Z')),
  },
  { requiredKeys: [] },
)

describe('buildSceneState', () => {
  it("is the domain's buildWeatherState, field for field", () => {
    fc.assert(
      fc.property(
        fc.date({ min: new Date('2020-01-01'), max: new Date('2035-01-01'), noInvalidDate: true }),
        maybe(response),
        maybe(fc.constantFrom('Chandigarh', 'Unknown Location')),
        maybe(fc.constantFrom('Weather API error: 500')),
        (now, weather, cityName, error) => {
          const input = { now, response: weather, cityName, latitude: 30.73, longitude: 76.78, error }
          expect(buildSceneState(input)).toEqual(buildWeatherState(input))
        },
      ),
    )
  })

  it("formats the temperature as the domain does: rounded °C, '' when unknown", () => {
    for (const value of [23.6, -0.4, 0, 41.5, null, undefined, Number.NaN]) expect(formatCelsius(value)).toBe(formatTemperature(value))
    expect(formatCelsius(23.6)).toBe('24°C')
  })
})
