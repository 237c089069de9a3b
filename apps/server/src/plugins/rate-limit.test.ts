// Where the limits live: REDIS_URL (validated) puts the request limit, the sign-in throttles and
// the bot check's claims in Redis, shared by two apps on one database as by two instances; an
// unreachable Redis stops start-up with a clear message; Redis lost while running fails sign-in
// closed (503) and the request limit open, and both recover. PostgreSQL without Redis warns.
import { afterAll, afterEach, beforeAll, beforeEach, describe, expect, it } from 'vitest'
import type { App } from '../app'
import { ConfigError, loadConfig } from '../config'
import type { DatabaseHandle } from '../db/database'
import { RedisUnreachableError } from '../lib/redis'
import { authTestApp, resetIdentityTables, sendCode, solveBotCheck } from '../modules/auth/auth-test-kit'
import { LIMITS_UNAVAILABLE } from '../modules/auth/rate-limit-store-redis'
import { freePort } from '../test/free-port'
import { startRedisServer, type RedisServer } from '../test/redis-server'
import { REDIS_SERVER_PATH, hasSystemBinary } from '../test/system-binary'
import { testDatabase } from '../test/test-app'
import { PER_INSTANCE_LIMITS_WARNING, limitsWarning } from './rate-limit'

const phone = (n: number) => `+91981235${String(n).padStart(4, '0')}`

describe('REDIS_URL', () => {
  const problems = (value: string) => {
    try {
      loadConfig({ DATA_DIR: '/nonexistent-never-written', TOKEN_SIGNING_KEY: 'k'.repeat(32), ALTCHA_HMAC_KEY: 'a'.repeat(32), REDIS_URL: value })
      return []
    } catch (error) {
      if (error instanceof ConfigError) return error.problems
      throw error
    }
  }
  const parse = (value: string) =>
    loadConfig({ DATA_DIR: '/nonexistent-never-written', TOKEN_SIGNING_KEY: 'k'.repeat(32), ALTCHA_HMAC_KEY: 'a'.repeat(32), REDIS_URL: value }).redisUrl

  it('takes a redis:// or rediss:// URL, and nothing means memory', () => {
    expect(parse('redis://:secret@cache.internal:6379/2')).toBe('redis://:secret@cache.internal:6379/2')
    expect(parse(' rediss://cache.internal:6380 ')).toBe('rediss://cache.internal:6380')
    expect(parse('')).toBeUndefined()
  })

  it('names the variable for anything else', () => {
    for (const bad of ['http://cache.internal:6379', 'cache.internal:6379', 'redis://']) {
      expect(problems(bad)).toEqual(['REDIS_URL: must be a redis:// or rediss:// URL'])
    }
  })

  it('is missed at start only on PostgreSQL, where several instances are expected', () => {
    expect(limitsWarning({ redisUrl: undefined, database: { engine: 'postgres', url: 'postgres://db/vishwas' } })).toBe(PER_INSTANCE_LIMITS_WARNING)
    expect(limitsWarning({ redisUrl: 'redis://cache:6379', database: { engine: 'postgres', url: 'postgres://db/vishwas' } })).toBeUndefined()
    expect(limitsWarning({ redisUrl: undefined, database: { engine: 'pglite', dataDir: '/data/db' } })).toBeUndefined()
  })
})

describe('an unreachable Redis at start', () => {
  it('stops the app with the address and the reason, not the password', async () => {
    const database = await testDatabase()
    const port = await freePort()
    const building = authTestApp({ database, env: { REDIS_URL: `redis://:hunter2@127.0.0.1:${port}` } })
    await expect(building).rejects.toBeInstanceOf(RedisUnreachableError)
    await expect(building).rejects.toThrow(`REDIS_URL: Redis at redis://:***@127.0.0.1:${port} is unreachable (connect ECONNREFUSED 127.0.0.1:${port})`)
    // The database the test passed in is still usable: the app closed only what it opened.
    expect(await database.query('SELECT 1 AS one')).toEqual([{ one: 1 }])
  })
})

const hasRedis = hasSystemBinary(REDIS_SERVER_PATH, 'redis-server')

describe.skipIf(!hasRedis)(`limits in Redis${hasRedis ? '' : ` (skipped: ${REDIS_SERVER_PATH} not found)`}`, () => {
  let redis: RedisServer
  let database: DatabaseHandle
  const apps: App[] = []

  async function instance(env: Record<string, string> = {}): Promise<App> {
    const app = await authTestApp({ database, env: { REDIS_URL: redis.url, ...env } })
    apps.push(app)
    return app
  }

  beforeAll(async () => {
    redis = await startRedisServer()
    database = await testDatabase()
  })
  afterAll(async () => {
    await redis.stop()
  })
  beforeEach(async () => {
    await resetIdentityTables(database)
  })
  afterEach(async () => {
    for (const app of apps.splice(0)) await app.close()
    // A fresh Redis for each test: the same port, nothing kept.
    await redis.stop()
    redis = await startRedisServer(redis.port)
  })

  it('shares the sign-in throttles and the bot check between two apps', async () => {
    const [a, b] = [await instance(), await instance()]
    expect((await sendCode(a, phone(1), { ip: '198.51.100.1' })).statusCode).toBe(200)
    const again = await sendCode(b, phone(1), { ip: '198.51.100.2' })
    expect(again.statusCode).toBe(429)
    expect(Number(again.headers['retry-after'])).toBeGreaterThan(50)

    const solution = await solveBotCheck(a)
    expect((await sendCode(a, phone(2), { altcha: solution })).statusCode).toBe(200)
    const reused = await sendCode(b, phone(3), { altcha: solution })
    expect(reused.statusCode).toBe(400)
    expect(reused.json().message).toBe('Bot check failed. Please try again.')
  })

  it('shares the per-address request limit between two apps', async () => {
    const [a, b] = [await instance({ RATE_LIMIT_PER_MINUTE: '6' }), await instance({ RATE_LIMIT_PER_MINUTE: '6' })]
    const statuses: number[] = []
    for (let i = 0; i < 7; i += 1) statuses.push((await (i % 2 === 0 ? a : b).inject({ url: '/api/schemas', remoteAddress: '198.51.100.9' })).statusCode)
    expect(statuses).toEqual([200, 200, 200, 200, 200, 200, 429])
    // Another address has its own count; loopback is never limited.
    expect((await a.inject({ url: '/api/schemas', remoteAddress: '198.51.100.10' })).statusCode).toBe(200)
    expect((await b.inject({ url: '/api/schemas' })).statusCode).toBe(200)
  })

  it('refuses sign-in (503) and lets other requests through while Redis is away, then recovers', async () => {
    const app = await instance({ RATE_LIMIT_PER_MINUTE: '2' })
    const solution = await solveBotCheck(app)
    await redis.stop()

    const refused = await sendCode(app, phone(10), { altcha: solution })
    expect(refused.statusCode).toBe(503)
    expect(refused.json()).toEqual({ success: false, message: LIMITS_UNAVAILABLE, code: 'SERVICE_UNAVAILABLE' })
    const verify = await app.inject({ method: 'POST', url: '/api/auth/otp/verify', payload: { verificationId: crypto.randomUUID(), code: '123456' }, remoteAddress: '198.51.100.20' })
    expect(verify.statusCode).toBe(503)
    // The request limit (2 a minute) is not applied rather than taking the API down.
    for (let i = 0; i < 4; i += 1) expect((await app.inject({ url: '/api/schemas', remoteAddress: '198.51.100.21' })).statusCode).toBe(200)

    redis = await startRedisServer(redis.port)
    // The client reconnects on its own (every 2 s at most).
    let status = 503
    for (let tries = 0; tries < 100 && status === 503; tries += 1) {
      await new Promise((resolve) => setTimeout(resolve, 200))
      status = (await sendCode(app, phone(10))).statusCode
    }
    expect(status).toBe(200)
  })
})
