// SPEC §3 weather state, built from the weather service's response (the fields SPEC lists) and
// the clock. Without a response (offline, or an error) the clock and sun times still drive it.
import { z } from 'zod'
import { LOCATION_UNAVAILABLE } from '../constants'
import { doc } from '../schemas/doc'
import { moonPhase, moonPhaseName } from './moon-phase'
import { celestialPosition, defaultSunTimes, isDaytime, timeOfDay, timesOfDay, type SunTimes } from './time-of-day'
import { isRaining, weatherIntensities, weatherIntensity, weatherTypeFromCondition, weatherTypes } from './weather-rules'

const num = (title: string, description: string) => z.number().meta(doc(title, description))
const numOrNull = (title: string, description: string) => z.number().nullable().meta(doc(title, description))
const iso = (title: string, description: string) => z.iso.datetime({ offset: true }).meta(doc(title, description))

export const weatherStateSchema = z
  .object({
    timeOfDay: z.enum(timesOfDay).meta(doc('Time of day', 'sunrise, day, sunset or night.')),
    isDaytime: z.boolean().meta(doc('Daytime', 'Whether the sun is up.')),
    currentTime: iso('Current time', 'The clock the scene shows.'),
    sunrise: iso('Sunrise', 'Sunrise today (06:00 by default).'),
    sunset: iso('Sunset', 'Sunset today (18:00 by default).'),
    weather: z.enum(weatherTypes).meta(doc('Weather', 'clear, rain, storm, snow or cloudy.')),
    weatherCondition: z.string().meta(doc('Condition', 'Condition text from the weather service.')),
    weatherIntensity: z.enum(weatherIntensities).meta(doc('Intensity', 'light, medium or heavy.')),
    isRaining: z.boolean().meta(doc('Raining', 'Whether to draw rain.')),
    temperature: numOrNull('Temperature', 'Degrees Celsius.'),
    feelsLike: numOrNull('Feels like', 'Apparent temperature, degrees Celsius.'),
    moonPhase: z.number().int().min(0).max(7).meta(doc('Moon phase', '0 (new moon) to 7 (waning crescent).')),
    moonPhaseName: z.string().meta(doc('Moon phase name', 'New Moon, Waxing Crescent, ... Waning Crescent.')),
    windSpeed: numOrNull('Wind speed', 'Kilometres per hour.'),
    humidity: numOrNull('Humidity', 'Relative humidity, percent.'),
    cloudCoverage: numOrNull('Cloud cover', 'Percent of the sky.'),
    visibility: numOrNull('Visibility', 'Kilometres.'),
    precipitationProbability: num('Precipitation probability', 'Percent.'),
    celestialPosition: z.number().min(0).max(100).meta(doc('Celestial position', 'Sun or moon along its arc, 0 to 100.')),
    cityName: z.string().meta(doc('City', 'Name of the place.')),
    latitude: numOrNull('Latitude', 'Degrees.'),
    longitude: numOrNull('Longitude', 'Degrees.'),
    loading: z.boolean().meta(doc('Loading', 'Whether weather is being fetched.')),
    error: z.string().nullable().meta(doc('Error', 'The last error message, or null.')),
  })
  .meta(doc('Weather state', 'What the animated scenery shows: time of day, weather and the moon.'))
export type WeatherState = z.output<typeof weatherStateSchema>

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
