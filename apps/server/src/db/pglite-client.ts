// PGlite with PostGIS, and pg_trgm and fuzzystrmatch for the place suggestions (tiny bundles,
// loaded in about 10 ms), and nothing else: server.ts starts this before the rest of the server's
// modules load (Drizzle, node-postgres, Fastify), so the WebAssembly set-up runs meanwhile.
// A database in a data dir syncs its commits to the disk (durable-fs.ts); one in memory (the
// test templates) has nothing to sync. Both run with the memory settings of pglite-settings.ts.
import { PGlite } from '@electric-sql/pglite'
import { fuzzystrmatch } from '@electric-sql/pglite/contrib/fuzzystrmatch'
import { pg_trgm } from '@electric-sql/pglite/contrib/pg_trgm'
import { DurableNodeFS, durableStartParams } from './durable-fs'
import { postgisExtension } from './postgis-bundle'
import { pgliteMemoryParams } from './pglite-settings'

export type PgliteClientOptions = { dataDir?: string; loadDataDir?: Blob; cacheDir: string; sharedBuffers?: string }

export async function createPgliteClient(options: PgliteClientOptions): Promise<PGlite> {
  const client = await PGlite.create({
    ...(options.dataDir ? { dataDir: options.dataDir, fs: new DurableNodeFS(options.dataDir) } : {}),
    startParams: [...PGlite.defaultStartParams, ...pgliteMemoryParams(options.sharedBuffers), ...(options.dataDir ? durableStartParams : [])],
    ...(options.loadDataDir ? { loadDataDir: options.loadDataDir } : {}),
    extensions: { postgis: postgisExtension(options.cacheDir), pg_trgm, fuzzystrmatch },
  })
  releaseExtensionBundles(client)
  return client
}

/**
 * PGlite reads each extension's bundle once, while starting, but its module keeps the unpacked
 * bundles referenced for as long as the client lives (PostGIS's is 34 MB). Letting go of them
 * frees that memory for the rest of the process.
 */
function releaseExtensionBundles(client: PGlite): void {
  const mod = (client as unknown as { mod?: { pg_extensions?: unknown } }).mod
  if (mod && 'pg_extensions' in mod) mod.pg_extensions = {}
}
