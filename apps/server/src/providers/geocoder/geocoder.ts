// Reverse geocoding: the name of the place at a latitude and longitude. SPEC §7: the locality,
// else the first part of the formatted address, else 'Unknown Location'.
import { UNKNOWN_LOCATION } from '@vishwas/domain'
import type { Place } from '../place'

export const geocoders = ['offline', 'google', 'nominatim'] as const
export type GeocoderName = (typeof geocoders)[number]

/** What a provider found: its locality, state and formatted address, each possibly missing. */
export interface PlaceDescription {
  locality?: string | undefined
  state?: string | undefined
  formattedAddress?: string | undefined
}

export interface Geocoder {
  name: GeocoderName
  /** Throws ProviderHttpError when the provider fails. */
  reverse: (place: Place) => Promise<PlaceDescription>
}

/** SPEC §7's rule for the name shown. */
export function placeName({ locality, formattedAddress }: PlaceDescription): string {
  const first = formattedAddress?.split(',')[0]?.trim()
  return locality?.trim() || first || UNKNOWN_LOCATION
}
