// Current conditions for a place, in the shape of the Google Weather API's currentConditions
// (the fields SPEC §3 reads), whatever the provider. Sunrise and sunset come from astronomy for
// every provider (neither current-conditions API gives them).
import { sunTimesAt, type WeatherResponse } from '@vishwas/domain'
import type { Place } from '../place'

export type { Place } from '../place'

/** The services that answer; `auto` (config) asks Open-Meteo and falls back to offline. */
export const weatherSources = ['offline', 'google', 'open-meteo'] as const
export type WeatherSource = (typeof weatherSources)[number]
export type WeatherProviderName = WeatherSource | 'auto'

/** `source`: which service answered (under `auto`, Open-Meteo or the offline fallback). */
export type CurrentConditions = WeatherResponse & { sunrise: string; sunset: string; isDaytime: boolean; source: WeatherSource }

export interface WeatherProvider {
  name: WeatherProviderName
  /** Throws ProviderHttpError when the provider fails (auto does not: it falls back to offline). */
  currentConditions: (place: Place) => Promise<CurrentConditions>
}

/** Sunrise, sunset and daylight at a place and moment. */
export function daylight(place: Place, now: Date): { sunrise: string; sunset: string; isDaytime: boolean } {
  const { sunrise, sunset } = sunTimesAt(now, place.latitude, place.longitude)
  return { sunrise: sunrise.toISOString(), sunset: sunset.toISOString(), isDaytime: now >= sunrise && now < sunset }
}
