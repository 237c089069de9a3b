// The database as a decoration: `app.database` (Drizzle in `.db`, plain SQL in `.query`). Opened
// from the config (PGlite in $DATA_DIR/db or a PostgreSQL pool) unless one is passed in,
// migrated before the app takes requests and closed after the last request on shutdown. A
// handle passed in is the caller's (tests: used as is, left open) unless `owns` hands it over
// (server.ts opens the database early, while the app's modules load).
import type { FastifyInstance } from 'fastify'
import fp from 'fastify-plugin'
import type { Config } from '../config'
import type { DatabaseHandle } from '../db/database'
import { openConfiguredDatabase } from '../db/open'

declare module 'fastify' {
  interface FastifyInstance {
    database: DatabaseHandle
  }
}

export type DbPluginOptions = { config: Config; database?: DatabaseHandle; owns?: boolean }

export default fp(
  async (app: FastifyInstance, options: DbPluginOptions) => {
    const owned = options.owns ?? !options.database
    const database = options.database ?? (await openConfiguredDatabase(options.config))
    try {
      if (owned) await database.migrate(options.config.migrationsDir)
    } catch (error) {
      await database.close()
      throw error
    }
    app.decorate('database', database)
    if (owned) {
      app.addHook('onClose', async () => {
        await database.close()
        app.log.info('database closed')
      })
    }
  },
  { name: 'db' },
)
