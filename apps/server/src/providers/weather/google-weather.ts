// The Google Weather API's current conditions (https://developers.google.com/maps/documentation/weather),
// whose shape SPEC §3 reads: metric units, the SPEC fields passed through.
import { z } from 'zod'
import { getJson, ProviderHttpError, type FetchLike } from '../http'
import { daylight, type WeatherProvider } from './weather-provider'

export const GOOGLE_WEATHER_URL = 'https://weather.googleapis.com'

const degrees = z.object({ degrees: z.number().optional() }).optional()
const currentConditionsSchema = z.object({
  isDaytime: z.boolean().optional(),
  weatherCondition: z.object({ type: z.string().optional(), description: z.object({ text: z.string().optional() }).optional() }).optional(),
  precipitation: z.object({ probability: z.object({ percent: z.number().optional() }).optional() }).optional(),
  wind: z.object({ speed: z.object({ value: z.number().optional() }).optional() }).optional(),
  relativeHumidity: z.number().optional(),
  cloudCover: z.number().optional(),
  visibility: z.object({ distance: z.number().optional() }).optional(),
  temperature: degrees,
  feelsLikeTemperature: degrees,
})

export function createGoogleWeatherProvider(options: { apiKey: string; baseUrl?: string; fetch?: FetchLike; now?: () => Date }): WeatherProvider {
  const { apiKey, baseUrl = GOOGLE_WEATHER_URL, fetch, now = () => new Date() } = options
  return {
    name: 'google',
    async currentConditions(place) {
      const url = new URL('/v1/currentConditions:lookup', baseUrl)
      url.search = new URLSearchParams({ key: apiKey, 'location.latitude': String(place.latitude), 'location.longitude': String(place.longitude), unitsSystem: 'METRIC' }).toString()
      const parsed = currentConditionsSchema.safeParse(await getJson(url.toString(), { fetch }))
      if (!parsed.success) throw new ProviderHttpError(502)
      const sky = daylight(place, now())
      return { ...parsed.data, sunrise: sky.sunrise, sunset: sky.sunset, isDaytime: parsed.data.isDaytime ?? sky.isDaytime, source: 'google' }
    },
  }
}
