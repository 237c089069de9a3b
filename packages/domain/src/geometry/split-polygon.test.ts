import fc from 'fast-check'
import { describe, expect, it } from 'vitest'
import { messages } from '../messages'
import { anyParcel, concaveParcel, convexParcel } from '../test-support/arbitraries'
import type { LatLng } from './lat-lng'
import { polygonAreaSqm } from './polygon-area'
import { shapeFromRing, type Shape } from './shape'
import { MAX_SPLIT_PARTS, checkSplittablePolygon, longerAxis, splitPolygonIntoEqualParts, splitPolygonIntoGrid, type SplitGeometry } from './split-polygon'
import { measureTiling } from './tiling'

const toShape = (part: SplitGeometry): Shape => part.pieces.map((ring) => [ring])

function expectTilesEqually(parent: LatLng[], parts: SplitGeometry[], count: number): void {
  const area = polygonAreaSqm(parent)
  expect(parts).toHaveLength(count)
  for (const part of parts) {
    expect(Math.abs(part.areaSqm - area / count)).toBeLessThanOrEqual((0.005 * area) / count)
    expect(part.pieces.length).toBeGreaterThan(0)
  }
  const tiling = measureTiling(shapeFromRing(parent), parts.map(toShape))
  expect(tiling.gapSqm).toBeLessThan(1e-9 * area)
  expect(tiling.excessSqm).toBeLessThan(1e-9 * area)
  expect(tiling.overlapSqm).toBeLessThan(1e-9 * area)
}

// An L-shaped plot in Mohali and a comb (three teeth) whose strips fall apart along one axis.
const lShape: LatLng[] = [
  { latitude: 30.7, longitude: 76.7 },
  { latitude: 30.7, longitude: 76.703 },
  { latitude: 30.701, longitude: 76.703 },
  { latitude: 30.701, longitude: 76.701 },
  { latitude: 30.703, longitude: 76.701 },
  { latitude: 30.703, longitude: 76.7 },
]
const comb: LatLng[] = [
  { latitude: 30.7, longitude: 76.7 },
  { latitude: 30.7, longitude: 76.705 },
  { latitude: 30.704, longitude: 76.705 },
  { latitude: 30.704, longitude: 76.704 },
  { latitude: 30.701, longitude: 76.704 },
  { latitude: 30.701, longitude: 76.703 },
  { latitude: 30.704, longitude: 76.703 },
  { latitude: 30.704, longitude: 76.702 },
  { latitude: 30.701, longitude: 76.702 },
  { latitude: 30.701, longitude: 76.701 },
  { latitude: 30.704, longitude: 76.701 },
  { latitude: 30.704, longitude: 76.7 },
]

describe('splitPolygonIntoEqualParts', () => {
  it.each([2, 3, 4, 7])('cuts an L-shaped plot into %i parts of equal area that tile it', (count) => {
    const result = splitPolygonIntoEqualParts(lShape, count)
    if (!result.ok) throw new Error(result.error)
    expectTilesEqually(lShape, result.value, count)
  })

  it('prefers the sweep that keeps parts in one piece', () => {
    const result = splitPolygonIntoEqualParts(comb, 3)
    if (!result.ok) throw new Error(result.error)
    expectTilesEqually(comb, result.value, 3)
    expect(result.value.every((part) => part.pieces.length === 1)).toBe(true)
  })

  it('refuses polygons with fewer than 3 points, no area, or crossing edges', () => {
    const two = lShape.slice(0, 2)
    expect(splitPolygonIntoEqualParts(two, 2)).toEqual({ ok: false, error: "Property doesn't have valid boundary coordinates for splitting" })
    const line = [lShape[0]!, lShape[1]!, { latitude: 30.7, longitude: 76.701 }]
    expect(checkSplittablePolygon(line).ok).toBe(false)
    const bowTie = [lShape[0]!, { latitude: 30.702, longitude: 76.701 }, { latitude: 30.7, longitude: 76.701 }, { latitude: 30.701, longitude: 76.7 }]
    expect(checkSplittablePolygon(bowTie)).toEqual({ ok: false, error: messages.boundaryCrossesItself })
  })

  it.each([1, 0, 2.5, MAX_SPLIT_PARTS + 1])('refuses %s parts', (count) => {
    expect(splitPolygonIntoEqualParts(lShape, count)).toEqual({ ok: false, error: messages.invalidPartCount(MAX_SPLIT_PARTS) })
  })

  it('sweeps along the longer side', () => {
    expect(longerAxis(comb)).toBe('longitude')
    expect(longerAxis(lShape)).toBe('latitude')
  })

  it('tiles random convex and concave parcels with parts of equal area', () => {
    fc.assert(
      fc.property(anyParcel, fc.integer({ min: 2, max: 6 }), (parcel, count) => {
        const result = splitPolygonIntoEqualParts(parcel, count)
        if (!result.ok) throw new Error(result.error)
        expectTilesEqually(parcel, result.value, count)
      }),
      { numRuns: 60 },
    )
  }, 30_000)
})

describe('splitPolygonIntoGrid', () => {
  it('makes rows x columns cells of equal area, north-west first', () => {
    const result = splitPolygonIntoGrid(lShape, 2, 3)
    if (!result.ok) throw new Error(result.error)
    expectTilesEqually(lShape, result.value, 6)
    const north = Math.max(...(result.value[0]?.pieces[0] ?? []).map((p) => p.latitude))
    expect(north).toBeCloseTo(30.703, 9)
  })

  it('accepts a single row or a single column', () => {
    for (const [rows, columns] of [[1, 4], [4, 1]] as const) {
      const result = splitPolygonIntoGrid(comb, rows, columns)
      if (!result.ok) throw new Error(result.error)
      expectTilesEqually(comb, result.value, 4)
    }
  })

  it('refuses 1 x 1, fractional or oversized grids and bad parents', () => {
    expect(splitPolygonIntoGrid(lShape, 1, 1).ok).toBe(false)
    expect(splitPolygonIntoGrid(lShape, 1.5, 2).ok).toBe(false)
    expect(splitPolygonIntoGrid(lShape, 11, 10).ok).toBe(false)
    expect(splitPolygonIntoGrid([], 2, 2)).toEqual({ ok: false, error: messages.parentNeedsBoundary })
  })

  it('tiles random parcels by grid with cells of equal area', () => {
    fc.assert(
      fc.property(fc.oneof(convexParcel, concaveParcel), fc.integer({ min: 1, max: 3 }), fc.integer({ min: 2, max: 3 }), (parcel, rows, columns) => {
        const result = splitPolygonIntoGrid(parcel, rows, columns)
        if (!result.ok) throw new Error(result.error)
        expectTilesEqually(parcel, result.value, rows * columns)
      }),
      { numRuns: 40 },
    )
  }, 30_000)
})
