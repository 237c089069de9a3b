// node bench/auth-overhead.mjs [--duration 10] [--connections 10] [--rounds 3] [--skip-build]
// BENCH_DATABASE_URL=postgres://... node bench/auth-overhead.mjs   (on PostgreSQL: a fresh database is made and dropped)
//
// What being signed in costs per request, against the production build
// (apps/server/dist/server.js) started on 127.0.0.1 with a fresh DATA_DIR and the demo data;
// autocannon, 10 connections, 10 s per run, one signed-in demo user per connection.
//
// Routes verify a token only when they need the caller (a guard, or request.authenticate()):
// then the HS256 signature and claims are checked, SPEC's uid/did rule applied, and the user's
// current roles read by primary key. So the pair that measures it is
//   GET /api/health                  one trivial database round trip (select 1), no token
//   GET /api/auth/validate + Bearer   token verified + roles read (one primary-key lookup)
// and, for public routes (the browser sends the access cookie with every request),
//   GET /api/properties/public?limit=1 with and without a Bearer token: the same work.
// Latencies are taken per response with sub-millisecond resolution (autocannon's own histogram
// rounds to whole milliseconds). The runs are repeated in alternating order (--rounds) and the
// median of each round's difference is reported, so drift on a busy machine cancels out.
import { execFileSync, spawn } from 'node:child_process'
import { mkdtempSync, rmSync } from 'node:fs'
import { randomBytes } from 'node:crypto'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { parseArgs } from 'node:util'
import autocannon from 'autocannon'
import pg from 'pg'
import { freePort, root, SERVER_NODE_FLAGS, waitForHealth } from './lib/server.mjs'
import { codesFromLog, signIn } from './lib/sign-in.mjs'
import { median } from './lib/stats.mjs'

const { values: args } = parseArgs({
  options: {
    duration: { type: 'string', default: '10' },
    connections: { type: 'string', default: '10' },
    rounds: { type: 'string', default: '3' },
    'skip-build': { type: 'boolean', default: false },
  },
})
const duration = Number(args.duration)
const connections = Number(args.connections)
const rounds = Number(args.rounds)
// The demo admin, seller, dealer and buyer, then demo listing owners: one user per connection,
// as real traffic comes from many users (the roles lookup is per user).
const PHONES = ['+919800000001', '+919800000002', '+919800000003', '+919800000004', ...Array.from({ length: 36 }, (_, i) => `+9198100${String(i + 1).padStart(5, '0')}`)]

/** Runs autocannon and keeps every 2xx response time (ms, fractional); connection i sends tokens[i] if given. */
async function measure(url, tokens, seconds) {
  const times = []
  let errors = 0
  let next = 0
  const setupClient = (client) => {
    const token = tokens[next++ % tokens.length]
    if (token) client.setHeaders({ authorization: `Bearer ${token}` })
  }
  const instance = autocannon({ url, connections, duration: seconds, setupClient })
  instance.on('response', (_client, statusCode, _bytes, responseTime) => {
    if (statusCode >= 200 && statusCode < 300) times.push(responseTime)
    else errors += 1
  })
  const result = await instance
  if (errors > 0 || result.non2xx > 0) throw new Error(`${url}: ${errors || result.non2xx} non-2xx answers`)
  return { p50: median(times), autocannonP50: result.latency.p50, requestsPerSecond: Math.round(result.requests.average) }
}

if (!args['skip-build']) execFileSync('npm', ['run', 'build', '-w', '@vishwas/server'], { cwd: root, stdio: 'inherit' })
const dataDir = mkdtempSync(join(tmpdir(), 'vishwas-auth-bench-'))
const postgresUrl = process.env.BENCH_DATABASE_URL
const benchDatabase = `vishwas_auth_bench_${process.pid}`

/** Runs `sql` on the server of BENCH_DATABASE_URL. */
async function onPostgres(sql) {
  const admin = new pg.Client({ connectionString: postgresUrl })
  await admin.connect()
  try {
    await admin.query(sql)
  } finally {
    await admin.end()
  }
}

let databaseUrl = ''
if (postgresUrl) {
  await onPostgres(`CREATE DATABASE ${benchDatabase}`)
  const url = new URL(postgresUrl)
  url.pathname = `/${benchDatabase}`
  databaseUrl = url.toString()
}
const port = await freePort()
const base = `http://127.0.0.1:${port}`
const server = spawn(process.execPath, [...SERVER_NODE_FLAGS, join(root, 'apps/server/dist/server.js')], {
  cwd: root,
  env: {
    ...process.env,
    PORT: String(port),
    HOST: '127.0.0.1',
    DATA_DIR: dataDir,
    DATABASE_URL: databaseUrl,
    DEMO_DATA: 'true',
    NODE_ENV: 'production',
    TOKEN_SIGNING_KEY: randomBytes(32).toString('base64url'),
    ALTCHA_HMAC_KEY: randomBytes(32).toString('base64url'),
    ALTCHA_MAX_NUMBER: '1000',
    SMS_PROVIDER: 'console',
    WEATHER_PROVIDER: 'offline',
    // Info level: the console SMS provider logs the code there (the dev outbox is off in production).
    LOG_LEVEL: 'info',
  },
  stdio: ['ignore', 'pipe', 'inherit'],
})

// Codes from the log; everything else the server logs is read and dropped.
const codes = codesFromLog(server.stdout)

try {
  await waitForHealth(base, server)
  if (connections > PHONES.length) throw new Error(`at most ${PHONES.length} connections (one demo user each)`)
  // The sign-in throttle allows 20 sends per address per hour: sign in one user per connection.
  const tokens = []
  for (const phoneNumber of PHONES.slice(0, connections)) tokens.push(await signIn(base, codes, phoneNumber))
  const none = [undefined]
  const listing = `${base}/api/properties/public?limit=1`

  // Warm both paths (JIT, prepared statements, caches) before measuring.
  const runs = {
    health: () => measure(`${base}/api/health`, none, duration),
    validate: () => measure(`${base}/api/auth/validate`, tokens, duration),
    plain: () => measure(listing, none, duration),
    signedIn: () => measure(listing, tokens, duration),
  }
  // Warm every path (JIT, statements, caches) before measuring.
  for (const url of [`${base}/api/health`, `${base}/api/auth/validate`, listing]) await measure(url, tokens, 2)

  const results = []
  for (let round = 0; round < rounds; round += 1) {
    const order = round % 2 === 0 ? ['health', 'validate', 'plain', 'signedIn'] : ['signedIn', 'plain', 'validate', 'health']
    const result = {}
    for (const name of order) result[name] = await runs[name]()
    results.push(result)
  }

  const ms = (v) => `${v.toFixed(3)} ms`
  const verdict = (v) => (v <= 2 ? 'within the 2 ms budget' : 'OVER the 2 ms budget')
  console.log(`\nautocannon: ${connections} connections (signed in: one demo user each), ${duration} s per run, ${rounds} rounds, production build on 127.0.0.1, fresh DATA_DIR, ${postgresUrl ? 'PostgreSQL' : 'PGlite'} with the demo data\n`)
  console.log('| round | health p50 | validate + Bearer p50 | public list p50 | public list + Bearer p50 | req/s (same order) |')
  console.log('|---|---|---|---|---|---|')
  results.forEach((r, i) => {
    const rps = [r.health, r.validate, r.plain, r.signedIn].map((x) => x.requestsPerSecond).join(' / ')
    console.log(`| ${i + 1} | ${ms(r.health.p50)} | ${ms(r.validate.p50)} | ${ms(r.plain.p50)} | ${ms(r.signedIn.p50)} | ${rps} |`)
  })
  const overhead = median(results.map((r) => r.validate.p50 - r.health.p50))
  const publicOverhead = median(results.map((r) => r.signedIn.p50 - r.plain.p50))
  console.log(`\nauth overhead at p50 (median over rounds), validate: token verified + roles read, vs health: one select 1: ${ms(overhead)}, ${verdict(overhead)}`)
  console.log(`public route with vs without a Bearer token (median over rounds): ${ms(publicOverhead)}, ${verdict(publicOverhead)}`)
} finally {
  server.kill('SIGTERM')
  await new Promise((r) => server.once('exit', r))
  rmSync(dataDir, { recursive: true, force: true })
  if (postgresUrl) await onPostgres(`DROP DATABASE IF EXISTS ${benchDatabase} WITH (FORCE)`)
}
