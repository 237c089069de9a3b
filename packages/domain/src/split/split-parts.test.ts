import { describe, expect, it } from 'vitest'
import { polygonAreaSqm } from '../geometry/polygon-area'
import { stencilPolygon } from '../geometry/stencil-polygon'
import { parentTotalAreaSqft, toSplitParent } from './split-parent'
import {
  createManualPart,
  distributeArea,
  generateAutoSplit,
  manualPortion,
  recalculateAreasFromPortions,
  recalculatePortionsFromAreas,
  renumberParts,
  splitPartName,
} from './split-parts'

const plot = stencilPolygon({ latitude: 30.7046, longitude: 76.7179 }, 4000)
const property = {
  id: 'p1',
  basicInfo: { title: 'Sector 70 Plot' },
  location: { geofence: { vertices: plot.map((v) => ({ latitude: String(v.latitude), longitude: v.longitude })) } },
  specifications: { area: { total: 40_000, unit: 'sqft' } },
}

describe('split parent', () => {
  it('reads the total area in sq ft, converting its unit', () => {
    expect(parentTotalAreaSqft(property)).toBe(40_000)
    expect(parentTotalAreaSqft({ ...property, specifications: { area: { total: 1, unit: 'acres' } } })).toBeCloseTo(4046.86 * 10.764, 6)
    expect(parentTotalAreaSqft({ ...property, specifications: { area: { total: '500' } } })).toBe(500)
  })

  it('falls back to polygon area × 10.764 without a total', () => {
    for (const area of [undefined, { total: 0 }, { total: 'abc' }]) {
      expect(parentTotalAreaSqft({ ...property, specifications: { area } })).toBeCloseTo(polygonAreaSqm(plot) * 10.764, 6)
    }
  })

  it("defaults the title to 'Untitled Property' and reads string vertices", () => {
    const parent = toSplitParent({ reference: 'PROP-1', location: property.location })
    expect(parent.title).toBe('Untitled Property')
    expect(parent.id).toBe('PROP-1')
    expect(parent.vertices[0]?.latitude).toBe(plot[0]?.latitude)
    expect(toSplitParent({}).id).toBe('')
  })
})

describe('auto split', () => {
  const parent = toSplitParent(property)

  it('makes N equal parts named {title} - Part N with area parent / N', () => {
    const result = generateAutoSplit(parent, { mode: 'equal', parts: 4 })
    if (!result.ok) throw new Error(result.error)
    expect(result.value.message).toBe('Auto-split generated. Review and save to finalize.')
    expect(result.value.parts.map((p) => p.name)).toEqual(['Sector 70 Plot - Part 1', 'Sector 70 Plot - Part 2', 'Sector 70 Plot - Part 3', 'Sector 70 Plot - Part 4'])
    for (const part of result.value.parts) {
      expect(part).toMatchObject({ portion: 25, area: 10_000, areaUnit: 'sqft', parentPropertyId: 'p1', splitReason: 'Property subdivision' })
      expect(part.coordinates.length).toBeGreaterThanOrEqual(3)
      expect(part.pieces).toBeUndefined()
    }
    expect(result.value.parts.map((p) => p.id)).toEqual(['part-1', 'part-2', 'part-3', 'part-4'])
  })

  it('makes a grid of rows by columns', () => {
    const result = generateAutoSplit(parent, { mode: 'grid', rows: 2, columns: 3 }, (i) => `t${i}`)
    if (!result.ok) throw new Error(result.error)
    expect(result.value.parts).toHaveLength(6)
    expect(result.value.parts[5]).toMatchObject({ id: 't5', name: 'Sector 70 Plot - Part 6' })
    expect(result.value.parts[0]?.area).toBeCloseTo(40_000 / 6, 9)
  })

  it('keeps all pieces, largest first, when a part falls apart', () => {
    // A W-shaped parcel: its northern row is three separate prongs.
    const w = [
      { latitude: 0, longitude: 0 },
      { latitude: 0, longitude: 0.005 },
      { latitude: 0.004, longitude: 0.005 },
      { latitude: 0.004, longitude: 0.004 },
      { latitude: 0.001, longitude: 0.0026 },
      { latitude: 0.004, longitude: 0.0025 },
      { latitude: 0.004, longitude: 0.0024 },
      { latitude: 0.001, longitude: 0.001 },
      { latitude: 0.004, longitude: 0.001 },
      { latitude: 0.004, longitude: 0 },
    ]
    const result = generateAutoSplit({ id: 'w', title: 'W', vertices: w, totalAreaSqft: 1000 }, { mode: 'grid', rows: 2, columns: 1 })
    if (!result.ok) throw new Error(result.error)
    const northRow = result.value.parts[0]!
    expect(northRow.pieces?.length).toBeGreaterThan(1)
    expect(northRow.coordinates).toEqual(northRow.pieces?.[0])
    const sizes = northRow.pieces!.map(polygonAreaSqm)
    expect([...sizes].sort((a, b) => b - a)).toEqual(sizes)
  })

  it("refuses a parent without boundary: 'Property doesn't have valid boundary coordinates for splitting'", () => {
    const result = generateAutoSplit({ ...parent, vertices: plot.slice(0, 2) }, { mode: 'equal', parts: 2 })
    expect(result).toEqual({ ok: false, error: "Property doesn't have valid boundary coordinates for splitting" })
    expect(generateAutoSplit(parent, { mode: 'equal', parts: 1 }).ok).toBe(false)
  })
})

describe('manual part', () => {
  const parent = toSplitParent(property)

  it('takes portion = its sq ft / parent total × 100, reason Manual subdivision', () => {
    const square = stencilPolygon({ latitude: 30.7046, longitude: 76.7179 }, 1000)
    const result = createManualPart(parent, square, 2)
    if (!result.ok) throw new Error(result.error)
    expect(result.value.message).toBe('Added new property part. Review and save to finalize.')
    expect(result.value.part.name).toBe('Sector 70 Plot - Part 3')
    expect(result.value.part.area).toBeCloseTo(1000 * 10.764, 4)
    expect(result.value.part.portion).toBeCloseTo(((1000 * 10.764) / 40_000) * 100, 6)
    expect(result.value.part.splitReason).toBe('Manual subdivision')
  })

  it('refuses fewer than 3 points', () => {
    expect(createManualPart(parent, plot.slice(0, 2), 0)).toEqual({ ok: false, error: 'A boundary needs at least 3 points' })
  })

  it('gives portion 0 when the parent has no area', () => {
    expect(manualPortion(100, 0)).toBe(0)
    expect(manualPortion(250, 1000)).toBe(25)
  })
})

describe('portions and areas', () => {
  const parts = [
    { name: 'a', area: 300, portion: 0 },
    { name: 'b', area: 700, portion: 0 },
  ]

  it('recalculates portions from areas over the parent total or the parts sum', () => {
    expect(recalculatePortionsFromAreas(parts, 2000).map((p) => p.portion)).toEqual([15, 35])
    expect(recalculatePortionsFromAreas(parts).map((p) => p.portion)).toEqual([30, 70])
    expect(recalculatePortionsFromAreas([{ area: 0, portion: 5 }]).map((p) => p.portion)).toEqual([0])
  })

  it('recalculates areas from portions', () => {
    expect(recalculateAreasFromPortions([{ area: 0, portion: 25 }, { area: 0, portion: 75 }], 4000).map((p) => p.area)).toEqual([1000, 3000])
  })

  it('distributes area equally, or by weights when the count matches', () => {
    expect(distributeArea(900, 3)).toEqual([300, 300, 300])
    expect(distributeArea(900, 3, [1, 2, 3])).toEqual([150, 300, 450])
    expect(distributeArea(900, 3, [1, 2])).toEqual([300, 300, 300])
    expect(distributeArea(900, 2, [0, 0])).toEqual([450, 450])
    expect(distributeArea(900, 0)).toEqual([])
  })

  it('names and renumbers parts', () => {
    expect(splitPartName('Plot 7', 2)).toBe('Plot 7 - Part 2')
    expect(renumberParts([{ name: 'x - Part 3' }], 'x')).toEqual([{ name: 'x - Part 1' }])
  })
})
