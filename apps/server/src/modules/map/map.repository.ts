// SQL of the public map (issue #22): what a viewport shows, computed in PostGIS, and the live
// listings whose boundary meets a drawn area. Candidates come from the GiST index over `bounds`
// (each boundary's box in degrees); only live listings (status 'active') are ever read.
import type { LatLng, ListingType } from '@vishwas/domain'
import type { DatabaseHandle } from '../../db/database'
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

const plotColumns = `p.id::text AS id, p.reference, p.title, p.price::float8 AS price, p.listing_type AS "listingType",
  ST_Y(p.centroid::geometry) AS latitude, ST_X(p.centroid::geometry) AS longitude, ST_AsGeoJSON(p.boundary)::json -> 'coordinates' -> 0 AS ring`

type PlotRow = Omit<MapPlot, 'boundary'> & { ring: [number, number][] | null }
const toPlot = <R extends PlotRow>({ ring, ...row }: R): Omit<R, 'ring'> & MapPlot => ({ ...row, boundary: (ring ?? []).slice(0, -1).map(([longitude, latitude]) => ({ latitude, longitude })) })

/** Degrees of latitude per metre (the sphere of SPEC §9): a pin's search box. */
const DEGREES_PER_METRE = 180 / (Math.PI * 6_371_000)

export function createMapRepository(database: DatabaseHandle) {
  return {
    /** Up to `limit` live listings in the box, with their outlines. */
    async plotsIn(box: Box, filter: MapFilter, limit: number): Promise<MapPlot[]> {
      const binder = new Binder()
      const where = `${boxSql(box, binder)} AND ${filterSql(filter, binder)} AND p.boundary IS NOT NULL`
      const rows = await database.query<PlotRow>(`SELECT ${plotColumns} FROM properties p WHERE ${where} ORDER BY p.id LIMIT ${binder.bind(limit)}`, binder.values)
      return rows.map(toPlot)
    },

    /** Live listings in the box counted on a grid of `cell` degrees (by their boundary's centre), at most `limit` cells, the fullest first. */
    async clustersIn(box: Box, filter: MapFilter, cell: number, limit: number): Promise<{ clusters: MapCluster[]; total: number }> {
      const binder = new Binder()
      const where = `${boxSql(box, binder)} AND ${filterSql(filter, binder)} AND p.centroid IS NOT NULL`
      const size = binder.bind(cell)
      const rows = await database.query<MapCluster & { total: number }>(
        `WITH points AS (SELECT ST_X(p.centroid::geometry) AS lng, ST_Y(p.centroid::geometry) AS lat FROM properties p WHERE ${where}),
              cells AS (SELECT count(*)::int AS count, avg(lat) AS latitude, avg(lng) AS longitude, min(lat) AS south, min(lng) AS west, max(lat) AS north, max(lng) AS east
                          FROM points GROUP BY floor(lng / ${size}::float8), floor(lat / ${size}::float8))
         SELECT c.*, (SELECT count(*)::int FROM points) AS total FROM cells c ORDER BY c.count DESC, c.latitude, c.longitude LIMIT ${binder.bind(limit)}`,
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
      const where = `${boxSql(box, binder)} AND ${filterSql(filter, binder)} AND ST_Intersects(p.boundary, ST_GeogFromText(${shape}))`
      const rows = await database.query<PlotRow>(`SELECT ${plotColumns} FROM properties p WHERE ${where} ORDER BY p.id LIMIT ${binder.bind(limit)}`, binder.values)
      return rows.map(toPlot)
    },

    /**
     * Up to `limit` live listings whose boundary comes within `metres` of the point, nearest
     * first, with the distance. The box test (from the GiST index) is a little wider than the circle.
     */
    async plotsNear(point: LatLng, metres: number, filter: MapFilter, limit: number): Promise<(MapPlot & { metres: number })[]> {
      const binder = new Binder()
      const dLat = metres * DEGREES_PER_METRE * 1.01
      const dLng = Math.min(dLat / Math.max(Math.cos((Math.abs(point.latitude) * Math.PI) / 180), 1e-6), 180)
      const box = { south: point.latitude - dLat, north: point.latitude + dLat, west: point.longitude - dLng, east: point.longitude + dLng }
      const pin = `ST_SetSRID(ST_MakePoint(${binder.bind(point.longitude)}::float8, ${binder.bind(point.latitude)}::float8), 4326)::geography`
      const reach = binder.bind(metres)
      const where = `${boxSql(box, binder)} AND ${filterSql(filter, binder)} AND ST_DWithin(p.boundary, ${pin}, ${reach}::float8)`
      const rows = await database.query<PlotRow & { metres: number }>(
        `SELECT ${plotColumns}, ST_Distance(p.boundary, ${pin}) AS metres FROM properties p WHERE ${where} ORDER BY metres, p.id LIMIT ${binder.bind(limit)}`,
        binder.values,
      )
      return rows.map((row) => ({ ...toPlot(row), metres: Math.round(row.metres * 100) / 100 }))
    },
  }
}

export type MapRepository = ReturnType<typeof createMapRepository>
