import { area as turfArea } from '@turf/area'
import { polygon } from '@turf/helpers'
import fc from 'fast-check'
import { describe, expect, it } from 'vitest'
import { anyParcel } from '../test-support/arbitraries'
import { fromPosition, isPolygon, parseLatLng, parseVertices, toClosedRing, toPosition } from './lat-lng'
import { polygonAreaSqft, polygonAreaSqm, signedRingAreaSqm } from './polygon-area'
import { polygonCentroid } from './polygon-centroid'
import { shapeAreaSqm, differenceShapes, intersectShapes, unionShapes, shapeFromRing } from './shape'
import { stencilPolygon } from './stencil-polygon'

const square = [
  { latitude: 30, longitude: 76 },
  { latitude: 30, longitude: 76.001 },
  { latitude: 30.001, longitude: 76.001 },
  { latitude: 30.001, longitude: 76 },
]

describe('vertices', () => {
  it('reads numbers, numeric strings and lat/lng names, dropping the rest and the closing point', () => {
    expect(parseVertices([{ latitude: '30.5', longitude: '76.25' }, { lat: 31, lng: 77 }, { latitude: 'x', longitude: 1 }, null, { latitude: 95, longitude: 0 }, { latitude: '30.5', longitude: 76.25 }])).toEqual([
      { latitude: 30.5, longitude: 76.25 },
      { latitude: 31, longitude: 77 },
    ])
    expect(parseVertices('nope')).toEqual([])
    expect(parseLatLng({ latitude: '', longitude: 1 })).toBeUndefined()
    expect(parseLatLng({ latitude: Infinity, longitude: 1 })).toBeUndefined()
    expect(parseLatLng({ latitude: 1, lon: 2 })).toEqual({ latitude: 1, longitude: 2 })
    expect(parseLatLng(5)).toBeUndefined()
    expect(isPolygon(square)).toBe(true)
    expect(isPolygon(square.slice(0, 2))).toBe(false)
  })

  it('converts to GeoJSON order and closes rings', () => {
    expect(toPosition({ latitude: 1, longitude: 2 })).toEqual([2, 1])
    expect(fromPosition([2, 1])).toEqual({ latitude: 1, longitude: 2 })
    expect(fromPosition([])).toEqual({ latitude: 0, longitude: 0 })
    expect(toClosedRing(square.slice(0, 3))).toEqual([[76, 30], [76.001, 30], [76.001, 30.001], [76, 30]])
    expect(toClosedRing([])).toEqual([])
  })
})

describe('polygonAreaSqm', () => {
  it('is 0 below 3 points and signed by orientation', () => {
    expect(polygonAreaSqm(square.slice(0, 2))).toBe(0)
    expect(signedRingAreaSqm(square)).toBeGreaterThan(0)
    expect(signedRingAreaSqm([...square].reverse())).toBeLessThan(0)
  })

  it("agrees with @turf/area scaled to SPEC's Earth radius of 6371000 m", () => {
    fc.assert(
      fc.property(anyParcel, (ring) => {
        const turf = turfArea(polygon([toClosedRing(ring)])) * (6_371_000 / 6_371_008.8) ** 2
        expect(Math.abs(polygonAreaSqm(ring) - turf)).toBeLessThanOrEqual(turf * 1e-9)
      }),
    )
  })

  it('converts to sq ft with × 10.764', () => {
    expect(polygonAreaSqft(square)).toBeCloseTo(polygonAreaSqm(square) * 10.764, 9)
  })
})

describe('polygonCentroid', () => {
  it('is the centre of a square and of a stencil', () => {
    const c = polygonCentroid(square)!
    expect(c.latitude).toBeCloseTo(30.0005, 9)
    expect(c.longitude).toBeCloseTo(76.0005, 9)
    const centre = { latitude: 12.97, longitude: 77.59 }
    const s = polygonCentroid(stencilPolygon(centre))!
    expect(s.latitude).toBeCloseTo(centre.latitude, 9)
    expect(s.longitude).toBeCloseTo(centre.longitude, 9)
  })

  it('weights by area (an L is not its vertex mean) and falls back for degenerate rings', () => {
    const l = [square[0]!, { latitude: 30, longitude: 76.002 }, { latitude: 30.001, longitude: 76.002 }, { latitude: 30.001, longitude: 76.001 }, { latitude: 30.002, longitude: 76.001 }, { latitude: 30.002, longitude: 76 }]
    const c = polygonCentroid(l)!
    // Two unit cells along the bottom, one on top at the west end.
    expect(c.latitude).toBeCloseTo((2 * 30.0005 + 30.0015) / 3, 7)
    expect(c.longitude).toBeCloseTo((2 * 76.001 + 76.0005) / 3, 7)
    expect(polygonCentroid([])).toBeUndefined()
    expect(polygonCentroid([{ latitude: 1, longitude: 1 }, { latitude: 3, longitude: 3 }])).toEqual({ latitude: 2, longitude: 2 })
  })
})

describe('stencilPolygon', () => {
  it('is a 1000 m² square by default', () => {
    const ring = stencilPolygon({ latitude: 28.6139, longitude: 77.209 })
    expect(ring).toHaveLength(4)
    expect(polygonAreaSqm(ring)).toBeCloseTo(1000, 4)
    const [sw, se, ne, nw] = ring
    expect(sw!.latitude).toBe(se!.latitude)
    expect(ne!.longitude).toBe(se!.longitude)
    expect(nw!.latitude).toBe(ne!.latitude)
  })

  it('takes any area and latitude', () => {
    fc.assert(
      fc.property(fc.double({ min: -70, max: 70, noNaN: true }), fc.double({ min: 1, max: 1e7, noNaN: true }), (latitude, area) => {
        expect(polygonAreaSqm(stencilPolygon({ latitude, longitude: 80 }, area))).toBeCloseTo(area, Math.max(0, 6 - Math.log10(area)))
      }),
    )
    expect(polygonAreaSqm(stencilPolygon({ latitude: 0, longitude: 0 }, 0))).toBe(0)
  })
})

describe('shapes', () => {
  it('intersects, unites and subtracts', () => {
    const a = shapeFromRing(square)
    const b = shapeFromRing(square.map((v) => ({ ...v, longitude: v.longitude + 0.0005 })))
    const half = shapeAreaSqm(a) / 2
    expect(shapeAreaSqm(intersectShapes(a, b))).toBeCloseTo(half, 3)
    expect(shapeAreaSqm(unionShapes([a, b]))).toBeCloseTo(3 * half, 3)
    expect(shapeAreaSqm(differenceShapes(a, b))).toBeCloseTo(half, 3)
    expect(intersectShapes(a, [])).toEqual([])
    expect(unionShapes([])).toEqual([])
    expect(unionShapes([a])).toBe(a)
    expect(differenceShapes([], a)).toEqual([])
    expect(differenceShapes(a, [])).toBe(a)
    expect(differenceShapes(a, a)).toEqual([])
  })

  it('measures holes', () => {
    const inner = stencilPolygon({ latitude: 30.0005, longitude: 76.0005 }, 100)
    const ring = differenceShapes(shapeFromRing(square), shapeFromRing(inner))
    expect(ring[0]).toHaveLength(2)
    expect(shapeAreaSqm(ring)).toBeCloseTo(polygonAreaSqm(square) - 100, 2)
  })
})
