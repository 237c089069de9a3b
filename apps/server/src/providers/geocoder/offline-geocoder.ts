// ARCHITECTURE §2 offline geocoding: the nearest of the Indian cities and towns bundled in
// indian-places.json (GeoNames, CC BY 4.0; see generate-indian-places.mjs). Farther than
// 50 km from all of them (outside India, at sea) the place is unknown.
import table from './indian-places.json' with { type: 'json' }
import type { Geocoder, PlaceDescription } from './geocoder'
import type { Place } from '../place'

export const NEAREST_PLACE_MAX_KM = 50
const EARTH_RADIUS_KM = 6371

type Row = [name: string, latitude: number, longitude: number, population: number, state: string]
const places = table.places as Row[]

export function distanceKm(a: Place, b: Place): number {
  const rad = Math.PI / 180
  const dLat = (b.latitude - a.latitude) * rad
  const dLng = (b.longitude - a.longitude) * rad
  const h = Math.sin(dLat / 2) ** 2 + Math.cos(a.latitude * rad) * Math.cos(b.latitude * rad) * Math.sin(dLng / 2) ** 2
  return 2 * EARTH_RADIUS_KM * Math.asin(Math.min(1, Math.sqrt(h)))
}

/** The nearest bundled place, its state and how far it is. */
export function nearestPlace(place: Place): { name: string; state: string; distanceKm: number } {
  let best = { name: '', state: '', distanceKm: Infinity }
  for (const [name, latitude, longitude, , state] of places) {
    const distance = distanceKm(place, { latitude, longitude })
    if (distance < best.distanceKm) best = { name, state, distanceKm: distance }
  }
  return best
}

export const INDIAN_PLACE_COUNT = places.length

export function createOfflineGeocoder(): Geocoder {
  return {
    name: 'offline',
    reverse(place): Promise<PlaceDescription> {
      const nearest = nearestPlace(place)
      return Promise.resolve(nearest.distanceKm <= NEAREST_PLACE_MAX_KM ? { locality: nearest.name, state: nearest.state } : {})
    },
  }
}
