// What a split must be before anything is saved (issue #22): SPEC §5's save checks first (their
// messages verbatim), then the geometry: a parent with a boundary, each part a simple polygon,
// inside the parent, no two parts overlapping, the parts covering the parent, and the parts'
// areas adding up to the parent's. "Within tolerance" is SPEC §9's split tolerance, 0.1, read as
// 0.1 % of the parent: slivers that small are drawing noise, not land.
import { SPLIT_PORTION_TOLERANCE } from '../constants'
import { parseVertices, type LatLng } from '../geometry/lat-lng'
import { checkSplittablePolygon, MAX_SPLIT_PARTS } from '../geometry/split-polygon'
import { differenceShapes, intersectShapes, shapeFromRing, unionShapes, type Shape } from '../geometry/shape'
import { localShapeAreaSqm } from '../geometry/tiling'
import { messages } from '../messages'
import { boundaryProblem } from '../property/property-limits'
import { Result } from '../result'
import { toSquareFeet, type AreaUnit } from '../units/area'
import type { SplitParent } from './split-parent'
import { validateSplitSave } from './validate-split-save'

export const splitCheckMessages = {
  tooManyParts: `A split makes at most ${MAX_SPLIT_PARTS} parts`,
  partBoundary: (n: number, problem: string) => `Part ${n}: ${problem}`,
  partOutsideParent: (part: string) => `${part} lies outside the parent property. Please keep every part inside its boundary.`,
  partsOverlap: (a: number, b: number) => `Parts ${a} and ${b} overlap. Please redraw them so that they only share edges.`,
  partsLeaveGap: (percent: number) => `The parts leave ${percent.toFixed(2)}% of the parent property uncovered. Please cover all of it.`,
  areasDoNotAddUp: (partsSqft: number, parentSqft: number) =>
    `The parts' areas add up to ${partsSqft.toFixed(2)} sq.ft. but the parent property's area is ${parentSqft.toFixed(2)} sq.ft. Please recalculate the areas from the portions.`,
} as const

export type SplitPartInput = { portion: unknown; area: unknown; areaUnit?: AreaUnit | undefined; coordinates?: readonly unknown[] | undefined }

/** A part that passed: its ring as numbers, its area in sq ft (as declared) and portion. */
export type CheckedSplitPart = { vertices: LatLng[]; areaSqft: number; portion: number }

const FLOAT_SLACK = 1e-9
const fraction = SPLIT_PORTION_TOLERANCE / 100

type Box = { south: number; west: number; north: number; east: number }
function boxOf(ring: readonly LatLng[]): Box {
  let south = Infinity
  let west = Infinity
  let north = -Infinity
  let east = -Infinity
  for (const { latitude, longitude } of ring) {
    south = Math.min(south, latitude)
    north = Math.max(north, latitude)
    west = Math.min(west, longitude)
    east = Math.max(east, longitude)
  }
  return { south, west, north, east }
}
const boxesMeet = (a: Box, b: Box) => a.south < b.north && b.south < a.north && a.west < b.east && b.west < a.east

const asNumber = (value: unknown) => (typeof value === 'number' && Number.isFinite(value) ? value : Number(value) || 0)

/** The parts of a split of `parent`, checked, or the first reason they cannot be saved. */
export function checkSplitParts(parent: SplitParent, parts: readonly SplitPartInput[]): Result<CheckedSplitPart[]> {
  const rings = parts.map((part) => parseVertices(part.coordinates))
  const spec = validateSplitSave(parent, parts.map((part, index) => ({ portion: part.portion, coordinates: rings[index] })))
  if (!spec.ok) return spec
  if (parts.length > MAX_SPLIT_PARTS) return Result.err(splitCheckMessages.tooManyParts)
  const parentRing = checkSplittablePolygon(parent.vertices)
  if (!parentRing.ok) return parentRing

  for (const [index, ring] of rings.entries()) {
    const problem = boundaryProblem(ring)
    if (problem) return Result.err(splitCheckMessages.partBoundary(index + 1, problem))
  }

  const parentShape = shapeFromRing(parentRing.value)
  const origin = parentRing.value[0] as LatLng
  const area = (shape: Shape) => localShapeAreaSqm(shape, origin)
  const parentArea = area(parentShape)
  const tolerance = parentArea * fraction + FLOAT_SLACK
  const shapes = rings.map(shapeFromRing)
  const parentBox = boxOf(parentRing.value)

  for (const [index, shape] of shapes.entries()) {
    const box = boxOf(rings[index] as LatLng[])
    const outside = boxesMeet(box, parentBox) ? area(differenceShapes(shape, parentShape)) : area(shape)
    if (outside > tolerance) return Result.err(splitCheckMessages.partOutsideParent(`Part ${index + 1}`))
  }
  const boxes = rings.map(boxOf)
  for (let i = 0; i < shapes.length; i++) {
    for (let j = i + 1; j < shapes.length; j++) {
      if (!boxesMeet(boxes[i] as Box, boxes[j] as Box)) continue
      if (area(intersectShapes(shapes[i] as Shape, shapes[j] as Shape)) > tolerance) return Result.err(splitCheckMessages.partsOverlap(i + 1, j + 1))
    }
  }
  const gap = area(differenceShapes(parentShape, unionShapes(shapes)))
  if (gap > tolerance) return Result.err(splitCheckMessages.partsLeaveGap((gap / parentArea) * 100))

  const checked = parts.map((part, index) => ({
    vertices: rings[index] as LatLng[],
    areaSqft: toSquareFeet(asNumber(part.area), part.areaUnit ?? 'sqft'),
    portion: asNumber(part.portion),
  }))
  const partsSqft = checked.reduce((sum, part) => sum + part.areaSqft, 0)
  if (Math.abs(partsSqft - parent.totalAreaSqft) > parent.totalAreaSqft * fraction + FLOAT_SLACK) {
    return Result.err(splitCheckMessages.areasDoNotAddUp(partsSqft, parent.totalAreaSqft))
  }
  return Result.ok(checked)
}

/** One drawn part against its parent (the split tool's manual add): a simple polygon inside the parent. */
export function checkSplitPart(parent: SplitParent, coordinates: readonly unknown[]): Result<LatLng[]> {
  const parentRing = checkSplittablePolygon(parent.vertices)
  if (!parentRing.ok) return parentRing
  const ring = parseVertices(coordinates)
  if (ring.length < 3) return Result.err(messages.polygonNeedsThreePoints)
  const problem = boundaryProblem(ring)
  if (problem) return Result.err(problem)
  const origin = parentRing.value[0] as LatLng
  const parentShape = shapeFromRing(parentRing.value)
  const outside = localShapeAreaSqm(differenceShapes(shapeFromRing(ring), parentShape), origin)
  if (outside > localShapeAreaSqm(parentShape, origin) * fraction + FLOAT_SLACK) return Result.err(splitCheckMessages.partOutsideParent('The part'))
  return Result.ok(ring)
}
