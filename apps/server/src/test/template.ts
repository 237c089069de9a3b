// A migrated PGlite + PostGIS data dir, dumped once as a tarball and cached under
// node_modules/.cache, keyed by the migrations and the PGlite versions. Loading it takes a few
// seconds where creating a database with PostGIS takes about 13.
import { createHash } from 'node:crypto'
import { existsSync, mkdirSync, readdirSync, readFileSync, renameSync, writeFileSync } from 'node:fs'
import { join } from 'node:path'
import { MIGRATIONS_DIR, SERVER_ROOT } from '../config'
import { openDatabase } from '../db/database'

export const TEST_CACHE_DIR = join(SERVER_ROOT, '../../node_modules/.cache/vishwas-server')

function templateKey(): string {
  const hash = createHash('sha256')
  const files = readdirSync(MIGRATIONS_DIR, { recursive: true, encoding: 'utf8' }).sort()
  for (const file of files) {
    if (file.endsWith('.sql') || file.endsWith('.json')) hash.update(file).update(readFileSync(join(MIGRATIONS_DIR, file)))
  }
  for (const pkg of ['@electric-sql/pglite', '@electric-sql/pglite-postgis', 'drizzle-orm']) {
    hash.update(readFileSync(join(SERVER_ROOT, '../../node_modules', pkg, 'package.json')))
  }
  return hash.digest('hex').slice(0, 16)
}

/** Path of the template tarball, creating it if needed. */
export async function ensurePgliteTemplate(): Promise<string> {
  const file = join(TEST_CACHE_DIR, `pglite-template-${templateKey()}.tar`)
  if (existsSync(file)) return file
  mkdirSync(TEST_CACHE_DIR, { recursive: true })
  const database = await openDatabase({ engine: 'pglite', cacheDir: TEST_CACHE_DIR })
  try {
    await database.migrate(MIGRATIONS_DIR)
    if (!database.dumpDataDir) throw new Error('the PGlite handle cannot dump its data dir')
    const dump = await database.dumpDataDir()
    const partial = `${file}.${process.pid}.tmp`
    writeFileSync(partial, Buffer.from(await dump.arrayBuffer()))
    renameSync(partial, file)
  } finally {
    await database.close()
  }
  return file
}
