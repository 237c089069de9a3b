import { describe, expect, it } from 'vitest'
import type { LatLng } from './lat-lng'
import { ringCrossesItself } from './ring-crossing'

const ring = (...points: [number, number][]): LatLng[] => points.map(([latitude, longitude]) => ({ latitude, longitude }))

describe('ringCrossesItself', () => {
  it('passes simple rings, convex or not, and a closing edge that meets the first edge at its start', () => {
    expect(ringCrossesItself(ring([0, 0], [0, 1], [1, 1], [1, 0]))).toBe(false)
    expect(ringCrossesItself(ring([0, 0], [0, 2], [1, 2], [1, 1], [2, 1], [2, 0]))).toBe(false)
    expect(ringCrossesItself(ring([0, 0], [0, 1], [1, 0]))).toBe(false)
  })

  it('finds edges that cross, and a vertex that touches another edge', () => {
    expect(ringCrossesItself(ring([0, 0], [1, 1], [1, 0], [0, 1]))).toBe(true)
    expect(ringCrossesItself(ring([0, 0], [2, 2], [2, 0], [0, 2]))).toBe(true)
    // A figure eight pinched at (1, 1): the ring passes that point twice without crossing over.
    expect(ringCrossesItself(ring([0, 0], [0, 2], [1, 1], [2, 2], [2, 0], [1, 1]))).toBe(true)
  })

  it('answers a star of 1,000 points, and stops at the first crossing of a tangle of 10,000', () => {
    const star = Array.from({ length: 1000 }, (_, i) => {
      const radius = i % 2 ? 0.01 : 0.004
      const angle = (2 * Math.PI * i) / 1000
      return { latitude: 30.7 + radius * Math.sin(angle), longitude: 76.7 + radius * Math.cos(angle) }
    })
    expect(ringCrossesItself(star)).toBe(false)
    const tangle = Array.from({ length: 10_000 }, (_, i) => ({ latitude: ((i * 7919) % 1000) / 1e5, longitude: ((i * 104_729) % 1000) / 1e5 }))
    expect(ringCrossesItself(tangle)).toBe(true)
  })
})
