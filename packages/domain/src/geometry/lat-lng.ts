// Points and polygon rings. A ring is a list of vertices, not closed (first != last).
// SPEC §3: geofence vertices may arrive as strings; parseVertices turns them into numbers.

export type LatLng = { latitude: number; longitude: number }

/** At least this many vertices make a polygon (SPEC §5). */
export const MIN_POLYGON_POINTS = 3

/**
 * Most vertices a property boundary may have: a surveyed or traced parcel has tens to hundreds,
 * and the boundary checks (a simple polygon, the splits) take time that grows with the square.
 */
export const MAX_BOUNDARY_POINTS = 1000

/**
 * A property boundary fits within this many degrees of latitude and of longitude (about 110 km).
 * A land parcel is far smaller; a wider ring is a mistake (or reaches halfway round the globe,
 * which no map or spheroid measure can draw).
 */
export const MAX_BOUNDARY_SPAN_DEGREES = 1

/** Whether the ring fits within MAX_BOUNDARY_SPAN_DEGREES of latitude and of longitude. */
export function fitsBoundarySpan(vertices: readonly LatLng[]): boolean {
  // A loop, not Math.max(...values): a spread of a very long ring overflows the stack.
  const span = (key: 'latitude' | 'longitude') => {
    let low = Infinity
    let high = -Infinity
    for (const vertex of vertices) {
      low = Math.min(low, vertex[key])
      high = Math.max(high, vertex[key])
    }
    return vertices.length === 0 ? 0 : high - low
  }
  return span('latitude') <= MAX_BOUNDARY_SPAN_DEGREES && span('longitude') <= MAX_BOUNDARY_SPAN_DEGREES
}

function toCoordinate(value: unknown): number | undefined {
  if (typeof value === 'number') return Number.isFinite(value) ? value : undefined
  if (typeof value === 'string' && value.trim() !== '') {
    const n = Number(value)
    return Number.isFinite(n) ? n : undefined
  }
  return undefined
}

/** One vertex from `{ latitude, longitude }` (numbers or numeric strings) or `{ lat, lng }`. */
export function parseLatLng(raw: unknown): LatLng | undefined {
  if (raw == null || typeof raw !== 'object') return undefined
  const record = raw as Record<string, unknown>
  const latitude = toCoordinate(record.latitude ?? record.lat)
  const longitude = toCoordinate(record.longitude ?? record.lng ?? record.lon)
  if (latitude === undefined || longitude === undefined) return undefined
  if (Math.abs(latitude) > 90 || Math.abs(longitude) > 180) return undefined
  return { latitude, longitude }
}

/**
 * The valid vertices of a ring, as numbers. Unreadable vertices are dropped, and a closing
 * vertex equal to the first is removed so the ring is open.
 */
export function parseVertices(raw: unknown): LatLng[] {
  if (!Array.isArray(raw)) return []
  const vertices = raw.map(parseLatLng).filter((v): v is LatLng => v !== undefined)
  const first = vertices[0]
  const last = vertices[vertices.length - 1]
  if (vertices.length > 1 && first && last && first.latitude === last.latitude && first.longitude === last.longitude) {
    vertices.pop()
  }
  return vertices
}

export function isPolygon(vertices: readonly LatLng[]): boolean {
  return vertices.length >= MIN_POLYGON_POINTS
}

/** GeoJSON position order: [longitude, latitude]. */
export function toPosition(point: LatLng): [number, number] {
  return [point.longitude, point.latitude]
}

export function fromPosition(position: readonly number[]): LatLng {
  return { latitude: position[1] ?? 0, longitude: position[0] ?? 0 }
}

/** A closed GeoJSON ring from an open vertex list. */
export function toClosedRing(vertices: readonly LatLng[]): [number, number][] {
  const ring = vertices.map(toPosition)
  const first = ring[0]
  if (first) ring.push([first[0], first[1]])
  return ring
}
