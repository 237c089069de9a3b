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
/** Where two boxes overlap, or undefined when they only touch or are apart. */
function boxOverlap(a: Box, b: Box): Box | undefined {
  const box = { south: Math.max(a.south, b.south), west: Math.max(a.west, b.west), north: Math.min(a.north, b.north), east: Math.min(a.east, b.east) }
  return box.south < box.north && box.west < box.east ? box : undefined
}
const boxRing = (box: Box): LatLng[] => [
  { latitude: box.south, longitude: box.west },
  { latitude: box.south, longitude: box.east },
  { latitude: box.north, longitude: box.east },
  { latitude: box.north, longitude: box.west },
]

/** A thousandth of a millimetre in degrees: how far outside an edge a vertex may sit and still count as on it (float noise). */
const EDGE_SLACK_DEGREES = 1e-8

/**
 * For a convex ring, a test of whether a ring lies inside it (edges included, within
 * EDGE_SLACK_DEGREES): all its vertices inside a convex polygon put the whole ring inside. Undefined
 * for a ring that is not convex, whose parts need the clipping. Planar in degrees, as the clipping is.
 */
function convexContainment(ring: readonly LatLng[]): ((inner: readonly LatLng[]) => boolean) | undefined {
  const n = ring.length
  let sign = 0
  const edges: { ax: number; ay: number; dx: number; dy: number; length: number }[] = []
  for (let i = 0; i < n; i++) {
    const a = ring[i] as LatLng
    const b = ring[(i + 1) % n] as LatLng
    const c = ring[(i + 2) % n] as LatLng
    const turn = (b.longitude - a.longitude) * (c.latitude - b.latitude) - (b.latitude - a.latitude) * (c.longitude - b.longitude)
    if (Math.abs(turn) > 1e-18) {
      if (sign !== 0 && Math.sign(turn) !== sign) return undefined
      sign = Math.sign(turn)
    }
    const dx = b.longitude - a.longitude
    const dy = b.latitude - a.latitude
    edges.push({ ax: a.longitude, ay: a.latitude, dx, dy, length: Math.hypot(dx, dy) })
  }
  if (sign === 0) return undefined
  return (inner) =>
    inner.every((point) => edges.every((edge) => sign * (edge.dx * (point.latitude - edge.ay) - edge.dy * (point.longitude - edge.ax)) >= -EDGE_SLACK_DEGREES * edge.length))
}

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

  // Clipping is the costly step (a few ms a part): a part inside a convex parent needs none.
  const insideParent = convexContainment(parentRing.value)
  let insideArea = 0
  for (const [index, shape] of shapes.entries()) {
    const box = boxOf(rings[index] as LatLng[])
    const outside = insideParent?.(rings[index] as LatLng[]) ? 0 : boxesMeet(box, parentBox) ? area(differenceShapes(shape, parentShape)) : area(shape)
    if (outside > tolerance) return Result.err(splitCheckMessages.partOutsideParent(`Part ${index + 1}`))
    insideArea += area(shape) - outside
  }
  const boxes = rings.map(boxOf)
  let overlapArea = 0
  for (let i = 0; i < shapes.length; i++) {
    for (let j = i + 1; j < shapes.length; j++) {
      const meet = boxOverlap(boxes[i] as Box, boxes[j] as Box)
      if (!meet) continue
      // Two parts overlap no more than their boxes do: neighbours whose boxes meet only by float
      // noise along a shared edge need no clipping, and count that bound as their overlap.
      const bound = area(shapeFromRing(boxRing(meet)))
      const overlap = bound <= tolerance ? bound : area(intersectShapes(shapes[i] as Shape, shapes[j] as Shape))
      if (overlap > tolerance) return Result.err(splitCheckMessages.partsOverlap(i + 1, j + 1))
      overlapArea += overlap
    }
  }
  // The uncovered area is the parent's less the union of the parts within it, which lies between
  // (the sum of the parts within it) less (the sum of their pairwise overlaps) and that sum: when
  // even the largest gap this allows is within tolerance, the union need not be clipped.
  if (parentArea - insideArea + overlapArea > tolerance) {
    const gap = area(differenceShapes(parentShape, unionShapes(shapes)))
    if (gap > tolerance) return Result.err(splitCheckMessages.partsLeaveGap((gap / parentArea) * 100))
  }

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
