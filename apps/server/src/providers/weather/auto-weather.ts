// WEATHER_PROVIDER=auto (the default): Open-Meteo, free and keyless, so a real installation shows
// the real temperature with no configuration; when it cannot be reached (a 2 s time-out, a network
// failure, an error answer) the offline astronomy answers instead, so an offline machine still
// shows the sky. A circuit breaker keeps a machine without internet from waiting 2 s on every
// visitor: after 3 failures in a row Open-Meteo is not asked for 60 s, then one request tries it
// again (its success closes the breaker).
import type { FetchLike } from '../http'
import { createCircuitBreaker } from '../circuit-breaker'
import { createOfflineWeatherProvider } from './offline-weather'
import { createOpenMeteoWeatherProvider } from './open-meteo-weather'
import type { WeatherProvider } from './weather-provider'

export const AUTO_WEATHER_TIMEOUT_MS = 2_000
export const AUTO_WEATHER_FAILURE_THRESHOLD = 3
export const AUTO_WEATHER_COOL_DOWN_MS = 60_000

export interface AutoWeatherOptions {
  baseUrl?: string
  fetch?: FetchLike
  /** The clock of the sun and of the breaker's cool-down. */
  now?: () => Date
  timeoutMs?: number
  failureThreshold?: number
  coolDownMs?: number
  /** Told when Open-Meteo fails and when the breaker opens. */
  log?: { warn: (details: object, message: string) => void }
}

export function createAutoWeatherProvider(options: AutoWeatherOptions = {}): WeatherProvider {
  const {
    now = () => new Date(),
    timeoutMs = AUTO_WEATHER_TIMEOUT_MS,
    failureThreshold = AUTO_WEATHER_FAILURE_THRESHOLD,
    coolDownMs = AUTO_WEATHER_COOL_DOWN_MS,
    log,
  } = options
  const online = createOpenMeteoWeatherProvider({ baseUrl: options.baseUrl, fetch: options.fetch, now, timeoutMs })
  const offline = createOfflineWeatherProvider({ now })
  const breaker = createCircuitBreaker({
    failureThreshold,
    coolDownMs,
    now: () => now().getTime(),
    onOpen: (failures) => log?.warn({ failures, coolDownMs }, 'Open-Meteo unreachable: answering with the offline weather for the cool-down'),
  })
  return {
    name: 'auto',
    async currentConditions(place) {
      if (!breaker.allow()) return offline.currentConditions(place)
      try {
        const conditions = await online.currentConditions(place)
        breaker.success()
        return conditions
      } catch (error) {
        // Any failure (getJson makes every HTTP one a ProviderHttpError) counts, and is logged.
        breaker.failure()
        log?.warn({ err: error }, 'Open-Meteo failed: answering with the offline weather')
        return offline.currentConditions(place)
      }
    },
  }
}
