// How the server logs (config.logFormat): `json` is one JSON object per line for machines
// (production, tests); `pretty` is for a person at a terminal (development's default): one
// readable line per answered request, and the console SMS provider's code on a line of its own
// (see plugins/auth.ts) instead of inside a JSON object among the requests'.
import type { Writable } from 'node:stream'
import { LogController, type FastifyReply, type FastifyRequest, type FastifyServerOptions } from 'fastify'
import type { Config } from './config'

const REDACT = ['req.headers.authorization', 'req.headers.cookie', 'res.headers["set-cookie"]']

/** Fastify's own request lines, one per answered request ("GET /api/health 200 1.2 ms"). */
class ReadableRequestLog extends LogController {
  override incomingRequest(): void {}

  override requestCompleted(error: Error | null | undefined, request: FastifyRequest, reply: FastifyReply): void {
    if (this.isLogDisabled(request)) return
    const line = `${request.method} ${request.url} ${reply.statusCode} ${reply.elapsedTime.toFixed(1)} ms`
    if (error) reply.log.error({ err: error }, line)
    else reply.log.info(line)
  }
}

/** Fastify's logger options; `destination` replaces stdout (tests read the lines). */
export async function loggerSettings(config: Config, destination?: Writable): Promise<Pick<FastifyServerOptions, 'logger' | 'logController'>> {
  if (config.logFormat === 'json') {
    return { logger: { level: config.logLevel, redact: REDACT, ...(destination ? { stream: destination } : {}) } }
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
  return { logger: { level: config.logLevel, redact: REDACT, stream }, logController: new ReadableRequestLog() }
}
