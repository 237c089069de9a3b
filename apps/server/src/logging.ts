// How the server logs (config.logFormat): `json` is one JSON object per line for machines
// (production, tests); `pretty` is for a person at a terminal (development's default): one
// readable line per request, and the console SMS provider's code on a line of its own (see
// plugins/auth.ts) instead of inside a JSON object among the requests'.
import type { Writable } from 'node:stream'
import type { FastifyInstance, FastifyServerOptions } from 'fastify'
import fp from 'fastify-plugin'
import type { Config } from './config'

const REDACT = ['req.headers.authorization', 'req.headers.cookie', 'res.headers["set-cookie"]']

/** Fastify's logger options; `destination` replaces stdout (tests read the lines). */
export async function loggerSettings(
  config: Config,
  destination?: Writable,
): Promise<Pick<FastifyServerOptions, 'logger' | 'disableRequestLogging'>> {
  if (config.logFormat === 'json') {
    return { logger: { level: config.logLevel, redact: REDACT, ...(destination ? { stream: destination } : {}) }, disableRequestLogging: false }
  }
  // Loaded only here: production never needs it.
  const { default: pretty } = await import('pino-pretty')
  const stream = pretty({
    translateTime: 'SYS:HH:MM:ss',
    ignore: 'pid,hostname,reqId',
    singleLine: true,
    colorize: destination ? false : pretty.isColorSupported,
    ...(destination ? { destination } : {}),
  })
  return { logger: { level: config.logLevel, redact: REDACT, stream }, disableRequestLogging: true }
}

/** With pretty logs: one line per answered request instead of Fastify's two JSON objects. */
export const requestLog = fp(
  (app: FastifyInstance, options: { config: Config }, done: () => void) => {
    if (options.config.logFormat === 'pretty') {
      app.addHook('onResponse', (request, reply, hookDone) => {
        request.log.info(`${request.method} ${request.url} ${reply.statusCode} ${reply.elapsedTime.toFixed(1)} ms`)
        hookDone()
      })
    }
    done()
  },
  { name: 'request-log' },
)
