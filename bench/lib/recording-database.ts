// A DatabaseHandle that forwards everything to the server's real one and writes down each
// statement it is sent: plain queries, named prepared statements, statements inside a
// transaction, and the Drizzle queries (a second Drizzle instance over the same client, whose
// logger sees each statement's final text and parameters). The benchmark replays what it wrote
// down to measure the database alone, so the SQL is never copied out of the server by hand.
import type { PGlite } from '@electric-sql/pglite'
import type { Logger } from 'drizzle-orm/logger'
import { drizzle as drizzleNodePostgres } from 'drizzle-orm/node-postgres'
import { drizzle as drizzlePglite } from 'drizzle-orm/pglite'
import type pg from 'pg'
import type { Database, DatabaseHandle, QueryFn } from '../../apps/server/src/db/database'
import * as schema from '../../apps/server/src/db/schema/index'

/** How the server sent a statement: replay sends it the same way (see direct-sql.ts). */
export type RecordedStatement = {
  via: 'query' | 'prepared' | 'drizzle'
  /** The prepared statement's name (PostgreSQL parses and plans it once per connection). */
  name?: string
  text: string
  values: unknown[]
  /** Statements of one handle.transaction() share a number (replayed in BEGIN ... COMMIT). */
  transaction?: number
}

export type Recorder = { statements: RecordedStatement[]; clear(): void }

/** The client under the handle's Drizzle instance (a pg Pool, or the PGlite instance). */
function rawClient(handle: DatabaseHandle): pg.Pool | PGlite {
  // Drizzle keeps its client as $client; the handle's Database type does not name it.
  return (handle.db as unknown as { $client: pg.Pool | PGlite }).$client
}

export function recordingDatabase(real: DatabaseHandle): { database: DatabaseHandle; recorder: Recorder } {
  const statements: RecordedStatement[] = []
  const recorder: Recorder = { statements, clear: () => statements.splice(0) }
  const logger: Logger = { logQuery: (text, params) => statements.push({ via: 'drizzle', text, values: [...params] }) }
  let transactions = 0

  const query: QueryFn = (text, params = []) => {
    statements.push({ via: 'query', text, values: [...params] })
    return real.query(text, params)
  }

  const database: DatabaseHandle = {
    ...real,
    db: loggedDrizzle(real, logger),
    query,
    prepared: (statement) => {
      statements.push({ via: 'prepared', name: statement.name, text: statement.text, values: [...statement.values] })
      return real.prepared(statement)
    },
    transaction: (fn) => {
      transactions += 1
      const transaction = transactions
      return real.transaction((inner) =>
        fn((text, params = []) => {
          statements.push({ via: 'query', text, values: [...params], transaction })
          return inner(text, params)
        }),
      )
    },
  }
  return { database, recorder }
}

/** A Drizzle instance over the real handle's client, with the server's schema, that logs. */
function loggedDrizzle(real: DatabaseHandle, logger: Logger): Database {
  const client = rawClient(real)
  return real.engine === 'pglite'
    ? drizzlePglite({ client: client as PGlite, schema, logger })
    : drizzleNodePostgres({ client: client as pg.Pool, schema, logger })
}
