// Area-weighted centroid of a ring, computed in a local plane around its first vertex (exact
// enough for parcels; a plot is a few km at most). Degenerate rings fall back to the mean.
import type { LatLng } from './lat-lng'

export function polygonCentroid(vertices: readonly LatLng[]): LatLng | undefined {
  const origin = vertices[0]
  if (!origin) return undefined
  const scale = Math.cos((origin.latitude * Math.PI) / 180)
  const points = vertices.map((v) => ({ x: (v.longitude - origin.longitude) * scale, y: v.latitude - origin.latitude }))
  let twiceArea = 0
  let cx = 0
  let cy = 0
  for (let i = 0; i < points.length; i++) {
    const a = points[i] as { x: number; y: number }
    const b = points[(i + 1) % points.length] as { x: number; y: number }
    const cross = a.x * b.y - b.x * a.y
    twiceArea += cross
    cx += (a.x + b.x) * cross
    cy += (a.y + b.y) * cross
  }
  if (Math.abs(twiceArea) < 1e-18) {
    const mean = (key: 'latitude' | 'longitude') => vertices.reduce((sum, v) => sum + v[key], 0) / vertices.length
    return { latitude: mean('latitude'), longitude: mean('longitude') }
  }
  const x = cx / (3 * twiceArea)
  const y = cy / (3 * twiceArea)
  return { latitude: origin.latitude + y, longitude: origin.longitude + (scale === 0 ? 0 : x / scale) }
}
