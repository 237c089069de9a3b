// Opens the database the configuration names: PGlite in $DATA_DIR/db, or PostgreSQL. A new
// embedded database is created and migrated in a side directory and moved into place only when
// complete, so an interrupted first start (Ctrl-C during the 10 s set-up) never leaves a
// half-made data dir behind.
import { existsSync, mkdirSync, readdirSync, renameSync, rmSync } from 'node:fs'
import { basename, dirname, join } from 'node:path'
import type { Config } from '../config'
import { openDatabase, type DatabaseHandle } from './database'

export async function openConfiguredDatabase(config: Config): Promise<DatabaseHandle> {
  if (config.database.engine === 'postgres') return openDatabase({ engine: 'postgres', url: config.database.url })
  const dataDir = config.database.dataDir
  const cacheDir = join(config.dataDir, 'cache')
  if (!existsSync(join(dataDir, 'PG_VERSION'))) await createPglite(dataDir, cacheDir, config.migrationsDir)
  return openDatabase({ engine: 'pglite', dataDir, cacheDir })
}

async function createPglite(dataDir: string, cacheDir: string, migrationsDir: string): Promise<void> {
  const parent = dirname(dataDir)
  const prefix = `${basename(dataDir)}.creating-`
  mkdirSync(parent, { recursive: true })
  for (const stale of readdirSync(parent).filter((name) => name.startsWith(prefix))) rmSync(join(parent, stale), { recursive: true, force: true })
  const staging = join(parent, `${prefix}${process.pid}`)
  const database = await openDatabase({ engine: 'pglite', dataDir: staging, cacheDir })
  try {
    await database.migrate(migrationsDir)
  } finally {
    await database.close()
  }
  // An empty leftover directory (no PG_VERSION) would block the rename.
  if (existsSync(dataDir)) rmSync(dataDir, { recursive: true, force: true })
  renameSync(staging, dataDir)
}
