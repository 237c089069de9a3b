// npm run bench [-- --count N --duration S --engines pglite,postgres]
// Re-runnable measurements of the marketplace on this machine. See bench/README.md.
import { execFileSync, spawn } from 'node:child_process'
import { mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs'
import { randomBytes } from 'node:crypto'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { parseArgs } from 'node:util'
import { gzipSync } from 'node:zlib'
import autocannon from 'autocannon'
import pg from 'pg'
import { buildProduction, freePort, root, waitForHealth } from './lib/server.mjs'

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

/** Peak resident memory of a process, from the kernel's high-water mark. */
function peakRssMb(pid) {
  try {
    const line = readFileSync(`/proc/${pid}/status`, 'utf8').split('\n').find((l) => l.startsWith('VmHWM:'))
    return line ? Math.round(Number(line.split(/\s+/)[1]) / 1024) : null
  } catch {
    return null
  }
}

// Production refuses to start without real secrets; the benchmark makes throwaway ones.
const benchSecrets = { TOKEN_SIGNING_KEY: randomBytes(32).toString('hex'), ALTCHA_HMAC_KEY: randomBytes(32).toString('hex') }

async function startServer(env) {
  const port = await freePort()
  const url = `http://127.0.0.1:${port}`
  const child = spawn(process.execPath, [join(root, 'apps/server/dist/server.js')], {
    cwd: root,
    env: { ...process.env, ...benchSecrets, ...env, PORT: String(port), HOST: '127.0.0.1', NODE_ENV: 'production', LOG_LEVEL: 'warn', DEMO_DATA: 'false' },
    stdio: ['ignore', 'inherit', 'inherit'],
  })
  const startupMs = await waitForHealth(url, child)
  return {
    url,
    startupMs,
    pid: child.pid,
    async stop() {
      const exited = new Promise((r) => child.once('exit', r))
      child.kill('SIGTERM')
      await exited
    },
  }
}

const percentile = (sorted, p) => sorted[Math.min(sorted.length - 1, Math.floor((p / 100) * sorted.length))]

/** Load one endpoint with autocannon; latencies are recorded per response so p95 is exact. */
async function load(url, { path, method = 'GET', body, headers, connections }) {
  const warm = autocannon({ url: url + path, method, body, headers, connections, duration: 2 })
  await warm
  const latencies = []
  const instance = autocannon({ url: url + path, method, body, headers, connections, duration })
  instance.on('response', (_client, _status, _bytes, responseTime) => latencies.push(responseTime))
  const result = await instance
  latencies.sort((a, b) => a - b)
  const round = (n) => Math.round(n * 100) / 100
  return {
    path,
    connections,
    requestsPerSecond: round(result.requests.average),
    p50: round(percentile(latencies, 50)),
    p95: round(percentile(latencies, 95)),
    p99: round(percentile(latencies, 99)),
    errors: result.errors + result.timeouts + result.non2xx,
  }
}

function homePageJavaScript() {
  const dist = join(root, 'apps/web/dist')
  const html = readFileSync(join(dist, 'index.html'), 'utf8')
  const scripts = [...html.matchAll(/(?:src|href)="(\/assets\/[^"]+\.js)"/g)].map((m) => m[1])
  const bytes = scripts.reduce((sum, path) => sum + gzipSync(readFileSync(join(dist, path)), { level: 9 }).length, 0)
  return { files: scripts, gzipKb: Math.round(bytes / 102.4) / 10 }
}

async function freshDatabase(engine) {
  if (engine === 'pglite') {
    const dataDir = mkdtempSync(join(tmpdir(), 'vishwas-bench-'))
    return { env: { DATA_DIR: dataDir, DATABASE_URL: '' }, drop: async () => rmSync(dataDir, { recursive: true, force: true }) }
  }
  const name = `vishwas_bench_${Date.now()}`
  const admin = new pg.Client({ connectionString: postgresUrl })
  await admin.connect()
  await admin.query(`CREATE DATABASE ${name}`)
  await admin.end()
  const dbUrl = new URL(postgresUrl)
  dbUrl.pathname = `/${name}`
  const dataDir = mkdtempSync(join(tmpdir(), 'vishwas-bench-'))
  return {
    env: { DATA_DIR: dataDir, DATABASE_URL: dbUrl.toString() },
    drop: async () => {
      const client = new pg.Client({ connectionString: postgresUrl })
      await client.connect()
      await client.query(`DROP DATABASE IF EXISTS ${name} WITH (FORCE)`)
      await client.end()
      rmSync(dataDir, { recursive: true, force: true })
    },
  }
}

async function benchEngine(engine) {
  const db = await freshDatabase(engine)
  try {
    const seedStart = performance.now()
    execFileSync('npm', ['run', '--silent', 'seed', '--', '--count', String(count)], { cwd: root, env: { ...process.env, ...db.env, LOG_LEVEL: 'warn' }, stdio: 'inherit' })
    const seedSeconds = Math.round((performance.now() - seedStart) / 100) / 10
    // First start migrates and warms the data dir; the second is the one that counts.
    await (await startServer(db.env)).stop()
    const server = await startServer(db.env)
    const loads = []
    try {
      for (const connections of [10]) {
        loads.push(await load(server.url, { path: '/api/properties/public', connections }))
        loads.push(await load(server.url, { path: '/api/properties/public?city=Mohali&type=residential&minPrice=5000000&sortBy=price&sortOrder=asc', connections }))
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
