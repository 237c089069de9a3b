// Whether a boundary crosses or touches itself. turf's kinks answers the same question by listing
// every crossing point, which takes time and memory that grow with the square of the vertex count
// on a tangled ring (a million points for a few thousand vertices); a boundary is refused at its
// first crossing, so this stops there. The test is kinks': two edges that are not neighbours meet
// when they cross or touch (end points included); parallel edges are left to the area check.
import type { LatLng } from './lat-lng'

/** Whether segments ab and cd meet; parallel segments never do. */
function segmentsMeet(a: LatLng, b: LatLng, c: LatLng, d: LatLng): boolean {
  const abX = b.longitude - a.longitude
  const abY = b.latitude - a.latitude
  const cdX = d.longitude - c.longitude
  const cdY = d.latitude - c.latitude
  const denominator = cdY * abX - cdX * abY
  if (denominator === 0) return false
  const acX = a.longitude - c.longitude
  const acY = a.latitude - c.latitude
  const alongAb = (cdX * acY - cdY * acX) / denominator
  const alongCd = (abX * acY - abY * acX) / denominator
  return alongAb >= 0 && alongAb <= 1 && alongCd >= 0 && alongCd <= 1
}

/** Whether two edges of the ring (open: the last vertex joins the first) that are not neighbours meet. */
export function ringCrossesItself(vertices: readonly LatLng[]): boolean {
  const n = vertices.length
  const at = (index: number) => vertices[index % n] as LatLng
  for (let i = 0; i < n; i++) {
    // Edge i runs from vertex i to i + 1; its neighbours are edges i - 1 and i + 1.
    for (let k = i + 2; k < n; k++) {
      if (i === 0 && k === n - 1) continue
      if (segmentsMeet(at(i), at(i + 1), at(k), at(k + 1))) return true
    }
  }
  return false
}
