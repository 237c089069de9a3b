// OpenStreetMap's Nominatim, reverse (https://nominatim.org/release-docs/latest/api/Reverse/):
// the city, town or village is the locality, display_name the formatted address. Its usage
// policy asks for an identifying User-Agent and at most one request a second (the service's
// cache keeps us far below that for repeated places).
import { z } from 'zod'
import { getJson, ProviderHttpError, type FetchLike } from '../http'
import type { Geocoder } from './geocoder'

export const NOMINATIM_URL = 'https://nominatim.openstreetmap.org'

const responseSchema = z.object({
  error: z.string().optional(),
  display_name: z.string().optional(),
  address: z.record(z.string(), z.string()).optional(),
})

const localityKeys = ['city', 'town', 'village', 'municipality', 'suburb', 'county'] as const

export function createNominatimGeocoder(options: { baseUrl?: string; userAgent: string; fetch?: FetchLike }): Geocoder {
  const { baseUrl = NOMINATIM_URL, userAgent, fetch } = options
  return {
    name: 'nominatim',
    async reverse(place) {
      const url = new URL('/reverse', baseUrl)
      url.search = new URLSearchParams({ format: 'jsonv2', lat: String(place.latitude), lon: String(place.longitude), zoom: '10', addressdetails: '1', 'accept-language': 'en' }).toString()
      const parsed = responseSchema.safeParse(await getJson(url.toString(), { fetch, headers: { 'User-Agent': userAgent } }))
      if (!parsed.success) throw new ProviderHttpError(502)
      // Nominatim answers 200 with { error: 'Unable to geocode' } where there is nothing.
      if (parsed.data.error) return {}
      const address = parsed.data.address ?? {}
      return { locality: localityKeys.map((key) => address[key]).find(Boolean), state: address.state, formattedAddress: parsed.data.display_name }
    },
  }
}
