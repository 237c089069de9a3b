// The contract of RateLimitStore, run against both implementations: this process's memory and
// Redis (a redis-server of the test's own). Then what only Redis gives: atomic decisions under
// concurrent callers on separate connections (several instances), and counts that outlive the
// connection (a restart).
import { Redis } from 'ioredis'
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest'
import { AppError } from '../../errors'
import { startRedisServer, type RedisServer } from '../../test/redis-server'
import { REDIS_SERVER_PATH, hasSystemBinary } from '../../test/system-binary'
import { createMemoryRateLimitStore, type RateLimitStore } from './rate-limit-store'
import { LIMITS_UNAVAILABLE, createRedisRateLimitStore } from './rate-limit-store-redis'

const SECOND = 1000
const MINUTE = 60 * SECOND
const HOUR = 60 * MINUTE
// The clock the stores are given (production passes Date.now()).
const T0 = Date.UTC(2026, 0, 1)
const hasRedis = hasSystemBinary(REDIS_SERVER_PATH, 'redis-server')

let server: RedisServer | undefined
const clients: Redis[] = []

async function redisClient(): Promise<Redis> {
  if (!server) throw new Error('redis-server is not running')
  const client = new Redis(server.url, { lazyConnect: true, enableOfflineQueue: false, maxRetriesPerRequest: 1 })
  await client.connect()
  clients.push(client)
  return client
}

const implementations: { name: string; available: boolean; create: () => Promise<RateLimitStore> }[] = [
  { name: 'memory', available: true, create: () => Promise.resolve(createMemoryRateLimitStore()) },
  { name: 'Redis', available: hasRedis, create: async () => createRedisRateLimitStore(await redisClient()) },
]

beforeAll(async () => {
  if (hasRedis) server = await startRedisServer()
})
afterAll(async () => {
  for (const client of clients) client.disconnect()
  await server?.stop()
})
beforeEach(async () => {
  if (server) await (await redisClient()).flushdb()
})

for (const implementation of implementations) {
  describe.skipIf(!implementation.available)(`the ${implementation.name} limit store${implementation.available ? '' : ` (skipped: ${REDIS_SERVER_PATH} not found)`}`, () => {
    let store: RateLimitStore
    beforeEach(async () => {
      store = await implementation.create()
    })

    it('counts nothing when any rule refuses, and frees a slot as the window slides', async () => {
      const rules = [
        { key: 'a', limit: 2, windowMs: HOUR },
        { key: 'b', limit: 1, windowMs: 10 * MINUTE },
      ]
      expect(await store.consume(rules, T0)).toEqual({ allowed: true })
      expect(await store.consume(rules, T0 + 5 * MINUTE)).toEqual({ allowed: false, retryAfterMs: 5 * MINUTE })
      expect(await store.consume(rules, T0 + 10 * MINUTE)).toEqual({ allowed: true })
      // 'a' is full (T0 and T0 + 10 min): it frees when T0 leaves its hour.
      expect(await store.consume(rules, T0 + 20 * MINUTE)).toEqual({ allowed: false, retryAfterMs: 40 * MINUTE })
      expect(await store.consume(rules, T0 + HOUR)).toEqual({ allowed: true })
    })

    it('waits for the oldest event that must leave the window, and treats its edge as gone', async () => {
      const rule = { key: 'sends', limit: 3, windowMs: HOUR }
      for (const at of [0, 10, 20]) expect(await store.consume([rule], T0 + at * MINUTE)).toEqual({ allowed: true })
      expect(await store.consume([rule], T0 + 30 * MINUTE)).toEqual({ allowed: false, retryAfterMs: 30 * MINUTE })
      expect(await store.consume([rule], T0 + HOUR - 1)).toEqual({ allowed: false, retryAfterMs: 1 })
      // At exactly T0 + 1 h the first event is out of the window.
      expect(await store.consume([rule], T0 + HOUR)).toEqual({ allowed: true })
      expect(await store.consume([rule], T0 + HOUR + 1)).toEqual({ allowed: false, retryAfterMs: 10 * MINUTE - 1 })
    })

    it('counts each key on its own, and events at the same moment separately', async () => {
      const rule = (key: string) => ({ key, limit: 2, windowMs: MINUTE })
      expect(await store.consume([rule('x')], T0)).toEqual({ allowed: true })
      expect(await store.consume([rule('x')], T0)).toEqual({ allowed: true })
      expect(await store.consume([rule('x')], T0)).toEqual({ allowed: false, retryAfterMs: MINUTE })
      expect(await store.consume([rule('y')], T0)).toEqual({ allowed: true })
      expect(await store.consume([], T0)).toEqual({ allowed: true })
    })

    it('gives the longest wait of the rules that refuse', async () => {
      await store.consume([{ key: 'short', limit: 1, windowMs: MINUTE }], T0)
      await store.consume([{ key: 'long', limit: 1, windowMs: HOUR }], T0)
      const both = [
        { key: 'short', limit: 1, windowMs: MINUTE },
        { key: 'long', limit: 1, windowMs: HOUR },
      ]
      expect(await store.consume(both, T0 + SECOND)).toEqual({ allowed: false, retryAfterMs: HOUR - SECOND })
    })

    it('claims a key once until it lapses', async () => {
      expect(await store.claimOnce('k', T0 + 5 * MINUTE, T0)).toBe(true)
      expect(await store.claimOnce('k', T0 + 5 * MINUTE, T0 + 5 * MINUTE - 1)).toBe(false)
      expect(await store.claimOnce('other', T0 + 5 * MINUTE, T0 + MINUTE)).toBe(true)
      expect(await store.claimOnce('k', T0 + 10 * MINUTE, T0 + 5 * MINUTE)).toBe(true)
      expect(await store.claimOnce('k', T0 + 10 * MINUTE, T0 + 6 * MINUTE)).toBe(false)
    })

    it('decides concurrent calls one at a time', async () => {
      const rule = { key: 'burst', limit: 10, windowMs: HOUR }
      const decisions = await Promise.all(Array.from({ length: 40 }, () => store.consume([rule], T0)))
      expect(decisions.filter((d) => d.allowed)).toHaveLength(10)
      const claims = await Promise.all(Array.from({ length: 20 }, () => store.claimOnce('solution', T0 + MINUTE, T0)))
      expect(claims.filter(Boolean)).toHaveLength(1)
    })
  })
}

describe.skipIf(!hasRedis)('the Redis limit store across instances', () => {
  it('shares windows and claims between connections, atomically', async () => {
    const instances = await Promise.all([redisClient(), redisClient(), redisClient()]).then((connections) => connections.map((c) => createRedisRateLimitStore(c)))
    const rule = { key: 'otp-send:ip:198.51.100.7', limit: 20, windowMs: HOUR }
    // 60 attempts at once, spread over three connections: exactly the limit gets through.
    const decisions = await Promise.all(Array.from({ length: 60 }, (_, i) => instances[i % 3]!.consume([rule], T0 + i)))
    expect(decisions.filter((d) => d.allowed)).toHaveLength(20)
    const claims = await Promise.all(Array.from({ length: 30 }, (_, i) => instances[i % 3]!.claimOnce('altcha:sig', T0 + 5 * MINUTE, T0)))
    expect(claims.filter(Boolean)).toHaveLength(1)
  })

  it('keeps what was counted when the connection is replaced (a restart)', async () => {
    const before = await redisClient()
    const store = createRedisRateLimitStore(before)
    const rule = { key: 'otp-send:gap:+919812340001', limit: 1, windowMs: MINUTE }
    expect(await store.consume([rule], T0)).toEqual({ allowed: true })
    expect(await store.claimOnce('altcha:used', T0 + 5 * MINUTE, T0)).toBe(true)
    await before.quit()

    const after = createRedisRateLimitStore(await redisClient())
    expect(await after.consume([rule], T0 + 15 * SECOND)).toEqual({ allowed: false, retryAfterMs: 45 * SECOND })
    expect(await after.claimOnce('altcha:used', T0 + 5 * MINUTE, T0 + SECOND)).toBe(false)
  })

  it('keeps its keys under its prefix and lets them expire with their windows', async () => {
    const client = await redisClient()
    const store = createRedisRateLimitStore(client, { prefix: 'test:' })
    // Keys expire by the real clock; the window's own times are the caller's.
    await store.consume([{ key: 'w', limit: 5, windowMs: 10 * MINUTE }], Date.now())
    await store.claimOnce('c', Date.now() + 5 * MINUTE, Date.now())
    expect((await client.keys('*')).sort()).toEqual(['test:c', 'test:w'])
    expect(await client.pttl('test:w')).toBeGreaterThan(9 * MINUTE)
    expect(await client.pttl('test:w')).toBeLessThanOrEqual(10 * MINUTE)
    expect(await client.pttl('test:c')).toBeGreaterThan(4 * MINUTE)
    expect(await client.pttl('test:c')).toBeLessThanOrEqual(5 * MINUTE)
  })

  it('refuses (503) rather than allows when Redis does not answer', async () => {
    const client = await redisClient()
    const errors: unknown[] = []
    const store = createRedisRateLimitStore(client, { onError: (error) => errors.push(error) })
    client.disconnect()
    const rule = { key: 'k', limit: 100, windowMs: MINUTE }
    await expect(store.consume([rule], T0)).rejects.toEqual(new AppError('SERVICE_UNAVAILABLE', LIMITS_UNAVAILABLE))
    await expect(store.claimOnce('c', T0 + MINUTE, T0)).rejects.toMatchObject({ statusCode: 503, message: LIMITS_UNAVAILABLE })
    expect(errors).toHaveLength(2)
  })
})
