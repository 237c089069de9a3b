// Two instances of the production server on one PostgreSQL database and one Redis, behind nginx
// (round robin, so consecutive requests alternate between them; X-Upstream says which answered):
// the per-phone and per-address sign-in limits, the request limit, a used bot-check solution and
// an ended session hold on both, and a restart of both keeps the limits. Also: on PostgreSQL
// without REDIS_URL the server warns that its limits are per instance, and with an unreachable
// Redis it does not start. PostgreSQL only (server:postgres; the pglite project leaves out
// *.postgres.test.ts). Every process and temp dir it starts is stopped and removed.
import { randomBytes, randomUUID } from 'node:crypto'
import { mkdtempSync, rmSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { solveChallenge, type Challenge } from 'altcha-lib'
import { deriveKey } from 'altcha-lib/algorithms/sha'
import pg from 'pg'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { MIGRATIONS_DIR, loadTestSettings } from './config'
import { openDatabase } from './db/database'
import { LIMITS_UNAVAILABLE } from './modules/auth/rate-limit-store-redis'
import { PER_INSTANCE_LIMITS_WARNING } from './plugins/rate-limit'
import { buildServerBundle, runFailingApiInstance, startApiInstance, type ApiInstance } from './test/api-instance'
import { freePort } from './test/free-port'
import { startNginx, type Nginx } from './test/nginx'
import { startRedisServer, type RedisServer } from './test/redis-server'
import { NGINX_PATH, REDIS_SERVER_PATH, hasSystemBinary } from './test/system-binary'
import { FIXTURE_WEB_DIST } from './test/test-app'

const settings = loadTestSettings()
if (settings.engine !== 'postgres' || !settings.postgresUrl) throw new Error('the multi-instance test runs on PostgreSQL only (the server:postgres project)')
const adminUrl = settings.postgresUrl
const hasServices = hasSystemBinary(REDIS_SERVER_PATH, 'redis-server') && hasSystemBinary(NGINX_PATH, 'nginx')
const skipped = hasServices ? '' : ` (skipped: needs ${REDIS_SERVER_PATH} and ${NGINX_PATH})`

/** Starting servers on a loaded two-core machine can take a while. */
const RESTART_TIMEOUT_MS = 120_000
const secrets = { TOKEN_SIGNING_KEY: randomBytes(32).toString('base64url'), ALTCHA_HMAC_KEY: randomBytes(32).toString('base64url') }
const tempDir = mkdtempSync(join(tmpdir(), 'vishwas-multi-'))
const databaseName = `vishwas_multi_${process.pid}`
const databaseUrl = Object.assign(new URL(adminUrl), { pathname: `/${databaseName}` }).toString()

function instanceEnv(port: number, extra: Record<string, string> = {}): Record<string, string> & { PORT: string } {
  return {
    PORT: String(port),
    DATA_DIR: join(tempDir, `instance-${port}`),
    DATABASE_URL: databaseUrl,
    NODE_ENV: 'test',
    LOG_LEVEL: 'warn',
    DEMO_DATA: 'false',
    ALTCHA_MAX_NUMBER: '100',
    RATE_LIMIT_PER_MINUTE: '60',
    // nginx, on this machine, is the trusted proxy: the instances see the client address it forwards.
    TRUST_PROXY: '127.0.0.1',
    WEB_DIST_DIR: FIXTURE_WEB_DIST,
    ...secrets,
    ...extra,
  }
}

async function adminQuery(sql: string): Promise<void> {
  const client = new pg.Client({ connectionString: adminUrl })
  await client.connect()
  try {
    await client.query(sql)
  } finally {
    await client.end()
  }
}

/** A database of the test's own, migrated before the instances start. */
async function createDatabase(): Promise<void> {
  await adminQuery(`DROP DATABASE IF EXISTS "${databaseName}" WITH (FORCE)`)
  await adminQuery(`CREATE DATABASE "${databaseName}"`)
  const database = await openDatabase({ engine: 'postgres', url: databaseUrl, max: 1 })
  try {
    await database.migrate(MIGRATIONS_DIR)
  } finally {
    await database.close()
  }
}

let prepared: Promise<void> | undefined
/** The server bundle and the database, once for the file. */
function prepare(): Promise<void> {
  prepared ??= (async () => {
    buildServerBundle()
    await createDatabase()
  })()
  return prepared
}

afterAll(async () => {
  await adminQuery(`DROP DATABASE IF EXISTS "${databaseName}" WITH (FORCE)`)
  rmSync(tempDir, { recursive: true, force: true })
})

type Answer = { status: number; body: Record<string, unknown>; upstream: string; retryAfter: number }

describe.skipIf(!hasServices)(`two instances behind nginx, one PostgreSQL, one Redis${skipped}`, () => {
  let redis: RedisServer
  let nginx: Nginx
  let ports: number[] = []
  let instances: ApiInstance[] = []

  /** Both instances, or none: one that started is stopped when the other fails. */
  async function startInstances(): Promise<ApiInstance[]> {
    const started = await Promise.allSettled(ports.map((port) => startApiInstance(instanceEnv(port, { REDIS_URL: redis.url }))))
    const failure = started.find((result) => result.status === 'rejected')
    const running = started.flatMap((result) => (result.status === 'fulfilled' ? [result.value] : []))
    if (!failure) return running
    await Promise.all(running.map((instance) => instance.stop()))
    throw failure.reason
  }

  beforeAll(async () => {
    await prepare()
    redis = await startRedisServer()
    ports = [await freePort(), await freePort()]
    if (ports[0] === ports[1]) ports[1] = await freePort()
    instances = await startInstances()
    nginx = await startNginx(ports)
  })
  afterAll(async () => {
    await nginx?.stop()
    await Promise.all(instances.map((instance) => instance.stop()))
    await redis?.stop()
  })

  /** A request through nginx as the client at `ip` (X-Forwarded-For, as a client-side proxy would add it). */
  async function viaNginx(path: string, options: { ip: string; body?: unknown; token?: string }): Promise<Answer> {
    const response = await fetch(`${nginx.url}${path}`, {
      method: options.body === undefined ? 'GET' : 'POST',
      headers: {
        'x-forwarded-for': options.ip,
        ...(options.body === undefined ? {} : { 'content-type': 'application/json' }),
        ...(options.token ? { authorization: `Bearer ${options.token}` } : {}),
      },
      ...(options.body === undefined ? {} : { body: JSON.stringify(options.body) }),
    })
    const upstream = response.headers.get('x-upstream') ?? ''
    expect(ports.map((port) => `127.0.0.1:${port}`)).toContain(upstream)
    return { status: response.status, body: (await response.json()) as Record<string, unknown>, upstream, retryAfter: Number(response.headers.get('retry-after') ?? 0) }
  }

  /** A solved bot check, from a challenge one instance issued (both sign with the same key). */
  async function solvedBotCheck(): Promise<string> {
    const { challenge } = (await (await fetch(`${instances[0]!.url}/api/auth/challenge`)).json()) as { challenge: Challenge }
    const solution = await solveChallenge({ challenge, deriveKey })
    if (!solution) throw new Error('the challenge was not solved')
    return Buffer.from(JSON.stringify({ challenge, solution })).toString('base64')
  }

  async function sendCode(phoneNumber: string, ip: string, altcha?: string): Promise<Answer> {
    return viaNginx('/api/auth/otp/send', { ip, body: { phoneNumber, altcha: altcha ?? (await solvedBotCheck()) } })
  }

  /** The code the instance that sent it keeps in its development outbox (asked directly, from loopback). */
  async function sentCode(upstream: string, phoneNumber: string): Promise<string> {
    const response = await fetch(`http://${upstream}/api/dev/outbox?phoneNumber=${encodeURIComponent(phoneNumber)}`)
    expect(response.status).toBe(200)
    return ((await response.json()) as { code: string }).code
  }

  async function signIn(phoneNumber: string, ip: string): Promise<{ accessToken: string; refreshToken: string }> {
    const sent = await sendCode(phoneNumber, ip)
    expect(sent.status).toBe(200)
    const verified = await viaNginx('/api/auth/otp/verify', { ip, body: { verificationId: sent.body.verificationId, code: await sentCode(sent.upstream, phoneNumber) } })
    expect(verified.status).toBe(200)
    const { uid, idToken } = verified.body.data as { uid: string; idToken: string }
    const token = await viaNginx('/api/auth/token', { ip, body: { uid, phoneNumber, idToken } })
    expect(token.status).toBe(200)
    return token.body.data as { accessToken: string; refreshToken: string }
  }

  const phone = (n: number) => `+91981236${String(n).padStart(4, '0')}`
  const usedSolutions: string[] = []

  it('holds the per-phone limit across instances: one code per number per minute', async () => {
    const first = await sendCode(phone(1), '198.51.100.1')
    expect(first.status).toBe(200)
    const second = await sendCode(phone(1), '198.51.100.2')
    expect(second.upstream).not.toBe(first.upstream)
    expect(second.status).toBe(429)
    expect(second.body.message).toMatch(/^Too many code requests\. Try again in (\d+ seconds|1 minute)\.$/)
    expect(second.retryAfter).toBeGreaterThan(0)
    expect(second.retryAfter).toBeLessThanOrEqual(60)
  })

  it('holds the per-address limits across instances: 20 sends an hour, 30 verifications in 5 minutes', async () => {
    const sends: Answer[] = []
    for (let i = 0; i < 21; i += 1) sends.push(await sendCode(phone(100 + i), '198.51.100.3'))
    expect(sends.map((answer) => answer.status)).toEqual([...Array<number>(20).fill(200), 429])
    expect(sends.filter((answer) => answer.upstream === sends[0]!.upstream)).toHaveLength(11)
    expect(sends[20]!.retryAfter).toBeGreaterThan(3500)

    const verifications: Answer[] = []
    for (let i = 0; i < 31; i += 1) verifications.push(await viaNginx('/api/auth/otp/verify', { ip: '198.51.100.4', body: { verificationId: randomUUID(), code: '123456' } }))
    expect(verifications.map((answer) => answer.status)).toEqual([...Array<number>(30).fill(400), 429])
    expect(new Set(verifications.map((answer) => answer.upstream)).size).toBe(2)
    expect(verifications[30]!.body.message).toBe('Too many verification attempts. Try again in 5 minutes.')
  })

  it('refuses on one instance a bot-check solution used on the other', async () => {
    const altcha = await solvedBotCheck()
    const used = await sendCode(phone(200), '198.51.100.5', altcha)
    expect(used.status).toBe(200)
    usedSolutions.push(altcha)
    const reused = await sendCode(phone(201), '198.51.100.5', altcha)
    expect(reused.upstream).not.toBe(used.upstream)
    expect(reused.status).toBe(400)
    expect(reused.body.message).toBe('Bot check failed. Please try again.')
  })

  it('refuses on one instance a refresh token whose session ended on the other', async () => {
    const session = await signIn(phone(300), '198.51.100.6')
    const refreshed = await viaNginx('/api/auth/refresh', { ip: '198.51.100.6', body: { refreshToken: session.refreshToken } })
    expect(refreshed.status).toBe(200)
    const { refreshToken } = refreshed.body.data as { refreshToken: string }
    const logout = await viaNginx('/api/auth/logout', { ip: '198.51.100.6', body: { refreshToken } })
    expect(logout.status).toBe(200)
    const after = await viaNginx('/api/auth/refresh', { ip: '198.51.100.6', body: { refreshToken } })
    expect(after.upstream).not.toBe(logout.upstream)
    expect(after.status).toBe(401)
    expect(after.body.message).toBe('Session expired. Please sign in again.')
  })

  it('refuses on both instances an access token whose session ended on one of them', async () => {
    const { accessToken, refreshToken } = await signIn(phone(301), '198.51.100.6')
    // Both instances have seen (and may remember) the token before the session ends.
    const seen = [await viaNginx('/api/auth/validate', { ip: '198.51.100.6', token: accessToken }), await viaNginx('/api/auth/validate', { ip: '198.51.100.6', token: accessToken })]
    expect(seen.map((answer) => answer.status)).toEqual([200, 200])
    expect(new Set(seen.map((answer) => answer.upstream)).size).toBe(2)

    const logout = await viaNginx('/api/auth/logout', { ip: '198.51.100.6', body: { refreshToken }, token: accessToken })
    expect(logout.status).toBe(200)
    const after = [await viaNginx('/api/auth/validate', { ip: '198.51.100.6', token: accessToken }), await viaNginx('/api/auth/validate', { ip: '198.51.100.6', token: accessToken })]
    expect(new Set(after.map((answer) => answer.upstream)).size).toBe(2)
    expect(after.map((answer) => answer.status)).toEqual([401, 401])
  })

  it('keeps every limit through a restart of both instances', { timeout: RESTART_TIMEOUT_MS }, async () => {
    // Counted just before the restart: a code to a number (one a minute), an address's requests
    // (60 a minute) and, from the tests above, an address's sends (20 an hour) and a used solution.
    const sent = await sendCode(phone(400), '198.51.100.8')
    expect(sent.status).toBe(200)
    const requests: number[] = []
    for (let i = 0; i < 61; i += 1) requests.push((await viaNginx('/api/auth/challenge', { ip: '198.51.100.7' })).status)
    expect(requests).toEqual([...Array<number>(60).fill(200), 429])

    const stopped = instances
    instances = []
    await Promise.all(stopped.map((instance) => instance.stop()))
    instances = await startInstances()

    // The per-phone gap and the request limit last a minute: they are checked first.
    const perPhone = await sendCode(phone(400), '198.51.100.9')
    expect(perPhone.status).toBe(429)
    expect(perPhone.body.message).toMatch(/^Too many code requests\. Try again in (\d+ seconds|1 minute)\.$/)
    expect((await sendCode(phone(401), '198.51.100.3')).status).toBe(429)
    const reused = await sendCode(phone(402), '198.51.100.10', usedSolutions[0])
    expect(reused.status).toBe(400)
    expect(reused.body.message).toBe('Bot check failed. Please try again.')
    expect((await viaNginx('/api/auth/challenge', { ip: '198.51.100.7' })).status).toBe(429)
    // The instances are otherwise fine: a new number from a new address gets its code, on both.
    const fresh = [await sendCode(phone(403), '198.51.100.11'), await sendCode(phone(404), '198.51.100.12')]
    expect(fresh.map((answer) => answer.status)).toEqual([200, 200])
    expect(new Set(fresh.map((answer) => answer.upstream)).size).toBe(2)
  })

  it('refuses sign-in on both instances while Redis is away', async () => {
    await redis.stop()
    try {
      const answers = [await sendCode(phone(500), '198.51.100.13'), await sendCode(phone(501), '198.51.100.13')]
      expect(new Set(answers.map((answer) => answer.upstream)).size).toBe(2)
      expect(answers.map((answer) => [answer.status, answer.body.message])).toEqual([
        [503, LIMITS_UNAVAILABLE],
        [503, LIMITS_UNAVAILABLE],
      ])
    } finally {
      redis = await startRedisServer(redis.port)
    }
  })
})

describe.skipIf(!hasServices)(`starting one instance on PostgreSQL${skipped}`, () => {
  beforeAll(() => prepare())

  it('warns that limits are per instance without REDIS_URL', { timeout: RESTART_TIMEOUT_MS }, async () => {
    const instance = await startApiInstance(instanceEnv(await freePort()))
    await instance.stop()
    expect(instance.output()).toContain(PER_INSTANCE_LIMITS_WARNING)
  })

  it('does not start, and says why, when Redis cannot be reached', { timeout: RESTART_TIMEOUT_MS }, async () => {
    const redisPort = await freePort()
    const { code, output } = await runFailingApiInstance(instanceEnv(await freePort(), { REDIS_URL: `redis://127.0.0.1:${redisPort}` }))
    expect(code).toBe(1)
    expect(output).toContain(`The server could not start: REDIS_URL: Redis at redis://127.0.0.1:${redisPort} is unreachable (connect ECONNREFUSED 127.0.0.1:${redisPort})`)
  })
})
