// A slimmer PostGIS extension for PGlite. The published bundle carries three WebAssembly
// libraries (postgis, raster, topology) that PGlite compiles on every start; we only use
// postgis, so we cut a bundle with postgis-3.so, its install script and the PROJ data, once,
// into a cache directory. PGlite then starts in about 1.5 s instead of 3 s on an existing data
// dir. If anything goes wrong, the published bundle is used unchanged.
import { existsSync, mkdirSync, readdirSync, readFileSync, renameSync, rmSync, writeFileSync } from 'node:fs'
import { createRequire } from 'node:module'
import { join } from 'node:path'
import { fileURLToPath, pathToFileURL } from 'node:url'
import { gunzipSync, gzipSync } from 'node:zlib'
import type { Extension } from '@electric-sql/pglite'
import { postgis } from '@electric-sql/pglite-postgis'

const BLOCK = 512
const keep = (name: string) =>
  name === 'lib/postgresql/postgis-3.so' ||
  name === 'share/postgresql/extension/postgis.control' ||
  /^share\/postgresql\/extension\/postgis--\d+(\.\d+)*\.sql$/.test(name) ||
  name.startsWith('share/proj/')

function field(header: Buffer, start: number, length: number): string {
  const raw = header.subarray(start, start + length)
  const end = raw.indexOf(0)
  return raw.subarray(0, end === -1 ? length : end).toString('utf8')
}

/** The entries of a tar archive we keep, as raw header + data blocks, ending with two zero blocks. */
export function filterTar(tar: Buffer, predicate: (name: string) => boolean): Buffer {
  const parts: Buffer[] = []
  let pending: Buffer[] = [] // pax / long-name headers that belong to the next entry
  let offset = 0
  while (offset + BLOCK <= tar.length) {
    const header = tar.subarray(offset, offset + BLOCK)
    if (header.every((byte) => byte === 0)) break
    const size = parseInt(field(header, 124, 12).trim() || '0', 8)
    const blocks = BLOCK + Math.ceil(size / BLOCK) * BLOCK
    const entry = tar.subarray(offset, offset + blocks)
    const type = String.fromCharCode(header[156] ?? 0)
    offset += blocks
    if (type === 'x' || type === 'L' || type === 'K') {
      pending.push(entry)
      continue
    }
    const prefix = field(header, 345, 155)
    const name = prefix ? `${prefix}/${field(header, 0, 100)}` : field(header, 0, 100)
    if (type === '5' || predicate(name)) parts.push(...pending, entry)
    pending = []
  }
  parts.push(Buffer.alloc(BLOCK * 2))
  return Buffer.concat(parts)
}

function publishedBundle(): { path: string; version: string } {
  const require = createRequire(import.meta.url)
  const entry = require.resolve('@electric-sql/pglite-postgis')
  const path = fileURLToPath(new URL('./postgis.tar.gz', pathToFileURL(entry)))
  const pkg = JSON.parse(readFileSync(new URL('../package.json', pathToFileURL(entry)), 'utf8')) as { version: string }
  return { path, version: pkg.version }
}

/** Path of the slim bundle in cacheDir, building it on first use; undefined when it cannot be built. */
export function slimPostgisBundle(cacheDir: string): string | undefined {
  try {
    const published = publishedBundle()
    const name = `postgis-${published.version}-slim-v2.tar.gz`
    const target = join(cacheDir, name)
    if (existsSync(target)) return target
    const slim = filterTar(gunzipSync(readFileSync(published.path)), keep)
    mkdirSync(cacheDir, { recursive: true })
    for (const old of readdirSync(cacheDir).filter((file) => file.startsWith('postgis-') && file !== name)) rmSync(join(cacheDir, old), { force: true })
    const partial = `${target}.${process.pid}.tmp`
    // Stored without compression: PGlite always gunzips the bundle, and inflating stored blocks
    // is nearly free, which saves a tenth of a second on every start.
    writeFileSync(partial, gzipSync(slim, { level: 0 }))
    renameSync(partial, target)
    return target
  } catch {
    return undefined
  }
}

/** The PostGIS extension for PGlite, using the slim bundle when one can be made in cacheDir. */
export function postgisExtension(cacheDir: string): Extension {
  const bundle = slimPostgisBundle(cacheDir)
  if (!bundle) return postgis
  return {
    name: 'postgis',
    setup: async (pg, emscriptenOpts: unknown) => {
      const result = await postgis.setup(pg, emscriptenOpts)
      return { ...result, bundlePath: pathToFileURL(bundle) }
    },
  }
}
