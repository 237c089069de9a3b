// The radius search settles most neighbours from their bounding boxes and measures only the rest
// (property-geo.repository.ts). Here it must give PostGIS's own answer, ST_DWithin and ST_Distance
// on the geography, for shapes whose boxes mislead: thin diagonal slivers (a box far larger than
// the shape), L-shapes and triangles, scattered over about 4 km², at radii from 10 m to 1.5 km,
// on the first page and the next, for a caller who sees everything and for a buyer; and for
// shapes strung out 3 to 34 km away, whose distances are measured over the whole boundaries.
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import type { App } from '../../app'
import type { DatabaseHandle } from '../../db/database'
import { demoUsers } from '../../db/seed/users'
import { demoHeaders, type DemoRole } from '../../test/signed-in'
import { buildTestApp, testDatabase } from '../../test/test-app'
import { resetIdentityTables } from '../auth/auth-test-kit'
import { insertProperty, ORIGIN, type Inserted, type Vertex } from './property-search.fixtures'

/** A small deterministic generator (mulberry32), so a failure can be replayed. */
function random(seed: number) {
  let state = seed
  return () => {
    state = (state + 0x6d2b79f5) | 0
    let t = Math.imul(state ^ (state >>> 15), 1 | state)
    t = (t + Math.imul(t ^ (t >>> 7), 61 | t)) ^ t
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296
  }
}

const METRES_PER_DEGREE = 111_000

/** Vertices given in metres east and north of a centre. */
const shape = (centre: Vertex, points: [number, number][]): Vertex[] =>
  points.map(([east, north]) => ({
    latitude: centre.latitude + north / METRES_PER_DEGREE,
    longitude: centre.longitude + east / (METRES_PER_DEGREE * Math.cos((centre.latitude * Math.PI) / 180)),
  }))

function rotated(points: [number, number][], angle: number): [number, number][] {
  const [cos, sin] = [Math.cos(angle), Math.sin(angle)]
  return points.map(([x, y]) => [x * cos - y * sin, x * sin + y * cos])
}

/** A sliver (up to 400 m by 4 m), an L, a triangle or a square, turned by a random angle. */
function randomShape(next: () => number, centre: Vertex): Vertex[] {
  const size = 10 + next() * 190
  const angle = next() * Math.PI
  const kind = Math.floor(next() * 4)
  const outline: [number, number][] =
    kind === 0
      ? [[-size, -2], [size, -2], [size, 2], [-size, 2]]
      : kind === 1
        ? [[0, 0], [size, 0], [size, size / 3], [size / 3, size / 3], [size / 3, size], [0, size]]
        : kind === 2
          ? [[0, 0], [size, size / 5], [size / 4, size]]
          : [[0, 0], [size, 0], [size, size], [0, size]]
  return shape(centre, rotated(outline, angle))
}

let app: App
let database: DatabaseHandle
let headers: Record<DemoRole, { authorization: string }>
const shapes: Inserted[] = []
/** Shapes north-east of the scattered ones, this many kilometres from their centre. */
const farKilometres = [3, 5, 8, 13, 21, 34]
const farShapes: Inserted[] = []

beforeAll(async () => {
  database = await testDatabase()
  await resetIdentityTables(database)
  await database.query('DELETE FROM properties')
  app = await buildTestApp({ database })
  headers = await demoHeaders(app)
  const next = random(20261121)
  for (let i = 0; i < 80; i += 1) {
    const centre = { latitude: ORIGIN.latitude + (next() - 0.5) * 0.018, longitude: ORIGIN.longitude + (next() - 0.5) * 0.021 }
    // Every sixth is a draft of the admin's, which a buyer does not see.
    const hidden = i % 6 === 5
    shapes.push(
      await insertProperty(database, {
        title: `Shape ${i}`,
        polygon: randomShape(next, centre),
        status: hidden ? 'draft' : 'active',
        ...(hidden ? { createdBy: demoUsers.admin.id } : { ownerId: demoUsers.seller.id }),
      }),
    )
  }
  for (const kilometres of farKilometres) {
    const metres = (kilometres * 1000) / Math.SQRT2
    const centre = shape(ORIGIN, [[metres, metres]])[0]!
    farShapes.push(await insertProperty(database, { title: `${kilometres} km`, polygon: randomShape(next, centre), status: 'active', ownerId: demoUsers.seller.id }))
  }
})
afterAll(() => app.close())

type Neighbour = { id: string; metres: number }

/** PostGIS's answer: every visible boundary within the radius, nearest first. */
async function expected(target: string, radius: number, seesDrafts: boolean): Promise<Neighbour[]> {
  return database.query<Neighbour>(
    `SELECT p.id::text AS id, ST_Distance(p.boundary, t.boundary) AS metres FROM properties p, properties t
      WHERE t.id = $1::uuid AND p.id <> t.id AND ($3::boolean OR p.status = 'active') AND ST_DWithin(p.boundary, t.boundary, $2::float8)
      ORDER BY metres, p.id`,
    [target, radius, seesDrafts],
  )
}

type RadiusBody = { pagination: { total: number }; distances: { propertyId: string; metres: number }[] }

/** The search's first two pages of 8 agree with PostGIS: the total, the order and the distances. */
async function expectPostgisAnswer(target: Inserted, radius: number) {
  for (const role of ['admin', 'buyer'] as const) {
    const truth = await expected(target.id, radius, role === 'admin')
    for (const page of [1, 2]) {
      const response = await app.inject({ url: `/api/properties/${target.id}/within-radius/${radius}?page=${page}&limit=8`, headers: headers[role] })
      expect(response.statusCode, response.body).toBe(200)
      const body = response.json<RadiusBody>()
      const want = truth.slice((page - 1) * 8, page * 8)
      expect(body.pagination.total, `${role}, page ${page}`).toBe(truth.length)
      expect(body.distances.map((d) => d.propertyId), `${role}, page ${page}`).toEqual(want.map((n) => n.id))
      body.distances.forEach((d, i) => expect(d.metres).toBeCloseTo(want[i]!.metres, 1))
    }
  }
}

describe('within-radius against PostGIS over slivers, L-shapes, triangles and squares', () => {
  const targets = [0, 7, 21, 42, 63]
  const radii = [10, 150, 600, 1500]

  it.each(targets.flatMap((target) => radii.map((radius) => [target, radius] as const)))('shape %i at %i m', async (index, radius) => {
    await expectPostgisAnswer(shapes[index]!, radius)
  })

  it.each([
    [3, 50_000],
    [34, 50_000],
    [13, 20_000],
  ])('the shape %i km out, at %i m', async (kilometres, radius) => {
    await expectPostgisAnswer(farShapes[farKilometres.indexOf(kilometres)]!, radius)
  })

  it('finds neighbours at every radius tried (the cases above are not empty)', async () => {
    const counts = await Promise.all(radii.map(async (radius) => (await expected(shapes[0]!.id, radius, true)).length))
    expect(counts[0]).toBeLessThan(counts[3]!)
    expect(counts[3]).toBeGreaterThan(16)
  })
})
