// place_counts follows every change of a listing (migration 0022's triggers), and a listing
// stored under a city's old name counts, and is listed, under today's name.
import type { PlaceSuggestion } from '@vishwas/domain'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import type { App } from '../../app'
import type { DatabaseHandle } from '../../db/database'
import { buildTestApp, seededDatabase } from '../../test/test-app'

let app: App
let database: DatabaseHandle
beforeAll(async () => {
  database = await seededDatabase()
  app = await buildTestApp({ database })
})
afterAll(() => app.close())

type Place = { city_key: string; state_key: string; locality_key: string; sale: number; rent: number; lease: number }

/** place_counts without its empty rows, in a stable order. */
async function counted(): Promise<Place[]> {
  return database.query<Place>(
    `SELECT city_key, state_key, locality_key, sale, rent, lease FROM place_counts WHERE sale <> 0 OR rent <> 0 OR lease <> 0 ORDER BY 1, 2, 3`,
  )
}

/** The same counted from the listings themselves: each city, and each locality in it. */
async function recounted(): Promise<Place[]> {
  const kinds = `count(*) FILTER (WHERE listing_type = 'sale')::int AS sale, count(*) FILTER (WHERE listing_type = 'rent')::int AS rent, count(*) FILTER (WHERE listing_type = 'lease')::int AS lease`
  return database.query<Place>(
    `SELECT city_key, state_key, '' AS locality_key, ${kinds} FROM properties WHERE status = 'active' GROUP BY 1, 2
     UNION ALL
     SELECT city_key, state_key, lower(btrim(locality)), ${kinds} FROM properties WHERE status = 'active' AND btrim(coalesce(locality, '')) <> '' GROUP BY 1, 2, 3
     ORDER BY 1, 2, 3`,
  )
}

async function suggest(text: string): Promise<PlaceSuggestion[]> {
  const response = await app.inject(`/api/public/places?q=${encodeURIComponent(text)}`)
  expect(response.statusCode, response.body).toBe(200)
  return response.json<{ places: PlaceSuggestion[] }>().places
}

async function total(query: string): Promise<number> {
  const response = await app.inject(`/api/properties/public?${query}`)
  expect(response.statusCode, response.body).toBe(200)
  return response.json<{ pagination: { total: number } }>().pagination.total
}

async function someActive(city: string): Promise<{ id: string; locality: string | null }[]> {
  return database.query<{ id: string; locality: string | null }>(`SELECT id, locality FROM properties WHERE status = 'active' AND city = $1 ORDER BY id LIMIT 3`, [city])
}

describe('place_counts', () => {
  it('holds the public listings of each city and each locality, per kind, after seeding', async () => {
    const rows = await counted()
    expect(rows.length).toBeGreaterThan(20)
    expect(rows).toEqual(await recounted())
  })

  it('follows status, kind, city and locality changes, deletions and new listings', async () => {
    const [first, second, third] = await someActive('Mohali')
    if (!first || !second || !third) throw new Error('the demo data has fewer than three active Mohali listings')
    await database.query(`UPDATE properties SET status = 'sold' WHERE id = $1`, [first.id])
    await database.query(`UPDATE properties SET listing_type = CASE listing_type WHEN 'sale' THEN 'rent' ELSE 'sale' END WHERE id = $1`, [second.id])
    await database.query(`UPDATE properties SET city = 'Ludhiana', locality = '  Model Town ' WHERE id = $1`, [third.id])
    await database.query(`UPDATE properties SET views = views + 1 WHERE city = 'Mohali'`)
    expect(await counted()).toEqual(await recounted())
    await database.query(`UPDATE properties SET status = 'active' WHERE id = $1`, [first.id])
    await database.query(`DELETE FROM properties WHERE id = $1`, [second.id])
    await database.query(`INSERT INTO properties (reference, doc, type, status, listing_type, city, state, locality)
      VALUES ('PROP-PLACES-1', '{}', 'residential', 'active', 'lease', 'Mohali', 'Punjab', NULL), ('PROP-PLACES-2', '{}', 'land', 'draft', 'sale', 'Mohali', 'Punjab', 'Sector 70')`)
    expect(await counted()).toEqual(await recounted())
  })

  it('counts and lists a listing stored under an old name with its city, under either name', async () => {
    const [listing] = await someActive('Bengaluru')
    if (!listing) throw new Error('the demo data has no active Bengaluru listing')
    const before = (await suggest('Bengaluru'))[0]
    const listed = await total('city=Bengaluru')
    expect(before).toMatchObject({ city: 'Bengaluru', locality: null, count: listed })
    await database.query(`UPDATE properties SET city = 'Bangalore' WHERE id = $1`, [listing.id])
    expect((await suggest('Bengaluru'))[0]).toEqual(before)
    expect((await suggest('Bangalore'))[0]).toEqual(before)
    expect(await total('city=Bengaluru')).toBe(listed)
    expect(await total('city=Bangalore')).toBe(listed)
    if (listing.locality) {
      const locality = (await suggest(listing.locality)).find((p) => p.city === 'Bengaluru')
      expect(locality?.count).toBe(await total(`city=Bengaluru&locality=${encodeURIComponent(listing.locality)}`))
    }
  })

  it('is emptied with the listings', async () => {
    await database.query('TRUNCATE properties CASCADE')
    expect(await database.query('SELECT * FROM place_counts')).toEqual([])
    expect(await suggest('Mohali')).toEqual([])
  })
})
