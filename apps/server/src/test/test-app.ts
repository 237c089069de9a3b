// Builds the app for route tests on the engine named by TEST_ENGINE. One database per test
// worker, opened on first use and kept across the worker's files (isolate: false): PGlite
// loaded from the cached template, or a PostgreSQL database of its own
// (vishwas_test_<run>_w<worker>, created with PostGIS and migrated). Tests reset it with one
// TRUNCATE. It is closed a few seconds after the worker's last file (see setup.ts).
import { mkdtempSync, readFileSync } from 'node:fs'
import { join } from 'node:path'
import pg from 'pg'
import { inject } from 'vitest'
import { buildApp, type App } from '../app'
import { MIGRATIONS_DIR, SERVER_ROOT, loadConfig, loadTestSettings, type Config } from '../config'
import { openDatabase, type DatabaseHandle } from '../db/database'
import { DEMO_LISTING_COUNT, seedDemoData } from '../db/seed/seed'
import { databasePrefix } from './global-setup'
import { TEST_CACHE_DIR } from './template'

export const FIXTURE_WEB_DIST = join(SERVER_ROOT, 'src/test/fixtures/web-dist')
const CLOSE_AFTER_IDLE_MS = 3_000

let shared: Promise<DatabaseHandle> | undefined
// The engine `shared` was opened for: a worker process may go on to run the other engine's
// project (the root config runs the suite once per engine), and must not keep the old database.
let sharedEngine: string | undefined
let postgresUrl: string | undefined
let closeTimer: NodeJS.Timeout | undefined
// The worker's DATA_DIR (generated secrets), inside the project's temporary folder that
// global-setup.ts removes at the end.
const dataDir = mkdtempSync(join(inject('testTempDir'), 'worker-'))

async function openPostgres(url: string, workerId: string): Promise<DatabaseHandle> {
  // The pool id alone is not unique across the processes of a multi-project run; the pid is.
  const name = `${databasePrefix(inject('testRunId'))}${workerId}_${process.pid}`
  const admin = new pg.Client({ connectionString: url })
  await admin.connect()
  try {
    await admin.query(`DROP DATABASE IF EXISTS "${name}" WITH (FORCE)`)
    await admin.query(`CREATE DATABASE "${name}"`)
  } finally {
    await admin.end()
  }
  const target = new URL(url)
  target.pathname = `/${name}`
  postgresUrl = target.toString()
  const database = await openDatabase({ engine: 'postgres', url: target.toString(), max: 4, allowExitOnIdle: true })
  await database.migrate(MIGRATIONS_DIR)
  return database
}

async function openShared(): Promise<DatabaseHandle> {
  const settings = loadTestSettings()
  if (settings.engine === 'postgres' && settings.postgresUrl) return openPostgres(settings.postgresUrl, settings.workerId)
  const template = new Blob([readFileSync(inject('pgliteTemplate'))])
  return openDatabase({ engine: 'pglite', loadDataDir: template, cacheDir: TEST_CACHE_DIR })
}

/** The worker's database (opened on first use). */
export function testDatabase(): Promise<DatabaseHandle> {
  if (closeTimer) clearTimeout(closeTimer)
  closeTimer = undefined
  const engine = loadTestSettings().engine
  if (shared && sharedEngine !== engine) {
    const previous = shared
    void previous.then((database) => database.close()).catch(() => undefined)
    shared = undefined
    postgresUrl = undefined
  }
  sharedEngine = engine
  shared ??= openShared()
  return shared
}

/** After each test file (setup.ts): close the database unless another file of this worker starts soon. */
export function releaseTestDatabase(): void {
  const current = shared
  if (!current) return
  // One pending close at a time: a file that never opened the database releases it too, and a
  // timer it left behind would otherwise close the database under the next file that uses it.
  if (closeTimer) clearTimeout(closeTimer)
  closeTimer = setTimeout(() => {
    if (shared !== current) return
    shared = undefined
    void current.then((database) => database.close()).catch(() => undefined)
  }, CLOSE_AFTER_IDLE_MS)
  closeTimer.unref()
}

/** On PostgreSQL: the URL of the worker's database (after testDatabase()). */
export function testDatabaseUrl(): string | undefined {
  return postgresUrl
}

/** Empties every table (3 ms on PGlite). */
export async function resetDatabase(database: DatabaseHandle): Promise<void> {
  await database.query(
    'TRUNCATE analytics_events, property_owners, property_counts, properties, property_trash, users, payment_webhook_events, simulated_gateway_orders, simulated_gateway_refunds RESTART IDENTITY CASCADE',
  )
}

/** An empty database with the demo users and `listings` demo listings (default: the demo set). */
export async function seededDatabase(listings = DEMO_LISTING_COUNT): Promise<DatabaseHandle> {
  const database = await testDatabase()
  await resetDatabase(database)
  await seedDemoData({ database, listings })
  return database
}

export function testConfig(env: Record<string, string> = {}): Config {
  // Offline weather: tests never reach the internet (the default, auto, would ask Open-Meteo).
  // Scheduled jobs off: a test runs them itself (app.jobs.runDue), never on a timer under another test.
  return loadConfig({ DATA_DIR: dataDir, LOG_LEVEL: 'silent', DEMO_DATA: 'false', NODE_ENV: 'test', WEB_DIST_DIR: FIXTURE_WEB_DIST, WEATHER_PROVIDER: 'offline', JOBS: 'false',
    // The simulated gateway's webhooks at once and always twice: tests wait for them (app.payments.simulated.settled()) and see duplicates handled.
    SIMULATED_WEBHOOK_MAX_DELAY_MS: '0', SIMULATED_WEBHOOK_DUPLICATE_RATE: '1', ...env })
}

/** The app on the worker's database, as the server builds it (not listening). */
export async function buildTestApp(options: { env?: Record<string, string>; database?: DatabaseHandle } = {}): Promise<App> {
  const database = options.database ?? (await testDatabase())
  return buildApp(testConfig(options.env), { database })
}
