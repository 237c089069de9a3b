// npm run bench:properties [-- --count N --duration S --connections C --engines postgres,pglite --skip-build]
// BENCH_DATABASE_URL=postgres://... for the PostgreSQL engine (a fresh database is made and dropped).
//
// The property management figures (issue: property management), against the production build on
// 127.0.0.1 with N seeded listings (default 100 000):
//   search/advanced with three filters, containing-point and within-radius (1 km) under autocannon
//   (10 connections, signed in as the demo buyer, so the visibility rule is the general one);
//   a batch update of 100 of the demo seller's properties, and an import of 1 000 properties
//   (each timed end to end over HTTP, repeated; the median and the worst are reported).
// Targets: on PostgreSQL p95 <= 30 ms (advanced), <= 20 ms (point, radius), batch <= 1 s,
// import <= 5 s; the embedded engine at most 4 times these. `npm run bench` measures the same
// (the loads among its endpoints, the writes as a phase) and bench:check holds them; this script
// is the closer look at the property calls alone.
import { mkdirSync, writeFileSync } from 'node:fs'
import { join } from 'node:path'
import { parseArgs } from 'node:util'
import { buildProduction, freshDatabase, load, root, seed, startServer } from './lib/server.mjs'
import { timePropertyWrites } from './lib/property-writes.mjs'
import { codesFromLog, signIn } from './lib/sign-in.mjs'

const { values: args } = parseArgs({
  options: {
    count: { type: 'string', default: '100000' },
    duration: { type: 'string', default: '10' },
    connections: { type: 'string', default: '10' },
    rounds: { type: 'string', default: '5' },
    engines: { type: 'string' },
    'skip-build': { type: 'boolean', default: false },
  },
})
const count = Number(args.count)
const duration = Number(args.duration)
const connections = Number(args.connections)
const rounds = Number(args.rounds)
const postgresUrl = process.env.BENCH_DATABASE_URL
const engines = (args.engines ?? (postgresUrl ? 'postgres,pglite' : 'pglite')).split(',')

const SELLER = '+919800000002'
const BUYER = '+919800000004'
const targets = { advanced: 30, containingPoint: 20, withinRadius: 20, batchMs: 1000, importMs: 5000 }
const EMBEDDED_FACTOR = 4

async function benchEngine(engine) {
  const db = await freshDatabase(engine, postgresUrl)
  try {
    const seedSeconds = seed(db.env, count)
    // Sign in on a server that logs the one-time codes; the measured server logs warnings only.
    const signing = await startServer(db.env, { logLevel: 'info', pipeStdout: true })
    const codes = codesFromLog(signing.stdout)
    const seller = await signIn(signing.url, codes, SELLER)
    const buyer = await signIn(signing.url, codes, BUYER)
    await signing.stop()

    const server = await startServer(db.env)
    try {
      const { properties: [plot] } = await (await fetch(`${server.url}/api/properties/public?city=Mohali&limit=1`)).json()
      const { latitude, longitude } = plot.location.coordinates
      const auth = { authorization: `Bearer ${buyer}` }
      const json = { ...auth, 'content-type': 'application/json' }
      const loads = [
        await load(server.url, {
          path: '/api/properties/search/advanced?city=Mohali&type=residential&minPrice=5000000',
          headers: auth,
          connections,
          duration,
          label: 'GET search/advanced (city, type, minPrice)',
        }),
        await load(server.url, {
          path: '/api/properties/containing-point',
          method: 'POST',
          body: JSON.stringify({ latitude, longitude }),
          headers: json,
          connections,
          duration,
          label: 'POST containing-point',
        }),
        await load(server.url, {
          path: `/api/properties/${plot.id}/within-radius/1000`,
          headers: auth,
          connections,
          duration,
          label: 'GET {id}/within-radius/1000',
        }),
      ]

      const writes = await timePropertyWrites(server.url, seller, { rounds })
      return { engine, count, seedSeconds, loads, ...writes }
    } finally {
      await server.stop()
    }
  } finally {
    await db.drop()
  }
}

if (!args['skip-build']) buildProduction()
const results = { date: new Date().toISOString(), machine: { node: process.version }, count, duration, connections, targets, engines: [] }
for (const engine of engines) results.engines.push(await benchEngine(engine))

const verdict = (engine, value, target) => (value <= target * (engine === 'pglite' ? EMBEDDED_FACTOR : 1) ? 'ok' : 'OVER')
const loadTargets = [targets.advanced, targets.containingPoint, targets.withinRadius]
const lines = [
  `${count} listings, ${connections} connections, ${duration} s per endpoint, production build on 127.0.0.1`,
  '',
  '| engine | call | req/s | p50 ms | p95 ms | p99 ms | errors | p95 target ms | |',
  '|---|---|---|---|---|---|---|---|---|',
]
for (const e of results.engines) {
  const factor = e.engine === 'pglite' ? EMBEDDED_FACTOR : 1
  e.loads.forEach((l, i) => {
    lines.push(`| ${e.engine} | ${l.path} | ${l.requestsPerSecond} | ${l.p50} | ${l.p95} | ${l.p99} | ${l.errors} | ${loadTargets[i] * factor} | ${verdict(e.engine, l.p95, loadTargets[i])} |`)
  })
}
lines.push('', '| engine | operation | median ms | worst ms | runs | target ms | |', '|---|---|---|---|---|---|---|')
for (const e of results.engines) {
  const factor = e.engine === 'pglite' ? EMBEDDED_FACTOR : 1
  lines.push(`| ${e.engine} | batch update, 100 properties | ${e.batch.median} | ${e.batch.worst} | ${e.batch.runs.length} | ${targets.batchMs * factor} | ${verdict(e.engine, e.batch.worst, targets.batchMs)} |`)
  lines.push(`| ${e.engine} | import, 1 000 properties (${Math.round(e.importBytes / 1024)} KB) | ${e.import.median} | ${e.import.worst} | ${e.import.runs.length} | ${targets.importMs * factor} | ${verdict(e.engine, e.import.worst, targets.importMs)} |`)
}
console.log(lines.join('\n'))
mkdirSync(join(root, 'bench/results'), { recursive: true })
const file = join(root, 'bench/results', `${results.date.slice(0, 10)}-properties.json`)
writeFileSync(file, JSON.stringify(results, null, 2))
console.log(`\nresults: ${file}`)
