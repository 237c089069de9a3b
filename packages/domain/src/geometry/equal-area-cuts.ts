// Cut positions that divide a shape into strips of equal area. The sweep runs along one axis:
// 'longitude' moves west to east (cut lines are meridians), 'latitude' moves north to south
// (cut lines are parallels). Each cut is found by bisection on the area west of (or north of)
// the line. That area is measured by clipping against a half-plane with Sutherland-Hodgman,
// which is O(vertices) per step and exact in area even for concave rings (the zero-width
// bridges it leaves along the cut line add no area). The final strips are clipped by a real
// polygon-clipping library (see shape.ts); this file only finds where to cut.
import type { LatLng } from './lat-lng'
import { polygonAreaSqm } from './polygon-area'
import type { Shape } from './shape'

export type SweepAxis = 'longitude' | 'latitude'

/** Bisection steps per cut: 2^-40 of the extent is far below a millimetre. */
export const MAX_BISECTION_STEPS = 40

/** Position of a point along the sweep: grows west to east, or north to south. */
export function sweepKey(point: LatLng, axis: SweepAxis): number {
  return axis === 'longitude' ? point.longitude : -point.latitude
}

function pointAt(key: number, along: LatLng, axis: SweepAxis): LatLng {
  return axis === 'longitude' ? { latitude: along.latitude, longitude: key } : { latitude: -key, longitude: along.longitude }
}

/** The part of a ring with sweepKey <= cut (Sutherland-Hodgman against one half-plane). */
export function clipRingBefore(ring: readonly LatLng[], cut: number, axis: SweepAxis): LatLng[] {
  const out: LatLng[] = []
  const n = ring.length
  for (let i = 0; i < n; i++) {
    const current = ring[i] as LatLng
    const next = ring[(i + 1) % n] as LatLng
    const a = sweepKey(current, axis)
    const b = sweepKey(next, axis)
    if (a <= cut) out.push(current)
    if ((a <= cut) !== (b <= cut)) {
      const t = (cut - a) / (b - a)
      const crossing =
        axis === 'longitude'
          ? { latitude: current.latitude + t * (next.latitude - current.latitude), longitude: cut }
          : { latitude: -cut, longitude: current.longitude + t * (next.longitude - current.longitude) }
      out.push(crossing)
    }
  }
  return out
}

/** Area in m² of the shape's part with sweepKey <= cut. */
export function areaBefore(shape: Shape, cut: number, axis: SweepAxis): number {
  let total = 0
  for (const [outline, ...holes] of shape) {
    total += polygonAreaSqm(clipRingBefore(outline ?? [], cut, axis))
    for (const hole of holes) total -= polygonAreaSqm(clipRingBefore(hole, cut, axis))
  }
  return total
}

export function sweepExtent(shape: Shape, axis: SweepAxis): { min: number; max: number } {
  let min = Infinity
  let max = -Infinity
  for (const polygon of shape) {
    for (const point of polygon[0] ?? []) {
      const key = sweepKey(point, axis)
      if (key < min) min = key
      if (key > max) max = key
    }
  }
  return { min, max }
}

/** count - 1 increasing cut positions so that each strip between them holds area / count. */
export function equalAreaCuts(shape: Shape, count: number, axis: SweepAxis): number[] {
  const { min, max } = sweepExtent(shape, axis)
  const total = areaBefore(shape, max, axis)
  const cuts: number[] = []
  let low = min
  for (let k = 1; k < count; k++) {
    const target = (total * k) / count
    let lo = low
    let hi = max
    for (let step = 0; step < MAX_BISECTION_STEPS; step++) {
      const mid = (lo + hi) / 2
      const area = areaBefore(shape, mid, axis)
      if (Math.abs(area - target) <= total * 1e-13) {
        lo = hi = mid
        break
      }
      if (area < target) lo = mid
      else hi = mid
    }
    const cut = (lo + hi) / 2
    cuts.push(cut)
    low = cut
  }
  return cuts
}

/** A rectangle covering the strip lo <= sweepKey <= hi across the whole shape. */
export function stripRectangle(lo: number, hi: number, shape: Shape, axis: SweepAxis): LatLng[] {
  const across: SweepAxis = axis === 'longitude' ? 'latitude' : 'longitude'
  const { min, max } = sweepExtent(shape, across)
  const margin = Math.max(max - min, 1e-9)
  const from = pointAt(min - margin, { latitude: 0, longitude: 0 }, across)
  const to = pointAt(max + margin, { latitude: 0, longitude: 0 }, across)
  const corner = (key: number, side: LatLng) => pointAt(key, side, axis)
  return [corner(lo, from), corner(hi, from), corner(hi, to), corner(lo, to)]
}
