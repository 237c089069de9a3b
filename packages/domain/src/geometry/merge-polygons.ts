// The boundary of merged parcels: the union of their rings. Adjacent parcels give one outline;
// parcels that do not touch give several pieces.
import { parseVertices, type LatLng } from './lat-lng'
import { shapeFromRing, unionShapes } from './shape'

export function mergePolygons(rings: readonly (readonly LatLng[])[]): LatLng[][] {
  const shapes = rings.map((ring) => parseVertices(ring)).filter((ring) => ring.length >= 3).map(shapeFromRing)
  return unionShapes(shapes).map((polygon) => polygon[0] ?? [])
}
