import type { Rolldown } from 'vite'
import { describe, expect, it } from 'vitest'
import { pagePreloads, startupFetches } from '../src/app/page-preloads.ts'
import { pagePreloadManifest } from './page-preloads.ts'

const root = '/repo/apps/web'
const routeModules = [...new Set(pagePreloads.map(({ module }) => module))]
const pageChunk = (module: string) => `assets/page-${routeModules.indexOf(module)}.js`

function chunk(fileName: string, options: { imports?: string[]; module?: string; isEntry?: boolean } = {}): Rolldown.OutputChunk {
  return { type: 'chunk', fileName, imports: options.imports ?? [], isEntry: options.isEntry ?? false, facadeModuleId: options.module ? `${root}/${options.module}` : null } as unknown as Rolldown.OutputChunk
}

/** A build with the entry, a chunk per route module of the list, and shared chunks. */
function bundle(): Rolldown.OutputBundle {
  const chunks = [
    chunk('assets/index-1.js', { isEntry: true, imports: ['assets/jsx-runtime-1.js'] }),
    chunk('assets/jsx-runtime-1.js'),
    chunk('assets/card-1.js', { imports: ['assets/jsx-runtime-1.js', 'assets/rupees-1.js'] }),
    chunk('assets/rupees-1.js'),
    ...routeModules.map((module) => chunk(pageChunk(module), { module, imports: ['assets/card-1.js', 'assets/jsx-runtime-1.js'] })),
  ]
  return Object.fromEntries(chunks.map((c) => [c.fileName, c]))
}

describe('pagePreloadManifest', () => {
  it("lists each page's chunk and the chunks it imports, however deep, but not those index.html loads", () => {
    const manifest = pagePreloadManifest(bundle(), root, '/')
    expect(manifest.startup).toEqual(startupFetches)
    expect(manifest.pages).toHaveLength(pagePreloads.length)
    manifest.pages.forEach((page, i) => {
      expect(page.pattern).toBe(pagePreloads[i]!.pattern)
      expect(page.modules).toEqual([`/${pageChunk(pagePreloads[i]!.module)}`, '/assets/card-1.js', '/assets/rupees-1.js'])
      expect(page.fetches).toEqual(pagePreloads[i]!.fetches ?? [])
    })
  })

  it('prefixes the files with the base path', () => {
    expect(pagePreloadManifest(bundle(), root, '/app/').pages[0]!.modules[0]).toBe('/app/assets/page-0.js')
  })

  it('fails the build when a route module has no chunk of its own', () => {
    const withoutPages = Object.fromEntries(Object.entries(bundle()).filter(([fileName]) => !fileName.includes('page-')))
    expect(() => pagePreloadManifest(withoutPages, root, '/')).toThrow(/No chunk for the route module src\/app\/routes\/home.tsx/)
  })
})
