// property_counts and property_creator_counts stay equal to counting the properties table, and
// property_owners.is_creator to comparing each owner with the creator, whatever changes them.
import { beforeAll, describe, expect, it } from 'vitest'
import { seededDatabase } from '../test/test-app'
import type { DatabaseHandle } from './database'

let database: DatabaseHandle
beforeAll(async () => {
  database = await seededDatabase(60)
})

/** Rows where a maintained table and a fresh count differ (none when they agree). */
async function drift() {
  const differences = (actual: string, kept: string) => `SELECT * FROM (${actual} EXCEPT ${kept}) a UNION ALL SELECT * FROM (${kept} EXCEPT ${actual}) b`
  const [counts, creatorCounts, flags] = await Promise.all([
    database.query(
      differences(
        'SELECT status, type, listing_type, city_key, state_key, count(*)::int AS n FROM properties GROUP BY 1, 2, 3, 4, 5',
        'SELECT status, type, listing_type, city_key, state_key, n FROM property_counts WHERE n <> 0',
      ),
    ),
    database.query(
      differences(
        'SELECT created_by, status, type, city_key, state_key, count(*)::int AS n FROM properties GROUP BY 1, 2, 3, 4, 5',
        'SELECT created_by, status, type, city_key, state_key, n FROM property_creator_counts WHERE n <> 0',
      ),
    ),
    database.query(
      differences(
        'SELECT o.property_id, o.user_id, (o.user_id::text = p.created_by) AS is_creator FROM property_owners o JOIN properties p ON p.id = o.property_id',
        'SELECT property_id, user_id, is_creator FROM property_owners',
      ),
    ),
  ])
  return [...counts, ...creatorCounts, ...flags]
}

const one = async (sql: string) => (await database.query<{ id: string }>(sql))[0]!.id

describe('property_counts, property_creator_counts and property_owners.is_creator', () => {
  it('counts seeded listings and marks their creators', async () => {
    expect(await drift()).toEqual([])
    expect((await database.query<{ n: number }>('SELECT sum(n)::int AS n FROM property_counts'))[0]?.n).toBe(60)
    expect((await database.query<{ n: number }>('SELECT sum(n)::int AS n FROM property_creator_counts'))[0]?.n).toBe(60)
    expect((await database.query<{ n: number }>('SELECT count(*)::int AS n FROM property_owners WHERE is_creator'))[0]?.n).toBeGreaterThan(0)
  })

  it('follows new owners and a change of creator', async () => {
    const id = await one("SELECT p.id FROM properties p JOIN property_owners o ON o.property_id = p.id AND o.is_creator LIMIT 1")
    const other = await one(`SELECT u.id FROM users u WHERE NOT EXISTS (SELECT 1 FROM property_owners o WHERE o.property_id = '${id}' AND o.user_id = u.id) LIMIT 1`)
    await database.query(`INSERT INTO property_owners (property_id, user_id) VALUES ('${id}', '${other}')`)
    expect(await drift()).toEqual([])
    await database.query(`UPDATE properties SET created_by = '${other}' WHERE id = '${id}'`)
    expect(await drift()).toEqual([])
    await database.query(`UPDATE properties SET created_by = 'system' WHERE id = '${id}'`)
    expect(await drift()).toEqual([])
  })

  it('follows status, type, kind of listing, city and state changes, but not other updates', async () => {
    const id = await one("SELECT id FROM properties WHERE status = 'active' LIMIT 1")
    await database.query(`UPDATE properties SET status = 'sold' WHERE id = '${id}'`)
    await database.query(`UPDATE properties SET city = 'NEW DELHI', state = 'Delhi', type = 'land' WHERE id = '${id}'`)
    await database.query(`UPDATE properties SET listing_type = 'lease' WHERE id = '${id}'`)
    await database.query("UPDATE properties SET listing_type = 'rent' WHERE listing_type = 'sale' AND status = 'active' AND id IN (SELECT id FROM properties LIMIT 20)")
    await database.query(`UPDATE properties SET views = views + 1, title = 'Renamed' WHERE id = '${id}'`)
    await database.query("UPDATE properties SET status = 'inactive' WHERE status = 'draft'")
    expect(await drift()).toEqual([])
  })

  it('follows deletes, bulk inserts and truncation', async () => {
    await database.query("DELETE FROM properties WHERE id IN (SELECT id FROM properties WHERE type = 'residential' LIMIT 5)")
    expect(await drift()).toEqual([])
    await database.query(`
      INSERT INTO properties (reference, doc, type, status, listing_type, city, state)
      SELECT 'PROP-BULK-' || g, '{}'::jsonb, 'commercial', 'active', CASE WHEN g % 2 = 0 THEN 'rent' ELSE 'lease' END, 'Pune', 'Maharashtra' FROM generate_series(1, 7) g`)
    expect(await drift()).toEqual([])
    await database.query('TRUNCATE property_owners, properties CASCADE')
    expect(await database.query('SELECT * FROM property_counts')).toEqual([])
  })
})
