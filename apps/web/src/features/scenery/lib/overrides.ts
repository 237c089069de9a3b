// Forced clock and weather for tests and demos (ARCHITECTURE §8):
// ?sceneryTime=2026-01-01T22:00:00%2B05:30&sceneryWeather=rain&sceneryIntensity=heavy
// &sceneryTemperature=24&sceneryDebug=1. Honoured only where the build allows it (see config/env).
import { weatherIntensities, weatherTypes, type WeatherIntensity, type WeatherResponse, type WeatherType } from '@vishwas/domain'

export interface SceneryOverrides {
  /** A fixed clock: the scene shows this moment and does not tick. */
  time?: Date
  weather?: WeatherType
  intensity?: WeatherIntensity
  temperature?: number
  debug: boolean
}

const oneOf = <T extends string>(values: readonly T[], value: string | null): T | undefined =>
  values.find((candidate) => candidate === value?.trim().toLowerCase())

export function readOverrides(search: string, enabled: boolean): SceneryOverrides {
  if (!enabled) return { debug: false }
  const params = new URLSearchParams(search)
  const time = Date.parse(params.get('sceneryTime') ?? '')
  const weather = oneOf(weatherTypes, params.get('sceneryWeather'))
  const intensity = oneOf(weatherIntensities, params.get('sceneryIntensity'))
  const temperature = Number.parseFloat(params.get('sceneryTemperature') ?? '')
  return {
    ...(Number.isNaN(time) ? {} : { time: new Date(time) }),
    ...(weather ? { weather } : {}),
    ...(intensity ? { intensity } : {}),
    ...(Number.isFinite(temperature) ? { temperature } : {}),
    debug: params.get('sceneryDebug') === '1',
  }
}

// Condition words and rain probabilities from which the domain's rules give back exactly the
// forced type and intensity (SPEC §4: heavy above 70 %, light below 30 %, rain above 30 %).
const conditionWords: Record<WeatherType, string> = { clear: 'Clear', cloudy: 'Cloudy', rain: 'rain', storm: 'thunderstorm', snow: 'snow' }
const probabilities: Record<WeatherIntensity, number> = { light: 20, medium: 50, heavy: 85 }

/** A weather service answer that reads as the forced weather. */
export function forcedWeatherResponse(weather: WeatherType, intensity: WeatherIntensity = 'medium', temperature?: number): WeatherResponse {
  const falling = weather === 'rain' || weather === 'storm' || weather === 'snow'
  const word = conditionWords[weather]
  const text = !falling ? word : intensity === 'medium' ? word[0]!.toUpperCase() + word.slice(1) : `${intensity === 'heavy' ? 'Heavy' : 'Light'} ${word}`
  // Light storms and snow still fall: their probability stays above the rain threshold.
  const percent = !falling ? (weather === 'cloudy' ? 10 : 0) : weather !== 'rain' && intensity === 'light' ? 35 : probabilities[intensity]
  return {
    weatherCondition: { type: weather.toUpperCase(), description: { text } },
    precipitation: { probability: { percent } },
    ...(temperature === undefined ? {} : { temperature: { degrees: temperature }, feelsLikeTemperature: { degrees: temperature } }),
  }
}
