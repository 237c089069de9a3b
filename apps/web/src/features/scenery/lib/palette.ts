// Colours of the scene for each time of day, and the weather's veil over the sky. Kept in code
// (not only in CSS) so palette.test.ts can check that the page's text stays legible over each.
import type { TimeOfDay, WeatherType } from '@vishwas/domain'

export interface Palette {
  /** Sky gradient, top to horizon. */
  sky: readonly string[]
  hillFar: string
  hillMid: string
  hillNear: string
  forestBack: string
  forestFront: string
  castle: string
  buildings: readonly [string, string, string, string]
  windowDark: string
  windowLit: string
  cloud: string
}

export const palettes: Record<TimeOfDay, Palette> = {
  night: {
    sky: ['#060a1d', '#0d1536', '#1a2452', '#2a3363'],
    hillFar: '#1f2a52',
    hillMid: '#172042',
    hillNear: '#0c1428',
    forestBack: '#0f1f2c',
    forestFront: '#0a1520',
    castle: '#252f5a',
    buildings: ['#1c2447', '#222b52', '#181f3d', '#262e57'],
    windowDark: '#2d3660',
    windowLit: '#ffd47e',
    cloud: '#3a4470',
  },
  sunrise: {
    sky: ['#28326d', '#76579b', '#ee8c7c', '#ffd49c'],
    hillFar: '#8a74a6',
    hillMid: '#665a90',
    hillNear: '#3b4a6e',
    forestBack: '#33515a',
    forestFront: '#24404a',
    castle: '#7b679c',
    buildings: ['#5d5a88', '#6c6595', '#544f7c', '#77709e'],
    windowDark: '#4a4673',
    windowLit: '#ffd98e',
    cloud: '#f7c9c0',
  },
  day: {
    sky: ['#3a8bd4', '#68afe6', '#a6d4f1', '#e1f1f7'],
    hillFar: '#a8cdb3',
    hillMid: '#78ad82',
    hillNear: '#4d8c57',
    forestBack: '#347447',
    forestFront: '#265d37',
    castle: '#d9b98c',
    buildings: ['#e9dfcf', '#cfd8dc', '#f1e3c2', '#d7cbe0'],
    windowDark: '#7f9bb3',
    windowLit: '#ffe7a3',
    cloud: '#ffffff',
  },
  sunset: {
    sky: ['#1e1c4f', '#693e7d', '#e1655a', '#fbb46c'],
    hillFar: '#8a5474',
    hillMid: '#633f63',
    hillNear: '#3b2946',
    forestBack: '#31283f',
    forestFront: '#241d31',
    castle: '#7e4d6a',
    buildings: ['#553b5d', '#5f4466', '#4a3352', '#6a4a6c'],
    windowDark: '#47324f',
    windowLit: '#ffcf73',
    cloud: '#f4a08c',
  },
}

/** A translucent veil over the sky for the weather: [top, horizon] colours with alpha. */
export const weatherVeils: Record<WeatherType, readonly [string, string] | null> = {
  clear: null,
  cloudy: ['rgb(148 160 176 / 0.5)', 'rgb(148 160 176 / 0.2)'],
  rain: ['rgb(60 72 92 / 0.62)', 'rgb(60 72 92 / 0.3)'],
  storm: ['rgb(22 26 40 / 0.78)', 'rgb(22 26 40 / 0.45)'],
  snow: ['rgb(215 223 234 / 0.55)', 'rgb(215 223 234 / 0.25)'],
}

export function skyGradient(time: TimeOfDay): string {
  const stops = palettes[time].sky
  return `linear-gradient(180deg, ${stops.map((colour, i) => `${colour} ${Math.round((i / (stops.length - 1)) * 62)}%`).join(', ')})`
}

export function veilGradient(weather: WeatherType): string | undefined {
  const veil = weatherVeils[weather]
  return veil ? `linear-gradient(180deg, ${veil[0]}, ${veil[1]} 70%)` : undefined
}

/** The palette as CSS custom properties on the scene's root (SVG fills read them). */
export function paletteVariables(time: TimeOfDay): Record<`--${string}`, string> {
  const p = palettes[time]
  return {
    '--sc-hill-far': p.hillFar,
    '--sc-hill-mid': p.hillMid,
    '--sc-hill-near': p.hillNear,
    '--sc-forest-back': p.forestBack,
    '--sc-forest-front': p.forestFront,
    '--sc-castle': p.castle,
    '--sc-b0': p.buildings[0],
    '--sc-b1': p.buildings[1],
    '--sc-b2': p.buildings[2],
    '--sc-b3': p.buildings[3],
    '--sc-window': p.windowDark,
    '--sc-window-lit': p.windowLit,
    '--sc-cloud': p.cloud,
  }
}

/** The footer's tint over its dark surface: a hint of the sky outside. */
export const footerTints: Record<TimeOfDay, string> = {
  night: 'linear-gradient(180deg, rgb(67 56 202 / 0.22), rgb(15 23 42 / 0) 70%)',
  sunrise: 'linear-gradient(180deg, rgb(244 114 182 / 0.14), rgb(15 23 42 / 0) 70%)',
  day: 'linear-gradient(180deg, rgb(56 189 248 / 0.1), rgb(15 23 42 / 0) 70%)',
  sunset: 'linear-gradient(180deg, rgb(236 72 153 / 0.14), rgb(15 23 42 / 0) 70%)',
}
