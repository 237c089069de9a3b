// Opens the database the configuration names: PGlite in $DATA_DIR/db, or PostgreSQL. A new
// embedded database is created and migrated in a side directory and moved into place only when
// complete, so an interrupted first start (Ctrl-C during the 10 s set-up) never leaves a
// half-made data dir behind; it is synced to the disk before and after the move, so a power cut
// after the first start cannot leave a data dir with missing files either.
import { existsSync, mkdirSync, readdirSync, renameSync, rmSync } from 'node:fs'
import { basename, dirname, join } from 'node:path'
import type { PGlite } from '@electric-sql/pglite'
import type { Config } from '../config'
import { openDatabase, wrapPglite, type DatabaseHandle } from './database'
import { syncDirectory, syncTree } from './durable-fs'

export const pgliteCacheDir = (config: Config) => join(config.dataDir, 'cache')

/** Whether the embedded database of this config already exists (then it can open early). */
export function hasExistingPglite(config: Config): boolean {
  return config.database.engine === 'pglite' && existsSync(join(config.database.dataDir, 'PG_VERSION'))
}

/** `opened`: a PGlite client already opening on the configured data dir (see server.ts). */
export async function openConfiguredDatabase(config: Config, opened?: Promise<PGlite>): Promise<DatabaseHandle> {
  if (config.database.engine === 'postgres') return openDatabase({ engine: 'postgres', url: config.database.url })
  if (opened) return wrapPglite(await opened)
  const { dataDir, sharedBuffers } = config.database
  const cacheDir = pgliteCacheDir(config)
  if (!hasExistingPglite(config)) await createPglite({ dataDir, cacheDir, sharedBuffers }, config.migrationsDir)
  return openDatabase({ engine: 'pglite', dataDir, cacheDir, sharedBuffers })
}

async function createPglite({ dataDir, cacheDir, sharedBuffers }: { dataDir: string; cacheDir: string; sharedBuffers?: string }, migrationsDir: string): Promise<void> {
  const parent = dirname(dataDir)
  const prefix = `${basename(dataDir)}.creating-`
  mkdirSync(parent, { recursive: true })
  for (const stale of readdirSync(parent).filter((name) => name.startsWith(prefix))) rmSync(join(parent, stale), { recursive: true, force: true })
  const staging = join(parent, `${prefix}${process.pid}`)
  const database = await openDatabase({ engine: 'pglite', dataDir: staging, cacheDir, sharedBuffers })
  try {
    await database.migrate(migrationsDir)
  } finally {
    await database.close()
  }
  // An empty leftover directory (no PG_VERSION) would block the rename.
  if (existsSync(dataDir)) rmSync(dataDir, { recursive: true, force: true })
  syncTree(staging)
  renameSync(staging, dataDir)
  syncDirectory(parent)
}
