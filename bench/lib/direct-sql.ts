// node --import tsx bench/lib/direct-sql.ts <plan.json> <out.json>   (run.mjs runs it)
//
// The limit under the API: the same SQL each endpoint runs, sent straight to the same database
// with the same concurrency. The environment is the measured server's (productionEnv in
// server.mjs: same database, same secrets, so the run's tokens are valid here).
//   1. Capture: the real app (apps/server/src) is built over a recording DatabaseHandle, and each
//      endpoint is sent through app.inject twice with the same headers and body as under load;
//      the statements of the second call are kept (the first fills whatever the server caches,
//      as a warm server under load has).
//   2. Replay: each endpoint's statement sequence, again and again, by `connections` concurrent
//      workers for `seconds` after a warm-up, timed per sequence like autocannon times a request,
//      through the server's own DatabaseHandle (a thin layer over the driver: the statements go
//      out exactly as the server sends them, named prepared statements included, and follow it
//      when its drivers change). PostgreSQL: a pg Pool of `connections` connections. PGlite: the
//      same data dir opened in this process (the server has stopped: PGlite is one process); its
//      one connection serialises the workers, as it does the server's requests.
import { readFileSync, writeFileSync } from 'node:fs'
import { loadConfig, type Config } from '../../apps/server/src/config'
import { openDatabase, type DatabaseHandle } from '../../apps/server/src/db/database'
import { openConfiguredDatabase } from '../../apps/server/src/db/open'
import type { RecordedStatement } from './recording-database'
import { captureCalls, handleRunner, replay, type DirectLoad, type Endpoint, type Runner } from './sql-replay'

/** `warmups[i]` seconds of warm-up before the run at `connections[i]`. */
export type Plan = { endpoints: Endpoint[]; connections: number[]; warmups: number[]; seconds: number }

/** Every endpoint's sequence at each concurrency, on a runner made for that concurrency. */
async function replayAll(plan: Plan, sequences: Map<string, RecordedStatement[]>, runnerFor: (connections: number) => Promise<{ run: Runner; close: () => Promise<void> }>) {
  const loads = new Map<string, DirectLoad[]>(plan.endpoints.map((e) => [e.key, []]))
  for (const [i, connections] of plan.connections.entries()) {
    const { run, close } = await runnerFor(connections)
    try {
      for (const endpoint of plan.endpoints) {
        const sequence = sequences.get(endpoint.key) ?? []
        if (sequence.length === 0) throw new Error(`${endpoint.label}: no SQL was captured`)
        const warmup = plan.warmups[i] ?? 1
        if (warmup > 0) await replay(run, sequence, connections, warmup)
        loads.get(endpoint.key)?.push(await replay(run, sequence, connections, plan.seconds))
      }
    } finally {
      await close()
    }
  }
  return loads
}

/**
 * PostgreSQL: a handle of its own per concurrency, its pool as many connections as workers.
 * PGlite: the one handle the capture used (its prepared statements already parsed, as on the
 * warm server).
 */
function measureDirect(config: Config, real: DatabaseHandle, plan: Plan, sequences: Map<string, RecordedStatement[]>) {
  if (config.database.engine === 'postgres') {
    const url = config.database.url
    return replayAll(plan, sequences, async (connections) => {
      const database = await openDatabase({ engine: 'postgres', url, max: connections })
      return { run: handleRunner(database), close: () => database.close() }
    })
  }
  return replayAll(plan, sequences, () => Promise.resolve({ run: handleRunner(real), close: () => Promise.resolve() }))
}

async function main([planFile, outFile]: string[]) {
  if (!planFile || !outFile) throw new Error('usage: node --import tsx bench/lib/direct-sql.ts <plan.json> <out.json>')
  const plan = JSON.parse(readFileSync(planFile, 'utf8')) as Plan
  const config = loadConfig()
  // Opened the server's way, once (a PGlite takes seconds to open), for the capture and the replay.
  const real = await openConfiguredDatabase(config)
  let sequences: Map<string, RecordedStatement[]>
  let loads: Map<string, DirectLoad[]>
  try {
    const calls = await captureCalls(config, real, plan.endpoints)
    sequences = new Map([...calls].map(([key, call]) => [key, call.statements]))
    loads = await measureDirect(config, real, plan, sequences)
  } finally {
    await real.close()
  }
  const endpoints = plan.endpoints.map((e) => ({ key: e.key, statements: sequences.get(e.key) ?? [], direct: loads.get(e.key) ?? [] }))
  writeFileSync(outFile, JSON.stringify({ engine: config.database.engine, endpoints }, null, 2))
}

await main(process.argv.slice(2))
