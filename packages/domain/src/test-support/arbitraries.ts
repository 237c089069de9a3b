// fast-check generators of parcels for geometry tests: simple polygons somewhere in India,
// 20 m to 3 km across, convex (points on an ellipse) or concave (star-shaped).
import fc from 'fast-check'
import type { LatLng } from '../geometry/lat-lng'
import { polygonAreaSqm } from '../geometry/polygon-area'

const METRES_PER_DEGREE = 111_320

const centre = fc.record({
  latitude: fc.double({ min: 8, max: 34, noNaN: true }),
  longitude: fc.double({ min: 69, max: 96, noNaN: true }),
})

/** Distinct sorted angles in [0, 2π), at least `min` of them. */
const angles = (min: number, max: number) =>
  fc
    .uniqueArray(fc.integer({ min: 0, max: 359 }), { minLength: min, maxLength: max })
    .map((degrees) => [...degrees].sort((a, b) => a - b).map((d) => (d * Math.PI) / 180))

function place(c: LatLng, radiusM: number, angle: number, stretch: number): LatLng {
  const dLat = (radiusM * Math.sin(angle)) / METRES_PER_DEGREE
  const dLng = (radiusM * stretch * Math.cos(angle)) / (METRES_PER_DEGREE * Math.cos((c.latitude * Math.PI) / 180))
  return { latitude: c.latitude + dLat, longitude: c.longitude + dLng }
}

const radius = fc.double({ min: 15, max: 3000, noNaN: true })

/** Real parcels are not slivers: at least a tenth of the disc their radius spans. */
const notSliver = (ring: LatLng[], r: number) => polygonAreaSqm(ring) >= 0.1 * Math.PI * r * r * 0.1

export const convexParcel: fc.Arbitrary<LatLng[]> = fc
  .tuple(centre, radius, fc.double({ min: 0.4, max: 2.5, noNaN: true }), angles(3, 16))
  .filter(([, , , a]) => maxGap(a) < Math.PI * 0.9)
  .map(([c, r, stretch, a]) => ({ ring: a.map((angle) => place(c, r, angle, stretch)), r: r * Math.min(1, stretch) }))
  .filter(({ ring, r }) => notSliver(ring, r))
  .map(({ ring }) => ring)

export const concaveParcel: fc.Arbitrary<LatLng[]> = fc
  .tuple(centre, radius, angles(5, 20))
  .filter(([, , a]) => maxGap(a) < Math.PI * 0.9)
  .chain(([c, r, a]) =>
    fc
      .array(fc.double({ min: 0.3, max: 1, noNaN: true }), { minLength: a.length, maxLength: a.length })
      .map((radii) => ({ ring: a.map((angle, i) => place(c, r * (radii[i] ?? 1), angle, 1)), r })),
  )
  .filter(({ ring, r }) => notSliver(ring, r))
  .map(({ ring }) => ring)

export const anyParcel = fc.oneof(convexParcel, concaveParcel)

/** Largest angular gap between consecutive angles (so the centre lies inside the polygon). */
function maxGap(sorted: readonly number[]): number {
  let gap = 0
  for (let i = 0; i < sorted.length; i++) {
    const next = i + 1 < sorted.length ? (sorted[i + 1] as number) : (sorted[0] as number) + 2 * Math.PI
    gap = Math.max(gap, next - (sorted[i] as number))
  }
  return gap
}
