import { queryOptions } from '@tanstack/react-query'
import type { LatLng } from '@vishwas/domain'
import { api } from '../../../lib/api-client'

/** What GET /api/geocode/reverse answers; state and locality only when the geocoder gives them. */
export interface PlaceAnswer {
  success: true
  cityName: string
  formattedAddress: string | null
  state?: string
  locality?: string
}

/** GET /api/geocode/reverse?lat&lng: the place at a boundary's centre. */
export function reverseGeocode({ latitude, longitude }: LatLng, signal?: AbortSignal): Promise<PlaceAnswer> {
  return api.get<PlaceAnswer>('/geocode/reverse', { query: { lat: latitude, lng: longitude }, signal })
}

// Rounded to about 10 m: a vertex nudge asks again only when the centre really moved.
const round = (value: number) => Math.round(value * 10_000) / 10_000

export function getReverseGeocodeQueryOptions(point: LatLng) {
  const place = { latitude: round(point.latitude), longitude: round(point.longitude) }
  return queryOptions({
    queryKey: ['geocode', 'reverse', place.latitude, place.longitude],
    queryFn: ({ signal }) => reverseGeocode(place, signal),
    staleTime: Infinity,
  })
}
