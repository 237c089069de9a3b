// Starts the API and web server: reads the config, opens the database, builds the app, listens,
// and on SIGTERM or SIGINT stops taking connections, lets requests in flight finish and closes
// the database cleanly (the embedded data dir is never left mid-write by Ctrl-C).
//
// An existing embedded database starts opening first (PGlite sets up PostGIS, about 2 s) while
// the rest of the server loads: this file imports only the config and PGlite, and the build
// puts the app (Fastify, Drizzle, node-postgres, the modules) in dist/app.js and the database
// opener in dist/db-open.js, both imported below.
import { existsSync } from 'node:fs'
import { join } from 'node:path'
import type { PGlite } from '@electric-sql/pglite'
import closeWithGrace from 'close-with-grace'
import type { App, buildApp as BuildApp } from './app'
import { ConfigError, loadConfig, type Config } from './config'
import type { DatabaseHandle } from './db/database'
import type { openConfiguredDatabase as OpenConfiguredDatabase } from './db/open'
import { createPgliteClient } from './db/pglite-client'

const GRACE_MS = 30_000

function readConfig(): Config {
  try {
    return loadConfig()
  } catch (error) {
    if (error instanceof ConfigError) {
      console.error(error.message)
      process.exit(1)
    }
    throw error
  }
}

const config = readConfig()
const early: Promise<PGlite> | undefined =
  config.database.engine === 'pglite' && existsSync(join(config.database.dataDir, 'PG_VERSION'))
    ? createPgliteClient({ dataDir: config.database.dataDir, cacheDir: join(config.dataDir, 'cache'), sharedBuffers: config.database.sharedBuffers })
    : undefined
let opening: Promise<DatabaseHandle> | undefined
let building: Promise<App> | undefined

async function closeDatabase(): Promise<void> {
  const database = await opening?.catch(() => undefined)
  if (database) await database.close().catch(() => undefined)
  else await (await early?.catch(() => undefined))?.close().catch(() => undefined)
}

// Installed before the database opens, so a signal during start-up waits for a clean close.
closeWithGrace({ delay: GRACE_MS }, async ({ signal, err }) => {
  const app = await building?.catch(() => undefined)
  if (!app) return closeDatabase()
  if (err) app.log.error({ err }, 'shutting down after an error')
  else app.log.info({ signal }, 'shutting down')
  await app.close()
})

const load = <T>(file: string) => import(new URL(file, import.meta.url).href) as Promise<T>

async function start(): Promise<App> {
  const [{ openConfiguredDatabase }, { buildApp }] = await Promise.all([
    load<{ openConfiguredDatabase: typeof OpenConfiguredDatabase }>('./db-open.js'),
    load<{ buildApp: typeof BuildApp }>('./app.js'),
  ])
  opening = openConfiguredDatabase(config, early)
  return buildApp(config, { database: await opening, ownsDatabase: true })
}

try {
  building = start()
  const app = await building
  await app.listen({ port: config.port, host: config.host })
  app.log.info(`${config.brandName} on http://${config.host}:${config.port} (API docs at /api/docs, database: ${app.database.engine}, ready in ${Math.round(performance.now())} ms)`)
} catch (error) {
  console.error('The server could not start:', error instanceof Error ? error.message : error)
  await closeDatabase()
  process.exit(1)
}
