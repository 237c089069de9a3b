// Current conditions for a place, in the shape of the Google Weather API's currentConditions
// (the fields SPEC §3 reads), whatever the provider. Sunrise and sunset come from astronomy for
// every provider (neither current-conditions API gives them).
import { sunTimesAt, type WeatherResponse } from '@vishwas/domain'
import type { Place } from '../place'

export type { Place } from '../place'

export const weatherProviders = ['offline', 'google', 'open-meteo'] as const
export type WeatherProviderName = (typeof weatherProviders)[number]

export type CurrentConditions = WeatherResponse & { sunrise: string; sunset: string; isDaytime: boolean }

export interface WeatherProvider {
  name: WeatherProviderName
  /** Throws ProviderHttpError when the provider fails. */
  currentConditions: (place: Place) => Promise<CurrentConditions>
}

/** Sunrise, sunset and daylight at a place and moment. */
export function daylight(place: Place, now: Date): { sunrise: string; sunset: string; isDaytime: boolean } {
  const { sunrise, sunset } = sunTimesAt(now, place.latitude, place.longitude)
  return { sunrise: sunrise.toISOString(), sunset: sunset.toISOString(), isDaytime: now >= sunrise && now < sunset }
}
