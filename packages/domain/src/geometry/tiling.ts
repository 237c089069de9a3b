// How well parts tile a parent: the area of the parent they miss, of what they add outside it,
// and of their pairwise overlaps, in m². Clipping treats edges as straight lines in longitude /
// latitude, so the slivers are measured the same way: planar area in a local equirectangular
// frame around the parent. (The spherical formula of polygon-area.ts treats edges as straight
// in longitude / sin(latitude), and would see a bend of about 1e-13 where a part's corner sits
// on a parent edge, which is noise, not a gap.)
import { EARTH_RADIUS_M } from '../constants'
import type { LatLng } from './lat-lng'
import { differenceShapes, intersectShapes, unionShapes, type Shape } from './shape'

export type TilingReport = { gapSqm: number; excessSqm: number; overlapSqm: number }

const RADIANS = Math.PI / 180

function planarRingAreaSqm(ring: readonly LatLng[], origin: LatLng): number {
  const scaleX = EARTH_RADIUS_M * RADIANS * Math.cos(origin.latitude * RADIANS)
  const scaleY = EARTH_RADIUS_M * RADIANS
  let twice = 0
  for (let i = 0; i < ring.length; i++) {
    const a = ring[i] as LatLng
    const b = ring[(i + 1) % ring.length] as LatLng
    const ax = (a.longitude - origin.longitude) * scaleX
    const ay = (a.latitude - origin.latitude) * scaleY
    const bx = (b.longitude - origin.longitude) * scaleX
    const by = (b.latitude - origin.latitude) * scaleY
    twice += ax * by - bx * ay
  }
  return Math.abs(twice) / 2
}

/** Planar area of a shape in m², in a local frame at `origin` (exact enough within a few km). */
export function localShapeAreaSqm(shape: Shape, origin: LatLng): number {
  let total = 0
  for (const [outline, ...holes] of shape) {
    total += planarRingAreaSqm(outline ?? [], origin)
    for (const hole of holes) total -= planarRingAreaSqm(hole, origin)
  }
  return total
}

export function measureTiling(parent: Shape, parts: readonly Shape[]): TilingReport {
  const origin = parent[0]?.[0]?.[0] ?? { latitude: 0, longitude: 0 }
  const area = (shape: Shape) => localShapeAreaSqm(shape, origin)
  const covered = unionShapes(parts)
  let overlapSqm = 0
  for (let i = 0; i < parts.length; i++) {
    for (let j = i + 1; j < parts.length; j++) overlapSqm += area(intersectShapes(parts[i] as Shape, parts[j] as Shape))
  }
  return { gapSqm: area(differenceShapes(parent, covered)), excessSqm: area(differenceShapes(covered, parent)), overlapSqm }
}
