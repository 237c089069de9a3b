// Serves the web app's build (apps/web/dist): hashed files under /assets cached for a year,
// index.html never cached without revalidation, and every other GET that is not /api falls
// back to index.html so the single-page app's router decides. Unknown /api paths get the 404
// envelope. Without a build, pages answer 503 saying how to make one.
import { existsSync } from 'node:fs'
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

const isApi = (url: string) => url === '/api' || url.startsWith('/api/') || url.startsWith('/api?')

function cacheHeaders(reply: FastifyReply, path: string): void {
  if (path.includes(`${sep}assets${sep}`)) reply.header('cache-control', IMMUTABLE)
  else if (basename(path) === 'index.html') reply.header('cache-control', NO_CACHE)
  else reply.header('cache-control', 'public, max-age=3600')
}

export default fp(
  async (app: FastifyInstance, options: { config: Config }) => {
    const root = options.config.webDistDir
    const built = existsSync(join(root, 'index.html'))

    const sendIndex = (reply: FastifyReply) =>
      built ? reply.sendFile('index.html') : reply.code(503).type('text/plain; charset=utf-8').header('cache-control', NO_CACHE).send(WEB_BUILD_MISSING)

    if (built) {
      await app.register(fastifyStatic, { root, prefix: '/', index: false, cacheControl: false, setHeaders: cacheHeaders })
    }
    app.get('/', { schema: { hide: true } }, (_request, reply) => sendIndex(reply))

    app.setNotFoundHandler((request: FastifyRequest, reply: FastifyReply) => {
      const path = request.url.split('?')[0] ?? '/'
      const isPage = (request.method === 'GET' || request.method === 'HEAD') && !isApi(path) && !path.startsWith('/assets/')
      if (isPage) return sendIndex(reply)
      return sendError(request, reply, notFound(isApi(path) ? `Route ${request.method} ${path} not found` : 'Not found'))
    })
  },
  { name: 'web' },
)
