// One database interface over two engines: PGlite + PostGIS in-process (the default, data kept
// in $DATA_DIR/db) or a PostgreSQL server through a node-postgres pool (DATABASE_URL). Drizzle
// on both; migrations from drizzle/ are applied at start on both.
import type { PGlite } from '@electric-sql/pglite'
import { sql } from 'drizzle-orm'
import type { PgDatabase, PgQueryResultHKT } from 'drizzle-orm/pg-core'
import { drizzle as drizzlePglite } from 'drizzle-orm/pglite'
import { migrate as migratePglite } from 'drizzle-orm/pglite/migrator'
import { drizzle as drizzlePostgres } from 'drizzle-orm/node-postgres'
import { migrate as migratePostgres } from 'drizzle-orm/node-postgres/migrator'
import pg from 'pg'
import { createPgliteClient, type PgliteClientOptions } from './pglite-client'
import { createPglitePrepared } from './pglite-prepared'
import * as schema from './schema/index'

export type Schema = typeof schema
export type Database = PgDatabase<PgQueryResultHKT, Schema>
export type Engine = 'pglite' | 'postgres'

export type QueryFn = <T extends Record<string, unknown> = Record<string, unknown>>(text: string, params?: unknown[]) => Promise<T[]>

/**
 * A named prepared statement (parsed once per connection, PostgreSQL's plan cache applies; use
 * one name per distinct text, see statementNamer), for reads. Without a name, a plain query.
 */
export type PreparedQueryFn = <T extends Record<string, unknown> = Record<string, unknown>>(statement: { name: string | undefined; text: string; values: unknown[] }) => Promise<T[]>

export type DatabaseHandle = {
  db: Database
  engine: Engine
  /** Plain SQL with $1.. parameters, for bulk work and checks that Drizzle does not express. */
  query: QueryFn
  prepared: PreparedQueryFn
  /** Plain SQL on one connection inside BEGIN ... COMMIT (rolled back if fn throws). */
  transaction<T>(fn: (query: QueryFn) => Promise<T>): Promise<T>
  migrate(migrationsDir: string): Promise<void>
  /**
   * Hears `channel`'s NOTIFY payloads (sent on commit) until the answer's stop is called: on
   * PostgreSQL on a connection of its own, outside the pool, connected again when it drops
   * (`onReconnect` then says that what was announced meanwhile went unheard); on PGlite its listen.
   */
  listen(channel: string, handlers: ListenHandlers): Promise<() => Promise<void>>
  /** PGlite only: the whole data dir as an uncompressed tarball (test templates). */
  dumpDataDir?: () => Promise<Blob>
  close(): Promise<void>
}

export type ListenHandlers = { onMessage: (payload: string) => void; onReconnect?: () => void; onError?: (error: unknown) => void }

export type OpenDatabaseOptions =
  | ({ engine: 'pglite' } & PgliteClientOptions)
  | { engine: 'postgres'; url: string; max?: number; allowExitOnIdle?: boolean }

/** The server's statement limit matches the HTTP request timeout. */
const STATEMENT_TIMEOUT_MS = 15_000

/**
 * Closing waits until no statement has run for QUIET_MS (the gap between one statement of a
 * request and its next), at most DRAIN_MS: a request whose client has gone away is still running
 * when the server stops taking requests, and its next statement must not meet a closed database.
 */
const QUIET_MS = 100
const DRAIN_MS = 10_000

function createDrain() {
  let active = 0
  let lastActive = 0
  const begin = () => {
    active += 1
    lastActive = performance.now()
  }
  const end = () => {
    active -= 1
    lastActive = performance.now()
  }
  return {
    begin,
    end,
    async track<T>(work: () => Promise<T>): Promise<T> {
      begin()
      try {
        return await work()
      } finally {
        end()
      }
    },
    async settled(): Promise<void> {
      const deadline = performance.now() + DRAIN_MS
      // Quiet on two looks in a row: when the process was paused (a loaded machine), the first look
      // after it comes before the timers that fell due meanwhile, and one of those may be a
      // request's next statement. The second look comes after them.
      let quietLooks = 0
      while (performance.now() < deadline && quietLooks < 2) {
        await new Promise((resolve) => setTimeout(resolve, 20))
        quietLooks = active > 0 || performance.now() - lastActive < QUIET_MS ? 0 : quietLooks + 1
      }
    },
  }
}

/**
 * Lets one waiting statement start per turn of the event loop. PGlite runs each statement on the
 * event loop's thread, and Node accepts one new connection per turn: a turn that ran every queued
 * statement left new connections waiting in the kernel's queue, under load for seconds. A turn
 * now runs one statement, then Node accepts, reads requests and queues their statements behind.
 */
export function createTurnGate(): () => Promise<void> {
  const waiting: (() => void)[] = []
  let scheduled = false
  const schedule = () => {
    if (scheduled) return
    scheduled = true
    setImmediate(() => {
      scheduled = false
      waiting.shift()?.()
      if (waiting.length > 0) schedule()
    })
  }
  return () =>
    new Promise<void>((resolve) => {
      waiting.push(resolve)
      schedule()
    })
}

export async function openDatabase(options: OpenDatabaseOptions): Promise<DatabaseHandle> {
  return options.engine === 'pglite' ? openPglite(options) : openPostgres(options)
}

async function openPglite(options: PgliteClientOptions): Promise<DatabaseHandle> {
  return wrapPglite(await createPgliteClient(options))
}

/** The database interface over an open PGlite client (closing the handle closes the client). */
export function wrapPglite(client: PGlite): DatabaseHandle {
  const runPrepared = createPglitePrepared(client)
  const drain = createDrain()
  const turn = createTurnGate()
  const track = <T>(work: () => Promise<T>) =>
    drain.track(async () => {
      await turn()
      return work()
    })
  // Drizzle's statements pass the same gate and count for closing, through the client it is given
  // (statements inside its transactions run on the transaction's own handle, as PGlite requires).
  const tracked = new Set<PropertyKey>(['query', 'exec', 'transaction'])
  const drizzleClient = new Proxy(client, {
    get(target, key) {
      const value: unknown = Reflect.get(target, key, target)
      if (typeof value !== 'function') return value
      const method = value as (...args: unknown[]) => unknown
      return tracked.has(key) ? (...args: unknown[]) => track(() => Promise.resolve(method.apply(target, args))) : method.bind(target)
    },
  })
  const db = drizzlePglite({ client: drizzleClient, schema })
  let closed = false
  const query: QueryFn = async <T extends Record<string, unknown>>(text: string, params: unknown[] = []) => {
    const result = params.length > 0 ? await client.query<T>(text, params) : (await client.exec(text)).at(-1)
    return (result?.rows ?? []) as T[]
  }
  return {
    db,
    engine: 'pglite',
    query: (text, params) => track(() => query(text, params)),
    prepared: ({ name, text, values }) => track(() => (name ? runPrepared({ name, text, values }) : query(text, values))),
    transaction: (fn) =>
      track(() =>
        client.transaction((tx) =>
          fn(async <T extends Record<string, unknown>>(text: string, params: unknown[] = []) => (await tx.query<T>(text, params)).rows),
        ),
      ),
    migrate: (migrationsFolder) => migratePglite(db, { migrationsFolder }),
    async listen(channel, handlers) {
      const stop = await client.listen(channel, (payload) => handlers.onMessage(payload))
      return async () => {
        if (!closed) await stop().catch(() => undefined)
      }
    },
    dumpDataDir: async () => {
      const dump = await client.dumpDataDir('none')
      return dump
    },
    async close() {
      if (closed) return
      closed = true
      await drain.settled()
      await client.close()
    },
  }
}

async function openPostgres(options: { url: string; max?: number; allowExitOnIdle?: boolean }): Promise<DatabaseHandle> {
  const pool = new pg.Pool({
    connectionString: options.url,
    max: options.max ?? 10,
    allowExitOnIdle: options.allowExitOnIdle ?? false,
    statement_timeout: STATEMENT_TIMEOUT_MS,
    application_name: 'vishwas',
  })
  // An idle client that loses its connection emits here; without a listener it would crash the process.
  pool.on('error', () => undefined)
  // Every statement, Drizzle's included, holds a pool client while it runs.
  const drain = createDrain()
  pool.on('acquire', drain.begin)
  pool.on('release', drain.end)
  const db = drizzlePostgres({ client: pool, schema })
  await db.execute(sql`select 1`)
  let closed = false
  return {
    db: db as unknown as Database,
    engine: 'postgres',
    async query<T extends Record<string, unknown>>(text: string, params: unknown[] = []) {
      const result = await pool.query<T>(text, params)
      return result.rows
    },
    async prepared<T extends Record<string, unknown>>(statement: { name: string | undefined; text: string; values: unknown[] }) {
      return (await pool.query<T>(statement)).rows
    },
    async transaction(fn) {
      const connection = await pool.connect()
      try {
        await connection.query('BEGIN')
        const result = await fn(async <T extends Record<string, unknown>>(text: string, params: unknown[] = []) => (await connection.query<T>(text, params)).rows)
        await connection.query('COMMIT')
        return result
      } catch (error) {
        await connection.query('ROLLBACK').catch(() => undefined)
        throw error
      } finally {
        connection.release()
      }
    },
    listen: (channel, handlers) => listenPostgres({ url: options.url, channel, handlers }),
    // A migration may rewrite a large table (adding a stored column rebuilds every index), so it
    // runs on a connection of its own, without the request statement timeout.
    async migrate(migrationsFolder) {
      const migrator = new pg.Pool({ connectionString: options.url, max: 1, application_name: 'vishwas migrations', options: '-c statement_timeout=0' })
      migrator.on('error', () => undefined)
      try {
        await migratePostgres(drizzlePostgres({ client: migrator, schema }), { migrationsFolder })
      } finally {
        await migrator.end()
      }
    },
    async close() {
      if (closed) return
      closed = true
      await drain.settled()
      await pool.end()
    },
  }
}

const RECONNECT_FIRST_MS = 500
const RECONNECT_MAX_MS = 10_000

/**
 * LISTEN on a dedicated client. When its connection ends (a restart of the server, a network
 * cut), it connects again with a growing delay, listens again and calls onReconnect. Resolves once
 * the first LISTEN is in place.
 */
async function listenPostgres(input: { url: string; channel: string; handlers: ListenHandlers }): Promise<() => Promise<void>> {
  const { url, channel, handlers } = input
  let stopped = false
  let client: pg.Client | undefined
  let retry: NodeJS.Timeout | undefined
  let delay = RECONNECT_FIRST_MS

  async function connect(): Promise<void> {
    const next = new pg.Client({ connectionString: url, application_name: 'vishwas listen', keepAlive: true })
    next.on('notification', (message) => {
      if (message.channel === channel) handlers.onMessage(message.payload ?? '')
    })
    next.on('error', (error) => handlers.onError?.(error))
    next.on('end', () => {
      if (client === next) client = undefined
      if (!stopped) schedule()
    })
    try {
      await next.connect()
      await next.query(`LISTEN "${channel.replaceAll('"', '""')}"`)
    } catch (error) {
      await next.end().catch(() => undefined)
      throw error
    }
    if (stopped) {
      await next.end().catch(() => undefined)
      return
    }
    client = next
    delay = RECONNECT_FIRST_MS
  }

  function schedule(): void {
    if (stopped || retry) return
    retry = setTimeout(() => {
      retry = undefined
      connect().then(
        () => handlers.onReconnect?.(),
        (error: unknown) => {
          handlers.onError?.(error)
          delay = Math.min(delay * 2, RECONNECT_MAX_MS)
          schedule()
        },
      )
    }, delay)
    retry.unref()
  }

  await connect()
  return async () => {
    stopped = true
    clearTimeout(retry)
    const current = client
    client = undefined
    await current?.end().catch(() => undefined)
  }
}
