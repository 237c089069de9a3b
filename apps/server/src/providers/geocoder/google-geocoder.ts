// Google's Geocoding API, reverse (https://developers.google.com/maps/documentation/geocoding):
// the first result's locality component and formatted address. 'ZERO_RESULTS' is an unknown
// place, not a failure; other non-OK statuses are failures named by that status.
import { z } from 'zod'
import { getJson, ProviderHttpError, type FetchLike } from '../http'
import type { Geocoder } from './geocoder'

export const GOOGLE_GEOCODING_URL = 'https://maps.googleapis.com'

const responseSchema = z.object({
  status: z.string(),
  results: z
    .array(
      z.object({
        formatted_address: z.string().optional(),
        address_components: z.array(z.object({ long_name: z.string(), types: z.array(z.string()) })).optional(),
      }),
    )
    .optional(),
})

export function createGoogleGeocoder(options: { apiKey: string; baseUrl?: string; fetch?: FetchLike }): Geocoder {
  const { apiKey, baseUrl = GOOGLE_GEOCODING_URL, fetch } = options
  return {
    name: 'google',
    async reverse(place) {
      const url = new URL('/maps/api/geocode/json', baseUrl)
      url.search = new URLSearchParams({ latlng: `${place.latitude},${place.longitude}`, key: apiKey, language: 'en' }).toString()
      const parsed = responseSchema.safeParse(await getJson(url.toString(), { fetch }))
      if (!parsed.success) throw new ProviderHttpError(502)
      const { status, results = [] } = parsed.data
      if (status === 'ZERO_RESULTS') return {}
      if (status !== 'OK') throw new ProviderHttpError(status)
      const components = results.flatMap((result) => result.address_components ?? [])
      const find = (type: string) => components.find((component) => component.types.includes(type))?.long_name
      return { locality: find('locality'), state: find('administrative_area_level_1'), formattedAddress: results[0]?.formatted_address }
    },
  }
}
