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
import { existsSync } from 'node:fs'
import { readFile } from 'node:fs/promises'
import { basename, join, sep } from 'node:path'
import fastifyStatic from '@fastify/static'
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify'
import fp from 'fastify-plugin'
import type { Config } from '../config'
import { notFound } from '../errors'
import { sendError } from './error-handler'

export const IMMUTABLE = 'public, max-age=31536000, immutable'
export const NO_CACHE = 'no-cache'
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

/** The preload links for a request target (path and query): start-up requests, then the first matching page's. */
export function preloadLinks(preloads: PagePreloads, target: string): string[] {
  const links = preloads.startup.map(fetchLink)
  for (const page of preloads.pages) {
    const match = new RegExp(page.pattern, 'i').exec(target)
    if (!match) continue
    const groups = match.groups ?? {}
    const fetches = page.fetches.map((href) => href.replace(/:(\w+)/g, (whole, name: string) => (groups[name] === undefined ? whole : encodeURIComponent(groups[name]))))
    return [...links, ...page.modules.map(moduleLink), ...fetches.map(fetchLink)]
  }
  return links
}

/** index.html with the page's preload links at the end of its head. */
export function pageHtml(indexHtml: string, preloads: PagePreloads | undefined, target: string): string {
  const links = preloads ? preloadLinks(preloads, target) : []
  const headEnd = indexHtml.indexOf('</head>')
  if (links.length === 0 || headEnd === -1) return indexHtml
  return `${indexHtml.slice(0, headEnd)}  ${links.join('\n    ')}\n  ${indexHtml.slice(headEnd)}`
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

    const sendIndex = async (request: FastifyRequest, reply: FastifyReply) => {
      if (!built) return reply.code(503).type('text/plain; charset=utf-8').header('cache-control', NO_CACHE).send(WEB_BUILD_MISSING)
      const [indexHtml, preloads] = await Promise.all([readFile(join(root, 'index.html'), 'utf8'), readPagePreloads()])
      return reply.type('text/html; charset=utf-8').header('cache-control', NO_CACHE).send(pageHtml(indexHtml, preloads, request.url))
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
