import { describe, expect, it } from 'vitest'
import type { LatLng } from '../geometry/lat-lng'
import { areaProblem, boundaryProblem, propertyLimitMessages } from './property-limits'

const ring = (...points: [number, number][]): LatLng[] => points.map(([latitude, longitude]) => ({ latitude, longitude }))

describe('property limits', () => {
  it('words each limit from its figure', () => {
    expect(propertyLimitMessages).toEqual({
      boundaryTooManyPoints: 'Property boundary may have at most 1,000 points',
      boundaryTooWide: 'Property boundary must fit within 1 degree of latitude and 1 degree of longitude',
      boundaryNotSimple: 'Property boundary must be a simple polygon',
      areaTooLarge: 'Total area must be at most 1,00,000 hectares',
    })
  })

  it('passes a plot, no boundary, and a ring too short to judge', () => {
    expect(boundaryProblem(ring([30.7, 76.7], [30.701, 76.7], [30.701, 76.701], [30.7, 76.701]))).toBeUndefined()
    expect(boundaryProblem([])).toBeUndefined()
    expect(boundaryProblem(ring([30.7, 76.7], [30.701, 76.7]))).toBeUndefined()
  })

  it('names the first limit broken: the point count, then the span, then a crossing', () => {
    const tangle = Array.from({ length: 1001 }, (_, i) => ({ latitude: ((i * 7919) % 1000) / 1e5, longitude: ((i * 104_729) % 1000) / 1e5 }))
    expect(boundaryProblem(tangle)).toBe(propertyLimitMessages.boundaryTooManyPoints)
    expect(boundaryProblem(tangle.slice(0, 1000))).toBe(propertyLimitMessages.boundaryNotSimple)
    // An edge half way round the globe, and a drawing 3.5° across: both wider than any parcel.
    expect(boundaryProblem(ring([0, -90], [0, 90], [10, 0]))).toBe(propertyLimitMessages.boundaryTooWide)
    expect(boundaryProblem(ring([21, 77.2], [21, 80.7], [23.6, 80.7], [23.6, 77.2]))).toBe(propertyLimitMessages.boundaryTooWide)
    expect(boundaryProblem(ring([0, 0], [1, 1], [1, 0], [0, 1]))).toBe(propertyLimitMessages.boundaryNotSimple)
  })

  it('refuses an area over 1,00,000 hectares, and Infinity', () => {
    expect(areaProblem(1e9)).toBeUndefined()
    expect(areaProblem(1e9 + 1)).toBe(propertyLimitMessages.areaTooLarge)
    expect(areaProblem(Infinity)).toBe(propertyLimitMessages.areaTooLarge)
  })
})
