// The web build: hashed assets cached for a year, index.html revalidated, every page path
// answered with index.html (with the page's preload links when the build lists them), and a
// clear 503 when there is no build.
import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { brotliCompressSync } from 'node:zlib'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import type { App } from '../app'
import { buildTestApp } from '../test/test-app'
import { AFTER_PAINT_ID, AFTER_PAINT_LOADER, AFTER_PAINT_LOADER_HASH, FIRST_VIEW_STATE_ID, IMMUTABLE, inlineHash, PAGE_PRELOADS_FILE, policyWithHash, renderedPageHtml, WEB_BUILD_MISSING, type PagePreloads } from './web'

let app: App
beforeAll(async () => {
  app = await buildTestApp()
})
afterAll(() => app.close())

/** index.html as the server sends every page: HTML, revalidated on each visit. */
function expectIndexHtml(response: { statusCode: number; headers: Record<string, unknown>; body: string }) {
  expect(response.statusCode).toBe(200)
  expect(response.headers['content-type']).toContain('text/html')
  expect(response.headers['cache-control']).toBe('no-cache')
  expect(response.body).toContain('<div id="root"></div>')
}

describe('with a web build', () => {
  it('serves index.html at / without caching it', async () => {
    const response = await app.inject('/')
    expectIndexHtml(response)
    expect(response.headers['content-security-policy']).toContain("script-src 'self'")
  })

  it('answers every page path with index.html so the app router decides', async () => {
    for (const path of ['/map', '/seller/properties/PROP-ABC-123/edit', '/PROP-MQRWN32H-6CVIH', '/no/such/page?tab=1']) {
      const response = await app.inject(path)
      expect(response.statusCode, path).toBe(200)
      expect(response.body).toContain('<div id="root"></div>')
      expect(response.headers['cache-control']).toBe('no-cache')
    }
    expect((await app.inject({ method: 'HEAD', url: '/profile' })).statusCode).toBe(200)
  })

  it('serves hashed assets as immutable for a year, compressed when asked', async () => {
    const response = await app.inject({ url: '/assets/index-T3ST1234.js', headers: { 'accept-encoding': 'gzip' } })
    expect(response.statusCode).toBe(200)
    expect(response.headers['cache-control']).toBe(IMMUTABLE)
    expect(response.headers['cache-control']).toBe('public, max-age=31536000, immutable')
    expect(response.headers['content-type']).toContain('javascript')
    expect(response.headers['content-encoding']).toBe('gzip')
  })

  it('answers a missing asset with 404, not the page', async () => {
    const response = await app.inject('/assets/index-GONE.js')
    expect(response.statusCode).toBe(404)
    expect(response.body).not.toContain('<div id="root">')
  })

  it('serves other files of the build', async () => {
    const response = await app.inject('/favicon.svg')
    expect(response.statusCode).toBe(200)
    expect(response.headers['content-type']).toContain('image/svg+xml')
  })

  it('does not fall back for other methods', async () => {
    const response = await app.inject({ method: 'POST', url: '/map' })
    expect(response.statusCode).toBe(404)
    expect(response.json()).toMatchObject({ success: false, code: 'NOT_FOUND' })
  })
})

describe('without a web build', () => {
  it('answers pages with a 503 that says to run npm run build; the API still works', async () => {
    const bare = await buildTestApp({ env: { WEB_DIST_DIR: '/nonexistent/web/dist' } })
    try {
      for (const path of ['/', '/map']) {
        const response = await bare.inject(path)
        expect(response.statusCode).toBe(503)
        expect(response.headers['content-type']).toContain('text/plain')
        expect(response.body).toBe(WEB_BUILD_MISSING)
        expect(response.body).toContain('npm run build')
      }
      expect((await bare.inject('/api/health')).statusCode).toBe(200)
    } finally {
      await bare.close()
    }
  })
})

const PRELOADS: PagePreloads = {
  startup: ['/api/schemas', '/api/health'],
  pages: [
    { pattern: '^/$', modules: ['/assets/home-1.js', '/assets/card-1.js'], fetches: ['/api/properties/public?page=1&limit=10'] },
    { pattern: '^/(?<propertyId>PROP-[A-Z0-9-]+)$', modules: ['/assets/property-1.js'], fetches: ['/api/properties/public/:propertyId'] },
  ],
}
const SCRIPT = 'export const message = "served from the build";\n'.repeat(50)

/** A web build in a temporary directory: index.html, the preload list (or `preloads` as given), one script and its Brotli copy. */
async function appWithBuild(preloads: string = JSON.stringify(PRELOADS)): Promise<{ app: App; dir: string }> {
  const dir = mkdtempSync(join(tmpdir(), 'vishwas-web-dist-'))
  mkdirSync(join(dir, 'assets'))
  mkdirSync(join(dir, '.vite'))
  writeFileSync(join(dir, 'index.html'), '<!doctype html>\n<html>\n  <head>\n    <title>Test</title>\n  </head>\n  <body><div id="root"></div></body>\n</html>\n')
  writeFileSync(join(dir, PAGE_PRELOADS_FILE), preloads)
  writeFileSync(join(dir, 'assets', 'app-1.js'), SCRIPT)
  writeFileSync(join(dir, 'assets', 'app-1.js.br'), brotliCompressSync(SCRIPT))
  return { app: await buildTestApp({ env: { WEB_DIST_DIR: dir } }), dir }
}

const linksOf = (html: string) => html.match(/<link [^>]*>/g) ?? []

describe('with a preload list in the web build', () => {
  let app: App
  let dir: string
  beforeAll(async () => {
    ;({ app, dir } = await appWithBuild())
  })
  afterAll(async () => {
    await app.close()
    rmSync(dir, { recursive: true, force: true })
  })

  it("links the start-up requests, the route's chunks and its first data in the head of /", async () => {
    const response = await app.inject('/')
    expectIndexHtml(response)
    expect(response.body.indexOf('<link')).toBeLessThan(response.body.indexOf('</head>'))
    expect(linksOf(response.body)).toEqual([
      '<link rel="preload" href="/api/schemas" as="fetch" crossorigin fetchpriority="low">',
      '<link rel="preload" href="/api/health" as="fetch" crossorigin fetchpriority="low">',
      '<link rel="modulepreload" href="/assets/home-1.js" crossorigin fetchpriority="low">',
      '<link rel="modulepreload" href="/assets/card-1.js" crossorigin fetchpriority="low">',
      '<link rel="preload" href="/api/properties/public?page=1&amp;limit=10" as="fetch" crossorigin fetchpriority="low">',
    ])
  })

  it("fills the page's data request from the path, matching it without regard to case", async () => {
    const links = linksOf((await app.inject('/prop-abc-12')).body)
    expect(links).toContain('<link rel="modulepreload" href="/assets/property-1.js" crossorigin fetchpriority="low">')
    expect(links).toContain('<link rel="preload" href="/api/properties/public/prop-abc-12" as="fetch" crossorigin fetchpriority="low">')
  })

  it('links only the start-up requests on a path the list does not name', async () => {
    for (const path of ['/map', '/?city=Mohali', '/PROP-ABC-12/tools']) {
      const response = await app.inject(path)
      expect(response.statusCode, path).toBe(200)
      expect(linksOf(response.body), path).toEqual([
        '<link rel="preload" href="/api/schemas" as="fetch" crossorigin fetchpriority="low">',
        '<link rel="preload" href="/api/health" as="fetch" crossorigin fetchpriority="low">',
      ])
    }
  })

  it("sends the build's Brotli copy of an asset to a browser that takes it, and the file itself otherwise", async () => {
    const compressed = await app.inject({ url: '/assets/app-1.js', headers: { 'accept-encoding': 'br' } })
    expect(compressed.statusCode).toBe(200)
    expect(compressed.headers['content-encoding']).toBe('br')
    expect(compressed.headers['content-type']).toContain('javascript')
    expect(compressed.headers['cache-control']).toBe(IMMUTABLE)
    expect(compressed.rawPayload.equals(brotliCompressSync(SCRIPT))).toBe(true)
    const plain = await app.inject({ url: '/assets/app-1.js', headers: { 'accept-encoding': 'identity' } })
    expect(plain.headers['content-encoding']).toBeUndefined()
    expect(plain.body).toBe(SCRIPT)
  })

  it('serves pages without preload links when the list is not valid', async () => {
    for (const broken of ['{ not json', JSON.stringify({ startup: '/api/schemas', pages: [] })]) {
      const built = await appWithBuild(broken)
      try {
        const response = await built.app.inject('/')
        expect(response.statusCode).toBe(200)
        expect(response.body).toContain('<div id="root"></div>')
        expect(linksOf(response.body)).toEqual([])
      } finally {
        await built.app.close()
        rmSync(built.dir, { recursive: true, force: true })
      }
    }
  })
})

describe('a page rendered on the server', () => {
  const shell =
    '<html><head><link rel="stylesheet" crossorigin href="/assets/index-1.css"></head><body><div id="root"></div>\n    <noscript>Vishwas needs JavaScript.</noscript></body></html>'
  const css = 'body{color:red}'

  it('puts the HTML in #root, its state beside it, the stylesheet inline, and drops the JavaScript notice', () => {
    const page = renderedPageHtml(shell, '<main>Listings</main>', { queries: { note: '</script><script>alert(1)</script>' } }, { href: '/assets/index-1.css', css, hash: inlineHash(css) })
    expect(page).toContain(`<div id="root"><main>Listings</main></div><script type="application/json" id="${FIRST_VIEW_STATE_ID}">`)
    // No text in the state can close its element.
    expect(page).not.toContain('</script><script>alert(1)')
    expect(page).toContain('\\u003c/script>')
    expect(page).toContain(`<style>${css}</style>`)
    expect(page).not.toContain('rel="stylesheet"')
    expect(page).not.toContain('noscript')
  })

  it('loads its scripts and preloads after the first paint, from a list beside the loader', () => {
    const withScripts = shell
      .replace(
        '</head>',
        '<script type="module" crossorigin src="/assets/index-1.js"></script><link rel="modulepreload" crossorigin href="/assets/react-1.js"><link rel="preload" href="/api/health?a=1&amp;b=2" as="fetch" crossorigin fetchpriority="low"></head>',
      )
      .replace('</body>', '<script src="/classic.js" async fetchpriority="high"></script></body>')
    const page = renderedPageHtml(withScripts, '<main></main>', {}, undefined)
    expect(page).not.toMatch(/<script[^>]*\ssrc=|<link rel="(module)?preload"/)
    const list = new RegExp(`<script type="application/json" id="${AFTER_PAINT_ID}">(.*?)</script>`).exec(page)?.[1]
    expect(JSON.parse(list ?? 'null')).toEqual({
      scripts: [
        { src: '/assets/index-1.js', module: true },
        { src: '/classic.js', module: false },
      ],
      links: [
        { rel: 'modulepreload', href: '/assets/react-1.js' },
        { rel: 'preload', href: '/api/health?a=1&b=2', as: 'fetch', priority: 'low' },
      ],
    })
    // The list, then the loader, last in the body: everything the page draws comes before them.
    expect(page).toMatch(new RegExp(`id="${AFTER_PAINT_ID}">[^<]*</script><script>${AFTER_PAINT_LOADER.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')}</script></body>`))
  })

  it('keeps the stylesheet link when there is no inline copy', () => {
    expect(renderedPageHtml(shell, '<main></main>', {}, undefined)).toContain('<link rel="stylesheet" crossorigin href="/assets/index-1.css">')
  })

  it("allows the inline stylesheet by its hash, in style-src only, and the loader by its hash, in script-src only", () => {
    const hash = inlineHash(css)
    expect(hash).toMatch(/^'sha256-[A-Za-z0-9+/]+=*'$/)
    expect(policyWithHash("default-src 'self';style-src 'self';style-src-attr 'unsafe-inline'", 'style-src', hash)).toBe(`default-src 'self';style-src 'self' ${hash};style-src-attr 'unsafe-inline'`)
    expect(policyWithHash("default-src 'self';script-src 'self';script-src-attr 'none'", 'script-src', AFTER_PAINT_LOADER_HASH)).toBe(`default-src 'self';script-src 'self' ${AFTER_PAINT_LOADER_HASH};script-src-attr 'none'`)
  })
})
