import { useSyncExternalStore } from 'react'
import type { WeatherState } from '@vishwas/domain'
import { browserWeatherStore } from '../lib/browser-stores'
import type { WeatherStore } from '../lib/weather-store'

/** SPEC §3 weather state, shared by the scene, the weather panel and the footer. */
export function useWeatherState(store: WeatherStore = browserWeatherStore()): WeatherState {
  return useSyncExternalStore(store.subscribe, store.getSnapshot)
}
