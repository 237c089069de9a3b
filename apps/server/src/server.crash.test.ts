// A crash loses no acknowledged write: the built server (dist/server.js, as `npm start` runs it)
// over a fresh database, a signed-in seller creating properties from several connections at once,
// `kill -9` in the middle of the loop, a restart on the same data, and every property the server
// answered 201 for is there. Three crashes per run, on the engine of the project (a data dir in a
// temporary folder, or a database of its own on the PostgreSQL cluster).
import { execFileSync, spawn, type ChildProcess } from 'node:child_process'
import { randomBytes } from 'node:crypto'
import { mkdtempSync, readFileSync, rmSync } from 'node:fs'
import { createServer } from 'node:net'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { solveChallenge, type Challenge } from 'altcha-lib'
import { deriveKey } from 'altcha-lib/algorithms/sha'
import pg from 'pg'
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest'
import { MIGRATIONS_DIR, SERVER_ROOT, loadTestSettings } from './config'
import { openDatabase, type DatabaseHandle } from './db/database'
import { demoUsers } from './db/seed/users'
import { resetIdentityTables } from './modules/auth/auth-test-kit'
import { databasePrefix } from './test/global-setup'
import { propertyBody, square } from './modules/properties/properties-test-kit'
import { TEST_CACHE_DIR } from './test/template'
import { FIXTURE_WEB_DIST } from './test/test-app'

const CRASHES = 3
const WRITERS = 4

const settings = loadTestSettings()
const dataDir = mkdtempSync(join(tmpdir(), 'vishwas-crash-'))
let databaseUrl = ''
type Exit = { code: number | null; signal: NodeJS.Signals | null }
/** The running server and how it ended. */
let server: { child: ChildProcess; exited: Promise<Exit> } | undefined
let output = ''

function freePort(): Promise<number> {
  return new Promise((done, fail) => {
    const probe = createServer()
    probe.once('error', fail)
    probe.listen(0, '127.0.0.1', () => {
      const address = probe.address()
      probe.close(() => (typeof address === 'object' && address ? done(address.port) : fail(new Error('no port'))))
    })
  })
}

/** A fresh database holding the demo users (the seller signs in as one of them). */
async function freshDatabase(): Promise<void> {
  let database: DatabaseHandle
  if (settings.engine === 'postgres' && settings.postgresUrl) {
    // Named like the run's other databases, so the suite's teardown drops it if this file cannot.
    const name = `${databasePrefix(inject('testRunId'))}crash_${process.pid}`
    const admin = new pg.Client({ connectionString: settings.postgresUrl })
    await admin.connect()
    try {
      await admin.query(`DROP DATABASE IF EXISTS "${name}" WITH (FORCE)`)
      await admin.query(`CREATE DATABASE "${name}"`)
    } finally {
      await admin.end()
    }
    const url = new URL(settings.postgresUrl)
    url.pathname = `/${name}`
    databaseUrl = url.toString()
    database = await openDatabase({ engine: 'postgres', url: databaseUrl, max: 1 })
    await database.migrate(MIGRATIONS_DIR)
  } else {
    // The migrated template, loaded into the data dir the server will open.
    const template = new Blob([readFileSync(inject('pgliteTemplate'))])
    database = await openDatabase({ engine: 'pglite', dataDir: join(dataDir, 'db'), loadDataDir: template, cacheDir: TEST_CACHE_DIR })
  }
  try {
    await resetIdentityTables(database)
  } finally {
    await database.close()
  }
}

async function dropDatabase(): Promise<void> {
  if (!databaseUrl || !settings.postgresUrl) return
  const admin = new pg.Client({ connectionString: settings.postgresUrl })
  await admin.connect()
  try {
    await admin.query(`DROP DATABASE IF EXISTS "${new URL(databaseUrl).pathname.slice(1)}" WITH (FORCE)`)
  } finally {
    await admin.end()
  }
}

// Shared by every start, so the seller's token stays valid across the crashes.
const secrets = { TOKEN_SIGNING_KEY: randomBytes(32).toString('hex'), ALTCHA_HMAC_KEY: randomBytes(32).toString('hex') }

/** The built server on a free loopback port over the test's database; resolves when healthy. */
async function startServer(): Promise<string> {
  const port = await freePort()
  const url = `http://127.0.0.1:${port}`
  output = ''
  const child = spawn(process.execPath, [join(SERVER_ROOT, 'dist/server.js')], {
    cwd: SERVER_ROOT,
    env: {
      PATH: process.env.PATH,
      PORT: String(port),
      HOST: '127.0.0.1',
      DATA_DIR: dataDir,
      DATABASE_URL: databaseUrl,
      DEMO_DATA: 'false',
      NODE_ENV: 'test',
      LOG_LEVEL: 'warn',
      WEB_DIST_DIR: FIXTURE_WEB_DIST,
      SMS_PROVIDER: 'console',
      WEATHER_PROVIDER: 'offline',
      ALTCHA_MAX_NUMBER: '100',
      ...secrets,
    },
    stdio: ['ignore', 'pipe', 'pipe'],
  })
  server = { child, exited: new Promise((resolve) => child.once('exit', (code, signal) => resolve({ code, signal }))) }
  child.stdout?.on('data', (chunk: Buffer) => (output += chunk.toString()))
  child.stderr?.on('data', (chunk: Buffer) => (output += chunk.toString()))
  for (;;) {
    if (child.exitCode !== null || child.signalCode !== null) throw new Error(`the server stopped before it was ready:\n${output}`)
    try {
      if ((await fetch(`${url}/api/health`)).ok) return url
    } catch {
      // not listening yet
    }
    await new Promise((resolve) => setTimeout(resolve, 50))
  }
}

/** Sends `signal` (unless the server has already stopped); resolves with how it ended. */
async function stopServer(signal?: NodeJS.Signals): Promise<Exit | undefined> {
  const stopping = server
  server = undefined
  if (!stopping) return undefined
  if (signal && stopping.child.exitCode === null && stopping.child.signalCode === null) stopping.child.kill(signal)
  return stopping.exited
}

async function post<T>(url: string, body: unknown): Promise<T> {
  const response = await fetch(url, { method: 'POST', headers: { 'content-type': 'application/json' }, body: JSON.stringify(body) })
  if (!response.ok) throw new Error(`${url}: ${response.status} ${await response.text()}`)
  return (await response.json()) as T
}

/** The demo seller signs in through the real flow (bot check, code from the development outbox). */
async function signInSeller(url: string): Promise<string> {
  const phoneNumber = demoUsers.seller.phoneNumber
  const { challenge } = (await (await fetch(`${url}/api/auth/challenge`)).json()) as { challenge: Challenge }
  const solution = await solveChallenge({ challenge, deriveKey })
  const altcha = Buffer.from(JSON.stringify({ challenge, solution })).toString('base64')
  const { verificationId } = await post<{ verificationId: string }>(`${url}/api/auth/otp/send`, { phoneNumber, altcha })
  const outbox = await fetch(`${url}/api/dev/outbox?${new URLSearchParams({ phoneNumber }).toString()}`)
  const { code } = (await outbox.json()) as { code: string }
  const { data } = await post<{ data: { uid: string; idToken: string } }>(`${url}/api/auth/otp/verify`, { verificationId, code })
  const session = await post<{ data: { accessToken: string } }>(`${url}/api/auth/token`, { uid: data.uid, phoneNumber, idToken: data.idToken })
  return session.data.accessToken
}

let written = 0
/** A property with a boundary of its own (the n-th square of a grid near Mohali). */
function nextProperty() {
  const n = written++
  return propertyBody({
    basicInfo: { title: `Crash test flat ${n}`, type: 'residential', subType: 'apartment', status: 'active', listingType: 'sale' },
    location: {
      address: { line1: `Flat ${n}`, locality: 'Sector 70', city: 'Mohali', state: 'Punjab', postalCode: '160071' },
      geofence: { vertices: square(30.6 + Math.floor(n / 100) * 0.002, 76.6 + (n % 100) * 0.002) },
    },
  })
}

/**
 * Creates properties from WRITERS connections until the server dies; `kill -9` once `killAfter`
 * creations were acknowledged, while the others are in flight. Returns the acknowledged ids.
 */
async function writeUntilKilled(url: string, token: string, killAfter: number): Promise<string[]> {
  const acknowledged: string[] = []
  const headers = { 'content-type': 'application/json', authorization: `Bearer ${token}` }
  const writer = async () => {
    for (;;) {
      let response: Response
      try {
        response = await fetch(`${url}/api/properties`, { method: 'POST', headers, body: JSON.stringify(nextProperty()) })
      } catch {
        return // the server is gone: this write was never acknowledged
      }
      let body: { property?: { id: string } }
      try {
        body = (await response.json()) as typeof body
      } catch {
        return // the answer was cut off: not acknowledged either
      }
      if (response.status !== 201 || !body.property) throw new Error(`a write was refused: ${response.status} ${JSON.stringify(body)}`)
      acknowledged.push(body.property.id)
      if (acknowledged.length === killAfter) server?.child.kill('SIGKILL')
    }
  }
  await Promise.all(Array.from({ length: WRITERS }, writer))
  return acknowledged
}

/** The acknowledged ids the restarted server does not know. */
async function missing(url: string, token: string, ids: string[]): Promise<string[]> {
  const lost: string[] = []
  for (const id of ids) {
    const response = await fetch(`${url}/api/properties/${id}`, { headers: { authorization: `Bearer ${token}` } })
    if (response.status !== 200) lost.push(id)
  }
  return lost
}

describe(`the server killed with SIGKILL while writing (${settings.engine})`, () => {
  beforeAll(async () => {
    execFileSync(process.execPath, [join(SERVER_ROOT, 'scripts/build.mjs'), '--quiet'], { cwd: SERVER_ROOT, stdio: 'inherit' })
    await freshDatabase()
  }, 120_000)

  afterAll(async () => {
    await stopServer('SIGKILL')
    await dropDatabase()
    rmSync(dataDir, { recursive: true, force: true })
  })

  it('loses no acknowledged write, crash after crash', async () => {
    let url = await startServer()
    const token = await signInSeller(url)
    const acknowledged: string[] = []
    for (let crash = 1; crash <= CRASHES; crash++) {
      // Somewhere between the 20th and the 59th acknowledged write of the round.
      const ids = await writeUntilKilled(url, token, 20 + Math.floor(Math.random() * 40))
      expect(await stopServer()).toEqual({ code: null, signal: 'SIGKILL' })
      expect(ids.length).toBeGreaterThanOrEqual(20)
      acknowledged.push(...ids)
      url = await startServer()
      expect(await missing(url, token, acknowledged), `after crash ${crash}`).toEqual([])
    }
    // And the last one closes cleanly, as an operator stops it.
    expect(await stopServer('SIGTERM')).toEqual({ code: 0, signal: null })
  }, 180_000)
})
