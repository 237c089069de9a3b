// What direct-sql.ts and the HTTP floor share: each call's SQL captured through the real app, and
// a statement sequence sent again through a DatabaseHandle, timed like a request.
import { buildApp } from '../../apps/server/src/app'
import type { Config } from '../../apps/server/src/config'
import type { DatabaseHandle, QueryFn } from '../../apps/server/src/db/database'
import { recordingDatabase, type RecordedStatement } from './recording-database'
import { latencySummary, round2 } from './stats.mjs'

export type Endpoint = { key: string; label: string; method: string; path: string; headers?: Record<string, string>; body?: string }
export type DirectLoad = { connections: number; requestsPerSecond: number; p50: number; p95: number; p99: number; errors: number; firstError?: string }
/** One call as the server answered it: the statements it sent and the body it answered with. */
export type CapturedCall = { statements: RecordedStatement[]; status: number; contentType: string; body: string }
export type Runner = (sequence: RecordedStatement[]) => Promise<void>

/**
 * Sends each endpoint through `app.inject` twice, on the real app built over a recording
 * DatabaseHandle, and keeps what the second call sent and answered (the first fills whatever the
 * server caches, as a warm server under load has).
 */
export async function captureCalls(config: Config, real: DatabaseHandle, endpoints: Endpoint[]): Promise<Map<string, CapturedCall>> {
  const { database, recorder } = recordingDatabase(real)
  const app = await buildApp(config, { database, ownsDatabase: false })
  const calls = new Map<string, CapturedCall>()
  try {
    for (const endpoint of endpoints) {
      const send = async () => {
        const response = await app.inject({ method: endpoint.method as 'GET' | 'POST', url: endpoint.path, headers: endpoint.headers ?? {}, ...(endpoint.body ? { payload: endpoint.body } : {}) })
        if (response.statusCode >= 300) throw new Error(`${endpoint.label}: ${response.statusCode} ${response.body.slice(0, 300)}`)
        return response
      }
      await send()
      recorder.clear()
      const response = await send()
      calls.set(endpoint.key, { statements: [...recorder.statements], status: response.statusCode, contentType: String(response.headers['content-type']), body: response.body })
    }
  } finally {
    await app.close()
  }
  return calls
}

/** Consecutive statements of one transaction as one group; every other statement alone. */
function groups(sequence: RecordedStatement[]): RecordedStatement[][] {
  const result: RecordedStatement[][] = []
  for (const statement of sequence) {
    const last = result.at(-1)
    if (statement.transaction !== undefined && last?.[0]?.transaction === statement.transaction) last.push(statement)
    else result.push([statement])
  }
  return result
}

/**
 * Sends a sequence through a DatabaseHandle opened the server's way, each statement as the server
 * sent it: named prepared statements through `prepared`, the rest (Drizzle's included) as plain
 * queries, a transaction's statements in one transaction. So the replay follows the server's
 * drivers (a prepared statement on PGlite, for one) without knowing them.
 */
export function handleRunner(database: DatabaseHandle): Runner {
  const send = (query: QueryFn, s: RecordedStatement) =>
    s.via === 'prepared' && s.name ? database.prepared({ name: s.name, text: s.text, values: s.values }) : query(s.text, s.values)
  return async (sequence) => {
    for (const group of groups(sequence)) {
      if (group[0]?.transaction === undefined) {
        for (const statement of group) await send(database.query, statement)
      } else {
        await database.transaction(async (query) => {
          for (const statement of group) await send(query, statement)
        })
      }
    }
  }
}

/** `connections` workers run the sequence back to back for `seconds`; one latency per sequence. */
export async function replay(run: Runner, sequence: RecordedStatement[], connections: number, seconds: number): Promise<DirectLoad> {
  const latencies: number[] = []
  let errors = 0
  let firstError: string | undefined
  const end = performance.now() + seconds * 1000
  const worker = async () => {
    while (performance.now() < end) {
      const start = performance.now()
      try {
        await run(sequence)
        latencies.push(performance.now() - start)
      } catch (error) {
        errors += 1
        firstError ??= error instanceof Error ? error.message : String(error)
      }
    }
  }
  await Promise.all(Array.from({ length: connections }, worker))
  return { connections, requestsPerSecond: round2(latencies.length / seconds), ...latencySummary(latencies), errors, ...(firstError ? { firstError } : {}) }
}
