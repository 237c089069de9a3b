import { describe, expect, it } from 'vitest'
import type { LatLng } from '../geometry/lat-lng'
import { areaProblem, areaTooSmallProblem, boundaryProblem, ownerSharesProblem, propertyLimitMessages, salePriceProblem } from './property-limits'
import { propertySchema } from './property-schema'

const ring = (...points: [number, number][]): LatLng[] => points.map(([latitude, longitude]) => ({ latitude, longitude }))

describe('property limits', () => {
  it('words each limit from its figure', () => {
    expect(propertyLimitMessages).toEqual({
      areaTooSmall: 'Total area must be at least 1 square metre (only a draft may leave it at 0 until it is measured)',
      salePriceMissing: 'A listing for sale needs a total price above ₹0 (only a draft may leave it at 0 until it is priced)',
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

describe('area and price of a listing', () => {
  const listing = (status: string, total: number, unit: string, totalPrice: number, listingType = 'sale') => ({
    basicInfo: { type: 'land', status, listingType },
    location: { address: { city: 'Jaipur', state: 'Rajasthan' } },
    specifications: { area: { total, unit } },
    financial: { pricing: { totalPrice } },
  })
  const problems = (value: unknown) => propertySchema.safeParse(value).error?.issues.map((issue) => [issue.path.join('.'), issue.message]) ?? []

  it.each([
    ['0 m²', 0, 'sqm'],
    ['1e-300 m²', 1e-300, 'sqm'],
    ['5 sq.ft.', 5, 'sqft'],
    ['0.00001 acres', 0.00001, 'acres'],
  ])('refuses %s on a listing', (_name, total, unit) => {
    expect(problems(listing('active', total, unit, 5_000_000))).toEqual([['specifications.area.total', propertyLimitMessages.areaTooSmall]])
  })

  it('lets a draft leave the area and the price at 0 until they are known, but no draft is near zero', () => {
    expect(problems(listing('draft', 0, 'sqft', 0))).toEqual([])
    expect(problems(listing('draft', 1e-300, 'sqm', 0))).toEqual([['specifications.area.total', propertyLimitMessages.areaTooSmall]])
  })

  it('accepts a square metre and more', () => {
    expect(problems(listing('active', 1, 'sqm', 1))).toEqual([])
    expect(problems(listing('active', 11, 'sqft', 1))).toEqual([])
  })

  it('refuses ₹0 on a listing for sale, not on a rent', () => {
    expect(problems(listing('active', 1200, 'sqft', 0))).toEqual([['financial.pricing.totalPrice', propertyLimitMessages.salePriceMissing]])
    expect(problems(listing('sold', 1200, 'sqft', 0))).toEqual([['financial.pricing.totalPrice', propertyLimitMessages.salePriceMissing]])
    expect(problems(listing('active', 1200, 'sqft', 0, 'rent'))).toEqual([])
  })

  it('reports area and price with other problems, so a form shows them all at once', () => {
    const value = { ...listing('active', 0, 'sqft', 0), basicInfo: { type: 'castle', status: 'active', listingType: 'sale' } }
    expect(problems(value).map(([path]) => path)).toEqual(['basicInfo.type', 'specifications.area.total', 'financial.pricing.totalPrice'])
  })

  it('words the rules', () => {
    expect(areaTooSmallProblem(0.5, 'draft')).toBe(propertyLimitMessages.areaTooSmall)
    expect(salePriceProblem(0, 'lease', 'active')).toBeUndefined()
  })
})
