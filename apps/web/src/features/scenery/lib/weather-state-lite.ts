// The domain's buildWeatherState and formatTemperature, repeated without the module they live in:
// that module also builds the zod schema of the weather state at load, which would put zod
// (about 30 KB gzip) into the scenery chunk. Only the assembly is repeated; every rule (time of
// day, sun position, moon, weather type, intensity, rain) is the domain's own function, and
// weather-state-lite.test.ts holds this copy equal to buildWeatherState on generated inputs.
import {
  LOCATION_UNAVAILABLE,
  celestialPosition,
  defaultSunTimes,
  isDaytime,
  isRaining,
  moonPhase,
  moonPhaseName,
  timeOfDay,
  weatherIntensity,
  weatherTypeFromCondition,
  type SunTimes,
  type WeatherResponse,
  type WeatherState,
  type WeatherStateInput,
} from '@vishwas/domain'

const finite = (value: unknown): number | null => (typeof value === 'number' && Number.isFinite(value) ? value : null)

function parseSun(response: WeatherResponse | undefined, fallback: SunTimes): SunTimes {
  const read = (value: string | undefined, other: Date) => {
    const time = value ? Date.parse(value) : NaN
    return Number.isNaN(time) ? other : new Date(time)
  }
  return { sunrise: read(response?.sunrise, fallback.sunrise), sunset: read(response?.sunset, fallback.sunset) }
}

export function buildSceneState(input: WeatherStateInput): WeatherState {
  const { now, response } = input
  const sun = parseSun(response, input.sun ?? defaultSunTimes(now))
  const condition = response?.weatherCondition?.description?.text ?? response?.weatherCondition?.type?.replace(/_/g, ' ').toLowerCase() ?? ''
  const probability = finite(response?.precipitation?.probability?.percent) ?? 0
  const weather = weatherTypeFromCondition(condition)
  const phase = moonPhase(now)
  return {
    timeOfDay: timeOfDay(now, sun),
    isDaytime: typeof response?.isDaytime === 'boolean' ? response.isDaytime : isDaytime(now, sun),
    currentTime: now.toISOString(),
    sunrise: sun.sunrise.toISOString(),
    sunset: sun.sunset.toISOString(),
    weather,
    weatherCondition: condition,
    weatherIntensity: weatherIntensity(condition, probability),
    isRaining: isRaining(weather, probability, condition),
    temperature: finite(response?.temperature?.degrees),
    feelsLike: finite(response?.feelsLikeTemperature?.degrees),
    moonPhase: phase,
    moonPhaseName: moonPhaseName(phase),
    windSpeed: finite(response?.wind?.speed?.value),
    humidity: finite(response?.relativeHumidity),
    cloudCoverage: finite(response?.cloudCover),
    visibility: finite(response?.visibility?.distance),
    precipitationProbability: probability,
    celestialPosition: celestialPosition(now, sun),
    cityName: input.cityName ?? LOCATION_UNAVAILABLE,
    latitude: input.latitude ?? null,
    longitude: input.longitude ?? null,
    loading: false,
    error: input.error ?? null,
  }
}

/** SPEC §1: the weather panel's temperature, rounded, in °C ('' while unknown). */
export function formatCelsius(celsius: number | null | undefined): string {
  return celsius == null || !Number.isFinite(celsius) ? '' : `${Math.round(celsius)}°C`
}
