// SQL of the public map (issue #22): what a viewport shows, computed in PostGIS, and the live
// listings whose boundary meets a drawn area. Candidates come from the GiST index over `bounds`
// (each boundary's box in degrees); only live listings (status 'active') are ever read.
import type { LatLng, ListingType } from '@vishwas/domain'
import type { DatabaseHandle } from '../../db/database'
import { polygonEwkt } from '../properties/property-row'

export type MapFilter = {
  listingType?: string | undefined
  type?: string | undefined
  minPrice?: number | undefined
  maxPrice?: number | undefined
  /** Bedrooms; 5 means 5 or more. */
  bhk?: number[] | undefined
  city?: string | undefined
}

export type Box = { south: number; west: number; north: number; east: number }

/** A listing on the map: its outline, where to put its label, and the label's facts. */
export type MapPlot = { id: string; reference: string; title: string; price: number; listingType: ListingType; latitude: number; longitude: number; boundary: LatLng[] }

/** Listings near each other counted as one marker: their mean position and the box they span. */
export type MapCluster = { count: number; latitude: number; longitude: number; south: number; west: number; north: number; east: number }

class Binder {
  readonly values: unknown[] = []
  bind(value: unknown): string {
    this.values.push(value)
    return `$${this.values.length}`
  }
}

/** `WHERE` of live listings matching the filter. */
function filterSql(filter: MapFilter, binder: Binder): string {
  const where = ["p.status = 'active'"]
  if (filter.listingType) where.push(`p.listing_type = ${binder.bind(filter.listingType)}`)
  if (filter.type) where.push(`p.type = ${binder.bind(filter.type)}`)
  if (filter.minPrice !== undefined) where.push(`p.price >= ${binder.bind(Math.ceil(filter.minPrice))}`)
  if (filter.maxPrice !== undefined) where.push(`p.price <= ${binder.bind(Math.floor(filter.maxPrice))}`)
  if (filter.city) where.push(`p.city_key = lower(${binder.bind(filter.city)})`)
  if (filter.bhk && filter.bhk.length > 0) {
    const exact = filter.bhk.filter((n) => n < 5)
    const clauses = [...(exact.length > 0 ? [`p.bedrooms = ANY(${binder.bind(exact)}::int[])`] : []), ...(filter.bhk.includes(5) ? ['p.bedrooms >= 5'] : [])]
    where.push(`(${clauses.join(' OR ')})`)
  }
  return where.join(' AND ')
}

const boxSql = (box: Box, binder: Binder) => `p.bounds && box(point(${binder.bind(box.west)}, ${binder.bind(box.south)}), point(${binder.bind(box.east)}, ${binder.bind(box.north)}))`

const plotColumns = `p.id::text AS id, p.reference, p.title, p.price::float8 AS price, p.listing_type AS "listingType",
  ST_Y(p.centroid::geometry) AS latitude, ST_X(p.centroid::geometry) AS longitude, ST_AsGeoJSON(p.boundary)::json -> 'coordinates' -> 0 AS ring`

type PlotRow = Omit<MapPlot, 'boundary'> & { ring: [number, number][] | null }
const toPlot = ({ ring, ...row }: PlotRow): MapPlot => ({ ...row, boundary: (ring ?? []).slice(0, -1).map(([longitude, latitude]) => ({ latitude, longitude })) })

export function createMapRepository(database: DatabaseHandle) {
  return {
    /** Up to `limit` live listings in the box, with their outlines. */
    async plotsIn(box: Box, filter: MapFilter, limit: number): Promise<MapPlot[]> {
      const binder = new Binder()
      const where = `${boxSql(box, binder)} AND ${filterSql(filter, binder)} AND p.boundary IS NOT NULL`
      const rows = await database.query<PlotRow>(`SELECT ${plotColumns} FROM properties p WHERE ${where} ORDER BY p.id LIMIT ${binder.bind(limit)}`, binder.values)
      return rows.map(toPlot)
    },

    /**
     * Live listings in the box counted on a grid of `cell` degrees (by the centre of their
     * boundary's box), at most `limit` cells, the fullest first. Everything it reads is in
     * properties_active_bounds_idx, so it never visits the table (an index-only scan); the total
     * is summed over every cell before the limit.
     */
    async clustersIn(box: Box, filter: MapFilter, cell: number, limit: number): Promise<{ clusters: MapCluster[]; total: number }> {
      const binder = new Binder()
      const where = `${boxSql(box, binder)} AND ${filterSql(filter, binder)}`
      const size = binder.bind(cell)
      const rows = await database.query<MapCluster & { total: number }>(
        `SELECT count(*)::int AS count, avg(lat) AS latitude, avg(lng) AS longitude, min(lat) AS south, min(lng) AS west, max(lat) AS north, max(lng) AS east,
                (sum(count(*)) OVER ())::int AS total
           FROM (SELECT (center(p.bounds))[0] AS lng, (center(p.bounds))[1] AS lat FROM properties p WHERE ${where}) points
          GROUP BY floor(lng / ${size}::float8), floor(lat / ${size}::float8)
          ORDER BY count DESC, latitude, longitude LIMIT ${binder.bind(limit)}`,
        binder.values,
      )
      return { clusters: rows.map(({ total: _total, ...cluster }) => cluster), total: rows[0]?.total ?? 0 }
    },

    /** Up to `limit` live listings whose boundary meets the polygon (an open ring), by id. */
    async plotsMeeting(polygon: readonly LatLng[], filter: MapFilter, limit: number): Promise<MapPlot[]> {
      const binder = new Binder()
      const lats = polygon.map((v) => v.latitude)
      const lngs = polygon.map((v) => v.longitude)
      const box = { south: Math.min(...lats), north: Math.max(...lats), west: Math.min(...lngs), east: Math.max(...lngs) }
      const shape = binder.bind(polygonEwkt(polygon))
      // Planar in degrees, as the area was drawn on a flat map (an edge straight on the screen, not
      // a great circle): across a few kilometres the two differ by millimetres, and the planar
      // test is several times faster than the geodesic one.
      const where = `${boxSql(box, binder)} AND ${filterSql(filter, binder)} AND ST_Intersects(p.boundary::geometry, ST_GeomFromEWKT(${shape}))`
      const rows = await database.query<PlotRow>(`SELECT ${plotColumns} FROM properties p WHERE ${where} ORDER BY p.id LIMIT ${binder.bind(limit)}`, binder.values)
      return rows.map(toPlot)
    },
  }
}

export type MapRepository = ReturnType<typeof createMapRepository>
