// Writes dist/.vite/page-preloads.json for the API server's web plugin: the start-up requests and,
// per page pattern, the chunks of its route module (those index.html does not load already) and
// its first API requests. See src/app/page-preloads.ts.
import { relative } from 'node:path'
import type { Plugin, Rolldown } from 'vite'
import { pagePreloads, startupFetches } from '../src/app/page-preloads.ts'

export const PAGE_PRELOADS_FILE = '.vite/page-preloads.json'

export interface PagePreloadManifest {
  startup: readonly string[]
  pages: { pattern: string; modules: string[]; fetches: readonly string[] }[]
}

/** A chunk's file and every chunk it imports statically, however deep. */
function staticClosure(chunk: Rolldown.OutputChunk, chunks: ReadonlyMap<string, Rolldown.OutputChunk>): Set<string> {
  const found = new Set<string>()
  const visit = (fileName: string) => {
    if (found.has(fileName)) return
    found.add(fileName)
    for (const imported of chunks.get(fileName)?.imports ?? []) visit(imported)
  }
  visit(chunk.fileName)
  return found
}

export function pagePreloadManifest(bundle: Rolldown.OutputBundle, root: string, base: string): PagePreloadManifest {
  const chunks = new Map(Object.values(bundle).flatMap((output) => (output.type === 'chunk' ? [[output.fileName, output] as const] : [])))
  const entry = [...chunks.values()].find((chunk) => chunk.isEntry)
  if (!entry) throw new Error('The build has no entry chunk')
  const loadedByIndex = staticClosure(entry, chunks)
  const pages = pagePreloads.map(({ pattern, module, fetches = [] }) => {
    const chunk = [...chunks.values()].find((c) => c.facadeModuleId != null && relative(root, c.facadeModuleId) === module)
    if (!chunk) throw new Error(`No chunk for the route module ${module}: is it still loaded lazily by the router?`)
    const modules = [...staticClosure(chunk, chunks)].filter((fileName) => !loadedByIndex.has(fileName)).map((fileName) => base + fileName)
    return { pattern, modules, fetches }
  })
  return { startup: startupFetches, pages }
}

/** Emits the list with the build; the server reads it from the build's directory. */
export function writePagePreloads(): Plugin {
  let root = ''
  let base = '/'
  return {
    name: 'vishwas-page-preloads',
    apply: 'build',
    configResolved(config) {
      root = config.root
      base = config.base
    },
    generateBundle(_options, bundle) {
      const manifest = pagePreloadManifest(bundle, root, base)
      this.emitFile({ type: 'asset', fileName: PAGE_PRELOADS_FILE, source: `${JSON.stringify(manifest, null, 2)}\n` })
    },
  }
}
