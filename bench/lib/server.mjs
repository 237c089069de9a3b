// What every benchmark needs to run the production server on this machine's loopback.
import { execFileSync, spawn } from 'node:child_process'
import { randomBytes } from 'node:crypto'
import { mkdtempSync, readFileSync, rmSync } from 'node:fs'
import { createServer } from 'node:net'
import { tmpdir } from 'node:os'
import { join, resolve } from 'node:path'
import autocannon from 'autocannon'
import pg from 'pg'
import { latencySummary, round2 } from './stats.mjs'

export const root = resolve(import.meta.dirname, '../..')
/** Debian's Chromium (never a downloaded browser), for Lighthouse and the scenery. */
export const CHROMIUM = process.env.CHROMIUM_PATH ?? process.env.CHROME_PATH ?? '/usr/bin/chromium'

// Builds, seeds and servers log to standard error: standard output is the benchmark's tables.
const logToStderr = ['ignore', 2, 2]

/** Builds the web app and the server as `npm start` does (production React, whatever NODE_ENV the caller has). */
export function buildProduction(extraEnv = {}) {
  execFileSync('npm', ['run', 'build'], { cwd: root, stdio: logToStderr, env: { ...process.env, NODE_ENV: 'production', ...extraEnv } })
}

/**
 * The Node flags `npm start` runs the server with (root package.json's start script), so every
 * measured server runs as the product does: today the V8 heap's limit (see README, Memory).
 */
export const SERVER_NODE_FLAGS = (() => {
  const start = JSON.parse(readFileSync(join(root, 'package.json'), 'utf8')).scripts.start
  const flags = /\bnode ((?:--\S+ )*)apps\/server\/dist\/server\.js/.exec(start)
  if (!flags) throw new Error(`package.json's start script does not run apps/server/dist/server.js with node: ${start}`)
  return flags[1].trim().split(' ').filter(Boolean)
})()

/** A port nothing listens on, on 127.0.0.1. */
export function freePort() {
  return new Promise((done, fail) => {
    const probe = createServer()
    probe.once('error', fail)
    probe.listen(0, '127.0.0.1', () => {
      const { port } = probe.address()
      probe.close(() => done(port))
    })
  })
}

/** Polls /api/health until it answers 200; returns how long that took, in ms. */
export async function waitForHealth(url, child, timeoutMs = 300_000) {
  const start = performance.now()
  while (performance.now() - start < timeoutMs) {
    if (child.exitCode !== null) throw new Error(`server exited with ${child.exitCode}`)
    try {
      if ((await fetch(`${url}/api/health`)).ok) return performance.now() - start
    } catch {
      // not listening yet
    }
    await new Promise((r) => setTimeout(r, 20))
  }
  throw new Error('server never became healthy')
}

// Production refuses to start without real secrets; the benchmarks make throwaway ones, shared
// by every server a run starts (a token signed by one is valid on the next).
const benchSecrets = { TOKEN_SIGNING_KEY: randomBytes(32).toString('hex'), ALTCHA_HMAC_KEY: randomBytes(32).toString('hex') }

/**
 * The environment of a production server on `env`'s database (DATA_DIR / DATABASE_URL from
 * freshDatabase): the run's secrets, console SMS, no demo data. Shared by startServer and by
 * anything else that builds the app on the same database (a token issued by one is valid on all).
 */
export function productionEnv(env, { logLevel = 'warn' } = {}) {
  return {
    ...process.env,
    ...benchSecrets,
    ALTCHA_MAX_NUMBER: '1000',
    SMS_PROVIDER: 'console',
    // Offline weather: benchmarks measure this machine, never the internet.
    WEATHER_PROVIDER: 'offline',
    // The daily jobs run at a fresh database's first start. The recompute of every score would
    // weigh on the API figures (it is measured on its own, lib/scores.ts), and so would the sweep
    // of stored files: it walks the demo listings' 1 400 files, a stat each, for seconds after the
    // start, as the first calls are measured.
    JOB_SCHEDULE: 'property-scores=off,stored-files-sweep=off',
    ...env,
    NODE_ENV: 'production',
    LOG_LEVEL: logLevel,
    DEMO_DATA: 'false',
  }
}

/**
 * Starts the production server (apps/server/dist/server.js) on a free loopback port with `env`
 * (DATA_DIR / DATABASE_URL from freshDatabase). `logLevel: 'info'` with `pipeStdout` lets a
 * caller read one-time codes from the log (see sign-in.mjs); measured runs use 'warn'. `nodeArgs`
 * go to node before the script (server-profile.mjs passes --cpu-prof).
 */
export async function startServer(env, { logLevel = 'warn', pipeStdout = false, nodeArgs = [], withoutStartFlags = false } = {}) {
  const port = await freePort()
  const url = `http://127.0.0.1:${port}`
  const child = spawn(process.execPath, [...(withoutStartFlags ? [] : SERVER_NODE_FLAGS), ...nodeArgs, join(root, 'apps/server/dist/server.js')], {
    cwd: root,
    env: { ...productionEnv(env, { logLevel }), PORT: String(port), HOST: '127.0.0.1' },
    stdio: ['ignore', pipeStdout ? 'pipe' : 2, 2],
  })
  const startupMs = await waitForHealth(url, child)
  return {
    url,
    startupMs,
    pid: child.pid,
    stdout: child.stdout,
    async stop() {
      const exited = new Promise((r) => child.once('exit', r))
      child.kill('SIGTERM')
      await exited
    },
  }
}

/** A fresh database for one run: a PGlite data dir, or a new database on `postgresUrl`'s server. */
export async function freshDatabase(engine, postgresUrl) {
  const dataDir = mkdtempSync(join(tmpdir(), 'vishwas-bench-'))
  if (engine === 'pglite') {
    return { env: { DATA_DIR: dataDir, DATABASE_URL: '' }, drop: async () => rmSync(dataDir, { recursive: true, force: true }) }
  }
  if (!postgresUrl) throw new Error('the postgres engine needs BENCH_DATABASE_URL')
  const name = `vishwas_bench_${Date.now()}`
  const onServer = async (sql) => {
    const admin = new pg.Client({ connectionString: postgresUrl })
    await admin.connect()
    try {
      await admin.query(sql)
    } finally {
      await admin.end()
    }
  }
  await onServer(`CREATE DATABASE ${name}`)
  const dbUrl = new URL(postgresUrl)
  dbUrl.pathname = `/${name}`
  return {
    env: { DATA_DIR: dataDir, DATABASE_URL: dbUrl.toString() },
    drop: async () => {
      await onServer(`DROP DATABASE IF EXISTS ${name} WITH (FORCE)`)
      rmSync(dataDir, { recursive: true, force: true })
    },
  }
}

/** Seeds `count` payments with their capture postings into the database of `env` (seed-payments.ts), after the listings. */
export function seedPayments(env, count) {
  execFileSync(process.execPath, ['--import', 'tsx', join(root, 'bench/lib/seed-payments.ts'), String(count)], { cwd: root, env: productionEnv(env), stdio: logToStderr })
}

/** Seeds `count` demo listings into the database of `env` with the project's seed command. */
export function seed(env, count) {
  const start = performance.now()
  execFileSync('npm', ['run', '--silent', 'seed', '--', '--count', String(count)], { cwd: root, env: { ...process.env, ...env, LOG_LEVEL: 'warn' }, stdio: logToStderr })
  return Math.round((performance.now() - start) / 100) / 10
}

/** Peak resident memory of a process, from the kernel's high-water mark. */
export function peakRssMb(pid) {
  try {
    const line = readFileSync(`/proc/${pid}/status`, 'utf8').split('\n').find((l) => l.startsWith('VmHWM:'))
    return line ? Math.round(Number(line.split(/\s+/)[1]) / 1024) : null
  } catch {
    return null
  }
}

/**
 * Loads one endpoint with autocannon after a warm-up (`warmup` s, default 2); latencies are
 * recorded per response (fractional ms), so p95 is exact. `requests` (autocannon's) may vary
 * the request per call.
 */
export async function load(url, { path, method = 'GET', body, headers, connections, duration, warmup = 2, requests, label }) {
  const options = { url: url + path, method, body, headers, connections, ...(requests ? { requests } : {}) }
  if (warmup > 0) await autocannon({ ...options, duration: warmup })
  const latencies = []
  const instance = autocannon({ ...options, duration })
  instance.on('response', (_client, _status, _bytes, responseTime) => latencies.push(responseTime))
  const result = await instance
  return {
    path: label ?? path,
    connections,
    requestsPerSecond: round2(result.requests.average),
    ...latencySummary(latencies),
    errors: result.errors + result.timeouts + result.non2xx,
  }
}
