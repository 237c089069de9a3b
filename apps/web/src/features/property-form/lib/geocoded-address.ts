// Which address fields a reverse-geocoded place fills. The server names the place (cityName);
// the state comes from the geocoder's own field when it gives one, else from a part of the
// formatted address that is an Indian state or union territory.
import { indianStates, UNKNOWN_LOCATION } from '@vishwas/domain'
import type { PlaceAnswer } from '../api/reverse-geocode'

export interface GeocodedAddress {
  city?: string
  state?: string
  locality?: string
}

const statesByName = new Map(indianStates.map((state) => [state.toLowerCase(), state]))

function knownState(name: string | undefined): string | undefined {
  return name ? (statesByName.get(name.trim().toLowerCase()) ?? name.trim()) || undefined : undefined
}

export function addressFromPlace(place: PlaceAnswer): GeocodedAddress {
  const address: GeocodedAddress = {}
  const city = place.cityName.trim()
  if (city && city !== UNKNOWN_LOCATION) address.city = city
  const fromParts = place.formattedAddress
    ?.split(',')
    .map((part) => statesByName.get(part.trim().toLowerCase()))
    .find((state) => state !== undefined)
  const state = knownState(place.state) ?? fromParts
  if (state) address.state = state
  const locality = place.locality?.trim()
  if (locality && locality !== address.city) address.locality = locality
  return address
}
