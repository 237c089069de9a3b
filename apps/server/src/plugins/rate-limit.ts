// Limits: the per-client request limit (@fastify/rate-limit) and the store of the sign-in throttles
// and the bot check's single-use claims (`app.limitStore`, used by the identity service). With
// REDIS_URL both live in Redis, shared by every instance and kept across restarts; otherwise in
// this process's memory, which a server on PostgreSQL (meant to scale out) warns about at start.
// Loopback callers (health checks, local tools, benchmarks) are not limited; behind a proxy, set
// TRUST_PROXY so the client address is real.
//
// If Redis goes away while running: the sign-in throttles and claims fail closed (sign-in answers
// 503 until it is back, see rate-limit-store-redis.ts); the request limit fails open (requests
// pass unlimited rather than the whole API going down with Redis). Both come back on their own.
import rateLimit from '@fastify/rate-limit'
import type { FastifyInstance } from 'fastify'
import fp from 'fastify-plugin'
import type { Config } from '../config'
import { AppError } from '../errors'
import { closeRedis, connectRedis } from '../lib/redis'
import { createMemoryRateLimitStore, type RateLimitStore } from '../modules/auth/rate-limit-store'
import { createRedisRateLimitStore } from '../modules/auth/rate-limit-store-redis'

declare module 'fastify' {
  interface FastifyInstance {
    /** Sliding windows and single-use claims: Redis with REDIS_URL, else this process's memory. */
    limitStore: RateLimitStore
  }
}

const loopback = new Set(['127.0.0.1', '::1', '::ffff:127.0.0.1'])

export const PER_INSTANCE_LIMITS_WARNING =
  'REDIS_URL is not set: rate limits and sign-in throttles are kept per instance, in memory (several instances do not share them and a restart resets them)'

/** The start-up warning for this configuration, if any: on PostgreSQL (several instances possible) without Redis. */
export function limitsWarning(config: Pick<Config, 'redisUrl' | 'database'>): string | undefined {
  return config.database.engine === 'postgres' && !config.redisUrl ? PER_INSTANCE_LIMITS_WARNING : undefined
}

export default fp(
  async (app: FastifyInstance, options: { config: Config }) => {
    const { config } = options
    const redis = config.redisUrl ? await connectRedis(config.redisUrl, app.log) : undefined
    if (redis) app.addHook('onClose', () => closeRedis(redis))
    const warning = limitsWarning(config)
    if (warning) app.log.warn(warning)

    app.decorate(
      'limitStore',
      redis ? createRedisRateLimitStore(redis, { onError: (err) => app.log.error({ err }, 'sign-in limits unavailable: Redis did not answer') }) : createMemoryRateLimitStore(),
    )
    await app.register(rateLimit, {
      global: true,
      max: config.rateLimitPerMinute,
      timeWindow: '1 minute',
      // A request whose client has already gone has no address (and no one to answer): nothing to count.
      allowList: (request) => request.ip === undefined || loopback.has(request.ip),
      ...(redis ? { redis, nameSpace: 'vishwas:rate-limit:', skipOnError: true } : {}),
      errorResponseBuilder: (_request, context) =>
        new AppError('RATE_LIMITED', `Too many requests, please try again in ${Math.ceil(context.ttl / 1000)} s`),
    })
  },
  { name: 'rate-limit' },
)
