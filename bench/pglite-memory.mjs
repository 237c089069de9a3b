// node bench/pglite-memory.mjs [--count N] [--skip-build]
//
// The embedded engine's memory floor: how much of the server's peak the database engine takes
// before our code does anything. On one PGlite data dir seeded with N listings (default 20 000),
// each of these starts in a process of its own, with the start script's Node flags, answers one
// radius search (PostGIS loaded and used), and reports the kernel's resident-memory high-water
// mark (VmHWM) and what V8 holds at that point:
//   - `published`: PGlite as its packages publish it (their file system, the full PostGIS bundle,
//     PostgreSQL's default page cache), with PostGIS, pg_trgm and fuzzystrmatch;
//   - `ours`: the same data dir opened the server's way (dist/db-open.js: the slim PostGIS bundle,
//     the durable file system, a 16 MB page cache; db/pglite-client.ts);
//   - `server`: the production server (dist/server.js), started and asked for its health.
// One JSON line each on standard output. The budget (400 MB, budgets.mjs) is the server's peak
// under the bench's load; this says what part of it is the engine's before the first request.
import { execFileSync, spawn } from 'node:child_process'
import { join } from 'node:path'
import { parseArgs } from 'node:util'
import { buildProduction, freshDatabase, freePort, peakRssMb, productionEnv, root, seed, SERVER_NODE_FLAGS, waitForHealth } from './lib/server.mjs'

const { values: args } = parseArgs({
  options: {
    count: { type: 'string', default: '20000' },
    'skip-build': { type: 'boolean', default: false },
  },
})

/** What a child prints: its peak and resident memory, V8's heap and ArrayBuffers, in MB. */
const REPORT = `
const status = (await import('node:fs')).readFileSync('/proc/self/status', 'utf8')
const mb = (key) => Math.round(Number(status.split('\\n').find((line) => line.startsWith(key)).split(/\\s+/)[1]) / 1024)
const usage = process.memoryUsage()
console.log(JSON.stringify({ peakMb: mb('VmHWM:'), residentMb: mb('VmRSS:'), v8HeapMb: Math.round(usage.heapUsed / 2 ** 20), arrayBuffersMb: Math.round(usage.arrayBuffers / 2 ** 20) }))
`
const RADIUS = `SELECT count(*) FROM properties p, (SELECT boundary FROM properties WHERE boundary IS NOT NULL LIMIT 1) t WHERE ST_DWithin(p.boundary, t.boundary, 1000)`

const published = `
import { PGlite } from '@electric-sql/pglite'
import { postgis } from '@electric-sql/pglite-postgis'
import { pg_trgm } from '@electric-sql/pglite/contrib/pg_trgm'
import { fuzzystrmatch } from '@electric-sql/pglite/contrib/fuzzystrmatch'
const db = await PGlite.create({ dataDir: process.env.DATA_DIR + '/db', extensions: { postgis, pg_trgm, fuzzystrmatch } })
await db.query(${JSON.stringify(RADIUS)})
${REPORT}
await db.close()
`

const ours = `
const { openConfiguredDatabase } = await import(${JSON.stringify(join(root, 'apps/server/dist/db-open.js'))})
const dataDir = process.env.DATA_DIR
const db = await openConfiguredDatabase({ dataDir, migrationsDir: '', database: { engine: 'pglite', dataDir: dataDir + '/db' } })
await db.query(${JSON.stringify(RADIUS)})
${REPORT}
await db.close()
`

function inChild(name, code, env) {
  const out = execFileSync(process.execPath, [...SERVER_NODE_FLAGS, '--input-type=module', '-e', code], { cwd: root, env: productionEnv(env), stdio: ['ignore', 'pipe', 2] })
  return { variant: name, ...JSON.parse(out.toString().trim().split('\n').at(-1)) }
}

/** The production server's peak once it answers its health check (before any other request). */
async function server(env) {
  const port = await freePort()
  const url = `http://127.0.0.1:${port}`
  const child = spawn(process.execPath, [...SERVER_NODE_FLAGS, join(root, 'apps/server/dist/server.js')], {
    cwd: root,
    env: { ...productionEnv(env), PORT: String(port), HOST: '127.0.0.1' },
    stdio: ['ignore', 2, 2],
  })
  try {
    await waitForHealth(url, child)
    return { variant: 'server', peakMb: peakRssMb(child.pid) }
  } finally {
    const exited = new Promise((resolve) => child.once('exit', resolve))
    child.kill('SIGTERM')
    await exited
  }
}

if (!args['skip-build']) buildProduction()
const db = await freshDatabase('pglite')
try {
  seed(db.env, Number(args.count))
  // The server's own opener first: it cuts the slim bundle into the data dir's cache on first use.
  inChild('ours', ours, db.env)
  for (const variant of [inChild('published', published, db.env), inChild('ours', ours, db.env), await server(db.env)]) console.log(JSON.stringify({ count: Number(args.count), ...variant }))
} finally {
  await db.drop()
}
