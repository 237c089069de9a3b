import { describe, expect, it } from 'vitest'
import { polygonAreaSqft } from '../geometry/polygon-area'
import { checkSplitPart, checkSplitParts } from './check-split-parts'
import { generateAutoSplit } from './split-parts'
import type { SplitParent } from './split-parent'

const ring = (south: number, west: number, height: number, width: number) => [
  { latitude: south, longitude: west },
  { latitude: south, longitude: west + width },
  { latitude: south + height, longitude: west + width },
  { latitude: south + height, longitude: west },
]
const parentRing = ring(30.7, 76.7, 0.001, 0.002)
const parent: SplitParent = { id: 'p', title: 'Plot', vertices: parentRing, totalAreaSqft: polygonAreaSqft(parentRing) }
const halves = () => [
  { portion: 50, area: parent.totalAreaSqft / 2, coordinates: ring(30.7, 76.7, 0.001, 0.001) },
  { portion: 50, area: parent.totalAreaSqft / 2, coordinates: ring(30.7, 76.701, 0.001, 0.001) },
]

describe('checkSplitParts', () => {
  it('accepts the auto splits of the domain (grid and equal parts)', () => {
    for (const options of [{ mode: 'grid', rows: 2, columns: 2 }, { mode: 'equal', parts: 7 }] as const) {
      const auto = generateAutoSplit(parent, options)
      if (!auto.ok) throw new Error(auto.error)
      const checked = checkSplitParts(parent, auto.value.parts)
      expect(checked.ok).toBe(true)
    }
  })

  it("gives SPEC's save messages first", () => {
    expect(checkSplitParts(parent, [halves()[0]!])).toEqual({ ok: false, error: 'Cannot save: Need parent property and at least 2 split parts' })
    expect(checkSplitParts(parent, [{ ...halves()[0]!, portion: 60 }, halves()[1]!])).toEqual({
      ok: false,
      error: 'Total portion (110.00%) must equal 100%. Please adjust the portions.',
    })
    expect(checkSplitParts(parent, [{ ...halves()[0]!, coordinates: parentRing.slice(0, 2) }, halves()[1]!])).toEqual({
      ok: false,
      error: 'All parts must have valid boundary coordinates. Please complete drawing all parts.',
    })
    expect(checkSplitParts({ ...parent, vertices: [] }, halves())).toEqual({ ok: false, error: "Property doesn't have valid boundary coordinates for splitting" })
  })

  it('refuses a self-intersecting part, a part outside, overlapping parts, a gap and areas that do not add up', () => {
    const [west, east] = halves() as [ReturnType<typeof halves>[number], ReturnType<typeof halves>[number]]
    const bowTie = [west.coordinates[0]!, west.coordinates[2]!, west.coordinates[1]!, west.coordinates[3]!]
    expect(checkSplitParts(parent, [{ ...west, coordinates: bowTie }, east])).toEqual({ ok: false, error: 'Part 1: Property boundary must be a simple polygon' })
    expect(checkSplitParts(parent, [west, { ...east, coordinates: ring(30.7, 76.7012, 0.001, 0.001) }])).toEqual({
      ok: false,
      error: 'Part 2 lies outside the parent property. Please keep every part inside its boundary.',
    })
    expect(checkSplitParts(parent, [west, { ...east, coordinates: ring(30.7, 76.7008, 0.001, 0.0012) }])).toEqual({
      ok: false,
      error: 'Parts 1 and 2 overlap. Please redraw them so that they only share edges.',
    })
    const gap = checkSplitParts(parent, [west, { ...east, coordinates: ring(30.7, 76.7011, 0.001, 0.0009) }])
    expect(gap).toEqual({ ok: false, error: expect.stringMatching(/^The parts leave 5\.\d\d% of the parent property uncovered\. Please cover all of it\.$/) })
    expect(checkSplitParts(parent, [west, { ...east, area: 10 }])).toEqual({ ok: false, error: expect.stringMatching(/^The parts' areas add up to [\d.]+ sq\.ft\. but the parent property's area is [\d.]+ sq\.ft\./) })
  })

  it('accepts a 10 x 10 grid whose shared edges differ by float noise, and still finds its gap or overlap', () => {
    const side = 0.009
    const big = ring(20.5, 78.5, side, side)
    const bigParent: SplitParent = { id: 'b', title: 'Layout', vertices: big, totalAreaSqft: polygonAreaSqft(big) }
    const step = side / 10
    const grid = Array.from({ length: 100 }, (_, n) => ({
      portion: 1,
      area: bigParent.totalAreaSqft / 100,
      coordinates: ring(20.5 + Math.floor(n / 10) * step, 78.5 + (n % 10) * step, step, step),
    }))
    expect(checkSplitParts(bigParent, grid).ok).toBe(true)
    // The last part shrunk to half its width leaves 0.5% uncovered; moved east by half it sticks out; half of it moved west overlaps its neighbour.
    const shrunk = grid.map((part, n) => (n === 99 ? { ...part, coordinates: ring(20.5 + 9 * step, 78.5 + 9.5 * step, step, step / 2) } : part))
    expect(checkSplitParts(bigParent, shrunk)).toEqual({ ok: false, error: expect.stringMatching(/^The parts leave 0\.5\d% of the parent property uncovered/) })
    const moved = grid.map((part, n) => (n === 99 ? { ...part, coordinates: ring(20.5 + 9 * step, 78.5 + 9.5 * step, step, step) } : part))
    expect(checkSplitParts(bigParent, moved)).toEqual({ ok: false, error: 'Part 100 lies outside the parent property. Please keep every part inside its boundary.' })
    const overlapping = grid.map((part, n) => (n === 99 ? { ...part, coordinates: ring(20.5 + 9 * step, 78.5 + 8.5 * step, step, step / 2) } : part))
    expect(checkSplitParts(bigParent, overlapping)).toEqual({ ok: false, error: 'Parts 99 and 100 overlap. Please redraw them so that they only share edges.' })
  })

  it('clips a part of a parent that is not convex: all its corners inside, an edge across the notch', () => {
    // An L: a square of 0.002 degrees without its north-east quarter.
    const lShape = [
      { latitude: 30.7, longitude: 76.7 },
      { latitude: 30.7, longitude: 76.702 },
      { latitude: 30.701, longitude: 76.702 },
      { latitude: 30.701, longitude: 76.701 },
      { latitude: 30.702, longitude: 76.701 },
      { latitude: 30.702, longitude: 76.7 },
    ]
    const lParent: SplitParent = { id: 'l', title: 'L plot', vertices: lShape, totalAreaSqft: polygonAreaSqft(lShape) }
    const acrossNotch = [
      { latitude: 30.7005, longitude: 76.7005 },
      { latitude: 30.7005, longitude: 76.7018 },
      { latitude: 30.7009, longitude: 76.7018 },
      { latitude: 30.7018, longitude: 76.7009 },
      { latitude: 30.7018, longitude: 76.7005 },
    ]
    const half = lParent.totalAreaSqft / 2
    expect(checkSplitParts(lParent, [{ portion: 50, area: half, coordinates: acrossNotch }, { portion: 50, area: half, coordinates: ring(30.7, 76.7, 0.0004, 0.0004) }])).toEqual({
      ok: false,
      error: 'Part 1 lies outside the parent property. Please keep every part inside its boundary.',
    })
    const south = ring(30.7, 76.7, 0.001, 0.002)
    const north = ring(30.701, 76.7, 0.001, 0.001)
    expect(checkSplitParts(lParent, [{ portion: 66.67, area: polygonAreaSqft(south), coordinates: south }, { portion: 33.33, area: polygonAreaSqft(north), coordinates: north }]).ok).toBe(true)
  })

  it('reads areas in their units', () => {
    const [west, east] = halves() as [ReturnType<typeof halves>[number], ReturnType<typeof halves>[number]]
    const checked = checkSplitParts(parent, [{ ...west, area: west.area / 10.764, areaUnit: 'sqm' }, east])
    expect(checked.ok && checked.value[0]!.areaSqft).toBeCloseTo(west.area, 6)
  })
})

describe('checkSplitPart', () => {
  it('takes a simple polygon inside the parent and refuses one outside or crossing itself', () => {
    expect(checkSplitPart(parent, ring(30.7, 76.7, 0.0005, 0.0005)).ok).toBe(true)
    expect(checkSplitPart(parent, ring(30.71, 76.7, 0.0005, 0.0005))).toEqual({ ok: false, error: 'The part lies outside the parent property. Please keep every part inside its boundary.' })
    expect(checkSplitPart(parent, parentRing.slice(0, 2))).toEqual({ ok: false, error: 'A boundary needs at least 3 points' })
  })
})
