// The OpenAPI document as the running server serves it at /api/openapi.json, generated from
// the route schemas by building the app (without a database). `npm run openapi` writes it to
// apps/server/openapi.json; a test fails when the committed file differs.
import { mkdtempSync, rmSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { buildApp } from './app'
import { SERVER_ROOT, loadConfig } from './config'
import { offlineDatabase } from './db/offline'

export const OPENAPI_FILE = join(SERVER_ROOT, 'openapi.json')

export async function generateOpenApiDocument(): Promise<string> {
  const dataDir = mkdtempSync(join(tmpdir(), 'vishwas-openapi-'))
  const config = loadConfig({ DATA_DIR: dataDir, DEMO_DATA: 'false', LOG_LEVEL: 'silent', NODE_ENV: 'test', WEATHER_PROVIDER: 'offline', TOKEN_SIGNING_KEY: 'o'.repeat(32), ALTCHA_HMAC_KEY: 'a'.repeat(32) })
  const app = await buildApp(config, { database: offlineDatabase() })
  try {
    return `${JSON.stringify(app.swagger(), null, 2)}\n`
  } finally {
    await app.close()
    rmSync(dataDir, { recursive: true, force: true })
  }
}
