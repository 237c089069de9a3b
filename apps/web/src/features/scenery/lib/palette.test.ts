import { timesOfDay, weatherTypes } from '@vishwas/domain'
import { describe, expect, it } from 'vitest'
import { contrastRatio, over, parseColour, type Rgba } from './contrast'
import { footerTints, palettes, weatherVeils } from './palette'

// Every colour the scene can paint behind the page: each sky stop, alone and under each
// weather's veil, and the land (hills, woods, castle, buildings, windows).
function backgrounds(): Rgba[] {
  const found: Rgba[] = []
  for (const time of timesOfDay) {
    const p = palettes[time]
    const land = [p.hillFar, p.hillMid, p.hillNear, p.forestBack, p.forestFront, p.castle, ...p.buildings, p.windowDark, p.windowLit, p.cloud]
    for (const colour of [...p.sky, ...land]) found.push(parseColour(colour))
    for (const weather of weatherTypes) {
      for (const veil of weatherVeils[weather] ?? []) for (const sky of p.sky) found.push(over(parseColour(veil), parseColour(sky)))
    }
  }
  return found
}

// The page's surfaces over the scene and the text on them (Tailwind 4 colours, in sRGB).
// slate-500 is index.css's own token (oklch 50%), darker than Tailwind's, and so is the logo's accent.
const slate = { 200: '#e2e8f0', 300: '#cad5e2', 400: '#90a1b9', 500: '#53647e', 600: '#45556c', 700: '#314158', 800: '#1d293d', 900: '#0f172b' }
const amberAccent = '#b24500'
const surfaces = [
  { name: 'header', surface: 'rgb(255 255 255 / 0.95)', texts: [slate[700], slate[800], amberAccent] },
  { name: 'details panel', surface: 'rgb(255 255 255 / 0.9)', texts: [slate[500], slate[600]] },
  { name: 'trust banner', surface: 'rgb(11 79 74 / 0.9)', texts: ['#f0fdfa', '#ffffff'] },
  { name: 'card', surface: 'rgb(255 255 255 / 0.92)', texts: [slate[600], slate[900]] },
  { name: 'listing count bar', surface: 'rgb(255 255 255 / 0.8)', texts: [slate[900]] },
  { name: 'weather panel', surface: 'rgb(255 255 255 / 0.9)', texts: [slate[700], slate[900]] },
  { name: 'loading indicator', surface: 'rgb(255 255 255 / 0.85)', texts: [slate[700]] },
]

describe('the page stays legible over every sky', () => {
  it.each(surfaces)('$name text keeps 4.5:1 against its surface over any scenery', ({ surface, texts }) => {
    let worst = Infinity
    for (const background of backgrounds()) {
      const under = over(parseColour(surface), background)
      for (const text of texts) worst = Math.min(worst, contrastRatio(parseColour(text), under))
    }
    expect(worst).toBeGreaterThanOrEqual(4.5)
  })

  it('footer text keeps 4.5:1 on its dark surface with the tint of each time of day', () => {
    let worst = Infinity
    for (const background of backgrounds()) {
      const surface = over(parseColour('rgb(15 23 43 / 0.95)'), background)
      for (const time of timesOfDay) {
        const tint = /rgb\([^)]+\)/.exec(footerTints[time])![0]
        const under = over(parseColour(tint), surface)
        for (const text of [slate[200], slate[300], slate[400], '#96f7e4', '#ffd230']) worst = Math.min(worst, contrastRatio(parseColour(text), under))
      }
    }
    expect(worst).toBeGreaterThanOrEqual(4.5)
  })
})
