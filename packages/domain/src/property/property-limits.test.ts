import { describe, expect, it } from 'vitest'
import type { LatLng } from '../geometry/lat-lng'
import { areaProblem, boundaryProblem, ownerSharesProblem, propertyLimitMessages } from './property-limits'

const ring = (...points: [number, number][]): LatLng[] => points.map(([latitude, longitude]) => ({ latitude, longitude }))

describe('property limits', () => {
  it('words each limit from its figure', () => {
    expect(propertyLimitMessages).toEqual({
      boundaryTooFewPoints: 'Property boundary needs at least 3 points',
      boundaryTooManyPoints: 'Property boundary may have at most 1,000 points',
      boundaryTooWide: 'Property boundary must fit within 1 degree of latitude and 1 degree of longitude',
      boundaryNotSimple: 'Property boundary must be a simple polygon',
      boundaryEnclosesNothing: 'Property boundary must enclose at least 1 square metre',
      areaTooLarge: 'Total area must be at most 1,00,000 hectares',
      sharesNotWhole: expect.any(Function),
    })
    expect(propertyLimitMessages.sharesNotWhole(140)).toBe("Owners' shares must add up to 100% (they add up to 140%)")
  })

  it('passes a plot, a triangle, and no boundary at all', () => {
    expect(boundaryProblem(ring([30.7, 76.7], [30.701, 76.7], [30.701, 76.701], [30.7, 76.701]))).toBeUndefined()
    expect(boundaryProblem(ring([30.7, 76.7], [30.7, 76.70002], [30.70002, 76.7]))).toBeUndefined()
    expect(boundaryProblem([])).toBeUndefined()
  })

  it('refuses a point or a line as a boundary', () => {
    expect(boundaryProblem(ring([30.7, 76.7]))).toBe(propertyLimitMessages.boundaryTooFewPoints)
    expect(boundaryProblem(ring([30.7, 76.7], [30.701, 76.7]))).toBe(propertyLimitMessages.boundaryTooFewPoints)
    // Three points in a line, three on one spot, and a sliver under a square metre.
    expect(boundaryProblem(ring([30.7, 76.7], [30.701, 76.7], [30.702, 76.7]))).toBe(propertyLimitMessages.boundaryEnclosesNothing)
    expect(boundaryProblem(ring([30.7, 76.7], [30.7, 76.7], [30.7, 76.7]))).toBe(propertyLimitMessages.boundaryEnclosesNothing)
    expect(boundaryProblem(ring([30.7, 76.7], [30.7, 76.71], [30.70000001, 76.705]))).toBe(propertyLimitMessages.boundaryEnclosesNothing)
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

  it('wants the owners to own the whole property, no more', () => {
    expect(ownerSharesProblem([])).toBeUndefined()
    expect(ownerSharesProblem([undefined, undefined])).toBeUndefined()
    expect(ownerSharesProblem([60, 40])).toBeUndefined()
    expect(ownerSharesProblem([33.3, 33.3, 33.3])).toBeUndefined()
    // An owner without a share takes what the others leave.
    expect(ownerSharesProblem([70, undefined])).toBeUndefined()
    expect(ownerSharesProblem([70, 70])).toBe("Owners' shares must add up to 100% (they add up to 140%)")
    expect(ownerSharesProblem([70, 40, undefined])).toBe("Owners' shares must add up to 100% (they add up to 110%)")
    expect(ownerSharesProblem([50, 20.5])).toBe("Owners' shares must add up to 100% (they add up to 70.5%)")
  })
})
