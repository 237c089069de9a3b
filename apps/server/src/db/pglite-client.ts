// PGlite with PostGIS, and nothing else: server.ts starts this before the rest of the server's
// modules load (Drizzle, node-postgres, Fastify), so the WebAssembly set-up runs meanwhile.
import { PGlite } from '@electric-sql/pglite'
import { postgisExtension } from './postgis-bundle'

export type PgliteClientOptions = { dataDir?: string; loadDataDir?: Blob; cacheDir: string }

export function createPgliteClient(options: PgliteClientOptions): Promise<PGlite> {
  return PGlite.create({
    ...(options.dataDir ? { dataDir: options.dataDir } : {}),
    ...(options.loadDataDir ? { loadDataDir: options.loadDataDir } : {}),
    extensions: { postgis: postgisExtension(options.cacheDir) },
  })
}
