// node bench/server-flags.mjs [--engine postgres|pglite] [--count N] [--seconds S] [--configs 'a;b'] [--skip-build]
// BENCH_DATABASE_URL=postgres://... for the postgres engine (a fresh database is made and dropped).
//
// What a Node flag does to the production server's memory and speed: the server is started once
// per configuration (';'-separated sets of flags, `default` for the flags of `npm start`, `none`
// for no flags at all), on the same seeded database, and every call of lib/endpoints.mjs is loaded
// for S s at 10 and then at 50 connections. Per configuration it prints one JSON line: the
// kernel's resident-memory high-water mark (VmHWM) right after start and after the loads, the sum
// of the calls' p50s and of their requests a second at 10 connections, and the errors.
import { mkdtempSync, rmSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { parseArgs } from 'node:util'
import { apiEndpoints, prepareCalls } from './lib/endpoints.mjs'
import { buildProduction, freshDatabase, load, peakRssMb, seed, SERVER_NODE_FLAGS, startServer } from './lib/server.mjs'

const { values: args } = parseArgs({
  options: {
    engine: { type: 'string', default: 'pglite' },
    count: { type: 'string', default: '100000' },
    seconds: { type: 'string', default: '3' },
    configs: { type: 'string', default: 'none;default' },
    'skip-build': { type: 'boolean', default: false },
  },
})
if (!args['skip-build']) buildProduction()
const db = args.engine === 'postgres' ? await freshDatabase('postgres', process.env.BENCH_DATABASE_URL) : { env: { DATA_DIR: mkdtempSync(join(tmpdir(), 'vishwas-flags-')), DATABASE_URL: '' } }
try {
  seed(db.env, Number(args.count))
  const signing = await startServer(db.env, { logLevel: 'info', pipeStdout: true })
  const calls = await prepareCalls(signing).finally(() => signing.stop())
  for (const config of args.configs.split(';')) {
    // startServer always adds the start script's flags; `none` starts the server without them.
    const flags = config === 'default' ? [] : config === 'none' ? null : config.split(' ')
    const server = await startServer(db.env, flags === null ? { withoutStartFlags: true } : { nodeArgs: flags })
    const startMb = peakRssMb(server.pid)
    let p50s = 0
    let rps = 0
    let errors = 0
    for (const endpoint of apiEndpoints(calls)) {
      for (const connections of [10, 50]) {
        const result = await load(server.url, { ...endpoint, connections, duration: Number(args.seconds), warmup: 0 })
        if (connections === 10) {
          p50s += result.p50
          rps += result.requestsPerSecond
        }
        errors += result.errors
      }
    }
    const flagsUsed = flags === null ? [] : [...SERVER_NODE_FLAGS, ...flags]
    console.log(JSON.stringify({ engine: args.engine, flags: flagsUsed.join(' ') || '(none)', startPeakMb: startMb, peakMb: peakRssMb(server.pid), sumP50At10: Math.round(p50s * 10) / 10, sumRpsAt10: Math.round(rps), errors }))
    await server.stop()
  }
} finally {
  if (db.drop) await db.drop()
  else rmSync(db.env.DATA_DIR, { recursive: true, force: true })
}
