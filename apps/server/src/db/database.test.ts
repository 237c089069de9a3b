// Closing the database on shutdown: a request still running when the server stops (its client
// may have gone away) gets to run its next statement; close waits for it, then closes. And on
// PostgreSQL, migrations run without the requests' statement timeout. On PGlite, queued statements
// run one per turn of the event loop, so the server accepts connections and reads requests between them.
import { mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { sql } from 'drizzle-orm'
import pg from 'pg'
import { describe, expect, it } from 'vitest'
import { inject } from 'vitest'
import { loadTestSettings } from '../config'
import { testDatabase, testDatabaseUrl } from '../test/test-app'
import { TEST_CACHE_DIR } from '../test/template'
import { createTurnGate, openDatabase, type DatabaseHandle } from './database'

async function ownHandle(): Promise<DatabaseHandle> {
  if (loadTestSettings().engine === 'postgres') {
    await testDatabase()
    return openDatabase({ engine: 'postgres', url: testDatabaseUrl()!, max: 2 })
  }
  return openDatabase({ engine: 'pglite', loadDataDir: new Blob([readFileSync(inject('pgliteTemplate'))]), cacheDir: TEST_CACHE_DIR })
}

describe('DatabaseHandle.close', () => {
  /** A request: one statement, a moment of work, then the next statement; and close() 5 ms in. */
  async function closeDuringRequest(database: DatabaseHandle, name: string) {
    const request = (async () => {
      const [first] = await database.query<{ n: number }>('SELECT 1 AS n')
      await new Promise((resolve) => setTimeout(resolve, 30))
      const [second] = await database.prepared<{ n: number }>({ name, text: 'SELECT $1::int + 1 AS n', values: [first!.n] })
      return second!.n
    })()
    await new Promise((resolve) => setTimeout(resolve, 5))
    return { request, closing: database.close() }
  }

  it('lets a request in flight run its next statement, then closes', async () => {
    const database = await ownHandle()
    const { request, closing } = await closeDuringRequest(database, 'close_test_next')
    await expect(request).resolves.toBe(2)
    await closing
    await expect(database.query('SELECT 1')).rejects.toThrow()
  })

  it('still does when the process is paused between the two statements (a loaded machine)', async () => {
    const database = await ownHandle()
    const { request, closing } = await closeDuringRequest(database, 'close_test_paused')
    // Nothing runs for 200 ms: then the closing's look and the request's timer are both due.
    const resume = performance.now() + 200
    while (performance.now() < resume) {
      // a paused process
    }
    await expect(request).resolves.toBe(2)
    await closing
  })
})

/** Counts turns of the event loop (each runs its check phase once) until stopped. */
function turnCounter() {
  let turns = 0
  let running = true
  const tick = () => {
    turns += 1
    if (running) setImmediate(tick)
  }
  setImmediate(tick)
  return {
    now: () => turns,
    stop: () => {
      running = false
    },
  }
}

describe('createTurnGate', () => {
  it('lets waiters through in order, one per turn of the event loop', async () => {
    const turn = createTurnGate()
    const counter = turnCounter()
    const passed: { waiter: number; turn: number }[] = []
    await Promise.all([0, 1, 2, 3].map(async (waiter) => {
      await turn()
      passed.push({ waiter, turn: counter.now() })
    }))
    counter.stop()
    expect(passed.map((p) => p.waiter)).toEqual([0, 1, 2, 3])
    const turns = passed.map((p) => p.turn)
    expect(new Set(turns).size).toBe(4)
  })
})

describe.runIf(loadTestSettings().engine === 'pglite')('DatabaseHandle on PGlite', () => {
  it('runs queued statements one per turn of the event loop, so I/O is served between them', async () => {
    const database = await ownHandle()
    try {
      await database.query('SELECT 1')
      const counter = turnCounter()
      const finished: number[] = []
      await Promise.all(
        Array.from({ length: 12 }, async (_, i) => {
          // Plain, named and Drizzle's statements alike.
          const kind = i % 3
          if (kind === 0) await database.query('SELECT $1::int AS n', [i])
          else if (kind === 1) await database.prepared({ name: 'turn_test', text: 'SELECT $1::int AS n', values: [i] })
          else await database.db.execute(sql`SELECT ${i}::int AS n`)
          finished.push(counter.now())
        }),
      )
      counter.stop()
      // Every statement finished in a turn of its own: none waited behind a whole queue in one turn.
      expect(new Set(finished).size).toBe(12)
    } finally {
      await database.close()
    }
  })
})

describe.runIf(loadTestSettings().engine === 'postgres')('DatabaseHandle.migrate on PostgreSQL', () => {
  it('runs migrations without the statement timeout that requests have', async () => {
    // A fresh database and a one-step migration that fails while a statement timeout is set.
    const url = new URL(testDatabaseUrl()!)
    const name = `vishwas_migrate_${process.pid}_${Date.now()}`
    const admin = new pg.Client({ connectionString: url.toString() })
    await admin.connect()
    await admin.query(`CREATE DATABASE ${name}`)
    const folder = mkdtempSync(join(tmpdir(), 'vishwas-migrations-'))
    mkdirSync(join(folder, 'meta'))
    writeFileSync(join(folder, 'meta/_journal.json'), JSON.stringify({ version: '7', dialect: 'postgresql', entries: [{ idx: 0, version: '7', when: 1, tag: '0000_check', breakpoints: true }] }))
    writeFileSync(
      join(folder, '0000_check.sql'),
      "DO $$ BEGIN IF current_setting('statement_timeout') <> '0' THEN RAISE EXCEPTION 'statement_timeout is %', current_setting('statement_timeout'); END IF; END $$;",
    )
    url.pathname = `/${name}`
    const database = await openDatabase({ engine: 'postgres', url: url.toString(), max: 1 })
    try {
      expect((await database.query<{ statement_timeout: string }>('SHOW statement_timeout'))[0]?.statement_timeout).toBe('15s')
      await expect(database.migrate(folder)).resolves.toBeUndefined()
    } finally {
      await database.close()
      rmSync(folder, { recursive: true, force: true })
      await admin.query(`DROP DATABASE ${name}`)
      await admin.end()
    }
  })
})
