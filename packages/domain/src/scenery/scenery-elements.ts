// SPEC §1 scenery: what the sky and ground show for a time of day and weather, with the counts of
// SPEC §9. The web draws these; the rule of what appears when lives here.
import { FIREFLY_COUNT, FOOTER_RAINDROP_COUNT, FOOTER_STAR_COUNT, RAINDROP_COUNT, STAR_COUNT } from '../constants'
import type { TimeOfDay } from './time-of-day'

export type SceneryElements = {
  stars: number
  sun: boolean
  moon: boolean
  fireflies: number
  clouds: boolean
  birds: boolean
  raindrops: number
  bonfire: boolean
  litWindows: boolean
}

export function sceneryElements(time: TimeOfDay, raining: boolean): SceneryElements {
  const night = time === 'night'
  const twilight = time === 'sunrise' || time === 'sunset'
  return {
    stars: night || twilight ? STAR_COUNT : 0,
    sun: time === 'day' || twilight,
    moon: night,
    fireflies: night ? FIREFLY_COUNT : 0,
    clouds: time === 'day',
    birds: time === 'day',
    raindrops: raining ? RAINDROP_COUNT : 0,
    bonfire: night || time === 'sunset',
    litWindows: night || time === 'sunset',
  }
}

/** SPEC §1 footer background: 20 stars at night, 15 raindrops when raining. */
export function footerSceneryElements(time: TimeOfDay, raining: boolean): { stars: number; raindrops: number } {
  return { stars: time === 'night' ? FOOTER_STAR_COUNT : 0, raindrops: raining ? FOOTER_RAINDROP_COUNT : 0 }
}
