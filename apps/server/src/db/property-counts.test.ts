// property_counts stays equal to counting the properties table, whatever changes it.
import { beforeAll, describe, expect, it } from 'vitest'
import { seededDatabase } from '../test/test-app'
import type { DatabaseHandle } from './database'

let database: DatabaseHandle
beforeAll(async () => {
  database = await seededDatabase(60)
})

/** Rows where the maintained counts and a fresh count differ (none when they agree). */
async function drift() {
  return database.query(`
    WITH actual AS (SELECT status, type, city_key, state_key, count(*)::int AS n FROM properties GROUP BY 1, 2, 3, 4),
         kept AS (SELECT status, type, city_key, state_key, n FROM property_counts WHERE n <> 0)
    SELECT * FROM (SELECT * FROM actual EXCEPT SELECT * FROM kept) a
    UNION ALL SELECT * FROM (SELECT * FROM kept EXCEPT SELECT * FROM actual) b`)
}

const one = async (sql: string) => (await database.query<{ id: string }>(sql))[0]!.id

describe('property_counts', () => {
  it('counts seeded listings', async () => {
    expect(await drift()).toEqual([])
    expect((await database.query<{ n: number }>('SELECT sum(n)::int AS n FROM property_counts'))[0]?.n).toBe(60)
  })

  it('follows status, type, city and state changes, but not other updates', async () => {
    const id = await one("SELECT id FROM properties WHERE status = 'active' LIMIT 1")
    await database.query(`UPDATE properties SET status = 'sold' WHERE id = '${id}'`)
    await database.query(`UPDATE properties SET city = 'NEW DELHI', state = 'Delhi', type = 'land' WHERE id = '${id}'`)
    await database.query(`UPDATE properties SET views = views + 1, title = 'Renamed' WHERE id = '${id}'`)
    await database.query("UPDATE properties SET status = 'inactive' WHERE status = 'draft'")
    expect(await drift()).toEqual([])
  })

  it('follows deletes, bulk inserts and truncation', async () => {
    await database.query("DELETE FROM properties WHERE id IN (SELECT id FROM properties WHERE type = 'residential' LIMIT 5)")
    expect(await drift()).toEqual([])
    await database.query(`
      INSERT INTO properties (reference, doc, type, status, city, state)
      SELECT 'PROP-BULK-' || g, '{}'::jsonb, 'commercial', 'active', 'Pune', 'Maharashtra' FROM generate_series(1, 7) g`)
    expect(await drift()).toEqual([])
    await database.query('TRUNCATE property_owners, properties CASCADE')
    expect(await database.query('SELECT * FROM property_counts')).toEqual([])
  })
})
