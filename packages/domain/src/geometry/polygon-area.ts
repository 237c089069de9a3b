// Geodesic polygon area on a sphere of radius EARTH_RADIUS_M (SPEC §9: 6371000 m).
// Same spherical-excess formula as @turf/area (Chamberlain & Duquette, "Some algorithms for
// polygons on a sphere", JPL 2007), which uses 6371008.8 m; we use SPEC's radius, so results
// differ from turf's by (6371000 / 6371008.8)^2, about 2.8 parts per million.
import { EARTH_RADIUS_M, SQFT_PER_SQM } from '../constants'
import type { LatLng } from './lat-lng'

const toRadians = (degrees: number): number => (degrees * Math.PI) / 180

/** Signed area in m² (positive for counter-clockwise rings, as seen with north up). */
export function signedRingAreaSqm(vertices: readonly LatLng[]): number {
  const n = vertices.length
  if (n < 3) return 0
  let total = 0
  for (let i = 0; i < n; i++) {
    const lower = vertices[i] as LatLng
    const middle = vertices[(i + 1) % n] as LatLng
    const upper = vertices[(i + 2) % n] as LatLng
    total += (toRadians(upper.longitude) - toRadians(lower.longitude)) * Math.sin(toRadians(middle.latitude))
  }
  return (-total * EARTH_RADIUS_M * EARTH_RADIUS_M) / 2
}

/** Area of a ring in square metres; 0 for fewer than 3 points. */
export function polygonAreaSqm(vertices: readonly LatLng[]): number {
  return Math.abs(signedRingAreaSqm(vertices))
}

/** SPEC §5 fallback when a parent has no total area: polygon area × 10.764. */
export function polygonAreaSqft(vertices: readonly LatLng[]): number {
  return polygonAreaSqm(vertices) * SQFT_PER_SQM
}
