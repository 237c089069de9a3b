// SPEC §3 weather state, built from the weather service's response (the fields SPEC lists) and
// the clock. Without a response (offline, or an error) the clock and sun times still drive it.
// No zod here (the schema lives in weather-state-schema.ts), so the browser's scenery stays light.
import { LOCATION_UNAVAILABLE } from '../constants'
import type { WeatherState } from './weather-state-schema'
import { moonPhase, moonPhaseName } from './moon-phase'
import { celestialPosition, defaultSunTimes, isDaytime, timeOfDay, type SunTimes } from './time-of-day'
import { isRaining, weatherIntensity, weatherTypeFromCondition } from './weather-rules'

export type { WeatherState }

/** The parts of the weather service's current-conditions response that SPEC reads. */
export type WeatherResponse = {
  weatherCondition?: { type?: string; description?: { text?: string } }
  precipitation?: { probability?: { percent?: number } }
  wind?: { speed?: { value?: number } }
  relativeHumidity?: number
  cloudCover?: number
  visibility?: { distance?: number }
  temperature?: { degrees?: number }
  feelsLikeTemperature?: { degrees?: number }
  isDaytime?: boolean
  sunrise?: string
  sunset?: string
}

const finite = (value: unknown): number | null => (typeof value === 'number' && Number.isFinite(value) ? value : null)

function parseSun(response: WeatherResponse | undefined, fallback: SunTimes): SunTimes {
  const read = (value: string | undefined, other: Date) => {
    const time = value ? Date.parse(value) : NaN
    return Number.isNaN(time) ? other : new Date(time)
  }
  return { sunrise: read(response?.sunrise, fallback.sunrise), sunset: read(response?.sunset, fallback.sunset) }
}

export type WeatherStateInput = {
  now: Date
  sun?: SunTimes
  response?: WeatherResponse
  cityName?: string
  latitude?: number | null
  longitude?: number | null
  error?: string | null
}

/** The full scene state from the clock, sun times and (if any) the weather response. */
export function buildWeatherState(input: WeatherStateInput): WeatherState {
  const { now, response } = input
  const sun = parseSun(response, input.sun ?? defaultSunTimes(now))
  const condition = response?.weatherCondition?.description?.text ?? response?.weatherCondition?.type?.replace(/_/g, ' ').toLowerCase() ?? ''
  const probability = finite(response?.precipitation?.probability?.percent) ?? 0
  const weather = weatherTypeFromCondition(condition)
  const phase = moonPhase(now)
  return {
    timeOfDay: timeOfDay(now, sun),
    isDaytime: typeof response?.isDaytime === 'boolean' ? response.isDaytime : isDaytime(now, sun),
    currentTime: now.toISOString(),
    sunrise: sun.sunrise.toISOString(),
    sunset: sun.sunset.toISOString(),
    weather,
    weatherCondition: condition,
    weatherIntensity: weatherIntensity(condition, probability),
    isRaining: isRaining(weather, probability, condition),
    temperature: finite(response?.temperature?.degrees),
    feelsLike: finite(response?.feelsLikeTemperature?.degrees),
    moonPhase: phase,
    moonPhaseName: moonPhaseName(phase),
    windSpeed: finite(response?.wind?.speed?.value),
    humidity: finite(response?.relativeHumidity),
    cloudCoverage: finite(response?.cloudCover),
    visibility: finite(response?.visibility?.distance),
    precipitationProbability: probability,
    celestialPosition: celestialPosition(now, sun),
    cityName: input.cityName ?? LOCATION_UNAVAILABLE,
    latitude: input.latitude ?? null,
    longitude: input.longitude ?? null,
    loading: false,
    error: input.error ?? null,
  }
}

/** SPEC §1: the weather panel's temperature, rounded, in °C ('' while unknown). */
export function formatTemperature(celsius: number | null | undefined): string {
  return celsius == null || !Number.isFinite(celsius) ? '' : `${Math.round(celsius)}°C`
}
