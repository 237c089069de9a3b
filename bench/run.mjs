// npm run bench [-- --count N --duration S --engines pglite,postgres]
// Re-runnable measurements of the marketplace on this machine. See bench/README.md.
import { mkdirSync, readFileSync, writeFileSync } from 'node:fs'
import { join } from 'node:path'
import { parseArgs } from 'node:util'
import { gzipSync } from 'node:zlib'
import { buildProduction, freshDatabase, load, peakRssMb, root, seed, startServer } from './lib/server.mjs'

const { values: args } = parseArgs({
  options: {
    count: { type: 'string', default: '100000' },
    duration: { type: 'string', default: '10' },
    engines: { type: 'string' },
    'skip-build': { type: 'boolean', default: false },
  },
})
const count = Number(args.count)
const duration = Number(args.duration)
const postgresUrl = process.env.BENCH_DATABASE_URL
const engines = (args.engines ?? (postgresUrl ? 'postgres,pglite' : 'pglite')).split(',')

function homePageJavaScript() {
  const dist = join(root, 'apps/web/dist')
  const html = readFileSync(join(dist, 'index.html'), 'utf8')
  const scripts = [...html.matchAll(/(?:src|href)="(\/assets\/[^"]+\.js)"/g)].map((m) => m[1])
  const bytes = scripts.reduce((sum, path) => sum + gzipSync(readFileSync(join(dist, path)), { level: 9 }).length, 0)
  return { files: scripts, gzipKb: Math.round(bytes / 102.4) / 10 }
}

async function benchEngine(engine) {
  const db = await freshDatabase(engine, postgresUrl)
  try {
    const seedSeconds = seed(db.env, count)
    // First start migrates and warms the data dir; the second is the one that counts.
    await (await startServer(db.env)).stop()
    const server = await startServer(db.env)
    const loads = []
    try {
      for (const connections of [10]) {
        loads.push(await load(server.url, { path: '/api/properties/public', connections, duration }))
        loads.push(await load(server.url, { path: '/api/properties/public?city=Mohali&type=residential&minPrice=5000000&sortBy=price&sortOrder=asc', connections, duration }))
      }
    } finally {
      loads.peakRssMb = peakRssMb(server.pid)
      await server.stop()
    }
    return { engine, count, seedSeconds, startupMs: Math.round(server.startupMs), peakRssMb: loads.peakRssMb, loads }
  } finally {
    await db.drop()
  }
}

if (!args['skip-build']) buildProduction()
const results = { date: new Date().toISOString(), machine: { node: process.version }, count, duration, engines: [], homePage: homePageJavaScript() }
for (const engine of engines) results.engines.push(await benchEngine(engine))

const lines = ['| engine | endpoint | conns | req/s | p50 ms | p95 ms | p99 ms | errors |', '|---|---|---|---|---|---|---|---|']
for (const e of results.engines) {
  for (const l of e.loads) lines.push(`| ${e.engine} | \`${l.path}\` | ${l.connections} | ${l.requestsPerSecond} | ${l.p50} | ${l.p95} | ${l.p99} | ${l.errors} |`)
}
lines.push('', '| engine | listings | seed s | start-up ms (existing data) | peak RSS MB |', '|---|---|---|---|---|')
for (const e of results.engines) lines.push(`| ${e.engine} | ${e.count} | ${e.seedSeconds} | ${e.startupMs} | ${e.peakRssMb} |`)
lines.push('', `Home page first-load JavaScript: ${results.homePage.gzipKb} KB gzip (${results.homePage.files.length} files)`)
console.log(lines.join('\n'))
mkdirSync(join(root, 'bench/results'), { recursive: true })
const file = join(root, 'bench/results', `${results.date.slice(0, 10)}.json`)
writeFileSync(file, JSON.stringify(results, null, 2))
console.log(`\nresults: ${file}`)
