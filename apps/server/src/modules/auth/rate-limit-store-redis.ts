// The sign-in throttles and the bot check's single-use claims in Redis (REDIS_URL), shared by every
// API instance and kept across restarts, with the contract of the memory store
// (rate-limit-store.ts). Each call is one Lua script, so it is atomic across instances: a sliding
// window is a sorted set of event times per rule key; a claim is a key holding its end time. Times
// are the caller's clock (as in memory); key expiry only clears keys no window still needs.
//
// When Redis does not answer, both calls fail closed: the caller gets a 503 and nothing is sent
// or accepted, rather than sign-in running without its limits.
import { randomBytes } from 'node:crypto'
import type { Redis, Result } from 'ioredis'
import { AppError } from '../../errors'
import type { RateLimitStore } from './rate-limit-store'

export const LIMITS_UNAVAILABLE = 'Sign-in is unavailable for a moment. Please try again shortly.'

/** KEYS: one per rule. ARGV: now, a unique member, then limit and window for each rule. Returns 0 or the wait in ms. */
const consumeScript = `
local now = tonumber(ARGV[1])
local member = ARGV[2]
local wait = 0
for i, key in ipairs(KEYS) do
  local limit = tonumber(ARGV[1 + i * 2])
  local window = tonumber(ARGV[2 + i * 2])
  redis.call('ZREMRANGEBYSCORE', key, '-inf', now - window)
  local count = redis.call('ZCARD', key)
  if count >= limit then
    local oldest = redis.call('ZRANGE', key, count - limit, count - limit, 'WITHSCORES')
    local frees = tonumber(oldest[2]) + window
    if frees - now > wait then wait = frees - now end
  end
end
if wait > 0 then return wait end
for i, key in ipairs(KEYS) do
  redis.call('ZADD', key, now, member)
  redis.call('PEXPIRE', key, tonumber(ARGV[2 + i * 2]))
end
return 0
`

/** KEYS: the claim. ARGV: until, now. Returns 1 when claimed, 0 while an earlier claim holds. */
const claimScript = `
local held = redis.call('GET', KEYS[1])
local untilMs = tonumber(ARGV[1])
local now = tonumber(ARGV[2])
if held and tonumber(held) > now then return 0 end
redis.call('SET', KEYS[1], ARGV[1], 'PX', math.max(1, math.ceil(untilMs - now)))
return 1
`

declare module 'ioredis' {
  interface RedisCommander<Context> {
    vishwasLimitsConsume(numberOfKeys: number, ...keysAndArgs: (string | number)[]): Result<number, Context>
    vishwasLimitsClaim(key: string, untilMs: number, nowMs: number): Result<number, Context>
  }
}

/** Connections that have the scripts defined (ioredis sends them by SHA once loaded). */
const scripted = new WeakSet<Redis>()

export type RedisRateLimitStoreOptions = {
  /** Prepended to every key (default `vishwas:limits:`). */
  prefix?: string
  /** Told why Redis failed before the 503 leaves. */
  onError?: (error: unknown) => void
}

export function createRedisRateLimitStore(redis: Redis, options: RedisRateLimitStoreOptions = {}): RateLimitStore {
  const prefix = options.prefix ?? 'vishwas:limits:'
  if (!scripted.has(redis)) {
    redis.defineCommand('vishwasLimitsConsume', { lua: consumeScript })
    redis.defineCommand('vishwasLimitsClaim', { lua: claimScript, numberOfKeys: 1 })
    scripted.add(redis)
  }

  async function failClosed<T>(call: () => Promise<T>): Promise<T> {
    try {
      return await call()
    } catch (error) {
      options.onError?.(error)
      throw new AppError('SERVICE_UNAVAILABLE', LIMITS_UNAVAILABLE)
    }
  }

  return {
    async consume(rules, nowMs) {
      if (rules.length === 0) return { allowed: true }
      const member = `${nowMs}:${randomBytes(6).toString('base64url')}`
      const keys = rules.map((rule) => prefix + rule.key)
      const args = rules.flatMap((rule) => [rule.limit, rule.windowMs])
      const wait = await failClosed(() => redis.vishwasLimitsConsume(keys.length, ...keys, nowMs, member, ...args))
      return wait > 0 ? { allowed: false, retryAfterMs: wait } : { allowed: true }
    },
    async claimOnce(key, untilMs, nowMs) {
      return (await failClosed(() => redis.vishwasLimitsClaim(prefix + key, untilMs, nowMs))) === 1
    },
  }
}
