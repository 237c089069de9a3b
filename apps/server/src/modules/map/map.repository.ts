// SQL of the public map (issue #22): what a viewport shows, computed in PostGIS, and the live
// listings whose boundary meets a drawn area. Candidates come from the GiST index over `bounds`
// (each boundary's box in degrees); only live listings (status 'active') are ever read.
import type { LatLng, ListingType } from '@vishwas/domain'
import type { DatabaseHandle } from '../../db/database'
import { RawJson } from '../../lib/raw-json'
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

/**
 * Up to `limit` plots of `from` (rows of properties p, ordered by id) as the answer's JSON text,
 * built by PostgreSQL: a few hundred outlines parsed into objects and written out again cost the
 * server more than the query. The outline is the stored geofence (the outline column: an open
 * ring of { latitude, longitude }, which the boundary column was made from). `found` counts the rows read,
 * up to `limit` + 1, so a caller knows whether more matched.
 */
function plotsJson(from: string, limit: string): string {
  return `SELECT count(*)::int AS found,
    coalesce(json_agg(json_build_object('id', f.id, 'reference', f.reference, 'title', f.title, 'price', f.price, 'listingType', f.listing_type,
      'latitude', ST_Y(f.centroid::geometry), 'longitude', ST_X(f.centroid::geometry), 'boundary', f.outline)
      ORDER BY f.id) FILTER (WHERE f.n <= ${limit}), '[]')::text AS plots
  FROM (SELECT p.id, p.reference, p.title, p.price, p.listing_type, p.centroid, p.outline, row_number() OVER (ORDER BY p.id) AS n ${from} ORDER BY p.id LIMIT ${limit} + 1) f`
}

/** A page of plots as JSON text, how many it holds, and whether more than the limit matched. */
export type PlotsAnswer = { plots: RawJson<MapPlot[]>; count: number; truncated: boolean }

async function readPlots(database: DatabaseHandle, from: string, binder: Binder, limit: number): Promise<PlotsAnswer> {
  const [row] = await database.query<{ found: number; plots: string }>(plotsJson(from, binder.bind(limit)), binder.values)
  const found = row?.found ?? 0
  return { plots: new RawJson(row?.plots ?? '[]'), count: Math.min(found, limit), truncated: found > limit }
}

export function createMapRepository(database: DatabaseHandle) {
  return {
    /** Up to `limit` live listings in the box, by id, with their outlines. */
    async plotsIn(box: Box, filter: MapFilter, limit: number): Promise<PlotsAnswer> {
      const binder = new Binder()
      const where = `${boxSql(box, binder)} AND ${filterSql(filter, binder)} AND p.boundary IS NOT NULL`
      return readPlots(database, `FROM properties p WHERE ${where}`, binder, limit)
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
    async plotsMeeting(polygon: readonly LatLng[], filter: MapFilter, limit: number): Promise<PlotsAnswer> {
      const binder = new Binder()
      const lats = polygon.map((v) => v.latitude)
      const lngs = polygon.map((v) => v.longitude)
      const box = { south: Math.min(...lats), north: Math.max(...lats), west: Math.min(...lngs), east: Math.max(...lngs) }
      const shape = binder.bind(polygonEwkt(polygon))
      // Planar in degrees, as the area was drawn on a flat map (an edge straight on the screen, not
      // a great circle): across a few kilometres the two differ by millimetres, and the planar
      // test is several times faster than the geodesic one.
      const where = `${boxSql(box, binder)} AND ${filterSql(filter, binder)} AND ST_Intersects(p.boundary::geometry, ST_GeomFromEWKT(${shape}))`
      return readPlots(database, `FROM properties p WHERE ${where}`, binder, limit)
    },
  }
}

export type MapRepository = ReturnType<typeof createMapRepository>
