import type { WeatherConfig } from '../../config'
import type { FetchLike } from '../http'
import { createAutoWeatherProvider, type AutoWeatherOptions } from './auto-weather'
import { createGoogleWeatherProvider } from './google-weather'
import { createOfflineWeatherProvider } from './offline-weather'
import { createOpenMeteoWeatherProvider } from './open-meteo-weather'
import type { WeatherProvider } from './weather-provider'

/**
 * The configured weather provider (WEATHER_PROVIDER: auto by default, that is Open-Meteo falling
 * back to offline; or offline, google, open-meteo alone).
 */
export function createWeatherProvider(
  config: WeatherConfig,
  options: { fetch?: FetchLike; now?: () => Date; log?: AutoWeatherOptions['log'] } = {},
): WeatherProvider {
  const { log, ...shared } = options
  switch (config.provider) {
    case 'auto':
      return createAutoWeatherProvider({ baseUrl: config.baseUrl, log, ...shared })
    case 'google':
      return createGoogleWeatherProvider({ apiKey: config.apiKey, baseUrl: config.baseUrl, ...shared })
    case 'open-meteo':
      return createOpenMeteoWeatherProvider({ baseUrl: config.baseUrl, ...shared })
    case 'offline':
      return createOfflineWeatherProvider(shared)
  }
}
