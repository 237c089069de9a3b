// node --import tsx bench/lib/notifications.ts <server url> <server pid> <out.json>   (run.mjs runs it, PostgreSQL only)
//
// Live notifications on the measured server (issue #23), with the server's environment
// (productionEnv: same database, same secrets, so tokens minted here are valid there):
//   1. Latency: a signed-in user's stream is open; a notification is written in a transaction
//      through the server's own insertNotifications (apps/server/src), and timed from the moment
//      its COMMIT is sent to the moment the event arrives on the stream; 100 of them, one after
//      another, first with that one stream open, then again with 1 000 streams open.
//   2. Memory: the server's resident memory (VmRSS) before and after opening 1 000 streams (1 000
//      users, one stream each: a user keeps at most 5), settled for 2 s.
// The 1 000 users are rows of this run (left in the run's database, which is dropped at its end),
// their tokens minted with the run's key.
import { randomUUID } from 'node:crypto'
import { readFileSync, writeFileSync } from 'node:fs'
import { loadConfig } from '../../apps/server/src/config'
import { openConfiguredDatabase } from '../../apps/server/src/db/open'
import { createAuthTokens } from '../../apps/server/src/modules/auth/auth-tokens'
import { systemClock } from '../../apps/server/src/modules/auth/clock'
import { insertNotifications } from '../../apps/server/src/modules/notifications/notifications.repository'
import { isNotification, isReady, openStream, type StreamClient } from '../../apps/server/src/modules/notifications/notifications-test-kit'

const [url, pidText, out] = process.argv.slice(2)
if (!url || !pidText || !out) throw new Error('usage: notifications.ts <server url> <server pid> <out.json>')
const STREAMS = 1000
const EVENTS = 100

const rssMb = (pid: string) => {
  const match = /VmRSS:\s+(\d+) kB/.exec(readFileSync(`/proc/${pid}/status`, 'utf8'))
  return match ? Math.round(Number(match[1]) / 1024) : Number.NaN
}
const quantile = (sorted: number[], q: number) => sorted[Math.min(sorted.length - 1, Math.ceil(q * sorted.length) - 1)] ?? Number.NaN
const round = (ms: number) => Math.round(ms * 10) / 10
const pause = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms))

const config = loadConfig()
const database = await openConfiguredDatabase(config)
const tokens = createAuthTokens({ signingKey: config.secrets.tokenSigningKey, clock: systemClock })
const run = randomUUID().slice(0, 8)
const streams: StreamClient[] = []
try {
  const users = await database.query<{ id: string; uid: string }>(
    `INSERT INTO users (uid, phone_number, full_name) SELECT 'bench-sse-${run}-' || n, '+9196' || lpad(n::text, 8, '0'), 'Bench listener ' || n FROM generate_series(1, ${STREAMS}) n RETURNING id::text AS id, uid`,
  )
  const headerOf = async (user: { id: string; uid: string }) =>
    `Bearer ${(await tokens.signAccessToken({ uid: user.uid, did: user.id, roles: { isAdmin: false, isSeller: false, isDealer: false }, sessionId: randomUUID() })).token}`

  async function latencies(listener: { id: string }, stream: StreamClient) {
    const timings: number[] = []
    for (let n = 0; n < EVENTS; n += 1) {
      let committing = 0
      const [id] = await database.transaction(async (query) => {
        const ids = await insertNotifications(query, [{ userId: listener.id, kind: 'system', title: `Bench ${n}` }])
        committing = performance.now()
        return ids
      })
      await stream.waitFor(isNotification(id!), 10_000)
      timings.push(performance.now() - committing)
      await pause(20)
    }
    const sorted = [...timings].sort((a, b) => a - b)
    return { events: EVENTS, p50Ms: round(quantile(sorted, 0.5)), p95Ms: round(quantile(sorted, 0.95)), maxMs: round(sorted.at(-1) ?? Number.NaN) }
  }

  const first = users[0]!
  const firstStream = await openStream(url, await headerOf(first))
  streams.push(firstStream)
  await firstStream.waitFor(isReady)
  const idle = await latencies(first, firstStream)

  await pause(1000)
  const beforeMb = rssMb(pidText)
  const opened = performance.now()
  for (let start = 1; start < users.length; start += 100) {
    const batch = await Promise.all(users.slice(start, start + 100).map(async (user) => openStream(url, await headerOf(user))))
    streams.push(...batch)
    await Promise.all(batch.map((stream) => stream.waitFor(isReady, 30_000)))
  }
  const openSeconds = (performance.now() - opened) / 1000
  await pause(2000)
  const afterMb = rssMb(pidText)
  const loaded = await latencies(first, firstStream)
  const result = { streams: streams.length, openSeconds: Math.round(openSeconds * 10) / 10, rss: { beforeMb, afterMb, riseMb: afterMb - beforeMb }, latency: { idle, with1000Streams: loaded } }
  writeFileSync(out, JSON.stringify(result, null, 2))
  console.error(JSON.stringify(result))
} finally {
  for (const stream of streams) stream.close()
  // The users stay: the run's database is dropped at its end, and deleting them on 100 000
  // listings outlived the statement timeout (each deleted user scans property_scores for its
  // override_by, which has no index).
  await database.close()
}
