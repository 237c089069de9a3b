import { messages } from '@vishwas/domain'
import { api, isApiError } from '../../../lib/api-client'
import type { Coordinates } from './get-weather'

interface ReverseGeocodeResponse {
  success: true
  cityName: string
}

/** GET /api/geocode/reverse: the place name by SPEC §7's rule, from our server. */
export async function reverseGeocode({ latitude, longitude }: Coordinates, signal?: AbortSignal): Promise<string> {
  try {
    const { cityName } = await api.get<ReverseGeocodeResponse>('/geocode/reverse', { query: { lat: latitude, lng: longitude }, signal })
    return cityName
  } catch (error) {
    throw new Error(geocodingErrorMessage(error))
  }
}

/** SPEC §8 'Geocoding API error: {status}'. */
export function geocodingErrorMessage(error: unknown): string {
  if (isApiError(error) && error.message.startsWith('Geocoding API error')) return error.message
  return messages.geocodingApiError(isApiError(error) ? error.status : 0)
}
