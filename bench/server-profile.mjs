// node bench/server-profile.mjs [--count N] [--duration S] [--endpoints a,b] [--top N] [--floor] [--keep file] [--skip-build]
// BENCH_DATABASE_URL=postgres://... is required (a fresh database is made and dropped).
//
// Where the production server's CPU time goes under load, call by call: the server
// (apps/server/dist/server.js, as `npm run bench` starts it) runs under `node --cpu-prof` on N
// seeded listings (default 20 000: enough for every call to find rows; the SQL's own time is
// PostgreSQL's and not in the profile); each call of lib/endpoints.mjs (or those --endpoints
// names) is loaded at 10 connections for --duration s (default 8) after a warm-up. The profile's
// samples are then cut by call (its timestamps and this process's hrtime share the machine's
// monotonic clock) and summarized (lib/cpu-profile.mjs): shares of the server's busy samples by
// place (our code, each npm package, Node, GC) and the top functions by self and inclusive time.
// Shares, not milliseconds: on a shared machine they hold when the absolute figures drift.
// With --floor the bare node:http floor of bench:floor (lib/http-floor-server.ts) is profiled
// beside it, each call loaded on both in alternating order, so the two summaries (and their busy
// milliseconds per request) say what the server spends above the floor, and where.
// Prints a report per call and server as JSON lines on standard output; --keep saves the server's
// raw profile.
import { copyFileSync, mkdirSync, mkdtempSync, readdirSync, readFileSync, rmSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { parseArgs } from 'node:util'
import { summarizeProfile } from './lib/cpu-profile.mjs'
import { startFloor } from './lib/floor.mjs'
import { apiEndpoints, prepareCalls } from './lib/endpoints.mjs'
import { buildProduction, freshDatabase, load, seed, startServer } from './lib/server.mjs'

const { values: args } = parseArgs({
  options: {
    count: { type: 'string', default: '20000' },
    duration: { type: 'string', default: '8' },
    endpoints: { type: 'string' },
    top: { type: 'string', default: '30' },
    floor: { type: 'boolean', default: false },
    keep: { type: 'string' },
    'skip-build': { type: 'boolean', default: false },
  },
})
const postgresUrl = process.env.BENCH_DATABASE_URL
if (!postgresUrl) throw new Error('bench/server-profile.mjs needs BENCH_DATABASE_URL (PostgreSQL)')
const nowUs = () => Number(process.hrtime.bigint() / 1000n)

const profileOf = (dir) => {
  const [file] = readdirSync(dir).filter((name) => name.endsWith('.cpuprofile'))
  if (!file) throw new Error(`no CPU profile was written in ${dir}`)
  return join(dir, file)
}

if (!args['skip-build']) buildProduction()
const db = await freshDatabase('postgres', postgresUrl)
const profileDir = mkdtempSync(join(tmpdir(), 'vishwas-profile-'))
try {
  console.error(`[profile] seeding ${args.count} listings`)
  seed(db.env, Number(args.count))
  const signing = await startServer(db.env, { logLevel: 'info', pipeStdout: true })
  const calls = await prepareCalls(signing).finally(() => signing.stop())
  const wanted = args.endpoints?.split(',')
  const endpoints = apiEndpoints(calls).filter((e) => !wanted || wanted.includes(e.key))
  const serverDir = join(profileDir, 'server')
  const floorDir = join(profileDir, 'floor')
  mkdirSync(serverDir)
  mkdirSync(floorDir)
  const targets = [['server', await startServer(db.env, { nodeArgs: ['--cpu-prof', `--cpu-prof-dir=${serverDir}`] })]]
  if (args.floor) targets.push(['floor', await startFloor(db.env, endpoints, profileDir, { nodeArgs: ['--cpu-prof', `--cpu-prof-dir=${floorDir}`] })])
  const windows = []
  try {
    for (const [index, endpoint] of endpoints.entries()) {
      for (const [name, target] of index % 2 === 0 ? targets : [...targets].reverse()) {
        await load(target.url, { ...endpoint, connections: 10, duration: 1, warmup: 1 })
        const fromUs = nowUs()
        const measured = await load(target.url, { ...endpoint, connections: 10, duration: Number(args.duration), warmup: 0 })
        windows.push({ name, endpoint, fromUs, toUs: nowUs(), measured })
        console.error(`[profile] ${endpoint.key}, ${name}: p50 ${measured.p50} ms, ${measured.requestsPerSecond}/s, ${measured.errors} errors`)
      }
    }
  } finally {
    for (const [, target] of targets) await target.stop()
  }
  if (args.keep) copyFileSync(profileOf(serverDir), args.keep)
  const profiles = { server: JSON.parse(readFileSync(profileOf(serverDir), 'utf8')), ...(args.floor ? { floor: JSON.parse(readFileSync(profileOf(floorDir), 'utf8')) } : {}) }
  for (const { name, endpoint, fromUs, toUs, measured } of windows) {
    const summary = summarizeProfile(profiles[name], { fromUs, toUs, top: Number(args.top) })
    const requests = measured.requestsPerSecond * Number(args.duration)
    const busyMsPerRequest = Math.round((summary.busyMs / Math.max(1, requests)) * 1000) / 1000
    console.log(JSON.stringify({ server: name, key: endpoint.key, label: endpoint.label, p50: measured.p50, requestsPerSecond: measured.requestsPerSecond, busyMsPerRequest, ...summary }))
  }
} finally {
  rmSync(profileDir, { recursive: true, force: true })
  await db.drop()
}
