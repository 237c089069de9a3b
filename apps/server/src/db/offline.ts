// A database handle for building the app without a database (generating the OpenAPI
// document): registering routes never queries, and any query fails loudly.
import type { Database, DatabaseHandle } from './database'

export function offlineDatabase(): DatabaseHandle {
  const refuse = (): never => {
    throw new Error('This app was built without a database')
  }
  return {
    db: new Proxy({}, { get: refuse }) as Database,
    engine: 'pglite',
    query: () => Promise.reject(new Error('This app was built without a database')),
    prepared: () => Promise.reject(new Error('This app was built without a database')),
    transaction: () => Promise.reject(new Error('This app was built without a database')),
    migrate: () => Promise.resolve(),
    listen: () => Promise.resolve(() => Promise.resolve()),
    close: () => Promise.resolve(),
  }
}
