// Graceful shutdown: a request still arriving when the server is told to stop is finished,
// then the database the app opened is closed; on PGlite the data dir opens again with that
// request's data (no corruption).
import { mkdtempSync, readFileSync, rmSync } from 'node:fs'
import { request as httpRequest } from 'node:http'
import type { AddressInfo } from 'node:net'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { afterAll, describe, expect, inject, it } from 'vitest'
import { buildApp, type App } from './app'
import { openDatabase, type DatabaseHandle } from './db/database'
import { generateListing } from './db/seed/listings'
import { seedDemoData } from './db/seed/seed'
import { TEST_CACHE_DIR } from './test/template'
import { resetDatabase, testConfig, testDatabase, testDatabaseUrl } from './test/test-app'

const dataDir = mkdtempSync(join(tmpdir(), 'vishwas-close-'))
afterAll(() => rmSync(dataDir, { recursive: true, force: true }))
const onPostgres = process.env.TEST_ENGINE === 'postgres'

/** A PATCH whose body arrives in two parts; `between` runs after the first part has arrived. */
function patchInTwoParts(port: number, path: string, parts: [string, string], between: () => void) {
  return new Promise<{ status: number; body: string }>((resolve, reject) => {
    const body = parts.join('')
    const request = httpRequest({ host: '127.0.0.1', port, method: 'PATCH', path, headers: { 'content-type': 'application/json', 'content-length': Buffer.byteLength(body) } })
    request.on('response', (response) => {
      let text = ''
      response.on('data', (chunk: Buffer) => (text += chunk.toString()))
      response.on('end', () => resolve({ status: response.statusCode ?? 0, body: text }))
    })
    request.on('error', reject)
    request.write(parts[0])
    setTimeout(() => {
      between()
      setTimeout(() => request.end(parts[1]), 150)
    }, 150)
  })
}

/** An app that opened its own database from the config, as the server does. */
async function appOwningItsDatabase(): Promise<App> {
  if (onPostgres) {
    const shared = await testDatabase()
    await resetDatabase(shared)
    await seedDemoData({ database: shared, listings: 10 })
    const config = testConfig({ DATA_DIR: dataDir, DATABASE_URL: testDatabaseUrl() ?? '' })
    expect(config.database).toEqual({ engine: 'postgres', url: testDatabaseUrl() })
    return buildApp(config)
  }
  const template = new Blob([readFileSync(inject('pgliteTemplate'))])
  const existing = await openDatabase({ engine: 'pglite', dataDir: join(dataDir, 'db'), loadDataDir: template, cacheDir: TEST_CACHE_DIR })
  await seedDemoData({ database: existing, listings: 10 })
  await existing.close()
  return buildApp(testConfig({ DATA_DIR: dataDir }))
}

describe('closing the server', () => {
  it('finishes requests in flight, then closes the database cleanly', async () => {
    const app = await appOwningItsDatabase()
    await app.listen({ port: 0, host: '127.0.0.1' })
    const { port } = app.server.address() as AddressInfo
    const listing = Array.from({ length: 10 }, (_, i) => generateListing(i).row).find((row) => row.status === 'active')!

    let closing: Promise<void> | undefined
    const response = await patchInTwoParts(port, `/api/properties/${listing.id}/analytics`, ['{"event":', '"share"}'], () => {
      closing = app.close()
    })
    await closing
    expect(response).toEqual({ status: 200, body: '{"success":true,"counted":true}' })

    // Read back through a connection of its own to the database the app used.
    const url = testDatabaseUrl()
    const after: DatabaseHandle =
      onPostgres && url ? await openDatabase({ engine: 'postgres', url, max: 1 }) : await openDatabase({ engine: 'pglite', dataDir: join(dataDir, 'db'), cacheDir: TEST_CACHE_DIR })
    try {
      expect(await after.query('SELECT payload FROM analytics_events')).toEqual([{ payload: { event: 'share' } }])
      expect((await after.query<{ n: number }>('SELECT count(*)::int AS n FROM properties'))[0]?.n).toBe(10)
    } finally {
      await after.close()
    }
  }, 120_000) // opens an embedded database three times: slow on a busy machine
})
