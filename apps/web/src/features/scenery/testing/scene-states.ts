// Weather states for tests, built the way the app builds them: a clock and a forced weather.
import { buildWeatherState, sunTimesAt, type WeatherIntensity, type WeatherState, type WeatherType } from '@vishwas/domain'
import { forcedWeatherResponse } from '../lib/overrides'

const CHANDIGARH = { latitude: 30.7333, longitude: 76.7794 }

/** Moments in Chandigarh (IST) for each time of day; 3 March 2026 is a full moon. */
export const moments = {
  night: '2026-01-01T22:00:00+05:30',
  sunrise: '2026-03-15T06:40:00+05:30',
  day: '2026-03-15T11:00:00+05:30',
  sunset: '2026-03-15T18:40:00+05:30',
  fullMoonNight: '2026-03-03T21:30:00+05:30',
} as const

export function sceneState(
  at: string,
  weather: WeatherType = 'clear',
  intensity: WeatherIntensity = 'medium',
  extra: Partial<WeatherState> = {},
): WeatherState {
  const now = new Date(at)
  const state = buildWeatherState({
    now,
    sun: sunTimesAt(now, CHANDIGARH.latitude, CHANDIGARH.longitude),
    response: forcedWeatherResponse(weather, intensity, 23.6),
    cityName: 'Chandigarh',
    ...CHANDIGARH,
  })
  return { ...state, ...extra }
}
