import { MOON_CYCLE_DAYS } from '@vishwas/domain'
import { describe, expect, it } from 'vitest'
import { moonIllumination, moonLitPath } from './moon-disc'

/** The two arcs of the lit part: [limb sweep, terminator x-radius, terminator sweep]. */
function arcs(ageDays: number) {
  const match = /A40 40 0 0 (\d) 0 40A([\d.]+) 40 0 0 (\d) 0 -40Z$/.exec(moonLitPath(ageDays))
  if (!match) throw new Error(moonLitPath(ageDays))
  return [Number(match[1]), Number(match[2]), Number(match[3])]
}

describe('the moon drawn in its phase', () => {
  it('is dark at new moon and whole at full moon', () => {
    expect(moonIllumination(0)).toBe(0)
    expect(moonIllumination(MOON_CYCLE_DAYS / 2)).toBeCloseTo(1)
    // New: the terminator runs along the lit limb, enclosing nothing.
    expect(arcs(0)).toEqual([1, 40, 0])
    // Full: the terminator is the other half circle.
    expect(arcs(MOON_CYCLE_DAYS / 2)).toEqual([0, 40, 0])
  })

  it('is lit on the right while waxing and on the left while waning', () => {
    expect(arcs(MOON_CYCLE_DAYS / 4)).toEqual([1, 0, 1]) // first quarter: right half, a straight terminator
    expect(arcs((MOON_CYCLE_DAYS * 3) / 4)[0]).toBe(0) // last quarter: left half
  })

  it('bulges its terminator towards the light for a crescent, away from it for a gibbous moon', () => {
    const crescent = arcs(MOON_CYCLE_DAYS / 8)
    const gibbous = arcs((MOON_CYCLE_DAYS * 3) / 8)
    expect(crescent[2]).toBe(0)
    expect(gibbous[2]).toBe(1)
    expect(crescent[1]).toBeCloseTo(gibbous[1]!, 1)
  })
})
