// The demo data: enough listings in enough cities, plots that never overlap, documents that
// match the property schema and typed columns that agree with them, deterministic, appendable;
// on start, drawn pictures for every demo listing.
import { pricePerSqft, storedPropertySchema, toSquareFeet, type Property } from '@vishwas/domain'
import { readFileSync } from 'node:fs'
import { join } from 'node:path'
import sharp from 'sharp'
import { beforeAll, describe, expect, it } from 'vitest'
import { SERVER_ROOT } from '../../config'
import { seededDatabase, buildTestApp, resetDatabase, testDatabase } from '../../test/test-app'
import type { DatabaseHandle } from '../database'
import { generateListing } from './listings'
import { DEMO_LISTING_COUNT, resetListings, seedDemoData } from './seed'
import { demoUsers } from './users'

let database: DatabaseHandle
beforeAll(async () => {
  database = await seededDatabase()
})

const count = async (sql: string) => (await database.query<{ n: number }>(sql))[0]?.n

describe('demo seed', () => {
  it('has at least 300 listings in at least 15 cities, in a mix of statuses', async () => {
    expect(DEMO_LISTING_COUNT).toBeGreaterThanOrEqual(300)
    expect(await count('SELECT count(*)::int AS n FROM properties')).toBe(DEMO_LISTING_COUNT)
    expect(await count('SELECT count(DISTINCT city)::int AS n FROM properties')).toBeGreaterThanOrEqual(15)
    const statuses = await database.query<{ status: string; n: number }>('SELECT status, count(*)::int AS n FROM properties GROUP BY status')
    const byStatus = Object.fromEntries(statuses.map((s) => [s.status, s.n]))
    expect(byStatus.active).toBeGreaterThan(DEMO_LISTING_COUNT * 0.75)
    for (const status of ['sold', 'rented', 'draft']) expect(byStatus[status], status).toBeGreaterThan(0)
  })

  it("matches the README's figures: users, listings, cities and public listings by kind", async () => {
    const readme = readFileSync(join(SERVER_ROOT, '../../README.md'), 'utf8').replace(/\s+/g, ' ')
    const stated = /seeded with (\d+) users and (\d+) listings in (\d+) Indian cities.*? (\d+) of the listings are public \(active: (\d+) for sale, (\d+) for rent, (\d+) on lease\)/.exec(readme)
    expect(stated, "the README's Demo data sentence").not.toBeNull()
    const [users, listings, cities, publicListings, sale, rent, lease] = stated!.slice(1).map(Number)
    expect(await count('SELECT count(*)::int AS n FROM users')).toBe(users)
    expect(await count('SELECT count(*)::int AS n FROM properties')).toBe(listings)
    expect(await count('SELECT count(DISTINCT city)::int AS n FROM properties')).toBe(cities)
    const app = await buildTestApp({ database })
    try {
      const total = async (query: string) => (await app.inject(`/api/properties/public?limit=1${query}`)).json<{ pagination: { total: number } }>().pagination.total
      expect(await total('')).toBe(publicListings)
      const byKind = await database.query<{ kind: string; n: number }>("SELECT listing_type AS kind, count(*)::int AS n FROM properties WHERE status = 'active' GROUP BY 1")
      expect(Object.fromEntries(byKind.map((row) => [row.kind, row.n]))).toEqual({ sale, rent, lease })
    } finally {
      await app.close()
    }
    expect(readme).toContain(`the other ${users! - 4} own listings`)
  })

  it('creates the four demo users with their roles and phone numbers', async () => {
    const users = await database.query<{ phone_number: string; is_admin: boolean; is_seller: boolean; is_dealer: boolean }>(
      "SELECT phone_number, is_admin, is_seller, is_dealer FROM users WHERE phone_number LIKE '+9198000000%' ORDER BY phone_number",
    )
    expect(users).toEqual([
      { phone_number: '+919800000001', is_admin: true, is_seller: false, is_dealer: false },
      { phone_number: '+919800000002', is_admin: false, is_seller: true, is_dealer: false },
      { phone_number: '+919800000003', is_admin: false, is_seller: false, is_dealer: true },
      { phone_number: '+919800000004', is_admin: false, is_seller: false, is_dealer: false },
    ])
    expect(await count(`SELECT count(*)::int AS n FROM properties WHERE owner_id = '${demoUsers.seller.id}'`)).toBeGreaterThan(DEMO_LISTING_COUNT / 2)
  })

  it('records each demo role as a grant by the demo data, when the user joined', async () => {
    const grants = await database.query<{ phone: string; role: string; via: string; grantedBy: string | null; onJoining: boolean }>(
      `SELECT u.phone_number AS phone, g.role, g.via, g.granted_by AS "grantedBy", g.granted_at = u.created_at AS "onJoining"
         FROM user_role_grants g JOIN users u ON u.id = g.user_id WHERE u.phone_number LIKE '+9198000000%' ORDER BY u.phone_number`,
    )
    const demo = { via: 'demo-data', grantedBy: null, onJoining: true }
    expect(grants).toEqual([
      { phone: '+919800000001', role: 'admin', ...demo },
      { phone: '+919800000002', role: 'seller', ...demo },
      { phone: '+919800000003', role: 'dealer', ...demo },
    ])
    // Every role held has its record, and none is recorded twice (the seed may run again on top).
    expect(
      await count(`SELECT count(*)::int AS n FROM users u WHERE (u.is_seller AND NOT EXISTS (SELECT 1 FROM user_role_grants g WHERE g.user_id = u.id AND g.role = 'seller'))
                      OR (u.is_admin AND NOT EXISTS (SELECT 1 FROM user_role_grants g WHERE g.user_id = u.id AND g.role = 'admin'))`),
    ).toBe(0)
  })

  it("has every user's 'member since' before their first listing, and each demo user's date as written", async () => {
    const late = await database.query<{ id: string; joined: string; first: string }>(
      `SELECT u.id, u.created_at::text AS joined, min(p.created_at)::text AS first
         FROM users u JOIN properties p ON p.owner_id = u.id OR p.dealer_id = u.id OR p.created_by = u.id::text
                                          OR EXISTS (SELECT 1 FROM property_owners o WHERE o.property_id = p.id AND o.user_id = u.id)
        GROUP BY u.id, u.created_at HAVING u.created_at >= min(p.created_at)`,
    )
    expect(late).toEqual([])
    const [seller] = await database.query<{ joined: string }>(`SELECT to_char(created_at AT TIME ZONE 'UTC', 'YYYY-MM-DD') AS joined FROM users WHERE id = $1`, [demoUsers.seller.id])
    expect(seller?.joined).toBe(demoUsers.seller.createdAt.slice(0, 10))
    expect(await count(`SELECT count(*)::int AS n FROM users WHERE created_at > now() - interval '1 day'`)).toBe(0)
  })

  it('lays out plots that do not overlap or touch', async () => {
    expect(await count('SELECT count(*)::int AS n FROM properties a JOIN properties b ON a.id < b.id AND ST_Intersects(a.boundary, b.boundary)')).toBe(0)
    expect(await count('SELECT count(*)::int AS n FROM properties WHERE NOT ST_IsValid(boundary::geometry) OR NOT ST_Covers(boundary, centroid)')).toBe(0)
  })

  it('gives land its plot area, within 1%', async () => {
    const rows = await database.query<{ ratio: number }>(
      "SELECT ST_Area(boundary) * 10.764 / area_sqft AS ratio FROM properties WHERE sub_type IN ('plot', 'farmland', 'villa', 'factory')",
    )
    expect(rows.length).toBeGreaterThan(10)
    for (const row of rows) expect(Math.abs(row.ratio - 1)).toBeLessThan(0.01)
  })

  it('stores documents that match the property schema, and typed columns that agree with them', async () => {
    const rows = await database.query<{ doc: unknown }>('SELECT doc FROM properties')
    for (const row of rows) expect(storedPropertySchema.safeParse(row.doc).error).toBeUndefined()
    const disagreeing = await count(`
      SELECT count(*)::int AS n FROM properties WHERE
        doc->>'id' <> id::text OR doc->>'reference' <> reference OR doc#>>'{basicInfo,title}' <> title OR doc#>>'{basicInfo,type}' <> type
        OR doc#>>'{basicInfo,status}' <> status OR doc#>>'{location,address,city}' <> city OR (doc#>>'{financial,pricing,totalPrice}')::bigint <> price
        OR (doc#>>'{analytics,views}')::int <> views OR (doc#>>'{evaluation,propertyScore}')::float8 <> score`)
    expect(disagreeing).toBe(0)
  })

  it('stores the area the listing shows, in square feet, so an area search finds it by its own figure', async () => {
    const rows = await database.query<{ doc: Property; area_sqft: number }>('SELECT doc, area_sqft FROM properties')
    const inAcres = rows.filter((row) => row.doc.specifications.area.unit === 'acres')
    expect(inAcres.length).toBeGreaterThan(5)
    for (const { doc, area_sqft } of rows) {
      expect(area_sqft).toBeCloseTo(toSquareFeet(doc.specifications.area.total, doc.specifications.area.unit), 6)
      expect(doc.financial.pricing.pricePerSqft).toBe(pricePerSqft(doc))
    }
  })

  it('has plausible rupee prices: a flat costs lakhs, a monthly rent thousands', () => {
    const listings = Array.from({ length: DEMO_LISTING_COUNT }, (_, i) => generateListing(i).row)
    for (const row of listings.filter((r) => r.sub_type === 'apartment' && r.listing_type === 'sale')) {
      expect(row.price).toBeGreaterThan(1_000_000)
      expect(row.price).toBeLessThan(150_000_000)
    }
    for (const row of listings.filter((r) => r.sub_type === 'apartment' && r.listing_type === 'rent')) {
      expect(row.price).toBeGreaterThan(3_000)
      expect(row.price).toBeLessThan(500_000)
    }
    expect(listings.find((r) => r.sub_type === 'apartment')?.title).toMatch(/^\d BHK Apartment( for Rent)? in .+, .+$/)
  })

  it('is deterministic', () => {
    expect(generateListing(7)).toEqual(generateListing(7))
    expect(new Set(Array.from({ length: 2000 }, (_, i) => generateListing(i).row.reference)).size).toBe(2000)
  })

  it('appends further listings after the existing ones', async () => {
    const grants = await count('SELECT count(*)::int AS n FROM user_role_grants')
    const result = await seedDemoData({ database, listings: 25 })
    expect(await count('SELECT count(*)::int AS n FROM user_role_grants')).toBe(grants)
    expect(result).toMatchObject({ first: DEMO_LISTING_COUNT, totalListings: DEMO_LISTING_COUNT + 25 })
    expect(await count('SELECT count(*)::int AS n FROM properties a JOIN properties b ON a.id < b.id AND ST_Intersects(a.boundary, b.boundary)')).toBe(0)
  })
})

describe('DEMO_DATA on start', () => {
  it('seeds an empty database once', async () => {
    const shared = await testDatabase()
    await resetDatabase(shared)
    const app = await buildTestApp({ env: { DEMO_DATA: 'true' } })
    try {
      expect((await shared.query<{ n: number }>('SELECT count(*)::int AS n FROM properties'))[0]?.n).toBe(DEMO_LISTING_COUNT)
      // Every listing has drawn pictures with thumbnails, some a floor plan, and the listing's document lists them.
      const unpictured = await shared.query(
        "SELECT id FROM properties p WHERE NOT EXISTS (SELECT 1 FROM property_media m WHERE m.property_id = p.id AND m.media_type = 'images' AND m.thumbnail_path IS NOT NULL)",
      )
      expect(unpictured).toEqual([])
      expect((await shared.query<{ n: number }>("SELECT count(*)::int AS n FROM property_media WHERE media_type = 'floor-plans'"))[0]?.n).toBeGreaterThan(DEMO_LISTING_COUNT / 10)
      const [listing] = (await app.inject('/api/properties/public?limit=1')).json<{ properties: Property[] }>().properties
      const [street, site] = listing?.media ?? []
      expect([street?.title, site?.title]).toEqual(['Street view.jpg', 'Site plan.jpg'])
      const photo = await app.inject(street?.url ?? '')
      expect(photo.statusCode).toBe(200)
      expect(await sharp(photo.rawPayload).metadata()).toMatchObject({ format: 'jpeg', width: 1280, height: 960 })
      const thumbnail = await app.inject(street?.thumbnail ?? '')
      expect(await sharp(thumbnail.rawPayload).metadata()).toMatchObject({ format: 'jpeg', width: 300, height: 225 })
      // Every listing is evaluated from the start, and shows the effective score it was given.
      const unscored = await shared.query('SELECT p.id FROM properties p LEFT JOIN property_scores s ON s.property_id = p.id WHERE s.property_id IS NULL OR p.score <> s.computed_score')
      expect(unscored).toEqual([])
    } finally {
      await app.close()
    }
    const again = await buildTestApp({ env: { DEMO_DATA: 'true' } })
    await again.close()
    expect((await shared.query<{ n: number }>('SELECT count(*)::int AS n FROM properties'))[0]?.n).toBe(DEMO_LISTING_COUNT)
  })
})

describe('npm run seed -- --reset', () => {
  it('deletes the listings and the split and merge lineage with them, and keeps the users', async () => {
    const shared = await seededDatabase(30)
    const [parent] = await shared.query<{ id: string; reference: string; owner: string }>("SELECT id::text, reference, owner_id::text AS owner FROM properties WHERE boundary IS NOT NULL LIMIT 1")
    const operation = '9f0c2a4e-5b6d-4e7f-8a9b-0c1d2e3f4a5b'
    await shared.query("INSERT INTO property_operations (id, kind, reason, requested_by, requested_at) VALUES ($1, 'split', 'Divided among heirs', $2, now())", [operation, parent!.owner])
    await shared.query('INSERT INTO property_splits (operation_id, parent_id, parent_reference) VALUES ($1, $2, $3)', [operation, parent!.id, parent!.reference])
    await shared.query(
      `INSERT INTO property_split_parts (operation_id, position, property_id, property_reference, name, portion, area, area_unit, boundary)
       SELECT $1, 0, id, reference, title, 100, area_sqft, 'sqft', boundary FROM properties WHERE id = $2`,
      [operation, parent!.id],
    )
    await shared.query('INSERT INTO property_operation_locks (property_id, operation_id) VALUES ($1, $2)', [parent!.id, operation])
    const users = (await shared.query<{ n: number }>('SELECT count(*)::int AS n FROM users'))[0]?.n
    await resetListings(shared)
    const [left] = await shared.query<Record<string, number>>(
      `SELECT (SELECT count(*)::int FROM properties) AS properties, (SELECT count(*)::int FROM property_operations) AS operations,
              (SELECT count(*)::int FROM property_splits) AS splits, (SELECT count(*)::int FROM property_split_parts) AS parts,
              (SELECT count(*)::int FROM property_operation_locks) AS locks, (SELECT count(*)::int FROM users) AS users`,
    )
    expect(left).toEqual({ properties: 0, operations: 0, splits: 0, parts: 0, locks: 0, users })
  })
})
