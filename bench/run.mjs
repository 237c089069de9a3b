// npm run bench [-- --quick --count N --duration S --errors-duration S --sql-duration S --engines postgres,pglite
//                  --only api,sql,pages,scenery,map,uploads,plots,writes,ssr,notifications,scores,webhooks
//                  --endpoints key,key --lighthouse-runs N --skip-build]
// BENCH_DATABASE_URL=postgres://... adds the PostgreSQL engine (a fresh database is made and dropped).
//
// The API under autocannon beside the bare node:http floor (PostgreSQL) and the same SQL straight
// on the database, the property writes, splits, live notifications, webhooks and scores, the
// pages under Lighthouse, the scenery and the map in Chromium, and the uploads, on N seeded
// listings (default 100 000), held against the budgets of lib/budgets.mjs. Prints markdown tables
// and writes bench/results/<date>.json; `npm run bench:check` holds the newest results against the
// budgets. --quick runs every measurement briefly (2 000 listings, 1 s loads, one Lighthouse run)
// as a smoke check and writes <date>-quick.json, which bench:check will not hold against the
// budgets. See bench/README.md.
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
import { startFloor } from './lib/floor.mjs'
import { countMapFeatures, timeSplitSaves } from './lib/plot-ops.mjs'
import { timePropertyWrites } from './lib/property-writes.mjs'
import { markdownReport } from './lib/report.mjs'
import { buildProduction, freshDatabase, load, peakRssMb, productionEnv, root, seed, seedPayments, startServer } from './lib/server.mjs'
import { round2 } from './lib/stats.mjs'
import { measureUploads } from './lib/uploads.mjs'
import { measureMapPanning } from './map-pan.mjs'
import { SCENERY_BUILD_ENV, chunkSizes, measureScenery } from './scenery.mjs'

const { values: args } = parseArgs({
  options: {
    quick: { type: 'boolean', default: false },
    count: { type: 'string' },
    duration: { type: 'string' },
    'errors-duration': { type: 'string' },
    'sql-duration': { type: 'string' },
    engines: { type: 'string' },
    only: { type: 'string', default: 'api,sql,pages,ssr,scenery,map,uploads,plots,writes,notifications,scores,webhooks' },
    endpoints: { type: 'string' },
    'lighthouse-runs': { type: 'string' },
    'scenery-seconds': { type: 'string' },
    'skip-build': { type: 'boolean', default: false },
    /** Writes results/<date>-<tag>.json instead (a part measured on its own; not what bench:check reads). */
    tag: { type: 'string' },
  },
})
// Full run: sized so the whole bench stays under 20 minutes on 2 cores (bench/README.md). Quick:
// every measurement once and briefly, for a smoke check of the bench itself.
const quick = args.quick
const settings = quick
  ? { count: 2000, payments: 2000, duration: 2, errorsDuration: 2, sqlDuration: 1, warmup: 0.5, lighthouseRuns: 1, scenerySeconds: 2, mapPanSeconds: 2, splitRuns: 1, writeRounds: 1 }
  : { count: 100_000, payments: budgets.payments, duration: 5, errorsDuration: 3, sqlDuration: 3, warmup: 1, lighthouseRuns: 3, scenerySeconds: 10, mapPanSeconds: 8, splitRuns: 3, writeRounds: 5 }
const count = Number(args.count ?? settings.count)
const duration = Number(args.duration ?? settings.duration)
const errorsDuration = Number(args['errors-duration'] ?? settings.errorsDuration)
const sqlDuration = Number(args['sql-duration'] ?? settings.sqlDuration)
// The budgets' concurrency, then the one the errors budget is held at (a shorter load: it counts errors).
const connections = [budgets.budgetConnections, budgets.errorsConnections]
const only = new Set(args.only.split(','))
const postgresUrl = process.env.BENCH_DATABASE_URL
const engines = (args.engines ?? (postgresUrl ? 'postgres,pglite' : 'pglite')).split(',')
// Pages and scenery once, on the embedded engine when it runs (what `npm start` serves).
const pagesEngine = engines.includes('pglite') ? 'pglite' : engines[0]

const phases = []
/** Parts that failed (their figures are missing; bench:check says MISSING): the run goes on without them. */
const failures = []
/** Runs `fn`; on failure writes the error down and answers null, so one part's failure does not lose the run. */
async function orMissing(part, fn) {
  try {
    return await fn()
  } catch (error) {
    console.error(`[bench] ${part} failed: ${error.message}`)
    failures.push({ part, error: error.message.slice(0, 500) })
    return null
  }
}
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

/**
 * Each endpoint on the server at the budgets' concurrency and at the errors budget's; the radius
 * search also at one connection; and, when `floor` runs (PostgreSQL), the floor at the budgets'
 * concurrency right beside the server's load, the two in alternating order from endpoint to
 * endpoint so drift on a busy machine falls on both alike. The first load has a longer warm-up
 * (JIT, plans, caches).
 */
async function loadEndpoints(url, endpoints, floor) {
  const results = []
  for (const [index, endpoint] of endpoints.entries()) {
    const warmup = index === 0 ? 2 * settings.warmup : settings.warmup
    const at = (target, conns, seconds = duration) => load(target, { ...endpoint, label: endpoint.label, connections: conns, duration: seconds, warmup })
    let server
    let floorLoad
    if (floor && index % 2 === 0) {
      floorLoad = await at(floor.url, budgets.budgetConnections)
      server = await at(url, budgets.budgetConnections)
    } else {
      server = await at(url, budgets.budgetConnections)
      if (floor) floorLoad = await at(floor.url, budgets.budgetConnections)
    }
    const loads = [server]
    if (endpoint.key === 'withinRadius') loads.unshift(await at(url, 1))
    loads.push(await at(url, budgets.errorsConnections, errorsDuration))
    results.push({ key: endpoint.key, label: endpoint.label, loads, ...(floorLoad ? { floor: [floorLoad] } : {}) })
  }
  return results
}

/** Captures each endpoint's SQL through the app and replays it on the database (lib/direct-sql.ts). */
function directSql(env, endpoints) {
  const dir = mkdtempSync(join(tmpdir(), 'vishwas-bench-sql-'))
  try {
    const plan = join(dir, 'plan.json')
    const out = join(dir, 'out.json')
    // At the budgets' concurrency only: the radius budget compares throughputs there, and the
    // other calls' SQL figures are reported beside their loads.
    writeFileSync(plan, JSON.stringify({ endpoints, connections: [budgets.budgetConnections], warmups: [2 * settings.warmup], seconds: sqlDuration }))
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

/** Endpoint p50 / direct SQL p50 at each concurrency (reported; the budget is against the floor). */
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
    const runs = Number(args['lighthouse-runs'] ?? settings.lighthouseRuns)
    const audited = await phase(`${engine}: Lighthouse`, () => auditPages(url, pages, { runs }).then((found) => ({ results: found }), failed('Lighthouse')))
    results.pages = { engine, runs, ...audited }
  }
  if (only.has('ssr')) {
    const ssr = await phase(`${engine}: server render`, () => measureSsr(url, calls.propertyId, { connections: budgets.budgetConnections }).catch(failed('server render')))
    if (!ssr.error) results.ssr = { engine, ...ssr }
  }
  if (only.has('scenery')) {
    const scenery = await phase(`${engine}: scenery`, () => measureScenery(url, { seconds: Number(args['scenery-seconds'] ?? settings.scenerySeconds) }).catch(failed('scenery')))
    if (!scenery.error) results.scenery = { engine, ...scenery }
  }
  if (only.has('map')) {
    const mapPan = await phase(`${engine}: map panning`, () => measureMapPanning(url, { seconds: settings.mapPanSeconds }).catch(failed('map panning')))
    if (!mapPan.error) results.mapPan = { engine, ...mapPan }
  }
}

async function benchEngine(engine, results) {
  const db = await freshDatabase(engine, postgresUrl)
  try {
    const seedSeconds = await phase(`${engine}: seed ${count}`, () => seed(db.env, count))
    if (only.has('api') || only.has('sql')) await phase(`${engine}: seed ${settings.payments} payments`, () => seedPayments(db.env, settings.payments))
    // Before any server opens the database (PGlite is one process); the seed has migrated it.
    // The budget is PostgreSQL's; the embedded engine's recompute (over two minutes, reported only) runs when it is the run's one engine.
    const scoresHere = only.has('scores') && (engine === 'postgres' || engines.length === 1)
    const scores = scoresHere ? await phase(`${engine}: recompute every score`, () => orMissing(`${engine}: scores`, () => measureScores(db.env))) : null
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
    let writes = null
    let notifications = null
    let webhooks = null
    try {
      if (only.has('api')) measured = await phase(`${engine}: API load${engine === 'postgres' ? ' and the floor' : ''}`, () => withFloor(engine, db.env, endpoints, (floor) => loadEndpoints(server.url, endpoints, floor)))
      peak = peakRssMb(server.pid)
      if (only.has('plots')) {
        mapFeatures = await countMapFeatures(server.url, endpoints)
        splitSave = await phase(`${engine}: split into 100 parts`, () => orMissing(`${engine}: splits`, () => timeSplitSaves(server.url, calls.seller, { runs: settings.splitRuns })))
      }
      // After the loads: the import adds 1 000 listings to the seller's.
      if (only.has('writes')) writes = await phase(`${engine}: batch update of 100, import of 1 000`, () => orMissing(`${engine}: property writes`, () => timePropertyWrites(server.url, calls.seller, { rounds: settings.writeRounds })))
      if (only.has('notifications') && engine === 'postgres') notifications = await phase(`${engine}: live notifications`, () => orMissing(`${engine}: live notifications`, () => measureNotifications(server, db.env)))
      if (only.has('webhooks') && engine === 'postgres') webhooks = await phase(`${engine}: payment webhooks`, () => orMissing(`${engine}: payment webhooks`, () => measureWebhooks(server, db.env)))
      // autocannon stops mid-request; let the server finish what it was sent before it is stopped.
      await new Promise((r) => setTimeout(r, 1000))
      if (engine === pagesEngine) await pagesAndScenery(engine, server.url, calls, results)
    } finally {
      await server.stop()
    }
    // After the server has stopped: PGlite is one process.
    const direct = only.has('sql') ? ((await phase(`${engine}: direct SQL`, () => orMissing(`${engine}: direct SQL`, () => directSql(db.env, endpoints)))) ?? []) : []
    const byKey = new Map(direct.map((d) => [d.key, d]))
    const rows = measured.length ? measured : endpoints.map((e) => ({ key: e.key, label: e.label, loads: [] }))
    return { engine, count, seedSeconds, scores, startupMs: Math.round(server.startupMs), peakRssMb: peak, mapFeatures, splitSave, writes, notifications, webhooks, endpoints: rows.map((e) => withOverhead(e, byKey.get(e.key))) }
  } finally {
    await db.drop()
  }
}

/**
 * On PostgreSQL, the bare node:http floor (lib/floor.mjs) runs beside the server while `fn` loads
 * them; the embedded engine is one process, so there is no floor for it (`fn` gets none).
 */
async function withFloor(engine, env, endpoints, fn) {
  if (engine !== 'postgres') return fn(null)
  const dir = mkdtempSync(join(tmpdir(), 'vishwas-bench-floor-'))
  const floor = await startFloor(env, endpoints, dir)
  try {
    return await fn(floor)
  } finally {
    await floor.stop()
    rmSync(dir, { recursive: true, force: true })
  }
}

// The uploads part needs no seeded engine and no build: `--only uploads --skip-build` measures it alone.
const needsServer = ['api', 'sql', 'pages', 'ssr', 'scenery', 'map', 'plots', 'writes', 'notifications', 'webhooks'].some((part) => only.has(part))
const needsEngines = needsServer || only.has('scores')
const started = performance.now()
if (!args['skip-build']) await phase('build', () => buildProduction(SCENERY_BUILD_ENV))
const results = {
  date: new Date().toISOString(),
  // A smoke check: bench:check will not hold these against the budgets.
  quick,
  machine: { node: process.version, cpus: cpus().length, loadAverage: loadavg().map((l) => Math.round(l * 100) / 100) },
  count,
  ...(only.has('api') || only.has('sql') ? { payments: settings.payments } : {}),
  duration,
  errorsDuration,
  sqlDuration,
  connections,
  engines: [],
  // The build's home page scripts; `--only uploads --skip-build` needs no build.
  ...(needsServer ? { homePage: chunkSizes() } : {}),
}
if (needsEngines) for (const engine of engines) results.engines.push(await benchEngine(engine, results))
if (only.has('uploads')) results.uploads = await phase('uploads', () => measureUploads(root, { quick }))
results.phases = phases
if (failures.length) results.failures = failures
results.totalSeconds = Math.round((performance.now() - started) / 1000)

console.log(markdownReport(results))
if (quick) console.log('\nQuick run: a smoke check of the bench, not held against the budgets.')
else console.log(`\n${budgetTable(checkBudgets(results))}`)
mkdirSync(join(root, 'bench/results'), { recursive: true })
const file = join(root, 'bench/results', `${results.date.slice(0, 10)}${args.tag ? `-${args.tag}` : quick ? '-quick' : ''}.json`)
writeFileSync(file, JSON.stringify(results, null, 2))
console.log(`\nresults: ${file} (${results.totalSeconds} s)${quick ? '' : '; npm run bench:check holds them against the budgets'}`)
