// SQL of the public map (issue #22): what a viewport shows, computed in PostGIS, and the live
// listings whose boundary meets a drawn area. Candidates come from the GiST index over `bounds`
// (each boundary's box in degrees); only live listings (status 'active') are ever read.
import type { LatLng, ListingType } from '@vishwas/domain'
import type { DatabaseHandle } from '../../db/database'
import { RawJson } from '../../lib/raw-json'
import { buyerConditions, type BuyerFilter } from '../properties-public/buyer-filters'
import { polygonEwkt } from '../properties/property-row'

/** The home list's filters, areas in square feet and a city by every spelling of its name. */
export type MapFilter = BuyerFilter & {
  type?: string | undefined
  minPrice?: number | undefined
  maxPrice?: number | undefined
  /** Every spelling of one city (Bengaluru, Bangalore), matched without regard to case. */
  cities?: readonly string[] | undefined
  locality?: string | undefined
  state?: string | undefined
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

/** `WHERE` of live listings matching the filter (the buyer's filters as the home list has them). */
function filterSql(filter: MapFilter, binder: Binder): string {
  const where = ["p.status = 'active'"]
  if (filter.type) where.push(`p.type = ${binder.bind(filter.type)}`)
  if (filter.minPrice !== undefined) where.push(`p.price >= ${binder.bind(Math.ceil(filter.minPrice))}`)
  if (filter.maxPrice !== undefined) where.push(`p.price <= ${binder.bind(Math.floor(filter.maxPrice))}`)
  if (filter.cities && filter.cities.length > 0) where.push(`p.city_key = ANY(${binder.bind(filter.cities.map((city) => city.toLowerCase()))}::text[])`)
  if (filter.locality) where.push(`lower(btrim(p.locality)) = lower(${binder.bind(filter.locality)}::text)`)
  if (filter.state) where.push(`p.state_key = lower(${binder.bind(filter.state)}::text)`)
  where.push(...buyerConditions((value, cast) => `${binder.bind(value)}::${cast}`, filter))
  return where.join(' AND ')
}

const boxSql = (box: Box, binder: Binder) => `p.bounds && box(point(${binder.bind(box.west)}, ${binder.bind(box.south)}), point(${binder.bind(box.east)}, ${binder.bind(box.north)}))`

/** Plots nearest a point first: the distance in metres (SQL over p) answered as each plot's `metres`. */
type PlotOrder = { metres: string }

/**
 * Up to `limit` plots of `from` (rows of properties p, ordered by id, or nearest first with
 * `order`) as the answer's JSON text, built by PostgreSQL: a few hundred outlines parsed into
 * objects and written out again cost the server more than the query. The outline is the stored
 * geofence (the outline column: an open ring of { latitude, longitude }, which the boundary column
 * was made from). `found` counts the rows read, up to `limit` + 1, so a caller knows whether more matched.
 */
function plotsJson(from: string, limit: string, order?: PlotOrder): string {
  const metres = order ? `, ${order.metres} AS metres` : ''
  const sort = order ? `${order.metres}, p.id` : 'p.id'
  return `SELECT count(*)::int AS found,
    coalesce(json_agg(json_build_object('id', f.id, 'reference', f.reference, 'title', f.title, 'price', f.price, 'listingType', f.listing_type,
      'latitude', ST_Y(f.centroid::geometry), 'longitude', ST_X(f.centroid::geometry), 'boundary', f.outline${order ? ", 'metres', round(f.metres::numeric, 2)" : ''})
      ORDER BY f.n) FILTER (WHERE f.n <= ${limit}), '[]')::text AS plots
  FROM (SELECT p.id, p.reference, p.title, p.price, p.listing_type, p.centroid, p.outline${metres}, row_number() OVER (ORDER BY ${sort}) AS n ${from} ORDER BY ${sort} LIMIT ${limit} + 1) f`
}

/** A page of plots as JSON text, how many it holds, and whether more than the limit matched. */
export type PlotsAnswer<T = MapPlot> = { plots: RawJson<T[]>; count: number; truncated: boolean }

async function readPlots<T = MapPlot>(database: DatabaseHandle, from: string, binder: Binder, limit: number, order?: PlotOrder): Promise<PlotsAnswer<T>> {
  const [row] = await database.query<{ found: number; plots: string }>(plotsJson(from, binder.bind(limit), order), binder.values)
  const found = row?.found ?? 0
  return { plots: new RawJson(row?.plots ?? '[]'), count: Math.min(found, limit), truncated: found > limit }
}

/** Degrees of latitude per metre (the sphere of SPEC §9): a pin's search box. */
const DEGREES_PER_METRE = 180 / (Math.PI * 6_371_000)

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

    /**
     * Up to `limit` live listings whose boundary comes within `metres` of the point, nearest
     * first, with the distance. The box test (from the GiST index) is a little wider than the circle.
     */
    async plotsNear(point: LatLng, metres: number, filter: MapFilter, limit: number): Promise<PlotsAnswer<MapPlot & { metres: number }>> {
      const binder = new Binder()
      const dLat = metres * DEGREES_PER_METRE * 1.01
      const dLng = Math.min(dLat / Math.max(Math.cos((Math.abs(point.latitude) * Math.PI) / 180), 1e-6), 180)
      const box = { south: point.latitude - dLat, north: point.latitude + dLat, west: point.longitude - dLng, east: point.longitude + dLng }
      const pin = `ST_SetSRID(ST_MakePoint(${binder.bind(point.longitude)}::float8, ${binder.bind(point.latitude)}::float8), 4326)::geography`
      const reach = binder.bind(metres)
      const where = `${boxSql(box, binder)} AND ${filterSql(filter, binder)} AND ST_DWithin(p.boundary, ${pin}, ${reach}::float8)`
      return readPlots(database, `FROM properties p WHERE ${where}`, binder, limit, { metres: `ST_Distance(p.boundary, ${pin})` })
    },
  }
}

export type MapRepository = ReturnType<typeof createMapRepository>
