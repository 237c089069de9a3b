// PGlite with PostGIS, and pg_trgm and fuzzystrmatch for the place suggestions (tiny bundles,
// loaded in about 10 ms), and nothing else: server.ts starts this before the rest of the server's
// modules load (Drizzle, node-postgres, Fastify), so the WebAssembly set-up runs meanwhile.
// A database in a data dir syncs its commits to the disk (durable-fs.ts); one in memory (the
// test templates) has nothing to sync.
import { PGlite } from '@electric-sql/pglite'
import { fuzzystrmatch } from '@electric-sql/pglite/contrib/fuzzystrmatch'
import { pg_trgm } from '@electric-sql/pglite/contrib/pg_trgm'
import { DurableNodeFS, durableStartParams } from './durable-fs'
import { postgisExtension } from './postgis-bundle'

export type PgliteClientOptions = { dataDir?: string; loadDataDir?: Blob; cacheDir: string }

export function createPgliteClient(options: PgliteClientOptions): Promise<PGlite> {
  return PGlite.create({
    ...(options.dataDir ? { dataDir: options.dataDir, fs: new DurableNodeFS(options.dataDir), startParams: [...PGlite.defaultStartParams, ...durableStartParams] } : {}),
    ...(options.loadDataDir ? { loadDataDir: options.loadDataDir } : {}),
    extensions: { postgis: postgisExtension(options.cacheDir), pg_trgm, fuzzystrmatch },
  })
}
