// SQL of the map searches (SPEC §7): properties near another property's boundary, and those
// whose boundary covers a point. All of it runs in PostGIS, in metres on the WGS 84 spheroid.
//
// Within a radius, most candidates are settled from their bounding boxes alone. The candidates
// come from the GiST index over `bounds` (each boundary's box, in degrees), which also carries
// the id and what visibility needs, so they are read without touching the table. On a plane
// scaled to metres at the target's latitude, two boxes give a lower bound of the boundaries'
// distance (the gap between the boxes) and an upper bound (a polygon touches every side of its
// box, so some point of each lies on each side: the nearest pair of parallel sides, with the
// boxes' joint extent across them). A candidate whose upper bound is inside the radius is in;
// one whose lower bound is outside is out; only those in between, and those that may reach the
// page (nearest first), are measured: on the plane first, then on the spheroid when the plane is
// too close to call. The plane is off by at most (tan φ · (radius + 20 km) / R + 0.05 %) of the
// distance plus 2 m below latitude 75° (checked against the spheroid for distances to 80 km and
// parcels to 8 km, with a fivefold margin). The page's distances are on the spheroid, the
// figures of ST_Distance on the geography. As ST_Distance does, they measure between the nearest
// points of the two boundaries; those are found on the plane, whose directions are off by at most
// ε = 2 tan φ · d / R + 0.05 % at a distance d, so the pair it finds is at most d · ε² / 2 farther
// apart than the nearest: within a millimetre up to a few kilometres. Farther, the whole
// boundaries are measured on the spheroid.
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

/** How much farther apart (metres) the nearest points on the plane may be than the nearest on the spheroid. */
const NEAREST_PAIR_TOLERANCE_METRES = 0.001

/** Metres a stored box may differ from its boundary's extent; the bounds are widened by it. */
const BOX_SLACK_METRES = 1
/** The fewest metres in a degree of latitude (at the equator), and the reach widened by 0.1 %. */
const MIN_METRES_PER_DEGREE_LATITUDE = 110_574
const REACH_FACTOR = 1.001
/** The reach's width in longitude is taken no nearer the pole than this. */
const MAX_REACH_LATITUDE = 89

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
/** A geometry on that plane back in degrees. */
const offPlane = (geometry: string, scale: string) => `ST_Affine(${geometry}, 1 / ${scale}.x, 0, 0, 0, 1 / ${scale}.y, 0, 0, 0, 1, 0, 0, 0)`

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
      const reachMetres = `(${radius} + ${BOX_SLACK_METRES}) * ${REACH_FACTOR}`
      const scale = metresPerDegree('c.lat')
      const edgeScale = metresPerDegree('e.edge')
      const pageEnd = binder.bind(input.page.offset + input.page.limit, 'int')
      const spec: ListSpec = {
        with: [
          // The target: its boundary on the plane, its box (x1, y1 the low corner), the margins,
          // and the reach: its box widened to meet every boundary within the radius (a degree of
          // latitude is never shorter than at the equator; of longitude, than at the reach's poleward edge).
          `frame AS MATERIALIZED (SELECT t.id, t.boundary, ${onPlane('t.boundary', 'f')} AS scaled, f.x, f.y,
              (t.bounds[1])[0] AS x1, (t.bounds[1])[1] AS y1, (t.bounds[0])[0] AS x2, (t.bounds[0])[1] AS y2,
              ${radius} - coalesce(m.margin, 'Infinity'::float8) AS surely_within, ${radius} + coalesce(m.margin, 'Infinity'::float8) AS maybe_within,
              CASE WHEN m.margin IS NOT NULL THEN 2 * tan(radians(abs(c.lat))) / ${PLANE_SLACK.earthRadiusMetres} END AS bend,
              box(point((t.bounds[1])[0] - r.dlon, (t.bounds[1])[1] - d.dlat), point((t.bounds[0])[0] + r.dlon, (t.bounds[0])[1] + d.dlat)) AS reach
             FROM properties t
             CROSS JOIN LATERAL (SELECT ((t.bounds[0])[1] + (t.bounds[1])[1]) / 2 AS lat) c
             CROSS JOIN LATERAL (SELECT ${scale.x} AS x, ${scale.y} AS y) f
             CROSS JOIN LATERAL (SELECT CASE WHEN abs(c.lat) <= ${PLANE_MAX_LATITUDE}
               THEN (tan(radians(abs(c.lat))) * (${radius} + ${PLANE_SLACK.reachMetres}) / ${PLANE_SLACK.earthRadiusMetres} + ${PLANE_SLACK.floor}) * ${radius} + ${PLANE_SLACK.metres}
               END AS margin) m
             CROSS JOIN LATERAL (SELECT ${reachMetres} / ${MIN_METRES_PER_DEGREE_LATITUDE} AS dlat) d
             CROSS JOIN LATERAL (SELECT least(${MAX_REACH_LATITUDE}, greatest(abs((t.bounds[1])[1] - d.dlat), abs((t.bounds[0])[1] + d.dlat))) AS edge) e
             CROSS JOIN LATERAL (SELECT ${reachMetres} / ${edgeScale.x} AS dlon) r
            WHERE ${named} AND t.boundary IS NOT NULL)`,
          // Every visible candidate with its bounds (lo, hi) on the plane, from the index alone.
          `candidate AS MATERIALIZED (SELECT p.id, g.lo, g.hi FROM properties p CROSS JOIN frame t
              CROSS JOIN LATERAL (SELECT (p.bounds[1])[0] AS x1, (p.bounds[1])[1] AS y1, (p.bounds[0])[0] AS x2, (p.bounds[0])[1] AS y2 OFFSET 0) b
              CROSS JOIN LATERAL (SELECT
                  sqrt((greatest(b.x1 - t.x2, t.x1 - b.x2, 0) * t.x)^2 + (greatest(b.y1 - t.y2, t.y1 - b.y2, 0) * t.y)^2) - ${BOX_SLACK_METRES} AS lo,
                  least(
                    sqrt((least(abs(b.x1 - t.x2), abs(t.x1 - b.x2), abs(b.x1 - t.x1), abs(b.x2 - t.x2)) * t.x)^2 + ((greatest(b.y2, t.y2) - least(b.y1, t.y1)) * t.y)^2),
                    sqrt((least(abs(b.y1 - t.y2), abs(t.y1 - b.y2), abs(b.y1 - t.y1), abs(b.y2 - t.y2)) * t.y)^2 + ((greatest(b.x2, t.x2) - least(b.x1, t.x1)) * t.x)^2)
                  ) + ${BOX_SLACK_METRES} AS hi) g
            WHERE p.bounds && t.reach AND p.id <> t.id AND ${visibleTo(binder, input.viewer)} AND g.lo <= t.maybe_within)`,
          // Measured: the undecided, and every candidate that may be among the page's nearest
          // (no farther than the page end's upper bound); the rest are in, unmeasured.
          `measured AS MATERIALIZED (SELECT c.id, c.hi <= t.surely_within AS sure, plane.metres,
              c.hi <= t.surely_within OR plane.metres <= t.surely_within OR (plane.metres <= t.maybe_within AND ST_DWithin(p.boundary, t.boundary, ${radius})) AS within
             FROM candidate c CROSS JOIN frame t JOIN properties p ON p.id = c.id
             CROSS JOIN LATERAL (SELECT coalesce(ST_Distance(${onPlane('p.boundary', 't')}, t.scaled), ST_Distance(p.boundary, t.boundary)) AS metres OFFSET 0) plane
            WHERE c.hi > t.surely_within OR c.lo <= coalesce((SELECT k.hi FROM candidate k ORDER BY k.hi LIMIT 1 OFFSET ${pageEnd} - 1), 'Infinity'::float8))`,
          // Everything within the radius; the unmeasured (no distance) sort after every measured one.
          `near AS (SELECT c.id, NULL::float8 AS metres FROM candidate c CROSS JOIN frame t WHERE c.hi <= t.surely_within AND c.id NOT IN (SELECT id FROM measured)
              UNION ALL SELECT id, metres FROM measured WHERE within)`,
        ],
        from: 'near p',
        where: [],
        alreadyVisible: true,
        sort: { key: 'p.metres', descending: false },
        // Boundaries that cross are at zero on the plane (sort_key), and that is the answer (some
        // PostGIS versions give those without a vertex inside the other a distance above zero).
        // Near enough, the nearest points on the plane, measured on the spheroid (see the header);
        // farther or unmeasured, ST_DistanceSpheroid over the boundaries, ST_Distance's figure on
        // the geography at half its cost.
        extras: {
          metres: `(SELECT CASE WHEN page.sort_key = 0 THEN 0
              WHEN page.sort_key * (f.bend * page.sort_key + ${PLANE_SLACK.floor})^2 / 2 <= ${NEAREST_PAIR_TOLERANCE_METRES}
                THEN ST_DistanceSpheroid(ST_StartPoint(n.line), ST_EndPoint(n.line), ${WGS84_SPHEROID})
              ELSE ST_DistanceSpheroid(d.boundary::geometry, f.boundary::geometry, ${WGS84_SPHEROID}) END
            FROM frame f CROSS JOIN LATERAL (SELECT ${offPlane(`ST_ShortestLine(${onPlane('d.boundary', 'f')}, f.scaled)`, 'f')} AS line) n)`,
        },
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

    /** The properties the viewer may see whose boundary covers the point (at most `limit`); the hidden ones are not read at all. */
    async findContaining(input: { point: Point; viewer: Viewer; limit: number }): Promise<ContainingProperty[]> {
      const binder = new Binder()
      const point = pointOf(binder, input.point)
      const visible = visibleTo(binder, input.viewer)
      const text = `SELECT p.id::text AS id, p.reference, p.title, true AS visible FROM properties p
          WHERE ST_Intersects(p.boundary, ${point}) AND ${visible} ORDER BY p.created_at DESC, p.id DESC LIMIT ${binder.bind(input.limit, 'int')}`
      const name = `property_search_point_${input.viewer.seesEverything ? 'all' : 'visible'}`
      return database.prepared<ContainingProperty>({ name, text, values: binder.values })
    },
  }
}

export type PropertyGeoRepository = ReturnType<typeof createPropertyGeoRepository>
