// Current weather for a place (SPEC §3's fields), from the configured provider, cached per
// place rounded to about a kilometre for 10 minutes (SPEC §9's refresh). A provider failure is
// SPEC §8's 'Weather API error: {status}'.
import { WEATHER_REFRESH_MS, messages } from '@vishwas/domain'
import { AppError } from '../../errors'
import { ProviderHttpError } from '../../providers/http'
import { createMemoryCache, type MemoryCache } from '../../providers/memory-cache'
import { roundPlace, type Place } from '../../providers/place'
import type { CurrentConditions, WeatherProvider } from '../../providers/weather/weather-provider'

export type Weather = CurrentConditions

/**
 * Offline answers are not kept: they cost nothing to make again, and under WEATHER_PROVIDER=auto
 * a fallback kept for 10 minutes would hide the real weather that long after Open-Meteo is back.
 */
export function createWeatherCache(): MemoryCache<Weather> {
  return createMemoryCache<Weather>({ ttlMs: WEATHER_REFRESH_MS, keep: (weather) => weather.source !== 'offline' })
}

export async function getCurrentWeather(input: { provider: WeatherProvider; cache: MemoryCache<Weather>; place: Place }): Promise<Weather> {
  const place = roundPlace(input.place)
  try {
    return await input.cache.get(`${place.latitude},${place.longitude}`, () => input.provider.currentConditions(place))
  } catch (error) {
    if (error instanceof ProviderHttpError) throw new AppError('SERVICE_UNAVAILABLE', messages.weatherApiError(error.status))
    throw error
  }
}
