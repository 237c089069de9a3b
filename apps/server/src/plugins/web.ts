// Serves the web app's build (apps/web/dist): hashed files under /assets cached for a year (in
// the build's Brotli or gzip copy when the browser takes it), index.html never cached without
// revalidation, and every other GET that is not /api falls back to index.html so the single-page
// app's router decides. Unknown /api paths get the 404 envelope. Without a build, pages answer
// 503 saying how to make one.
//
// index.html goes out with preload links for the page asked for, from the build's list
// (.vite/page-preloads.json, see apps/web/src/app/page-preloads.ts): the start-up checks' API
// requests, the route's chunks and its first data start while the entry script downloads
// instead of after it has run.
//
// The first view of the home page, a property page, /map and /login is rendered here, for an
// anonymous visitor, by the web build's server render (apps/web/src/entry-server.tsx, built to
// dist/.ssr): the page's HTML goes inside #root with the query cache it rendered with, its
// stylesheet inline (allowed by its hash), and the browser hydrates it. The render's API requests
// are answered in-process without a cookie, so it shows only what anyone may see. An unknown path
// and a missing (or not public) listing answer 404 with the shell; every other page, the shell.
import { createHash } from 'node:crypto'
import { existsSync } from 'node:fs'
import { readFile } from 'node:fs/promises'
import { basename, join, sep } from 'node:path'
import { pathToFileURL } from 'node:url'
import fastifyStatic from '@fastify/static'
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify'
import fp from 'fastify-plugin'
import type { Config } from '../config'
import { notFound } from '../errors'
import { ACCESS_COOKIE } from '../modules/auth/auth-cookies'
import { firstViewCache } from './first-view-cache'
import { sendError } from './error-handler'

export const IMMUTABLE = 'public, max-age=31536000, immutable'
export const NO_CACHE = 'no-cache'
const READS = new Set(['GET', 'HEAD', 'OPTIONS'])
/** Writes every visitor's page makes (a listing's view count, the site events): they change no page worth rendering again, and forgetting the kept views on each would keep none. */
const COUNTERS = new Set(['/api/properties/:id/views', '/api/analytics/events'])
export const WEB_BUILD_MISSING =
  'The web app has not been built. Run `npm run build` (or `npm start`, which builds first) and start the server again.\n'
export const PAGE_PRELOADS_FILE = join('.vite', 'page-preloads.json')

/** The build's list: API requests every page makes, and per path pattern its chunks and requests. */
export interface PagePreloads {
  startup: string[]
  pages: { pattern: string; modules: string[]; fetches: string[] }[]
}

const isApi = (url: string) => url === '/api' || url.startsWith('/api/') || url.startsWith('/api?')

function cacheHeaders(response: { setHeader(name: string, value: string): unknown }, path: string): void {
  if (path.includes(`${sep}assets${sep}`)) response.setHeader('cache-control', IMMUTABLE)
  else if (basename(path) === 'index.html') response.setHeader('cache-control', NO_CACHE)
  else response.setHeader('cache-control', 'public, max-age=3600')
}

const isStringList = (value: unknown): value is string[] => Array.isArray(value) && value.every((item) => typeof item === 'string')

function parsePagePreloads(text: string): PagePreloads | undefined {
  const value = JSON.parse(text) as Partial<PagePreloads>
  const pages = Array.isArray(value.pages) ? value.pages : undefined
  const valid =
    isStringList(value.startup) &&
    pages?.every((page) => typeof page.pattern === 'string' && isStringList(page.modules) && isStringList(page.fetches))
  return valid ? (value as PagePreloads) : undefined
}

const escapeAttribute = (value: string) => value.replaceAll('&', '&amp;').replaceAll('"', '&quot;').replaceAll('<', '&lt;').replaceAll('>', '&gt;')

// Low priority: the entry script and the stylesheet come first, these right after.
const fetchLink = (href: string) => `<link rel="preload" href="${escapeAttribute(href)}" as="fetch" crossorigin fetchpriority="low">`
const moduleLink = (href: string) => `<link rel="modulepreload" href="${escapeAttribute(href)}" crossorigin fetchpriority="low">`

/** The server render's module (apps/web/src/entry-server.tsx), as far as this plugin uses it. */
export interface FirstViewRenderer {
  setTransport(transport: (url: string, init: RequestInit) => Promise<Response>): void
  renderFirstView(url: string, options: { hasSession: boolean }): Promise<FirstView>
}

export type FirstView = { kind: 'rendered'; status: 200; html: string; state: unknown } | { kind: 'shell'; status: 200 | 404 }

/** Where the page's query cache goes, for the browser's hydration (apps/web/src/main.tsx reads it). */
export const FIRST_VIEW_STATE_ID = 'first-view-state'

/** JSON inside a script element: `<` escaped so no text in it can close the element. */
const scriptJson = (value: unknown) => JSON.stringify(value).replaceAll('<', '\\u003c')

/** A stylesheet the page carries inline, and the CSP source that allows it. */
export interface InlineStyle {
  href: string
  css: string
  hash: string
}

export const styleHash = (css: string) => `'sha256-${createHash('sha256').update(css, 'utf8').digest('base64')}'`

/** The policy with the inline stylesheet's hash added to style-src. */
export function policyWithStyle(policy: string, hash: string): string {
  return policy
    .split(';')
    .map((directive) => (directive.trim().startsWith('style-src ') ? `${directive.trimEnd()} ${hash}` : directive))
    .join(';')
}

/**
 * The build's scripts (the entry, the Intl warm-up) and its preloaded chunks at low priority: on a
 * drawn page they take the page over but draw nothing, so the stylesheet and the images the page shows come first
 * (and a browser, or Lighthouse's estimate, does not count them as holding up the first paint).
 */
function scriptsAfterPaint(shell: string): string {
  return shell
    .replace(/<script (?=[^>]*\bsrc=)([^>]*)>/g, (_tag, attributes: string) => `<script fetchpriority="low" ${attributes.replace(/\s*fetchpriority="\w+"/, '')}>`)
    .replace(/<link rel="modulepreload"(?![^>]*fetchpriority)/g, '<link rel="modulepreload" fetchpriority="low"')
}

/** A rendered page: the shell with the HTML in #root, its state beside it, its stylesheet inline, its scripts after the paint and no "needs JavaScript" notice. */
export function renderedPageHtml(shell: string, html: string, state: unknown, style: InlineStyle | undefined): string {
  let page = scriptsAfterPaint(shell)
    .replace('<div id="root"></div>', () => `<div id="root">${html}</div><script type="application/json" id="${FIRST_VIEW_STATE_ID}">${scriptJson(state)}</script>`)
    .replace(/\s*<noscript>[\s\S]*?<\/noscript>/, '')
  if (style) page = page.replace(new RegExp(`<link rel="stylesheet"[^>]*href="${style.href}"[^>]*>`), () => `<style>${style.css}</style>`)
  return page
}

/** The preload links for a request target (path and query): start-up requests, then the first matching page's (its data only when `withData`). */
export function preloadLinks(preloads: PagePreloads, target: string, withData = true): string[] {
  const links = preloads.startup.map(fetchLink)
  for (const page of preloads.pages) {
    const match = new RegExp(page.pattern, 'i').exec(target)
    if (!match) continue
    const groups = match.groups ?? {}
    const fetches = page.fetches.map((href) => href.replace(/:(\w+)/g, (whole, name: string) => (groups[name] === undefined ? whole : encodeURIComponent(groups[name]))))
    return [...links, ...page.modules.map(moduleLink), ...(withData ? fetches.map(fetchLink) : [])]
  }
  return links
}

/** index.html with the page's preload links at the end of its head (the page's data links only when `withData`). */
export function pageHtml(indexHtml: string, preloads: PagePreloads | undefined, target: string, withData = true): string {
  const links = preloads ? preloadLinks(preloads, target, withData) : []
  const headEnd = indexHtml.indexOf('</head>')
  if (links.length === 0 || headEnd === -1) return indexHtml
  return `${indexHtml.slice(0, headEnd)}  ${links.join('\n    ')}\n  ${indexHtml.slice(headEnd)}`
}

/**
 * The web build's server render, if the build has one, answering its API requests through the
 * app itself: GET only, with no cookie or authorization, so the render is an anonymous visitor's.
 */
async function loadRenderer(app: FastifyInstance, entry: string): Promise<FirstViewRenderer | undefined> {
  if (!existsSync(entry)) {
    app.log.warn(`The web build has no server render (${entry}); pages go out as the client shell`)
    return undefined
  }
  const renderer = (await import(pathToFileURL(entry).href)) as FirstViewRenderer
  renderer.setTransport(async (url, init) => {
    if ((init.method ?? 'GET') !== 'GET') throw new Error(`The server render only reads: ${init.method} ${url}`)
    const answer = await app.inject({ method: 'GET', url, headers: { accept: 'application/json' } })
    const headers = new Headers()
    for (const name of ['content-type', 'retry-after']) {
      const value = answer.headers[name]
      if (typeof value === 'string') headers.set(name, value)
    }
    return new Response(answer.statusCode === 204 ? null : answer.body, { status: answer.statusCode, headers })
  })
  return renderer
}

export default fp(
  async (app: FastifyInstance, options: { config: Config }) => {
    const root = options.config.webDistDir
    const built = existsSync(join(root, 'index.html'))

    // Read on every page request (two small files), so a rebuild is served without a restart.
    const readPagePreloads = async (): Promise<PagePreloads | undefined> => {
      let text: string
      try {
        text = await readFile(join(root, PAGE_PRELOADS_FILE), 'utf8')
      } catch {
        return undefined
      }
      try {
        const preloads = parsePagePreloads(text)
        if (!preloads) app.log.warn(`${PAGE_PRELOADS_FILE} in the web build is not a preload list; pages go out without preloads`)
        return preloads
      } catch (error) {
        app.log.warn({ err: error }, `${PAGE_PRELOADS_FILE} in the web build is not valid JSON; pages go out without preloads`)
        return undefined
      }
    }

    const renderer = built ? await loadRenderer(app, options.config.webRenderEntry) : undefined

    // The build's main stylesheet, read once per file name (a rebuild names it anew).
    const styles = new Map<string, Promise<InlineStyle | undefined>>()
    const inlineStyle = (indexHtml: string): Promise<InlineStyle | undefined> => {
      const href = /<link rel="stylesheet"[^>]*href="(\/assets\/[^"]+\.css)"/.exec(indexHtml)?.[1]
      if (!href) return Promise.resolve(undefined)
      let style = styles.get(href)
      if (!style) {
        style = readFile(join(root, href), 'utf8').then(
          // CSS never holds a closing style tag; if it ever did, the link stays.
          (css) => (css.includes('</style') ? undefined : { href, css, hash: styleHash(css) }),
          () => undefined,
        )
        styles.set(href, style)
      }
      return style
    }

    const rendered = firstViewCache<FirstView>({ ttlMs: options.config.webRenderCacheMs })
    const pages = new WeakMap<FirstView, { shell: string; style: InlineStyle | undefined; html: string }>()
    // A write answered here may change any page: the next visitor gets a fresh render.
    app.addHook('onResponse', (request, reply, done) => {
      if (!READS.has(request.method) && reply.statusCode < 400 && !COUNTERS.has(request.routeOptions.url ?? '')) rendered.clear()
      done()
    })
    const firstView = async (request: FastifyRequest): Promise<FirstView | undefined> => {
      if (!renderer) return undefined
      const hasSession = Boolean(request.cookies[ACCESS_COOKIE])
      try {
        return await rendered.get(request.url, hasSession, () => renderer.renderFirstView(request.url, { hasSession }))
      } catch (error) {
        // A page that cannot render here still works: the browser renders it.
        request.log.error({ err: error }, 'the first view could not be rendered on the server; the page goes out as the shell')
        return undefined
      }
    }

    const sendIndex = async (request: FastifyRequest, reply: FastifyReply) => {
      if (!built) return reply.code(503).type('text/plain; charset=utf-8').header('cache-control', NO_CACHE).send(WEB_BUILD_MISSING)
      const [indexHtml, preloads, view] = await Promise.all([readFile(join(root, 'index.html'), 'utf8'), readPagePreloads(), firstView(request)])
      reply.code(view?.status ?? 200).type('text/html; charset=utf-8').header('cache-control', NO_CACHE)
      if (view?.kind !== 'rendered') return reply.send(pageHtml(indexHtml, preloads, request.url))
      const style = await inlineStyle(indexHtml)
      const policy = reply.getHeader('content-security-policy')
      if (style && typeof policy === 'string') reply.header('content-security-policy', policyWithStyle(policy, style.hash))
      // The page's data is in the page: no preload for it.
      const shell = pageHtml(indexHtml, preloads, request.url, false)
      const inline = typeof policy === 'string' ? style : undefined
      // A kept view goes to many visitors: its page is put together once for the same shell and stylesheet.
      let page = pages.get(view)
      if (page?.shell !== shell || page.style !== inline) {
        page = { shell, style: inline, html: renderedPageHtml(shell, view.html, view.state, inline) }
        pages.set(view, page)
      }
      return reply.send(page.html)
    }

    if (built) {
      await app.register(fastifyStatic, { root, prefix: '/', index: false, cacheControl: false, preCompressed: true, setHeaders: cacheHeaders })
    }
    app.get('/', { schema: { hide: true } }, sendIndex)

    app.setNotFoundHandler((request: FastifyRequest, reply: FastifyReply) => {
      const path = request.url.split('?')[0] ?? '/'
      const isPage = (request.method === 'GET' || request.method === 'HEAD') && !isApi(path) && !path.startsWith('/assets/')
      if (isPage) return sendIndex(request, reply)
      return sendError(request, reply, notFound(isApi(path) ? `Route ${request.method} ${path} not found` : 'Not found'))
    })
  },
  { name: 'web' },
)
