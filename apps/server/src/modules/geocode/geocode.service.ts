// The name of the place at a latitude and longitude (SPEC §7), from the configured geocoder,
// cached per place rounded to about a kilometre for a day. A provider failure is SPEC §8's
// 'Geocoding API error: {status}'.
import { messages } from '@vishwas/domain'
import { AppError } from '../../errors'
import { placeName, type Geocoder, type PlaceDescription } from '../../providers/geocoder/geocoder'
import { ProviderHttpError } from '../../providers/http'
import { createMemoryCache, type MemoryCache } from '../../providers/memory-cache'
import { roundPlace, type Place } from '../../providers/place'

export const PLACE_NAME_TTL_MS = 24 * 60 * 60 * 1000

export type PlaceName = { cityName: string; state: string | null; formattedAddress: string | null; source: Geocoder['name'] }

export function createPlaceNameCache(): MemoryCache<PlaceDescription> {
  return createMemoryCache<PlaceDescription>({ ttlMs: PLACE_NAME_TTL_MS })
}

export async function getPlaceName(input: { geocoder: Geocoder; cache: MemoryCache<PlaceDescription>; place: Place }): Promise<PlaceName> {
  const place = roundPlace(input.place)
  try {
    const found = await input.cache.get(`${place.latitude},${place.longitude}`, () => input.geocoder.reverse(place))
    return { cityName: placeName(found), state: found.state ?? null, formattedAddress: found.formattedAddress ?? null, source: input.geocoder.name }
  } catch (error) {
    if (error instanceof ProviderHttpError) throw new AppError('SERVICE_UNAVAILABLE', messages.geocodingApiError(error.status))
    throw error
  }
}
