// npm run bench:payments -- --database-url postgres://... [--count N --payments N --duration S --connections C]
//
// The payment manager's list alone (issue #24) on a database you already have (the whole
// `npm run bench` makes a fresh one, which needs CREATEDB): seeds N listings with the project's
// seed command and the payments with their capture postings (lib/seed-payments.ts), signs the
// demo admin in, and loads GET /api/admin/payments (the default page and a filtered one) on the
// production build under autocannon. Budget: p95 <= 50 ms at 10 connections on PostgreSQL.
// The database is left seeded; point it at a scratch database.
import { mkdtempSync, rmSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { parseArgs } from 'node:util'
import { budgets } from './lib/budgets.mjs'
import { ADMIN, paymentEndpoints } from './lib/endpoints.mjs'
import { load, seed, seedPayments, startServer } from './lib/server.mjs'
import { codesFromLog, signIn } from './lib/sign-in.mjs'

const { values: args } = parseArgs({
  options: {
    'database-url': { type: 'string' },
    count: { type: 'string', default: '2000' },
    payments: { type: 'string', default: String(budgets.payments) },
    duration: { type: 'string', default: '10' },
    connections: { type: 'string', default: String(budgets.budgetConnections) },
  },
})
const url = args['database-url'] ?? process.env.BENCH_DATABASE_URL
if (!url) throw new Error('give --database-url postgres://... (a scratch database: it is seeded and left so)')
const dataDir = mkdtempSync(join(tmpdir(), 'vishwas-bench-payments-'))
const env = { DATA_DIR: dataDir, DATABASE_URL: url }
try {
  console.error(`[bench] seeding ${args.count} listings`)
  seed(env, Number(args.count))
  seedPayments(env, Number(args.payments))
  const signing = await startServer(env, { logLevel: 'info', pipeStdout: true })
  let admin
  try {
    admin = await signIn(signing.url, codesFromLog(signing.stdout), ADMIN)
  } finally {
    await signing.stop()
  }
  const server = await startServer(env)
  try {
    console.log(`| call | connections | p50 ms | p95 ms | p99 ms | req/s | errors | budget p95 |`)
    console.log(`| --- | --- | --- | --- | --- | --- | --- | --- |`)
    // The floor on this machine at this moment: a call that does no work, for reading the figures on a busy machine.
    const floor = await load(server.url, { path: '/api/health', connections: Number(args.connections), duration: Number(args.duration), warmup: 1 })
    console.log(`| GET /api/health (the floor now) | ${args.connections} | ${floor.p50} | ${floor.p95} | ${floor.p99} | ${floor.requestsPerSecond} | ${floor.errors} | |`)
    for (const endpoint of paymentEndpoints(admin)) {
      const result = await load(server.url, { ...endpoint, connections: Number(args.connections), duration: Number(args.duration), warmup: 2 })
      const limit = budgets.p95Ms[endpoint.key]
      console.log(`| ${endpoint.label} | ${args.connections} | ${result.p50} | ${result.p95} | ${result.p99} | ${result.requestsPerSecond} | ${result.errors} | ≤ ${limit} ms ${result.p95 <= limit ? 'ok' : 'MISSED'} |`)
    }
  } finally {
    await server.stop()
  }
} finally {
  rmSync(dataDir, { recursive: true, force: true })
}
