// SQL of the map searches (SPEC §7): properties near another property's boundary, and those
// whose boundary covers a point. All of it runs in PostGIS on the GiST-indexed geography
// column, in metres on the WGS 84 spheroid.
//
// Within a radius: the index finds the candidates (`&&` with the boundary expanded by the
// radius, as ST_DWithin itself does). Each geography distance costs tens of microseconds, so
// every candidate is first measured on a plane scaled to metres at the target's latitude; that
// measure is off by at most (tan φ · (radius + 20 km) / R + 0.05 %) of the distance plus 2 m
// below latitude 75° (checked against the spheroid for distances to 80 km and parcels to 8 km,
// with a fivefold margin). Candidates clearly inside or outside are settled by it; only those
// within that margin of the radius get ST_DWithin on the spheroid. The page's distances are
// spheroid distances (ST_DistanceSpheroid, the same figures as ST_Distance on geography).
import type { AccessProperty, PropertyStatus } from '@vishwas/domain'
import type { DatabaseHandle } from '../../db/database'
import type { PropertyKey } from '../properties-public/properties-public.repository'
import { Binder, createPropertyListRepository, visibleTo, type ListResult, type ListSpec, type Viewer } from './property-list.repository'
import type { Page } from './property-search.repository'

export type Point = { latitude: number; longitude: number }

export type RadiusTarget = { id: string; status: PropertyStatus; hasBoundary: boolean; access: AccessProperty }

export type ContainingProperty = { id: string; reference: string; title: string; visible: boolean }

/** How far the scaled plane may be off (see the header): a relative part and metres. */
const PLANE_SLACK = { floor: 0.0005, metres: 2, reachMetres: 20_000, earthRadiusMetres: 6_371_000 }
/** Above this latitude the plane is not trusted: every candidate gets the spheroid check. */
const PLANE_MAX_LATITUDE = 75

const WGS84_SPHEROID = `'SPHEROID["WGS 84",6378137,298.257223563]'::spheroid`

/** WGS 84 metres per degree of longitude (x) and latitude (y) at a latitude, as SQL over `lat` (degrees). */
const WGS84 = { a: 6378137, e2: 0.00669437999014 }
const metresPerDegree = (lat: string) => {
  const w2 = `(1 - ${WGS84.e2} * sin(radians(${lat}))^2)`
  return {
    x: `(pi() / 180 * ${WGS84.a} * cos(radians(${lat})) / sqrt(${w2}))`,
    y: `(pi() / 180 * ${WGS84.a} * (1 - ${WGS84.e2}) / power(${w2}, 1.5))`,
  }
}

/** A boundary on the plane scaled by the frame's metres per degree (x, y); ST_Affine is PostGIS's C function. */
const onPlane = (boundary: string, scale: string) => `ST_Affine(${boundary}::geometry, ${scale}.x, 0, 0, 0, ${scale}.y, 0, 0, 0, 1, 0, 0, 0)`

/**
 * The point as a one-time subquery: the planner then estimates the index search without the
 * point's value, as for any point, so a prepared search keeps one cached plan instead of
 * re-planning (and re-reading the spatial statistics) on every call.
 */
const pointOf = (binder: Binder, point: Point) =>
  `(SELECT ST_SetSRID(ST_MakePoint(${binder.bind(point.longitude, 'float8')}, ${binder.bind(point.latitude, 'float8')}), 4326)::geography)`

export function createPropertyGeoRepository(database: DatabaseHandle) {
  const lists = createPropertyListRepository(database)

  return {
    /**
     * The neighbours of the property named by `key`, and that property itself (`target`,
     * undefined when there is none), in one round trip; with no boundary there are no neighbours.
     */
    async withinRadius(input: { key: PropertyKey; radiusMetres: number; page: Page; viewer: Viewer }): Promise<{ target: RadiusTarget | undefined; result: ListResult<{ metres: number }> }> {
      const binder = new Binder()
      const named = 'id' in input.key ? `t.id = ${binder.bind(input.key.id, 'uuid')}` : `t.reference = ${binder.bind(input.key.reference, 'text')}`
      const radius = binder.bind(input.radiusMetres, 'float8')
      const scale = metresPerDegree('c.lat')
      // Every candidate is measured once (OFFSET 0 keeps the measure from being inlined into each
      // condition that reads it); the count and the page read the result.
      const spec: ListSpec = {
        with: [
          `frame AS MATERIALIZED (SELECT t.id, t.boundary, ${onPlane('t.boundary', 'f')} AS scaled, f.x, f.y,
              ${radius} - coalesce(m.margin, 'Infinity'::float8) AS surely_within, ${radius} + coalesce(m.margin, 'Infinity'::float8) AS maybe_within
             FROM properties t
             CROSS JOIN LATERAL (SELECT (ST_YMin(t.boundary::geometry) + ST_YMax(t.boundary::geometry)) / 2 AS lat) c
             CROSS JOIN LATERAL (SELECT ${scale.x} AS x, ${scale.y} AS y) f
             CROSS JOIN LATERAL (SELECT CASE WHEN abs(c.lat) <= ${PLANE_MAX_LATITUDE}
               THEN (tan(radians(abs(c.lat))) * (${radius} + ${PLANE_SLACK.reachMetres}) / ${PLANE_SLACK.earthRadiusMetres} + ${PLANE_SLACK.floor}) * ${radius} + ${PLANE_SLACK.metres}
               END AS margin) m
            WHERE ${named} AND t.boundary IS NOT NULL)`,
          `near AS MATERIALIZED (SELECT p.id, plane.metres FROM properties p CROSS JOIN frame t
              CROSS JOIN LATERAL (SELECT coalesce(ST_Distance(${onPlane('p.boundary', 't')}, t.scaled), ST_Distance(p.boundary, t.boundary)) AS metres OFFSET 0) plane
            WHERE p.boundary && _ST_Expand(t.boundary, ${radius}) AND p.id <> t.id AND ${visibleTo(binder, input.viewer)}
              AND (plane.metres <= t.surely_within OR (plane.metres <= t.maybe_within AND ST_DWithin(p.boundary, t.boundary, ${radius}))))`,
        ],
        from: 'near p',
        where: [],
        alreadyVisible: true,
        sort: { key: 'p.metres', descending: false },
        // ST_DistanceSpheroid gives the same figure as ST_Distance on geography at about two thirds of its cost.
        extras: { metres: `ST_DistanceSpheroid(d.boundary::geometry, (SELECT boundary FROM frame)::geometry, ${WGS84_SPHEROID})` },
        pageOrder: 'x.metres, x.id',
        also: {
          target: `(SELECT json_build_object('id', t.id, 'status', t.status, 'hasBoundary', t.boundary IS NOT NULL, 'access',
            json_build_object('ownership', t.doc->'ownership', 'metadata', t.doc->'metadata', 'dealerInfo', t.doc->'dealerInfo')) FROM properties t WHERE ${named})`,
        },
        ...input.page,
      }
      const result = await lists.list<{ metres: number }>(spec, input.viewer, binder)
      return { target: (result.also.target ?? undefined) as RadiusTarget | undefined, result }
    },

    containing(input: { point: Point; page: Page; viewer: Viewer }) {
      const binder = new Binder()
      const spec: ListSpec = {
        where: [`ST_Intersects(p.boundary, ${pointOf(binder, input.point)})`, visibleTo(binder, input.viewer)],
        alreadyVisible: true,
        sort: { key: 'p.created_at', descending: true },
        ...input.page,
      }
      return lists.list(spec, input.viewer, binder)
    },

    /** Every property whose boundary covers the point (at most `limit`), and whether the viewer may see it. */
    async findContaining(input: { point: Point; viewer: Viewer; limit: number }): Promise<ContainingProperty[]> {
      const binder = new Binder()
      const point = pointOf(binder, input.point)
      const visible = visibleTo(binder, input.viewer)
      const text = `SELECT p.id::text AS id, p.reference, p.title, ${visible} AS visible FROM properties p
          WHERE ST_Intersects(p.boundary, ${point}) ORDER BY p.created_at DESC, p.id DESC LIMIT ${binder.bind(input.limit, 'int')}`
      const name = `property_search_point_${input.viewer.seesEverything ? 'all' : 'visible'}`
      return database.prepared<ContainingProperty>({ name, text, values: binder.values })
    },
  }
}

export type PropertyGeoRepository = ReturnType<typeof createPropertyGeoRepository>
