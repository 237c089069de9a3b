// What the form shows about a drawn boundary: its vertices as numbers, its geodesic area, its
// centre and the first property limit it breaks, all by the domain's rules.
import { areaProblem, boundaryProblem, isPolygon, parseVertices, polygonAreaSqm, polygonCentroid, SQFT_PER_SQM, type LatLng } from '@vishwas/domain'

export interface BoundaryFacts {
  vertices: LatLng[]
  /** Present only for a polygon (3 or more vertices). */
  areaSqm?: number
  areaSqft?: number
  centroid?: LatLng
  /** Why the server would refuse this boundary (or its area, were it the total): the domain's message. */
  problem?: string
}

export function boundaryFacts(rawVertices: unknown): BoundaryFacts {
  const vertices = parseVertices(rawVertices)
  const problem = boundaryProblem(vertices)
  if (!isPolygon(vertices)) return { vertices, problem }
  const areaSqm = polygonAreaSqm(vertices)
  return { vertices, areaSqm, areaSqft: areaSqm * SQFT_PER_SQM, centroid: polygonCentroid(vertices), problem: problem ?? areaProblem(areaSqm) }
}

const coordinate = new Intl.NumberFormat('en-IN', { minimumFractionDigits: 6, maximumFractionDigits: 6 })

/** '30.700000° N, 76.700000° E' */
export function formatLatLng({ latitude, longitude }: LatLng): string {
  const ns = latitude >= 0 ? 'N' : 'S'
  const ew = longitude >= 0 ? 'E' : 'W'
  return `${coordinate.format(Math.abs(latitude))}° ${ns}, ${coordinate.format(Math.abs(longitude))}° ${ew}`
}

export function sameVertices(a: readonly LatLng[], b: readonly LatLng[]): boolean {
  return a.length === b.length && a.every((v, i) => v.latitude === b[i]?.latitude && v.longitude === b[i]?.longitude)
}
