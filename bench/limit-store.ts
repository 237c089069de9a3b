// node --import tsx bench/limit-store.ts [--calls 5000] [--rounds 3]
// BENCH_DATABASE_URL=postgres://... node --import tsx bench/limit-store.ts   (adds the HTTP-level figures)
//
// What keeping the sign-in throttles in Redis costs against process memory, on 127.0.0.1 with a
// redis-server of its own (no persistence):
//   store   one `consume` of a code send's four rules (resend gap, per phone per hour and per day,
//           per address) and one `claimOnce` (a bot-check solution), sequential calls, per call.
//   verify  with BENCH_DATABASE_URL: POST /api/auth/otp/verify for an unknown verification id
//           through app.inject (throttle, then one lookup by id, then a 400), on a fresh
//           PostgreSQL database, the app built with and without REDIS_URL.
// Rounds alternate memory and Redis so drift on a busy machine falls on both; the median of the
// rounds' p50 / p95 is printed.
import { randomUUID } from 'node:crypto'
import { rmSync } from 'node:fs'
import { parseArgs } from 'node:util'
import { Redis } from 'ioredis'
import pg from 'pg'
import { buildApp, type App } from '../apps/server/src/app'
import { MIGRATIONS_DIR, loadConfig } from '../apps/server/src/config'
import { openDatabase } from '../apps/server/src/db/database'
import { OTP_POLICY } from '../apps/server/src/modules/auth/auth-policy'
import { createMemoryRateLimitStore, type LimitRule, type RateLimitStore } from '../apps/server/src/modules/auth/rate-limit-store'
import { createRedisRateLimitStore } from '../apps/server/src/modules/auth/rate-limit-store-redis'
import { startRedisServer } from '../apps/server/src/test/redis-server'
import { median } from './lib/stats.mjs'

const { values: args } = parseArgs({ options: { calls: { type: 'string', default: '5000' }, rounds: { type: 'string', default: '3' } } })
const calls = Number(args.calls)
const rounds = Number(args.rounds)

const percentile = (sorted: number[], p: number) => sorted[Math.min(sorted.length - 1, Math.floor((p / 100) * sorted.length))] ?? 0

async function timeCalls(call: (i: number) => Promise<unknown>, n: number): Promise<{ p50: number; p95: number }> {
  for (let i = 0; i < Math.min(200, n); i += 1) await call(-1 - i)
  const times: number[] = []
  for (let i = 0; i < n; i += 1) {
    const start = performance.now()
    await call(i)
    times.push(performance.now() - start)
  }
  times.sort((a, b) => a - b)
  return { p50: percentile(times, 50), p95: percentile(times, 95) }
}

/** The rules of one code send (as otp.service.ts builds them), for a fresh number and address. */
function sendRules(i: number): LimitRule[] {
  const phone = `+9198${String(i).padStart(8, '0')}`
  const ip = `10.${(i >> 16) & 255}.${(i >> 8) & 255}.${i & 255}`
  return [
    { key: `otp-send:gap:${phone}`, limit: 1, windowMs: OTP_POLICY.resendAfterMs },
    ...OTP_POLICY.perPhone.map((rule) => ({ key: `otp-send:phone:${rule.windowMs}:${phone}`, ...rule })),
    { key: `otp-send:ip:${ip}`, ...OTP_POLICY.sendsPerIp },
  ]
}

type Row = { what: string; memory: { p50: number; p95: number }[]; redis: { p50: number; p95: number }[] }
const rows: Row[] = []
const summary = (runs: { p50: number; p95: number }[]) => `${median(runs.map((r) => r.p50)).toFixed(3)} / ${median(runs.map((r) => r.p95)).toFixed(3)}`

const server = await startRedisServer()
const client = new Redis(server.url)
try {
  const stores: Record<'memory' | 'redis', () => RateLimitStore> = {
    memory: () => createMemoryRateLimitStore(),
    redis: () => createRedisRateLimitStore(client, { prefix: `bench:${randomUUID()}:` }),
  }
  const consume: Row = { what: 'store: consume, 4 rules (ms p50 / p95)', memory: [], redis: [] }
  const claim: Row = { what: 'store: claimOnce (ms p50 / p95)', memory: [], redis: [] }
  for (let round = 0; round < rounds; round += 1) {
    for (const kind of round % 2 === 0 ? (['memory', 'redis'] as const) : (['redis', 'memory'] as const)) {
      const store = stores[kind]()
      consume[kind].push(await timeCalls((i) => store.consume(sendRules(i + 1_000_000), Date.now()), calls))
      claim[kind].push(await timeCalls((i) => store.claimOnce(`altcha:${i}:${randomUUID()}`, Date.now() + 300_000, Date.now()), calls))
    }
  }
  rows.push(consume, claim)

  const adminUrl = process.env.BENCH_DATABASE_URL
  if (adminUrl) {
    const name = `vishwas_bench_limits_${process.pid}`
    const admin = new pg.Client({ connectionString: adminUrl })
    await admin.connect()
    await admin.query(`CREATE DATABASE "${name}"`)
    const url = Object.assign(new URL(adminUrl), { pathname: `/${name}` }).toString()
    const database = await openDatabase({ engine: 'postgres', url, max: 4 })
    const env = { DATA_DIR: `/tmp/vishwas-bench-limits-${process.pid}`, LOG_LEVEL: 'silent', DEMO_DATA: 'false', NODE_ENV: 'test', WEATHER_PROVIDER: 'offline', TOKEN_SIGNING_KEY: 'k'.repeat(40), ALTCHA_HMAC_KEY: 'a'.repeat(40) }
    try {
      await database.migrate(MIGRATIONS_DIR)
      const verify: Row = { what: 'POST /api/auth/otp/verify, app.inject (ms p50 / p95)', memory: [], redis: [] }
      const apps: Record<'memory' | 'redis', App> = {
        memory: await buildApp(loadConfig({ ...env }), { database }),
        redis: await buildApp(loadConfig({ ...env, REDIS_URL: server.url }), { database }),
      }
      const inject = (app: App, i: number) =>
        app.inject({ method: 'POST', url: '/api/auth/otp/verify', payload: { verificationId: randomUUID(), code: '123456' }, remoteAddress: `10.9.${(i >> 8) & 255}.${i & 255}` })
      for (let round = 0; round < rounds; round += 1) {
        for (const kind of round % 2 === 0 ? (['memory', 'redis'] as const) : (['redis', 'memory'] as const)) {
          // Each address stays under 30 verifications in 5 minutes: these are allowed calls.
          verify[kind].push(await timeCalls((i) => inject(apps[kind], i + round * calls * 4 + (kind === 'redis' ? calls * 2 : 0) + 400), Math.min(calls, 2000)))
        }
      }
      rows.push(verify)
      await apps.memory.close()
      await apps.redis.close()
    } finally {
      rmSync(env.DATA_DIR, { recursive: true, force: true })
      await database.close()
      await admin.query(`DROP DATABASE IF EXISTS "${name}" WITH (FORCE)`)
      await admin.end()
    }
  }
} finally {
  client.disconnect()
  await server.stop()
}

console.log(`${calls} calls per run, ${rounds} rounds, median of the rounds\n`)
console.log('| what | memory | Redis |\n|---|---|---|')
for (const row of rows) console.log(`| ${row.what} | ${summary(row.memory)} | ${summary(row.redis)} |`)
