// npm run bench:floor [-- --count N --duration S --sql-duration S --rounds R --skip-build]
// BENCH_DATABASE_URL=postgres://... is required (a fresh database is made and dropped).
//
// How much of the overhead ratio any Node HTTP server pays on this machine, and how much is ours.
// On N seeded listings (default 100 000), at 10 connections, the eight calls of `npm run bench`
// are loaded in turn on
//   - the production server (apps/server/dist/server.js), as `npm run bench` loads it;
//   - the floor (lib/http-floor-server.ts): a bare node:http server that sends the same captured
//     statements through the same kind of pool and writes the captured answer as a fixed string;
//   - the same floor on a bare Fastify (one catch-all route, no plugins, hooks or schemas): what
//     the framework the server is built on costs by itself, before any of our code;
// and each call's SQL is replayed directly (lib/direct-sql.ts), all in alternating order for R
// rounds (default 3), so drift on a busy machine falls on all three alike. Reported per call,
// as medians over the rounds: each p50, the floor's ratio (floor p50 / direct SQL p50), the
// server's ratio (the overhead ratio of `npm run bench`) and the server's p50 above the floor,
// the bare Fastify's p50 over the floor's,
// and each server's CPU time per request (user + system, from /proc, over the measured load):
// on a machine shared with other work the latencies drift with everyone's load, while the CPU a
// request costs each process moves much less, so the CPU ratio says what the server adds even
// when the p50 ratio is noise. --endpoints a,b loads only those calls (the access tokens live 15
// minutes: a run of every call at the default duration and rounds outlives them, see the README).
// PostgreSQL only: the embedded engine is one process, and the two servers would share it.
// Writes results/<date>-floor.json. `npm run bench` loads the same floor once per call, in the
// same run, for the budget "our p50 / floor p50"; this script is for a closer look, in rounds.
import { execFileSync } from 'node:child_process'
import { mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs'
import { loadavg, tmpdir } from 'node:os'
import { join } from 'node:path'
import { parseArgs } from 'node:util'
import { apiEndpoints, prepareCalls } from './lib/endpoints.mjs'
import { startFloor } from './lib/floor.mjs'
import { buildProduction, freshDatabase, load, productionEnv, root, seed, startServer } from './lib/server.mjs'
import { median, round2 } from './lib/stats.mjs'

const { values: args } = parseArgs({
  options: {
    count: { type: 'string', default: '100000' },
    duration: { type: 'string', default: '10' },
    'sql-duration': { type: 'string', default: '5' },
    rounds: { type: 'string', default: '3' },
    endpoints: { type: 'string' },
    'skip-build': { type: 'boolean', default: false },
  },
})
const CONNECTIONS = 10
const postgresUrl = process.env.BENCH_DATABASE_URL
if (!postgresUrl) throw new Error('npm run bench:floor needs BENCH_DATABASE_URL (PostgreSQL)')
const count = Number(args.count)
const duration = Number(args.duration)
const rounds = Number(args.rounds)

/** CPU time (user + system) a process has used so far, in ms (/proc/<pid>/stat, clock ticks of 10 ms). */
function cpuMs(pid) {
  const fields = readFileSync(`/proc/${pid}/stat`, 'utf8').split(') ')[1].split(' ')
  return (Number(fields[11]) + Number(fields[12])) * 10
}

/** A load after its warm-up, with the target's CPU time per request over the measured part. */
async function loadWithCpu(target, options) {
  await load(target.url, { ...options, duration: options.warmup, warmup: 0 })
  const before = cpuMs(target.pid)
  const measured = await load(target.url, { ...options, warmup: 0 })
  const requests = measured.requestsPerSecond * options.duration
  return { ...measured, cpuMsPerRequest: round3((cpuMs(target.pid) - before) / Math.max(1, requests)) }
}

const round3 = (n) => Math.round(n * 1000) / 1000

/** Each call's SQL replayed directly at 10 connections (lib/direct-sql.ts), by key. */
function directSql(env, endpoints, dir) {
  const plan = join(dir, 'direct-plan.json')
  const out = join(dir, 'direct.json')
  writeFileSync(plan, JSON.stringify({ endpoints, connections: [CONNECTIONS], warmups: [1], seconds: Number(args['sql-duration']) }))
  execFileSync(process.execPath, ['--import', 'tsx', join(root, 'bench/lib/direct-sql.ts'), plan, out], { cwd: root, env: productionEnv(env), stdio: ['ignore', 2, 2] })
  const { endpoints: measured } = JSON.parse(readFileSync(out, 'utf8'))
  return new Map(measured.map((e) => [e.key, e.direct[0]]))
}

const started = performance.now()
if (!args['skip-build']) buildProduction()
const db = await freshDatabase('postgres', postgresUrl)
const dir = mkdtempSync(join(tmpdir(), 'vishwas-floor-'))
const measured = []
try {
  console.error(`[floor] seeding ${count} listings`)
  seed(db.env, count)
  const signing = await startServer(db.env, { logLevel: 'info', pipeStdout: true })
  const calls = await prepareCalls(signing).finally(() => signing.stop())
  const wanted = args.endpoints?.split(',')
  const endpoints = apiEndpoints(calls).filter((e) => !wanted || wanted.includes(e.key))
  const server = await startServer(db.env)
  const floor = await startFloor(db.env, endpoints, dir)
  const fastify = await startFloor(db.env, endpoints, dir, { framework: 'fastify' })
  try {
    for (let round = 0; round < rounds; round += 1) {
      const loads = new Map(endpoints.map((e) => [e.key, {}]))
      for (const endpoint of endpoints) {
        // The three servers in alternating order, round by round.
        const targets = [['floor', floor], ['fastify', fastify], ['server', server]]
        const order = round % 2 === 0 ? targets : targets.toReversed()
        for (const [name, target] of order) {
          loads.get(endpoint.key)[name] = await loadWithCpu(target, { ...endpoint, connections: CONNECTIONS, duration, warmup: 2 })
          const { p50, cpuMsPerRequest } = loads.get(endpoint.key)[name]
          console.error(`[floor] round ${round + 1}: ${endpoint.label}, ${name}: p50 ${p50} ms, CPU ${cpuMsPerRequest} ms a request`)
        }
      }
      const direct = directSql(db.env, endpoints, dir)
      for (const endpoint of endpoints) measured.push({ round, key: endpoint.key, label: endpoint.label, ...loads.get(endpoint.key), direct: direct.get(endpoint.key) })
    }
  } finally {
    await floor.stop()
    await fastify.stop()
    await server.stop()
  }
} finally {
  rmSync(dir, { recursive: true, force: true })
  await db.drop()
}

const summary = [...new Set(measured.map((m) => m.key))].map((key) => {
  const runs = measured.filter((m) => m.key === key)
  const p50 = (part) => median(runs.map((r) => r[part].p50))
  return {
    key,
    label: runs[0].label,
    directP50: p50('direct'),
    floorP50: p50('floor'),
    fastifyP50: p50('fastify'),
    serverP50: p50('server'),
    floorRatio: round2(median(runs.map((r) => r.floor.p50 / r.direct.p50))),
    serverRatio: round2(median(runs.map((r) => r.server.p50 / r.direct.p50))),
    serverAboveFloorMs: round2(median(runs.map((r) => r.server.p50 - r.floor.p50))),
    floorCpuMs: median(runs.map((r) => r.floor.cpuMsPerRequest)),
    fastifyCpuMs: median(runs.map((r) => r.fastify.cpuMsPerRequest)),
    serverCpuMs: median(runs.map((r) => r.server.cpuMsPerRequest)),
    fastifyOverFloorP50: round2(median(runs.map((r) => r.fastify.p50 / r.floor.p50))),
    serverOverFloorP50: round2(median(runs.map((r) => r.server.p50 / r.floor.p50))),
    serverOverFloorCpu: round2(median(runs.map((r) => r.server.cpuMsPerRequest / r.floor.cpuMsPerRequest))),
    errors: runs.reduce((sum, r) => sum + r.floor.errors + r.fastify.errors + r.server.errors + r.direct.errors, 0),
  }
})

const date = new Date().toISOString()
console.log(`## The HTTP floor: ${count} listings, PostgreSQL, ${CONNECTIONS} connections, median of ${rounds} rounds, load average ${loadavg().map((n) => n.toFixed(1)).join(' ')}\n`)
console.log(
  '| call | direct SQL p50 ms | floor p50 ms | bare Fastify p50 ms | server p50 ms | floor ratio | server ratio | server above floor, ms | bare Fastify / floor p50 | server / floor p50 | floor CPU ms a request | bare Fastify CPU ms a request | server CPU ms a request | server / floor CPU | errors |',
)
console.log('|---|---|---|---|---|---|---|---|---|---|---|---|---|---|---|')
for (const s of summary) {
  console.log(
    `| ${s.label} | ${s.directP50} | ${s.floorP50} | ${s.fastifyP50} | ${s.serverP50} | ${s.floorRatio} | ${s.serverRatio} | ${s.serverAboveFloorMs} | ${s.fastifyOverFloorP50} | ${s.serverOverFloorP50} | ${s.floorCpuMs} | ${s.fastifyCpuMs} | ${s.serverCpuMs} | ${s.serverOverFloorCpu} | ${s.errors} |`,
  )
}
mkdirSync(join(root, 'bench/results'), { recursive: true })
const file = join(root, 'bench/results', `${date.slice(0, 10)}-floor.json`)
const totalSeconds = Math.round((performance.now() - started) / 1000)
writeFileSync(file, JSON.stringify({ date, count, duration, connections: CONNECTIONS, rounds, totalSeconds, loadAverage: loadavg(), summary, runs: measured }, null, 2))
console.log(`\nresults: ${file} (${totalSeconds} s)`)
