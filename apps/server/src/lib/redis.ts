// The Redis connection behind the shared limits (REDIS_URL). Start-up waits for it and fails with
// the address and the reason when it cannot be reached. While running, commands never queue for a
// lost connection: they fail at once (or after COMMAND_TIMEOUT_MS), so each caller decides between
// failing closed and failing open, and the client keeps reconnecting in the background.
import type { FastifyBaseLogger } from 'fastify'
import { Redis } from 'ioredis'

export const CONNECT_TIMEOUT_MS = 5_000
export const COMMAND_TIMEOUT_MS = 2_000

/** The URL without its password, for messages and logs. */
export function redactRedisUrl(url: string): string {
  const parsed = new URL(url)
  if (parsed.password) parsed.password = '***'
  return parsed.toString()
}

export class RedisUnreachableError extends Error {
  constructor(url: string, reason: string) {
    super(`REDIS_URL: Redis at ${redactRedisUrl(url)} is unreachable (${reason}); start it or unset REDIS_URL to keep limits in this process's memory`)
    this.name = 'RedisUnreachableError'
  }
}

/** Connects and checks the server answers; logs when it goes away and when it is back. */
export async function connectRedis(url: string, log: FastifyBaseLogger): Promise<Redis> {
  const redis = new Redis(url, {
    lazyConnect: true,
    enableOfflineQueue: false,
    maxRetriesPerRequest: 1,
    connectTimeout: CONNECT_TIMEOUT_MS,
    commandTimeout: COMMAND_TIMEOUT_MS,
    retryStrategy: (attempt) => Math.min(attempt * 100, 2_000),
  })
  let firstError: Error | undefined
  const remember = (error: Error) => {
    firstError ??= error
  }
  redis.on('error', remember)
  try {
    await redis.connect()
    await redis.ping()
  } catch (error) {
    redis.disconnect()
    const reason = firstError ?? (error instanceof Error ? error : new Error(String(error)))
    throw new RedisUnreachableError(url, reason.message || ('code' in reason ? String(reason.code) : 'no answer'))
  } finally {
    redis.off('error', remember)
  }

  let down = false
  redis.on('error', (error) => {
    if (down) return
    down = true
    log.error({ err: error, redis: redactRedisUrl(url) }, 'Redis is unreachable: sign-in is refused (503) and the per-address request limit is not applied until it is back')
  })
  redis.on('ready', () => {
    if (!down) return
    down = false
    log.info({ redis: redactRedisUrl(url) }, 'Redis is reachable again: limits are shared again')
  })
  return redis
}

/** Quits cleanly when connected; drops the connection (and its reconnecting) otherwise. */
export async function closeRedis(redis: Redis): Promise<void> {
  if (redis.status === 'ready') {
    try {
      await redis.quit()
      return
    } catch {
      // fall through to disconnect
    }
  }
  redis.disconnect()
}
