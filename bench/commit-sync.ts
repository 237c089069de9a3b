// node --import tsx bench/commit-sync.ts [--inserts 500] [--rounds 3] [--dir DIR]
//
// What a durable commit costs on the embedded engine: the time of one single-row INSERT (its own
// transaction) on PGlite in a data dir, as the server opens it (DurableNodeFS, fsync=on,
// wal_sync_method=fsync: the WAL synced to the disk before the commit returns) and as PGlite
// opens a data dir by default (fsync off, nothing synced). Each round opens both on fresh data
// dirs under --dir (default: the system's temporary folder; pick the disk the data will live on)
// and times the inserts, the two engines alternating insert by insert so drift on a busy machine
// falls on both alike. Prints p50, p95 and p99 in ms of every insert of every round, and the
// number of fsync calls per durable insert.
import { fsyncSync, mkdtempSync, rmSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { parseArgs } from 'node:util'
import { PGlite } from '@electric-sql/pglite'
import { DurableNodeFS, durableStartParams } from '../apps/server/src/db/durable-fs'
import { latencySummary } from './lib/stats.mjs'

const { values: args } = parseArgs({
  options: {
    inserts: { type: 'string', default: '500' },
    rounds: { type: 'string', default: '3' },
    dir: { type: 'string', default: tmpdir() },
  },
})
const inserts = Number(args.inserts)
const rounds = Number(args.rounds)

const times = { durable: [] as number[], relaxed: [] as number[] }
let syncs = 0
const countingSync = (fd: number) => {
  syncs += 1
  fsyncSync(fd)
}

async function timeInsert(client: PGlite, into: number[], n: number): Promise<void> {
  const start = performance.now()
  await client.query('INSERT INTO notes (body) VALUES ($1)', [`note ${n}`])
  into.push(performance.now() - start)
}

for (let round = 1; round <= rounds; round++) {
  const dir = mkdtempSync(join(args.dir, 'vishwas-commit-sync-'))
  try {
    const durable = await PGlite.create({ fs: new DurableNodeFS(join(dir, 'durable'), countingSync), startParams: [...PGlite.defaultStartParams, ...durableStartParams] })
    const relaxed = await PGlite.create({ dataDir: join(dir, 'relaxed') })
    for (const client of [durable, relaxed]) await client.exec('CREATE TABLE notes (id serial PRIMARY KEY, body text NOT NULL)')
    syncs = 0
    for (let n = 0; n < inserts; n++) {
      await timeInsert(durable, times.durable, n)
      await timeInsert(relaxed, times.relaxed, n)
    }
    const syncsPerInsert = syncs / inserts
    await durable.close()
    await relaxed.close()
    console.error(`round ${round}: ${inserts} inserts each, ${syncsPerInsert.toFixed(2)} fsync calls per durable insert`)
  } finally {
    rmSync(dir, { recursive: true, force: true })
  }
}

const durable = latencySummary(times.durable)
const relaxed = latencySummary(times.relaxed)
console.log(`single-row INSERT on the embedded engine, ${rounds} x ${inserts} each, ms`)
console.log('| data dir | p50 | p95 | p99 |')
console.log('|---|---|---|---|')
console.log(`| durable (fsync at commit, the server's) | ${durable.p50} | ${durable.p95} | ${durable.p99} |`)
console.log(`| PGlite's default (no fsync) | ${relaxed.p50} | ${relaxed.p95} | ${relaxed.p99} |`)
