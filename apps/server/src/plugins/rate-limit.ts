// Per-client request limit (in process memory). Loopback callers (health checks, local tools,
// benchmarks) are not limited; behind a proxy, set TRUST_PROXY so the client address is real.
import rateLimit from '@fastify/rate-limit'
import type { FastifyInstance } from 'fastify'
import fp from 'fastify-plugin'
import type { Config } from '../config'
import { AppError } from '../errors'

const loopback = new Set(['127.0.0.1', '::1', '::ffff:127.0.0.1'])

export default fp(
  async (app: FastifyInstance, options: { config: Config }) => {
    await app.register(rateLimit, {
      global: true,
      max: options.config.rateLimitPerMinute,
      timeWindow: '1 minute',
      allowList: (request) => loopback.has(request.ip),
      errorResponseBuilder: (_request, context) =>
        new AppError('RATE_LIMITED', `Too many requests, please try again in ${Math.ceil(context.ttl / 1000)} s`),
    })
  },
  { name: 'rate-limit' },
)
