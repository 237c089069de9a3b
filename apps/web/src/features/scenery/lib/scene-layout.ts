// Where the many small things of the scene go. Positions come from a seeded generator, so the
// sky looks the same on every render and every visit (no jumping stars), and tests are stable.
import type { CSSProperties } from 'react'
import type { WeatherIntensity } from '@vishwas/domain'

/** Inline style with CSS custom properties (--rest, --drift, ...). */
export type StyleWithVariables = CSSProperties & Record<`--${string}`, string>

/** mulberry32: a tiny, fast, seeded pseudo-random generator. */
export function seededRandom(seed: number): () => number {
  let a = seed >>> 0
  return () => {
    a = (a + 0x6d2b79f5) >>> 0
    let t = a
    t = Math.imul(t ^ (t >>> 15), t | 1)
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61)
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296
  }
}

const round = (n: number, digits = 2) => Math.round(n * 10 ** digits) / 10 ** digits

export interface Star {
  x: number
  y: number
  size: number
  /** Twinkling stars fade in and out; the others hold still (fewer animations to run). */
  twinkle: boolean
  delay: number
  duration: number
}

/** Stars over the upper sky, x and y in percent of the viewport. */
export function starField(count: number, seed = 11, maxY = 62): Star[] {
  const random = seededRandom(seed)
  return Array.from({ length: count }, (_, i) => {
    const big = random() > 0.86
    return {
      x: round(random() * 100),
      // Denser towards the zenith.
      y: round(random() ** 1.35 * maxY),
      size: round(big ? 2.2 + random() * 1.2 : 1 + random() * 1.1),
      twinkle: i % 3 === 0,
      delay: round(-random() * 6),
      duration: round(2.5 + random() * 4),
    }
  })
}

export interface Firefly {
  x: number
  y: number
  path: 0 | 1 | 2
  delay: number
  duration: number
  glowDelay: number
}

/** Fireflies low over the ground: x in percent of the width, y in percent of the land's height. */
export function fireflySwarm(count: number, seed = 29): Firefly[] {
  const random = seededRandom(seed)
  return Array.from({ length: count }, (_, i) => ({
    x: round(3 + random() * 94),
    y: round(6 + random() * 46),
    path: (i % 3) as 0 | 1 | 2,
    delay: round(-random() * 10),
    duration: round(7 + random() * 7),
    glowDelay: round(-random() * 3),
  }))
}

export interface Drop {
  x: number
  /** Where a still drop rests (reduced motion), in vh. */
  rest: number
  length: number
  delay: number
  duration: number
  drift: number
}

const looks: Record<WeatherIntensity, { length: [number, number]; duration: [number, number] }> = {
  light: { length: [8, 13], duration: [1.05, 1.5] },
  medium: { length: [13, 20], duration: [0.75, 1.05] },
  heavy: { length: [20, 30], duration: [0.45, 0.7] },
}

/** Rain (or snow, which falls ten times slower) across the sky. */
export function precipitation(count: number, intensity: WeatherIntensity, snow = false, seed = 47): Drop[] {
  const random = seededRandom(seed)
  const look = looks[intensity]
  return Array.from({ length: count }, () => {
    const duration = (look.duration[0] + random() * (look.duration[1] - look.duration[0])) * (snow ? 9 : 1)
    return {
      x: round(random() * 100),
      rest: round(random() * 100),
      length: round(snow ? 3 + random() * 4 : look.length[0] + random() * (look.length[1] - look.length[0])),
      delay: round(-random() * duration),
      duration: round(duration),
      drift: round((random() - 0.5) * 60),
    }
  })
}

/**
 * A point on the sun's or moon's arc across the sky for a position 0 to 100 (rising in the east
 * on the left, setting on the right): left and top in percent of the viewport.
 */
export function arcPoint(position: number, horizon = 58, height = 44): { left: number; top: number } {
  const p = Math.min(100, Math.max(0, position)) / 100
  return { left: round(8 + p * 84), top: round(horizon - Math.sin(Math.PI * p) * height) }
}
