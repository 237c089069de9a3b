// GET /api/admin/indexes: the catalogue's indexes with size and use, on both engines; admins only.
import { messages, type DatabaseIndexView, type IndexStatisticsView } from '@vishwas/domain'
import { describe, expect, it } from 'vitest'
import { requestAs, usePropertyKit, type Caller } from '../properties/properties-test-kit'

const kit = usePropertyKit()

type Answer = { indexes: DatabaseIndexView[]; statistics: IndexStatisticsView; pagination: { total: number; pages: number } }

describe('GET /api/admin/indexes', () => {
  it("lists the database's indexes largest first, with columns, use and the last-use column only where the server records it", async () => {
    const response = await requestAs(kit, 'admin', { url: '/api/admin/indexes?limit=100' })
    expect(response.statusCode).toBe(200)
    const answer = response.json<Answer>()
    expect(answer.pagination.total).toBeGreaterThan(50)
    const sizes = answer.indexes.map((index) => index.sizeBytes)
    expect(sizes).toEqual([...sizes].sort((a, b) => b - a))

    const [version] = await kit.database.query<{ major: number }>(`SELECT current_setting('server_version_num')::int / 10000 AS major`)
    // PostgreSQL 16 added the column; the embedded database follows its PostgreSQL version (17 today).
    const recorded = (version?.major ?? 0) >= 16
    expect(answer.statistics.lastUseRecorded).toBe(recorded)
    expect(answer.statistics.lastUseNote).toBe(recorded ? undefined : 'not recorded')

    const all = (await requestAs(kit, 'admin', { url: '/api/admin/indexes?limit=100&page=1&sortBy=name&sortOrder=asc&table=properties' })).json<Answer>()
    const byName = new Map(all.indexes.map((index) => [index.name, index]))
    expect(byName.get('properties_pkey')).toMatchObject({ table: 'properties', columns: ['id'], isPrimary: true, isUnique: true, isUnused: false })
    expect(byName.get('properties_status_price_idx')).toMatchObject({ columns: ['status', 'price', 'id'], included: [], isUnique: false })
    expect(byName.get('properties_status_price_idx')?.definition).toMatch(/^CREATE INDEX properties_status_price_idx ON public\.properties/)
    expect(all.indexes.every((index) => index.table === 'properties')).toBe(true)
    expect(all.indexes.map((index) => index.name)).toEqual([...all.indexes.map((index) => index.name)].sort())

    // A scan of an index shows in its statistics (PostgreSQL reports them a moment later: the
    // cumulative statistics are flushed when the transaction ends, so read them in a new one).
    await kit.database.query(`SET enable_seqscan = off`)
    await kit.database.query(`SELECT id FROM properties WHERE reference = 'PROP-NONE'`)
    await kit.database.query(`RESET enable_seqscan`)
    await kit.database.query('SELECT pg_stat_force_next_flush()').catch(() => undefined)

    const used = (await requestAs(kit, 'admin', { url: '/api/admin/indexes?table=properties&limit=100' })).json<Answer>()
    const reference = used.indexes.find((index) => index.columns.length === 1 && index.columns[0] === 'reference')
    expect(reference?.scans).toBeGreaterThan(0)
    expect(reference?.isUnused).toBe(false)
    if (recorded) expect(reference?.lastUsedAt).toMatch(/^\d{4}-\d\d-\d\dT/)

    const unused = (await requestAs(kit, 'admin', { url: '/api/admin/indexes?unusedOnly=true&limit=100' })).json<Answer>()
    expect(unused.indexes.length).toBeGreaterThan(0)
    for (const index of unused.indexes) expect(index).toMatchObject({ scans: 0, isUnused: true, isUnique: false, isPrimary: false })
  })

  it('pages, refuses bad queries, and answers admins only', async () => {
    const second = (await requestAs(kit, 'admin', { url: '/api/admin/indexes?limit=5&page=2&sortBy=scans' })).json<Answer>()
    expect(second.indexes).toHaveLength(5)
    for (const bad of ['sortBy=colour', 'sortOrder=up', 'limit=101', 'unusedOnly=yes', 'page=0', 'extra=1']) {
      expect((await requestAs(kit, 'admin', { url: `/api/admin/indexes?${bad}` })).statusCode, bad).toBe(400)
    }
    for (const caller of ['seller', 'dealer', 'buyer'] as Caller[]) {
      const response = await requestAs(kit, caller, { url: '/api/admin/indexes' })
      expect(response.statusCode).toBe(403)
      expect(response.json()).toMatchObject({ success: false, message: messages.adminPrivilegesRequired })
    }
    expect((await requestAs(kit, null, { url: '/api/admin/indexes' })).statusCode).toBe(401)
  })
})
