// SPEC §4 weather type, intensity and rain, from the condition text and the precipitation
// probability (percent). A missing probability counts as 0.
import { HEAVY_PROBABILITY_THRESHOLD, LIGHT_PROBABILITY_THRESHOLD, RAIN_PROBABILITY_THRESHOLD } from '../constants'

export const weatherTypes = ['clear', 'rain', 'storm', 'snow', 'cloudy'] as const
export type WeatherType = (typeof weatherTypes)[number]

export const weatherIntensities = ['light', 'medium', 'heavy'] as const
export type WeatherIntensity = (typeof weatherIntensities)[number]

const RULES: readonly (readonly [WeatherType, readonly string[]])[] = [
  ['rain', ['rain', 'shower']],
  ['storm', ['storm', 'thunder']],
  ['snow', ['snow']],
  ['cloudy', ['cloud', 'overcast']],
]

/** In SPEC's order: rain, storm, snow, cloudy, else clear. */
export function weatherTypeFromCondition(condition: string | null | undefined): WeatherType {
  const text = (condition ?? '').toLowerCase()
  for (const [type, words] of RULES) {
    if (words.some((word) => text.includes(word))) return type
  }
  return 'clear'
}

/** Heavy if the text says heavy or probability > 70; light if it says light or < 30; else medium. */
export function weatherIntensity(condition: string | null | undefined, probability: number | null | undefined): WeatherIntensity {
  const text = (condition ?? '').toLowerCase()
  const p = probability ?? 0
  if (text.includes('heavy') || p > HEAVY_PROBABILITY_THRESHOLD) return 'heavy'
  if (text.includes('light') || p < LIGHT_PROBABILITY_THRESHOLD) return 'light'
  return 'medium'
}

/** Raining when the type is rain, the probability is above 30 %, or the text says rain. */
export function isRaining(type: WeatherType, probability: number | null | undefined, condition: string | null | undefined): boolean {
  return type === 'rain' || (probability ?? 0) > RAIN_PROBABILITY_THRESHOLD || (condition ?? '').toLowerCase().includes('rain')
}
