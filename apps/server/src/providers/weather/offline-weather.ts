// ARCHITECTURE §2 offline weather: no network. The sun comes from astronomy; the current
// conditions are unknown, and it says so rather than inventing a sky.
import { daylight, type WeatherProvider } from './weather-provider'

export const CONDITIONS_UNKNOWN = 'Conditions unknown'

export function createOfflineWeatherProvider({ now = () => new Date() }: { now?: () => Date } = {}): WeatherProvider {
  return {
    name: 'offline',
    currentConditions: (place) =>
      Promise.resolve({
        weatherCondition: { type: 'TYPE_UNSPECIFIED', description: { text: CONDITIONS_UNKNOWN } },
        ...daylight(place, now()),
        source: 'offline',
      }),
  }
}
