// Open-Meteo's current weather (https://open-meteo.com/en/docs), free and keyless, turned into
// the Google-shaped conditions SPEC §3 reads. WMO weather codes become words the domain's rules
// understand ('Light rain', 'Thunderstorm', 'Overcast', ...).
import { z } from 'zod'
import { getJson, ProviderHttpError, type FetchLike } from '../http'
import { daylight, type WeatherProvider } from './weather-provider'

export const OPEN_METEO_URL = 'https://api.open-meteo.com'

/** WMO code -> [Google-style type, description]. */
const codes: Record<number, readonly [string, string]> = {
  0: ['CLEAR', 'Clear sky'],
  1: ['MOSTLY_CLEAR', 'Mainly clear'],
  2: ['PARTLY_CLOUDY', 'Partly cloudy'],
  3: ['CLOUDY', 'Overcast'],
  45: ['FOG', 'Fog'],
  48: ['FOG', 'Freezing fog'],
  51: ['LIGHT_RAIN', 'Light rain (drizzle)'],
  53: ['LIGHT_RAIN', 'Rain (drizzle)'],
  55: ['RAIN', 'Heavy rain (drizzle)'],
  56: ['LIGHT_RAIN', 'Light freezing rain (drizzle)'],
  57: ['RAIN', 'Freezing rain (drizzle)'],
  61: ['LIGHT_RAIN', 'Light rain'],
  63: ['RAIN', 'Rain'],
  65: ['HEAVY_RAIN', 'Heavy rain'],
  66: ['LIGHT_RAIN', 'Light freezing rain'],
  67: ['HEAVY_RAIN', 'Heavy freezing rain'],
  71: ['LIGHT_SNOW', 'Light snow'],
  73: ['SNOW', 'Snow'],
  75: ['HEAVY_SNOW', 'Heavy snow'],
  77: ['SNOW', 'Snow grains'],
  80: ['LIGHT_RAIN_SHOWERS', 'Light rain showers'],
  81: ['RAIN_SHOWERS', 'Rain showers'],
  82: ['HEAVY_RAIN_SHOWERS', 'Heavy rain showers'],
  85: ['LIGHT_SNOW_SHOWERS', 'Light snow showers'],
  86: ['HEAVY_SNOW_SHOWERS', 'Heavy snow showers'],
  95: ['THUNDERSTORM', 'Thunderstorm'],
  96: ['THUNDERSTORM', 'Thunderstorm with light hail'],
  99: ['HEAVY_THUNDERSTORM', 'Heavy thunderstorm with hail'],
}

const variables = [
  'temperature_2m',
  'apparent_temperature',
  'relative_humidity_2m',
  'is_day',
  'weather_code',
  'cloud_cover',
  'wind_speed_10m',
  'visibility',
  'precipitation_probability',
] as const

const n = z.number().nullish()
const forecastSchema = z.object({
  current: z.object({
    temperature_2m: n,
    apparent_temperature: n,
    relative_humidity_2m: n,
    is_day: n,
    weather_code: n,
    cloud_cover: n,
    wind_speed_10m: n,
    visibility: n,
    precipitation_probability: n,
  }),
})

const defined = <T>(value: T | null | undefined): T | undefined => value ?? undefined

export function createOpenMeteoWeatherProvider(options: { baseUrl?: string; fetch?: FetchLike; now?: () => Date; timeoutMs?: number } = {}): WeatherProvider {
  const { baseUrl = OPEN_METEO_URL, fetch, now = () => new Date(), timeoutMs } = options
  return {
    name: 'open-meteo',
    async currentConditions(place) {
      const url = new URL('/v1/forecast', baseUrl)
      url.search = new URLSearchParams({
        latitude: String(place.latitude),
        longitude: String(place.longitude),
        current: variables.join(','),
        wind_speed_unit: 'kmh',
        timezone: 'GMT',
      }).toString()
      const parsed = forecastSchema.safeParse(await getJson(url.toString(), { fetch, timeoutMs }))
      if (!parsed.success) throw new ProviderHttpError(502)
      const current = parsed.data.current
      const [type, text] = codes[current.weather_code ?? -1] ?? ['TYPE_UNSPECIFIED', 'Conditions unknown']
      const sky = daylight(place, now())
      return {
        weatherCondition: { type, description: { text } },
        precipitation: { probability: { percent: current.precipitation_probability ?? 0 } },
        wind: { speed: { value: defined(current.wind_speed_10m) } },
        relativeHumidity: defined(current.relative_humidity_2m),
        cloudCover: defined(current.cloud_cover),
        // Open-Meteo gives metres; the Google shape (metric) gives kilometres.
        visibility: { distance: current.visibility == null ? undefined : Math.round(current.visibility / 100) / 10 },
        temperature: { degrees: defined(current.temperature_2m) },
        feelsLikeTemperature: { degrees: defined(current.apparent_temperature) },
        isDaytime: current.is_day == null ? sky.isDaytime : current.is_day === 1,
        sunrise: sky.sunrise,
        sunset: sky.sunset,
        source: 'open-meteo',
      }
    },
  }
}
