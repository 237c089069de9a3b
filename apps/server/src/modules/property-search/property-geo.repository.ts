// SQL of the map searches (SPEC §7): properties near another property's boundary, and those
// whose boundary covers a point. All of it runs in PostGIS on the GiST-indexed geography
// column, in metres on the WGS 84 spheroid.
//
// Within a radius: the index finds the candidates (`&&` with the boundary expanded by the
// radius, as ST_DWithin itself does). An exact spheroid distance costs tens of microseconds a
// pair, so each candidate is first measured on a plane scaled to metres at the target's
// latitude, which is within 2 % (plus 2 m) of the true distance for radii up to 50 km below
// latitude 60°: candidates clearly inside or outside are settled by that measure, and only
// those near the radius are checked with ST_DWithin on the spheroid. The page's distances are
// exact spheroid distances.
import type { AccessProperty, PropertyStatus } from '@vishwas/domain'
import type { DatabaseHandle } from '../../db/database'
import type { PropertyKey } from '../properties-public/properties-public.repository'
import { Binder, createPropertyListRepository, visibleTo, type ListSpec, type Viewer } from './property-list.repository'
import type { Page } from './property-search.repository'

export type Point = { latitude: number; longitude: number }

export type RadiusTarget = { id: string; status: PropertyStatus; hasBoundary: boolean; access: AccessProperty }

export type ContainingProperty = { id: string; reference: string; title: string; visible: boolean }

/** Relative and absolute slack of the scaled-plane measure (see the header). */
const PLANE_SLACK = 0.02
const PLANE_SLACK_METRES = 2
/** Above this latitude the plane is not trusted: every candidate gets the spheroid check. */
const PLANE_MAX_LATITUDE = 60

/** WGS 84 metres per degree of longitude (x) and latitude (y) at a latitude, as SQL over `lat` (degrees). */
const WGS84 = { a: 6378137, e2: 0.00669437999014 }
const metresPerDegree = (lat: string) => {
  const w2 = `(1 - ${WGS84.e2} * sin(radians(${lat}))^2)`
  return {
    x: `(pi() / 180 * ${WGS84.a} * cos(radians(${lat})) / sqrt(${w2}))`,
    y: `(pi() / 180 * ${WGS84.a} * (1 - ${WGS84.e2}) / power(${w2}, 1.5))`,
  }
}

const pointOf = (binder: Binder, point: Point) =>
  `ST_SetSRID(ST_MakePoint(${binder.bind(point.longitude, 'float8')}, ${binder.bind(point.latitude, 'float8')}), 4326)::geography`

export function createPropertyGeoRepository(database: DatabaseHandle) {
  const lists = createPropertyListRepository(database)

  return {
    async findRadiusTarget(key: PropertyKey): Promise<RadiusTarget | undefined> {
      const [column, value] = 'id' in key ? ['id', key.id] : ['reference', key.reference]
      const [row] = await database.query<RadiusTarget>(
        `SELECT p.id::text AS id, p.status, p.boundary IS NOT NULL AS "hasBoundary",
                jsonb_build_object('ownership', p.doc->'ownership', 'metadata', p.doc->'metadata', 'dealerInfo', p.doc->'dealerInfo') AS access
           FROM properties p WHERE p.${column} = $1::${column === 'id' ? 'uuid' : 'text'}`,
        [value],
      )
      return row
    },

    withinRadius(input: { targetId: string; radiusMetres: number; page: Page; viewer: Viewer }) {
      const binder = new Binder()
      const radius = binder.bind(input.radiusMetres, 'float8')
      const scale = metresPerDegree('c.lat')
      const trusted = `abs(c.lat) <= ${PLANE_MAX_LATITUDE}`
      const spec: ListSpec = {
        with: [
          `frame AS (SELECT t.id, t.boundary, ST_Scale(t.boundary::geometry, f.x, f.y) AS scaled, f.x, f.y,
              CASE WHEN ${trusted} THEN ${radius} * ${1 - PLANE_SLACK} - ${PLANE_SLACK_METRES} ELSE -1 END AS surely_within,
              CASE WHEN ${trusted} THEN ${radius} * ${1 + PLANE_SLACK} + ${PLANE_SLACK_METRES} ELSE 'Infinity'::float8 END AS maybe_within
             FROM properties t
             CROSS JOIN LATERAL (SELECT ST_Y(ST_Centroid(t.boundary::geometry)) AS lat) c
             CROSS JOIN LATERAL (SELECT ${scale.x} AS x, ${scale.y} AS y) f
            WHERE t.id = ${binder.bind(input.targetId, 'uuid')} AND t.boundary IS NOT NULL)`,
        ],
        from: `properties p CROSS JOIN frame t
          CROSS JOIN LATERAL (SELECT ST_Distance(ST_Scale(p.boundary::geometry, t.x, t.y), t.scaled) AS metres) plane`,
        where: [
          `p.boundary && _ST_Expand(t.boundary, ${radius})`,
          'p.id <> t.id',
          `(plane.metres <= t.surely_within OR (plane.metres <= t.maybe_within AND ST_DWithin(p.boundary, t.boundary, ${radius})))`,
        ],
        sort: { key: 'plane.metres', descending: false },
        extras: { metres: 'ST_Distance(d.boundary, (SELECT boundary FROM frame))' },
        pageOrder: 'x.metres, x.id',
        ...input.page,
      }
      return lists.list<{ metres: number }>(spec, input.viewer, binder)
    },

    containing(input: { point: Point; page: Page; viewer: Viewer }) {
      const binder = new Binder()
      const spec: ListSpec = {
        where: [`ST_Intersects(p.boundary, ${pointOf(binder, input.point)})`],
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
      return database.query<ContainingProperty>(
        `SELECT p.id::text AS id, p.reference, p.title, ${visible} AS visible FROM properties p
          WHERE ST_Intersects(p.boundary, ${point}) ORDER BY p.created_at DESC, p.id DESC LIMIT ${binder.bind(input.limit, 'int')}`,
        binder.values,
      )
    },
  }
}

export type PropertyGeoRepository = ReturnType<typeof createPropertyGeoRepository>
