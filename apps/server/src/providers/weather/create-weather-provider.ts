import type { WeatherConfig } from '../../config'
import type { FetchLike } from '../http'
import { createGoogleWeatherProvider } from './google-weather'
import { createOfflineWeatherProvider } from './offline-weather'
import { createOpenMeteoWeatherProvider } from './open-meteo-weather'
import type { WeatherProvider } from './weather-provider'

/** The configured weather provider (WEATHER_PROVIDER: offline by default, google, open-meteo). */
export function createWeatherProvider(config: WeatherConfig, options: { fetch?: FetchLike; now?: () => Date } = {}): WeatherProvider {
  switch (config.provider) {
    case 'google':
      return createGoogleWeatherProvider({ apiKey: config.apiKey, baseUrl: config.baseUrl, ...options })
    case 'open-meteo':
      return createOpenMeteoWeatherProvider({ baseUrl: config.baseUrl, ...options })
    case 'offline':
      return createOfflineWeatherProvider(options)
  }
}
