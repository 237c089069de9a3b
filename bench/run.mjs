// npm run bench [-- --count N --duration S --sql-duration S --engines postgres,pglite
//                  --only api,sql,pages,ssr,scenery,map,uploads,plots,notifications,scores,webhooks --endpoints key,key --lighthouse-runs N --skip-build]
// BENCH_DATABASE_URL=postgres://... adds the PostgreSQL engine (a fresh database is made and dropped).
//
// The API under autocannon, the same SQL straight on the database, the pages under Lighthouse and
// the scenery in Chromium, on N seeded listings (default 100 000), held against the budgets of
// lib/budgets.mjs. Prints markdown tables and writes bench/results/<date>.json;
// `npm run bench:check` holds the newest results against the budgets. See bench/README.md.
import { execFileSync } from 'node:child_process'
import { mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs'
import { cpus, loadavg, tmpdir } from 'node:os'
import { join } from 'node:path'
import { parseArgs } from 'node:util'
import { budgetTable, budgets, checkBudgets } from './lib/budgets.mjs'
import { apiEndpoints, prepareCalls } from './lib/endpoints.mjs'
import { auditPages } from './lib/lighthouse.mjs'
import { measureSsr } from './lib/ssr.mjs'
import { createListingWithPhotos } from './lib/listing-photos.mjs'
import { countMapFeatures, timeSplitSaves } from './lib/plot-ops.mjs'
import { markdownReport } from './lib/report.mjs'
import { buildProduction, freshDatabase, load, peakRssMb, productionEnv, root, seed, seedPayments, startServer } from './lib/server.mjs'
import { round2 } from './lib/stats.mjs'
import { measureUploads } from './lib/uploads.mjs'
import { measureMapPanning } from './map-pan.mjs'
import { SCENERY_BUILD_ENV, chunkSizes, measureScenery } from './scenery.mjs'

const { values: args } = parseArgs({
  options: {
    count: { type: 'string', default: '100000' },
    duration: { type: 'string', default: '10' },
    'sql-duration': { type: 'string', default: '5' },
    connections: { type: 'string', default: '10,50' },
    engines: { type: 'string' },
    only: { type: 'string', default: 'api,sql,pages,ssr,scenery,map,uploads,plots,notifications,scores,webhooks' },
    endpoints: { type: 'string' },
    'lighthouse-runs': { type: 'string', default: '3' },
    'scenery-seconds': { type: 'string', default: '10' },
    'skip-build': { type: 'boolean', default: false },
  },
})
const count = Number(args.count)
const duration = Number(args.duration)
const sqlDuration = Number(args['sql-duration'])
const connections = args.connections.split(',').map(Number)
// A longer warm-up before the first concurrency (JIT, plans, caches); the next one finds them warm.
const warmups = connections.map((_, i) => (i === 0 ? 2 : 1))
const only = new Set(args.only.split(','))
const postgresUrl = process.env.BENCH_DATABASE_URL
const engines = (args.engines ?? (postgresUrl ? 'postgres,pglite' : 'pglite')).split(',')
// Pages and scenery once, on the embedded engine when it runs (what `npm start` serves).
const pagesEngine = engines.includes('pglite') ? 'pglite' : engines[0]

const phases = []
/** Runs one phase of the benchmark and writes down how long it took. */
async function phase(name, fn) {
  const start = performance.now()
  try {
    return await fn()
  } finally {
    phases.push({ phase: name, seconds: Math.round((performance.now() - start) / 100) / 10 })
    console.error(`[bench] ${name}: ${phases.at(-1).seconds} s`)
  }
}

async function loadEndpoints(url, endpoints) {
  const results = []
  for (const endpoint of endpoints) {
    const loads = []
    for (const [i, conns] of connections.entries()) {
      loads.push(await load(url, { ...endpoint, label: endpoint.label, connections: conns, duration, warmup: warmups[i] }))
    }
    results.push({ key: endpoint.key, label: endpoint.label, loads })
  }
  return results
}

/** Captures each endpoint's SQL through the app and replays it on the database (lib/direct-sql.ts). */
function directSql(env, endpoints) {
  const dir = mkdtempSync(join(tmpdir(), 'vishwas-bench-sql-'))
  try {
    const plan = join(dir, 'plan.json')
    const out = join(dir, 'out.json')
    writeFileSync(plan, JSON.stringify({ endpoints, connections, warmups, seconds: sqlDuration }))
    execFileSync(process.execPath, ['--import', 'tsx', join(root, 'bench/lib/direct-sql.ts'), plan, out], { cwd: root, env: productionEnv(env), stdio: ['ignore', 2, 2] })
    return JSON.parse(readFileSync(out, 'utf8')).endpoints
  } finally {
    rmSync(dir, { recursive: true, force: true })
  }
}

/** Recomputing every listing's score on the seeded database (lib/scores.ts), with no server running. */
function measureScores(env) {
  const dir = mkdtempSync(join(tmpdir(), 'vishwas-bench-scores-'))
  try {
    const out = join(dir, 'scores.json')
    execFileSync(process.execPath, ['--import', 'tsx', join(root, 'bench/lib/scores.ts'), out], { cwd: root, env: productionEnv(env), stdio: ['ignore', 2, 2] })
    return JSON.parse(readFileSync(out, 'utf8'))
  } finally {
    rmSync(dir, { recursive: true, force: true })
  }
}

/** Endpoint p50 / direct SQL p50 at each concurrency. */
/** Live notifications on the running server (PostgreSQL: the measuring process writes to the same database). */
function measureNotifications(server, env) {
  const dir = mkdtempSync(join(tmpdir(), 'vishwas-bench-sse-'))
  try {
    const out = join(dir, 'notifications.json')
    execFileSync(process.execPath, ['--import', 'tsx', join(root, 'bench/lib/notifications.ts'), server.url, String(server.pid), out], { cwd: root, env: productionEnv(env), stdio: ['ignore', 2, 2] })
    return JSON.parse(readFileSync(out, 'utf8'))
  } finally {
    rmSync(dir, { recursive: true, force: true })
  }
}

/** The payment gateway's webhooks on the running server (PostgreSQL: the measuring process seeds payments in the same database). */
function measureWebhooks(server, env) {
  const dir = mkdtempSync(join(tmpdir(), 'vishwas-bench-webhooks-'))
  try {
    const out = join(dir, 'webhooks.json')
    execFileSync(process.execPath, ['--import', 'tsx', join(root, 'bench/lib/webhooks.ts'), server.url, out], { cwd: root, env: productionEnv(env), stdio: ['ignore', 2, 2] })
    return JSON.parse(readFileSync(out, 'utf8'))
  } finally {
    rmSync(dir, { recursive: true, force: true })
  }
}

function withOverhead(endpoint, direct) {
  if (!direct) return endpoint
  const overhead = endpoint.loads.map((l) => {
    const sql = direct.direct.find((d) => d.connections === l.connections)
    return { connections: l.connections, ratio: sql && sql.p50 > 0 ? round2(l.p50 / sql.p50) : null }
  })
  return { ...endpoint, direct: direct.direct, overhead, statements: direct.statements }
}

/**
 * Pages and scenery. A failure here (Chromium, Lighthouse) is written down and the run goes on:
 * the API figures already measured are kept, and bench:check counts the part as missing.
 */
async function pagesAndScenery(engine, url, calls, results) {
  const failed = (part) => (error) => {
    console.error(`[bench] ${engine}: ${part} failed: ${error.message}`)
    return { error: error.message }
  }
  if (only.has('pages')) {
    const withPhotos = await phase(`${engine}: a listing with ten photos`, () => createListingWithPhotos(url, calls.seller).catch(failed('listing with photos')))
    const pages = [
      { name: '/', path: '/' },
      { name: 'property page', path: `/${calls.propertyId}` },
      ...(typeof withPhotos === 'string' ? [{ name: 'property page, 10 photos', path: `/${withPhotos}` }] : []),
      { name: '/login', path: '/login' },
      { name: '/map', path: '/map' },
    ]
    const runs = Number(args['lighthouse-runs'])
    const audited = await phase(`${engine}: Lighthouse`, () => auditPages(url, pages, { runs }).then((found) => ({ results: found }), failed('Lighthouse')))
    results.pages = { engine, runs, ...audited }
  }
  if (only.has('ssr')) {
    const ssr = await phase(`${engine}: server render`, () => measureSsr(url, calls.propertyId, { connections: budgets.budgetConnections }).catch(failed('server render')))
    if (!ssr.error) results.ssr = { engine, ...ssr }
  }
  if (only.has('scenery')) {
    const scenery = await phase(`${engine}: scenery`, () => measureScenery(url, { seconds: Number(args['scenery-seconds']) }).catch(failed('scenery')))
    if (!scenery.error) results.scenery = { engine, ...scenery }
  }
  if (only.has('map')) {
    const mapPan = await phase(`${engine}: map panning`, () => measureMapPanning(url).catch(failed('map panning')))
    if (!mapPan.error) results.mapPan = { engine, ...mapPan }
  }
}

async function benchEngine(engine, results) {
  const db = await freshDatabase(engine, postgresUrl)
  try {
    const seedSeconds = await phase(`${engine}: seed ${count}`, () => seed(db.env, count))
    if (only.has('api') || only.has('sql')) await phase(`${engine}: seed ${budgets.payments} payments`, () => seedPayments(db.env, budgets.payments))
    // Before any server opens the database (PGlite is one process); the seed has migrated it.
    const scores = only.has('scores') ? await phase(`${engine}: recompute every score`, () => measureScores(db.env)) : null
    if (!needsServer) return { engine, count, seedSeconds, scores, endpoints: [] }
    // Sign in on a server that logs the one-time codes; it also migrates and warms the data dir,
    // so the measured server's start is a start with existing data.
    const calls = await phase(`${engine}: sign-in`, async () => {
      const signing = await startServer(db.env, { logLevel: 'info', pipeStdout: true })
      try {
        return await prepareCalls(signing)
      } finally {
        await signing.stop()
      }
    })
    const picked = args.endpoints?.split(',')
    const endpoints = apiEndpoints(calls).filter((endpoint) => !picked || picked.includes(endpoint.key))
    const server = await startServer(db.env)
    let measured = []
    let peak = null
    let mapFeatures = null
    let splitSave = null
    let notifications = null
    let webhooks = null
    try {
      if (only.has('api')) measured = await phase(`${engine}: API load`, () => loadEndpoints(server.url, endpoints))
      peak = peakRssMb(server.pid)
      if (only.has('plots')) {
        mapFeatures = await countMapFeatures(server.url, endpoints)
        splitSave = await phase(`${engine}: split into 100 parts`, () => timeSplitSaves(server.url, calls.seller))
      }
      if (only.has('notifications') && engine === 'postgres') notifications = await phase(`${engine}: live notifications`, () => measureNotifications(server, db.env))
      if (only.has('webhooks') && engine === 'postgres') webhooks = await phase(`${engine}: payment webhooks`, () => measureWebhooks(server, db.env))
      // autocannon stops mid-request; let the server finish what it was sent before it is stopped.
      await new Promise((r) => setTimeout(r, 1000))
      if (engine === pagesEngine) await pagesAndScenery(engine, server.url, calls, results)
    } finally {
      await server.stop()
    }
    // After the server has stopped: PGlite is one process.
    const direct = only.has('sql') ? await phase(`${engine}: direct SQL`, () => directSql(db.env, endpoints)) : []
    const byKey = new Map(direct.map((d) => [d.key, d]))
    const rows = measured.length ? measured : endpoints.map((e) => ({ key: e.key, label: e.label, loads: [] }))
    return { engine, count, seedSeconds, scores, startupMs: Math.round(server.startupMs), peakRssMb: peak, mapFeatures, splitSave, notifications, webhooks, endpoints: rows.map((e) => withOverhead(e, byKey.get(e.key))) }
  } finally {
    await db.drop()
  }
}

// The uploads part needs no seeded engine and no build: `--only uploads --skip-build` measures it alone.
const needsServer = ['api', 'sql', 'pages', 'ssr', 'scenery', 'map', 'plots', 'notifications', 'webhooks'].some((part) => only.has(part))
const needsEngines = needsServer || only.has('scores')
const started = performance.now()
if (!args['skip-build']) await phase('build', () => buildProduction(SCENERY_BUILD_ENV))
const results = {
  date: new Date().toISOString(),
  machine: { node: process.version, cpus: cpus().length, loadAverage: loadavg().map((l) => Math.round(l * 100) / 100) },
  count,
  duration,
  sqlDuration,
  connections,
  engines: [],
  // The build's home page scripts; `--only uploads --skip-build` needs no build.
  ...(needsServer ? { homePage: chunkSizes() } : {}),
}
if (needsEngines) for (const engine of engines) results.engines.push(await benchEngine(engine, results))
if (only.has('uploads')) results.uploads = await phase('uploads', () => measureUploads(root))
results.phases = phases
results.totalSeconds = Math.round((performance.now() - started) / 1000)

const verdicts = checkBudgets(results)
console.log(markdownReport(results))
console.log(`\n${budgetTable(verdicts)}`)
mkdirSync(join(root, 'bench/results'), { recursive: true })
const file = join(root, 'bench/results', `${results.date.slice(0, 10)}.json`)
writeFileSync(file, JSON.stringify(results, null, 2))
console.log(`\nresults: ${file} (${results.totalSeconds} s); npm run bench:check holds them against the budgets`)
