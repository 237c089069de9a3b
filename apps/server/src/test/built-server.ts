// The built server (dist/server.js, as `npm start` runs it) in a child process over a database of
// the test's own, for the tests that kill it: a data dir in a temporary folder on the embedded
// engine, or a database of its own on the PostgreSQL cluster (named like the run's other
// databases, so the suite's teardown drops it if the test cannot).
import { execFileSync, spawn, type ChildProcess } from 'node:child_process'
import { randomBytes } from 'node:crypto'
import { mkdtempSync, readFileSync, rmSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import pg from 'pg'
import { inject } from 'vitest'
import { MIGRATIONS_DIR, SERVER_ROOT, loadTestSettings } from '../config'
import { openDatabase, type DatabaseHandle } from '../db/database'
import { databasePrefix } from './global-setup'
import { TEST_CACHE_DIR } from './template'
import { FIXTURE_WEB_DIST } from './test-app'
import { freePort } from './free-port'

export type Exit = { code: number | null; signal: NodeJS.Signals | null }

async function onCluster(postgresUrl: string, sql: string): Promise<void> {
  const admin = new pg.Client({ connectionString: postgresUrl })
  await admin.connect()
  try {
    await admin.query(sql)
  } finally {
    await admin.end()
  }
}

/** Builds the server once (quietly) so every start runs the code under test. */
export function buildServer(): void {
  execFileSync(process.execPath, [join(SERVER_ROOT, 'scripts/build.mjs'), '--quiet'], { cwd: SERVER_ROOT, stdio: 'inherit' })
}

/**
 * One built server at a time over one database, named after `label`. Its signing keys are shared
 * by every start and by an app built in the test's own process (`secrets`), so a token stays valid
 * across restarts.
 */
export function builtServer(label: string) {
  const settings = loadTestSettings()
  const dataDir = mkdtempSync(join(tmpdir(), `vishwas-${label}-`))
  const secrets = { TOKEN_SIGNING_KEY: randomBytes(32).toString('hex'), ALTCHA_HMAC_KEY: randomBytes(32).toString('hex') }
  let databaseUrl = ''
  let server: { child: ChildProcess; exited: Promise<Exit> } | undefined
  let output = ''

  /** The database opened (`create`: made fresh and migrated first); the caller closes it, since PGlite is one process. */
  async function open(create = false): Promise<DatabaseHandle> {
    if (settings.engine === 'postgres' && settings.postgresUrl) {
      if (create) {
        const name = `${databasePrefix(inject('testRunId'))}${label}_${process.pid}`
        await onCluster(settings.postgresUrl, `DROP DATABASE IF EXISTS "${name}" WITH (FORCE)`)
        await onCluster(settings.postgresUrl, `CREATE DATABASE "${name}"`)
        const url = new URL(settings.postgresUrl)
        url.pathname = `/${name}`
        databaseUrl = url.toString()
      }
      const database = await openDatabase({ engine: 'postgres', url: databaseUrl, max: 2 })
      if (create) await database.migrate(MIGRATIONS_DIR)
      return database
    }
    // The migrated template, loaded into the data dir the server will open.
    const template = create ? { loadDataDir: new Blob([readFileSync(inject('pgliteTemplate'))]) } : {}
    return openDatabase({ engine: 'pglite', dataDir: join(dataDir, 'db'), ...template, cacheDir: TEST_CACHE_DIR })
  }

  /** Starts the built server on a free loopback port; resolves with its URL once healthy. */
  async function start(env: Record<string, string> = {}): Promise<string> {
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
        ...secrets,
        ...env,
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
  async function stop(signal?: NodeJS.Signals): Promise<Exit | undefined> {
    const stopping = server
    server = undefined
    if (!stopping) return undefined
    if (signal && stopping.child.exitCode === null && stopping.child.signalCode === null) stopping.child.kill(signal)
    return stopping.exited
  }

  /** Kills the running server at once, without waiting for it (a crash in the middle of work). */
  function kill(): void {
    server?.child.kill('SIGKILL')
  }

  /** Stops the server, drops the database and removes the data dir. */
  async function remove(): Promise<void> {
    await stop('SIGKILL')
    if (databaseUrl && settings.postgresUrl) await onCluster(settings.postgresUrl, `DROP DATABASE IF EXISTS "${new URL(databaseUrl).pathname.slice(1)}" WITH (FORCE)`)
    rmSync(dataDir, { recursive: true, force: true })
  }

  return { engine: settings.engine, secrets, open, start, stop, kill, remove, output: () => output }
}
