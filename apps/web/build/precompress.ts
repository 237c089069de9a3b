// Writes a Brotli (quality 11) and a gzip (level 9) copy beside each compressible file of the build,
// so the server sends its smallest form without compressing on every request (the server's own
// compression uses faster, weaker settings). Files that do not shrink keep only the original.
import { readdir, readFile, writeFile } from 'node:fs/promises'
import { join } from 'node:path'
import { promisify } from 'node:util'
import { brotliCompress, constants, gzip } from 'node:zlib'
import type { Plugin } from 'vite'

const COMPRESSIBLE = /\.(?:js|css|svg)$/
const MIN_BYTES = 1024

const brotli = promisify(brotliCompress)
const gzipped = promisify(gzip)

async function compressFile(file: string): Promise<void> {
  const original = await readFile(file)
  if (original.length < MIN_BYTES) return
  const [br, gz] = await Promise.all([
    brotli(original, { params: { [constants.BROTLI_PARAM_QUALITY]: 11, [constants.BROTLI_PARAM_SIZE_HINT]: original.length } }),
    gzipped(original, { level: 9 }),
  ])
  if (br.length < original.length) await writeFile(`${file}.br`, br)
  if (gz.length < original.length) await writeFile(`${file}.gz`, gz)
}

/** Compresses the files under `dir` (index.html excepted: the server adds to it per page). */
export async function precompressDir(dir: string): Promise<void> {
  const entries = await readdir(dir, { recursive: true, withFileTypes: true })
  const files = entries.filter((entry) => entry.isFile() && COMPRESSIBLE.test(entry.name)).map((entry) => join(entry.parentPath, entry.name))
  await Promise.all(files.map(compressFile))
}

export function precompress(): Plugin {
  let outDir = ''
  return {
    name: 'vishwas-precompress',
    apply: 'build',
    configResolved(config) {
      outDir = join(config.root, config.build.outDir)
    },
    async closeBundle() {
      await precompressDir(outDir)
    },
  }
}
