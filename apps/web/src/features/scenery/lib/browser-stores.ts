// The stores of the running app, made on first use from the browser's own geolocation, storage
// and media queries. Tests build their own with createWeatherStore / createMotionStore.
import { env } from '../../../config/env'
import { getWeather } from '../api/get-weather'
import { reverseGeocode } from '../api/reverse-geocode'
import { createMotionStore, type MotionStore } from './motion-store'
import { readOverrides, type SceneryOverrides } from './overrides'
import { createWeatherStore, type WeatherStore } from './weather-store'

function localStore(): Storage | undefined {
  try {
    return window.localStorage
  } catch {
    return undefined
  }
}

let overrides: SceneryOverrides | undefined
let weatherStore: WeatherStore | undefined
let motionStore: MotionStore | undefined

export function sceneryOverrides(): SceneryOverrides {
  overrides ??= readOverrides(window.location.search, env.sceneryOverrides)
  return overrides
}

export function browserWeatherStore(): WeatherStore {
  weatherStore ??= createWeatherStore({
    fetchWeather: getWeather,
    fetchPlaceName: reverseGeocode,
    geolocation: 'geolocation' in navigator ? navigator.geolocation : undefined,
    storage: localStore(),
    overrides: sceneryOverrides(),
  })
  return weatherStore
}

export function browserMotionStore(): MotionStore {
  motionStore ??= createMotionStore({
    storage: localStore(),
    matchMedia: typeof window.matchMedia === 'function' ? (query) => window.matchMedia(query) : undefined,
    document,
  })
  return motionStore
}
