// Polygon sets for clipping. A Shape is a list of polygons, each a list of open rings (the
// first the outline, the others holes). Clipping is done by polyclip-ts through @turf/intersect,
// @turf/union and @turf/difference, in longitude/latitude degrees.
import { difference } from '@turf/difference'
import { featureCollection, multiPolygon } from '@turf/helpers'
import { intersect } from '@turf/intersect'
import { union } from '@turf/union'
import { fromPosition, toClosedRing, type LatLng } from './lat-lng'
import { polygonAreaSqm } from './polygon-area'

export type Shape = LatLng[][][]

type MultiPolygonFeature = ReturnType<typeof multiPolygon>
type ClipResult = ReturnType<typeof intersect>

function toFeature(shape: Shape): MultiPolygonFeature {
  return multiPolygon(shape.map((polygon) => polygon.map(toClosedRing)))
}

function openRing(ring: readonly (readonly number[])[]): LatLng[] {
  const points = ring.map(fromPosition)
  points.pop() // GeoJSON rings repeat the first position at the end
  return points
}

function fromResult(result: ClipResult): Shape {
  if (!result) return []
  const geometry = result.geometry
  const polygons = geometry.type === 'Polygon' ? [geometry.coordinates] : geometry.coordinates
  return polygons.map((polygon) => polygon.map(openRing)).filter((polygon) => (polygon[0]?.length ?? 0) >= 3)
}

export function shapeFromRing(ring: readonly LatLng[]): Shape {
  return [[[...ring]]]
}

/** Area in m²: outlines minus holes. */
export function shapeAreaSqm(shape: Shape): number {
  let total = 0
  for (const [outline, ...holes] of shape) {
    total += polygonAreaSqm(outline ?? [])
    for (const hole of holes) total -= polygonAreaSqm(hole)
  }
  return total
}

export function intersectShapes(a: Shape, b: Shape): Shape {
  if (a.length === 0 || b.length === 0) return []
  return fromResult(intersect(featureCollection([toFeature(a), toFeature(b)])))
}

export function unionShapes(shapes: readonly Shape[]): Shape {
  const nonEmpty = shapes.filter((shape) => shape.length > 0)
  if (nonEmpty.length === 0) return []
  if (nonEmpty.length === 1) return nonEmpty[0] as Shape
  return fromResult(union(featureCollection(nonEmpty.map(toFeature))))
}

export function differenceShapes(a: Shape, b: Shape): Shape {
  if (a.length === 0) return []
  if (b.length === 0) return a
  return fromResult(difference(featureCollection([toFeature(a), toFeature(b)])))
}
