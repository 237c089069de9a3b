import { messages, type WeatherResponse } from '@vishwas/domain'
import { api, isApiError } from '../../../lib/api-client'

export interface Coordinates {
  latitude: number
  longitude: number
}

/** GET /api/weather: current conditions in the weather service's shape (SPEC §3), from our server. */
export async function getWeather({ latitude, longitude }: Coordinates, signal?: AbortSignal): Promise<WeatherResponse> {
  try {
    const { success: _success, ...weather } = await api.get<WeatherResponse & { success: true }>('/weather', { query: { lat: latitude, lng: longitude }, signal })
    return weather
  } catch (error) {
    throw new Error(weatherErrorMessage(error))
  }
}

/** SPEC §8 'Weather API error: {status}': the server's own message, or one made from the status. */
export function weatherErrorMessage(error: unknown): string {
  if (isApiError(error) && error.message.startsWith('Weather API error')) return error.message
  return messages.weatherApiError(isApiError(error) ? error.status : 0)
}
