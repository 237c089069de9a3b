// Starts the API and web server: reads the config, builds the app, listens, and on SIGTERM or
// SIGINT stops taking connections, lets requests in flight finish and closes the database
// cleanly (the embedded data dir is never left mid-write by Ctrl-C).
import closeWithGrace from 'close-with-grace'
import { buildApp, type App } from './app'
import { ConfigError, loadConfig, type Config } from './config'

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
let app: App | undefined
let building: Promise<App> | undefined

// Installed before the database opens, so a signal during start-up waits for a clean close.
closeWithGrace({ delay: GRACE_MS }, async ({ signal, err }) => {
  const running = app ?? (await building?.catch(() => undefined))
  if (!running) return
  if (err) running.log.error({ err }, 'shutting down after an error')
  else running.log.info({ signal }, 'shutting down')
  await running.close()
})

try {
  building = buildApp(config)
  app = await building
  await app.listen({ port: config.port, host: config.host })
  app.log.info(`${config.brandName} on http://${config.host}:${config.port} (API docs at /api/docs, database: ${app.database.engine})`)
} catch (error) {
  console.error('The server could not start:', error instanceof Error ? error.message : error)
  await app?.close().catch(() => undefined)
  process.exit(1)
}
