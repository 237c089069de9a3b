// Dividing a parcel into parts of equal area (SPEC §2 split tool; beyond SPEC: equal *area*,
// for any simple polygon, convex or not).
//
// N equal parts: the parcel is swept along the longer side of its bounding box and cut at the
// positions that leave area / N in each strip (equal-area-cuts.ts). On a concave parcel a strip
// can fall into separate pieces; when that happens the other axis is tried too and the sweep
// with fewer pieces wins.
// Grid rows x columns: equal-area rows (north to south), then each row cut into equal-area
// columns (west to east). Every cell holds parcel / (rows x columns) and no cell is dropped, at
// the price of cells that are not exact rectangles; bounding-box cells would give unequal areas.
//
// Parts tile the parcel: consecutive strips share the exact same cut line, so their union is the
// parcel and they do not overlap (up to floating point, checked by the tests).
import { messages } from '../messages'
import { Result } from '../result'
import { equalAreaCuts, stripRectangle, sweepExtent, type SweepAxis } from './equal-area-cuts'
import { MIN_POLYGON_POINTS, type LatLng } from './lat-lng'
import { polygonAreaSqm } from './polygon-area'
import { ringCrossesItself } from './ring-crossing'
import { intersectShapes, shapeAreaSqm, shapeFromRing, type Shape } from './shape'

/** One part of a split: its pieces (usually one outline) and its area. */
export type SplitGeometry = { pieces: LatLng[][]; areaSqm: number }

/** Most parts one split makes; also bounds the work on a phone. */
export const MAX_SPLIT_PARTS = 100

/** Why a polygon cannot be split; the parent message is SPEC's. */
export function checkSplittablePolygon(vertices: readonly LatLng[]): Result<LatLng[]> {
  if (vertices.length < MIN_POLYGON_POINTS || polygonAreaSqm(vertices) <= 0) return Result.err(messages.parentNeedsBoundary)
  if (ringCrossesItself(vertices)) return Result.err(messages.boundaryCrossesItself)
  return Result.ok([...vertices])
}

function checkCount(count: number): Result<number> {
  return Number.isInteger(count) && count >= 2 && count <= MAX_SPLIT_PARTS ? Result.ok(count) : Result.err(messages.invalidPartCount(MAX_SPLIT_PARTS))
}

function toGeometry(shape: Shape): SplitGeometry {
  return { pieces: shape.map((polygonRings) => polygonRings[0] ?? []), areaSqm: shapeAreaSqm(shape) }
}

/** The shape cut into `count` equal-area strips along one axis. */
export function sweepStrips(shape: Shape, count: number, axis: SweepAxis): Shape[] {
  const cuts = equalAreaCuts(shape, count, axis)
  const { min, max } = sweepExtent(shape, axis)
  const margin = Math.max(max - min, 1e-9)
  const bounds = [min - margin, ...cuts, max + margin]
  const strips: Shape[] = []
  for (let i = 0; i < count; i++) {
    const rectangle = stripRectangle(bounds[i] as number, bounds[i + 1] as number, shape, axis)
    strips.push(intersectShapes(shape, shapeFromRing(rectangle)))
  }
  return strips
}

/** 'longitude' when the shape is wider (east-west, in metres) than tall. */
export function longerAxis(vertices: readonly LatLng[]): SweepAxis {
  const lats = vertices.map((v) => v.latitude)
  const lngs = vertices.map((v) => v.longitude)
  const midLat = (Math.max(...lats) + Math.min(...lats)) / 2
  const width = (Math.max(...lngs) - Math.min(...lngs)) * Math.cos((midLat * Math.PI) / 180)
  const height = Math.max(...lats) - Math.min(...lats)
  return width >= height ? 'longitude' : 'latitude'
}

const pieceCount = (strips: readonly Shape[]): number => strips.reduce((sum, strip) => sum + strip.length, 0)

/** SPEC "N equal parts": `count` parts of equal area, in sweep order. */
export function splitPolygonIntoEqualParts(vertices: readonly LatLng[], count: number): Result<SplitGeometry[]> {
  const parent = checkSplittablePolygon(vertices)
  if (!parent.ok) return parent
  const checked = checkCount(count)
  if (!checked.ok) return checked
  const shape = shapeFromRing(parent.value)
  const first = longerAxis(parent.value)
  let strips = sweepStrips(shape, count, first)
  if (pieceCount(strips) > count) {
    const other = sweepStrips(shape, count, first === 'longitude' ? 'latitude' : 'longitude')
    if (pieceCount(other) < pieceCount(strips)) strips = other
  }
  return Result.ok(strips.map(toGeometry))
}

/** SPEC "grid of rows by columns": equal-area rows north to south, each cut into equal-area columns. */
export function splitPolygonIntoGrid(vertices: readonly LatLng[], rows: number, columns: number): Result<SplitGeometry[]> {
  const parent = checkSplittablePolygon(vertices)
  if (!parent.ok) return parent
  const validSide = (n: number) => Number.isInteger(n) && n >= 1
  if (!validSide(rows) || !validSide(columns)) return Result.err(messages.invalidPartCount(MAX_SPLIT_PARTS))
  const checked = checkCount(rows * columns)
  if (!checked.ok) return checked
  const shape = shapeFromRing(parent.value)
  const rowStrips = rows === 1 ? [shape] : sweepStrips(shape, rows, 'latitude')
  const cells = rowStrips.flatMap((row) => (columns === 1 ? [row] : sweepStrips(row, columns, 'longitude')))
  return Result.ok(cells.map(toGeometry))
}
