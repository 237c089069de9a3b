// The weather state of SPEC §3 as an external store the scene, the weather panel and the footer
// share. It starts when the first of them subscribes: browser geolocation (10 s, high accuracy,
// no cached position), then weather and place name from our server; the clock and sun position
// tick every 60 s and the weather every 10 minutes. SPEC §8 fallbacks: no geolocation gives
// 'Geolocation is not supported by your browser' and 'Location unavailable'; a failed call gives
// its 'Weather API error: {status}' / 'Geocoding API error: {status}' (city 'Unknown Location').
// Without weather, sunrise and sunset come from astronomy for the last known place (or
// Chandigarh) rather than SPEC's fixed 06:00 / 18:00.
import {
  buildWeatherState,
  CLOCK_REFRESH_MS,
  GEOLOCATION_OPTIONS,
  LOCATION_UNAVAILABLE,
  UNKNOWN_LOCATION,
  WEATHER_REFRESH_MS,
  messages,
  sunTimesAt,
  type WeatherResponse,
  type WeatherState,
} from '@vishwas/domain'
import type { Coordinates } from '../api/get-weather'
import { forcedWeatherResponse, type SceneryOverrides } from './overrides'

export const DEFAULT_PLACE: Coordinates = { latitude: 30.7333, longitude: 76.7794 } // Chandigarh
export const LAST_PLACE_KEY = 'vishwas:scenery:last-place'

type Listener = () => void

export interface WeatherStoreOptions {
  fetchWeather: (place: Coordinates, signal: AbortSignal) => Promise<WeatherResponse>
  fetchPlaceName: (place: Coordinates, signal: AbortSignal) => Promise<string>
  geolocation?: Pick<Geolocation, 'getCurrentPosition'> | undefined
  storage?: Pick<Storage, 'getItem' | 'setItem'> | undefined
  now?: () => Date
  overrides?: SceneryOverrides
}

export interface WeatherStore {
  subscribe: (listener: Listener) => () => void
  getSnapshot: () => WeatherState
}

/** About a kilometre: enough for weather, and all the browser ever tells our server. */
const roundPlace = ({ latitude, longitude }: Coordinates): Coordinates => ({
  latitude: Math.round(latitude * 100) / 100,
  longitude: Math.round(longitude * 100) / 100,
})

function readPlace(storage: WeatherStoreOptions['storage']): Coordinates | null {
  try {
    const value = JSON.parse(storage?.getItem(LAST_PLACE_KEY) ?? 'null') as Partial<Coordinates> | null
    return typeof value?.latitude === 'number' && typeof value.longitude === 'number' ? { latitude: value.latitude, longitude: value.longitude } : null
  } catch {
    return null
  }
}

export function createWeatherStore(options: WeatherStoreOptions): WeatherStore {
  const { overrides = { debug: false }, storage, geolocation } = options
  const forcedTime = overrides.time
  const clock = forcedTime ? () => new Date(forcedTime.getTime()) : (options.now ?? (() => new Date()))
  const forced = overrides.weather ? forcedWeatherResponse(overrides.weather, overrides.intensity, overrides.temperature) : undefined

  let place: Coordinates | null = null
  let response: WeatherResponse | undefined = forced
  let cityName = ''
  let loading = true
  let locationError: string | null = null
  let weatherError: string | null = null
  let placeError: string | null = null

  const listeners = new Set<Listener>()
  let running: { controller: AbortController; timers: ReturnType<typeof setInterval>[] } | null = null
  let stopTimer: ReturnType<typeof setTimeout> | undefined

  function compute(): WeatherState {
    const now = clock()
    const sunPlace = place ?? readPlace(storage) ?? DEFAULT_PLACE
    const state = buildWeatherState({
      now,
      sun: sunTimesAt(now, sunPlace.latitude, sunPlace.longitude),
      response,
      cityName,
      latitude: place?.latitude ?? null,
      longitude: place?.longitude ?? null,
      error: locationError ?? weatherError ?? placeError,
    })
    return { ...state, loading }
  }

  let snapshot = compute()
  function publish() {
    snapshot = compute()
    for (const listener of listeners) listener()
  }

  async function loadWeather(signal: AbortSignal) {
    if (!place || forced) return
    try {
      response = await options.fetchWeather(place, signal)
      weatherError = null
    } catch (cause) {
      if (signal.aborted) return
      response = undefined
      weatherError = cause instanceof Error ? cause.message : messages.weatherApiError(0)
    }
  }

  async function loadPlaceName(signal: AbortSignal) {
    if (!place) return
    try {
      cityName = await options.fetchPlaceName(place, signal)
      placeError = null
    } catch (cause) {
      if (signal.aborted) return
      cityName = UNKNOWN_LOCATION
      placeError = cause instanceof Error ? cause.message : messages.geocodingApiError(0)
    }
  }

  function fallBack(message: string) {
    cityName = LOCATION_UNAVAILABLE
    locationError = message
    loading = false
    publish()
  }

  function locate(signal: AbortSignal) {
    if (!geolocation) {
      fallBack(messages.geolocationUnsupported)
      return
    }
    geolocation.getCurrentPosition(
      (position) => {
        if (signal.aborted) return
        place = roundPlace(position.coords)
        try {
          storage?.setItem(LAST_PLACE_KEY, JSON.stringify(place))
        } catch {
          // Storage full or blocked: the place is simply not remembered.
        }
        void Promise.all([loadWeather(signal), loadPlaceName(signal)]).then(() => {
          if (signal.aborted) return
          loading = false
          publish()
        })
      },
      (positionError) => {
        if (!signal.aborted) fallBack(positionError.message || LOCATION_UNAVAILABLE)
      },
      { ...GEOLOCATION_OPTIONS },
    )
  }

  function start() {
    const controller = new AbortController()
    running = {
      controller,
      timers: [
        setInterval(publish, CLOCK_REFRESH_MS),
        setInterval(() => void loadWeather(controller.signal).then(() => !controller.signal.aborted && publish()), WEATHER_REFRESH_MS),
      ],
    }
    locate(controller.signal)
  }

  function stop() {
    if (!running) return
    running.controller.abort()
    running.timers.forEach(clearInterval)
    running = null
  }

  return {
    subscribe(listener) {
      listeners.add(listener)
      clearTimeout(stopTimer)
      if (!running) start()
      return () => {
        listeners.delete(listener)
        // A moment's grace, so a remount (React's strict mode, a route change) does not locate twice.
        if (listeners.size === 0) stopTimer = setTimeout(stop, 1000)
      }
    },
    getSnapshot: () => snapshot,
  }
}
