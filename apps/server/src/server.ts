// Starts the API and web server: reads the config, opens the database, builds the app, listens,
// and on SIGTERM or SIGINT stops taking connections, lets requests in flight finish and closes
// the database cleanly (the embedded data dir is never left mid-write by Ctrl-C).
//
// The database starts opening first (PGlite compiles PostGIS in the background) while the app's
// modules load: the build puts the app in its own file (dist/app.js), imported here at run time.
import closeWithGrace from 'close-with-grace'
import type { App, buildApp as BuildApp } from './app'
import { ConfigError, loadConfig, type Config } from './config'
import type { DatabaseHandle } from './db/database'
import { openConfiguredDatabase } from './db/open'

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
let opening: Promise<DatabaseHandle> | undefined
let building: Promise<App> | undefined

// Installed before the database opens, so a signal during start-up waits for a clean close.
closeWithGrace({ delay: GRACE_MS }, async ({ signal, err }) => {
  const app = await building?.catch(() => undefined)
  if (app) {
    if (err) app.log.error({ err }, 'shutting down after an error')
    else app.log.info({ signal }, 'shutting down')
    await app.close()
    return
  }
  const database = await opening?.catch(() => undefined)
  await database?.close()
})

async function start(): Promise<App> {
  opening = openConfiguredDatabase(config)
  const appModule = new URL('./app.js', import.meta.url).href
  const { buildApp } = (await import(appModule)) as { buildApp: typeof BuildApp }
  const database = await opening
  return buildApp(config, { database, ownsDatabase: true })
}

try {
  building = start()
  const app = await building
  await app.listen({ port: config.port, host: config.host })
  app.log.info(`${config.brandName} on http://${config.host}:${config.port} (API docs at /api/docs, database: ${app.database.engine}, ready in ${Math.round(performance.now())} ms)`)
} catch (error) {
  console.error('The server could not start:', error instanceof Error ? error.message : error)
  const database = await opening?.catch(() => undefined)
  await database?.close().catch(() => undefined)
  process.exit(1)
}
