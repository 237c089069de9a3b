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

/** The CSP source that allows an inline element with this text. */
export const inlineHash = (text: string) => `'sha256-${createHash('sha256').update(text, 'utf8').digest('base64')}'`

/** The policy with an inline element's hash added to `directive` (style-src, script-src). */
export function policyWithHash(policy: string, directive: 'style-src' | 'script-src', hash: string): string {
  return policy
    .split(';')
    .map((part) => (part.trim().startsWith(`${directive} `) ? `${part.trimEnd()} ${hash}` : part))
    .join(';')
}

/**
 * What a drawn page loads after its first paint: the build's scripts (the entry, the Intl
 * warm-up) and the preloads (chunks, the start-up requests), as the page's tags named them.
 */
interface AfterPaint {
  scripts: { src: string; module: boolean }[]
  links: { rel: string; href: string; as?: string; priority?: string }[]
}

/** The element that lists what loads after the paint, read by AFTER_PAINT_LOADER. */
export const AFTER_PAINT_ID = 'after-paint'

/**
 * Adds the after-paint list's scripts and preloads to the head once the page has painted (a frame,
 * then a task), or at once in a tab that is not shown. The scripts and the preloads the app needs
 * to start go first; the low-priority preloads (the page's own modules and data) follow in small
 * batches, a task each, since every element added starts a fetch: one long task of them all kept
 * a slow phone's main thread busy for 90 ms. Inline, allowed by its hash: a file of its own would
 * be one more request before the paint.
 */
export const AFTER_PAINT_LOADER = [
  '(()=>{',
  'const add=(l)=>{const e=document.createElement("link");e.rel=l.rel;e.href=l.href;if(l.as)e.as=l.as;if(l.priority)e.fetchPriority=l.priority;e.crossOrigin="anonymous";document.head.append(e)};',
  'const later=(ls)=>{if(ls.length===0)return;ls.slice(0,6).forEach(add);setTimeout(()=>later(ls.slice(6)))};',
  'const go=()=>{',
  `const a=JSON.parse(document.getElementById("${AFTER_PAINT_ID}").textContent);`,
  'a.links.filter((l)=>l.priority!=="low").forEach(add);',
  'for(const s of a.scripts){const e=document.createElement("script");if(s.module)e.type="module";e.src=s.src;e.crossOrigin="anonymous";document.head.append(e)}',
  'setTimeout(()=>later(a.links.filter((l)=>l.priority==="low")))};',
  'if(document.visibilityState==="hidden")go();else requestAnimationFrame(()=>setTimeout(go))',
  '})()',
].join('')

export const AFTER_PAINT_LOADER_HASH = inlineHash(AFTER_PAINT_LOADER)

/** An attribute's value as the browser reads it (escapeAttribute undone). */
function attribute(tag: string, name: string): string | undefined {
  const value = new RegExp(`\\s${name}="([^"]*)"`).exec(tag)?.[1]
  return value?.replaceAll('&quot;', '"').replaceAll('&lt;', '<').replaceAll('&gt;', '>').replaceAll('&amp;', '&')
}

/**
 * The shell without its script and preload tags, and the list of them: a drawn page needs no
 * JavaScript for its first paint, so nothing competes with it for the connection, and the paint
 * waits for nothing (not even in Lighthouse's estimate, which counts every request that ended
 * before the paint it saw).
 */
function deferredToPaint(shell: string): { shell: string; afterPaint: AfterPaint } {
  const afterPaint: AfterPaint = { scripts: [], links: [] }
  const rest = shell
    .replace(/\s*<script\b[^>]*\bsrc="[^"]*"[^>]*><\/script>/g, (tag) => {
      afterPaint.scripts.push({ src: attribute(tag, 'src') ?? '', module: /\stype="module"/.test(tag) })
      return ''
    })
    .replace(/\s*<link rel="(?:modulepreload|preload)"[^>]*>/g, (tag) => {
      const as = attribute(tag, 'as')
      const priority = attribute(tag, 'fetchpriority')
      afterPaint.links.push({ rel: attribute(tag, 'rel') ?? '', href: attribute(tag, 'href') ?? '', ...(as ? { as } : {}), ...(priority ? { priority } : {}) })
      return ''
    })
  return { shell: rest, afterPaint }
}

/** A rendered page: the shell with the HTML in #root, its state beside it, its stylesheet inline, its scripts after the paint and no "needs JavaScript" notice. */
export function renderedPageHtml(shell: string, html: string, state: unknown, style: InlineStyle | undefined): string {
  const deferred = deferredToPaint(shell)
  const afterPaint = `<script type="application/json" id="${AFTER_PAINT_ID}">${scriptJson(deferred.afterPaint)}</script><script>${AFTER_PAINT_LOADER}</script>`
  let page = deferred.shell
    .replace('<div id="root"></div>', () => `<div id="root">${html}</div><script type="application/json" id="${FIRST_VIEW_STATE_ID}">${scriptJson(state)}</script>`)
    .replace(/\s*<noscript>[\s\S]*?<\/noscript>/, '')
    .replace('</body>', () => `${afterPaint}</body>`)
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
          (css) => (css.includes('</style') ? undefined : { href, css, hash: inlineHash(css) }),
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
      if (typeof policy === 'string') {
        const withLoader = policyWithHash(policy, 'script-src', AFTER_PAINT_LOADER_HASH)
        reply.header('content-security-policy', style ? policyWithHash(withLoader, 'style-src', style.hash) : withLoader)
      }
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
