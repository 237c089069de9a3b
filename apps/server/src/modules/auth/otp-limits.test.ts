// Throttles of the code calls: resend after 60 s, 5 sends per phone per hour and 10 per day, 20
// sends per address per hour, 30 verifications per address per 5 minutes; each a 429 with
// Retry-After and a message that says how long to wait.
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest'
import type { App } from '../../app'
import type { DatabaseHandle } from '../../db/database'
import { testDatabase } from '../../test/test-app'
import { authTestApp, manualClock, resetIdentityTables, sendCode, verifyCode } from './auth-test-kit'
import { createMemoryRateLimitStore } from './rate-limit-store'

const clock = manualClock()
let app: App
let database: DatabaseHandle
const MINUTE = 60_000
const HOUR = 60 * MINUTE
const phone = (n: number) => `+91981234${String(n).padStart(4, '0')}`

beforeAll(async () => {
  database = await testDatabase()
  await resetIdentityTables(database)
})
afterAll(() => app.close())
beforeEach(async () => {
  await app?.close()
  // A fresh app: fresh counters.
  app = await authTestApp({ clock, database })
})

describe('send limits per phone', () => {
  it('allows a resend after 60 s at the earliest', async () => {
    expect((await sendCode(app, phone(1))).statusCode).toBe(200)
    clock.advance(45_000)
    const early = await sendCode(app, phone(1))
    expect(early.statusCode).toBe(429)
    expect(early.headers['retry-after']).toBe('15')
    expect(early.json()).toEqual({ success: false, message: 'Too many code requests. Try again in 15 seconds.', code: 'RATE_LIMITED' })
    clock.advance(15_000)
    expect((await sendCode(app, phone(1))).statusCode).toBe(200)
  })

  it('sends at most 5 codes per phone per hour and 10 per day', async () => {
    const statuses: number[] = []
    for (let i = 0; i < 6; i += 1) {
      statuses.push((await sendCode(app, phone(2), { ip: `192.0.2.${i}` })).statusCode)
      clock.advance(61_000)
    }
    expect(statuses).toEqual([200, 200, 200, 200, 200, 429])
    const blocked = await sendCode(app, phone(2), { ip: '192.0.2.99' })
    expect(blocked.json().message).toMatch(/^Too many code requests\. Try again in \d+ minutes\.$/)
    expect(Number(blocked.headers['retry-after'])).toBeGreaterThan(50 * 60)
    expect(Number(blocked.headers['retry-after'])).toBeLessThanOrEqual(HOUR / 1000)

    clock.advance(HOUR)
    for (let i = 0; i < 5; i += 1) {
      expect((await sendCode(app, phone(2), { ip: `192.0.2.${10 + i}` })).statusCode).toBe(200)
      clock.advance(61_000)
    }
    clock.advance(HOUR)
    const tenthToday = await sendCode(app, phone(2), { ip: '192.0.2.50' })
    expect(tenthToday.statusCode).toBe(429)
    expect(tenthToday.json().message).toMatch(/^Too many code requests\. Try again in \d+ hours\.$/)
    clock.advance(24 * HOUR)
    expect((await sendCode(app, phone(2), { ip: '192.0.2.51' })).statusCode).toBe(200)
  })
})

describe('limits per address', () => {
  it('sends at most 20 codes per address per hour, whatever the numbers', async () => {
    for (let i = 0; i < 20; i += 1) expect((await sendCode(app, phone(100 + i), { ip: '192.0.2.200' })).statusCode).toBe(200)
    const blocked = await sendCode(app, phone(150), { ip: '192.0.2.200' })
    expect(blocked.statusCode).toBe(429)
    expect(Number(blocked.headers['retry-after'])).toBe(HOUR / 1000)
    expect((await sendCode(app, phone(150), { ip: '192.0.2.201' })).statusCode).toBe(200)
  })

  it('takes the number of codes per address from OTP_SENDS_PER_IP_PER_HOUR (many people behind one carrier address)', async () => {
    await app.close()
    app = await authTestApp({ clock, database, env: { OTP_SENDS_PER_IP_PER_HOUR: '3' } })
    for (let i = 0; i < 3; i += 1) expect((await sendCode(app, phone(300 + i), { ip: '192.0.2.220' })).statusCode).toBe(200)
    expect((await sendCode(app, phone(310), { ip: '192.0.2.220' })).statusCode).toBe(429)
  })

  it('verifies at most 30 times per address per 5 minutes', async () => {
    const id = 'b6f7a1f0-6c1e-4c8e-9a55-0d6f1c2f3e4a'
    for (let i = 0; i < 30; i += 1) expect((await verifyCode(app, id, '000000', '192.0.2.210')).statusCode).toBe(400)
    const blocked = await verifyCode(app, id, '000000', '192.0.2.210')
    expect(blocked.statusCode).toBe(429)
    expect(blocked.headers['retry-after']).toBe('300')
    expect(blocked.json().message).toBe('Too many verification attempts. Try again in 5 minutes.')
    clock.advance(5 * MINUTE)
    expect((await verifyCode(app, id, '000000', '192.0.2.210')).statusCode).toBe(400)
  })

  it('takes the number of tries per address from OTP_VERIFICATIONS_PER_IP_PER_5_MINUTES', async () => {
    await app.close()
    app = await authTestApp({ clock, database, env: { OTP_VERIFICATIONS_PER_IP_PER_5_MINUTES: '2' } })
    const id = 'b6f7a1f0-6c1e-4c8e-9a55-0d6f1c2f3e4b'
    for (let i = 0; i < 2; i += 1) expect((await verifyCode(app, id, '000000', '192.0.2.230')).statusCode).toBe(400)
    expect((await verifyCode(app, id, '000000', '192.0.2.230')).statusCode).toBe(429)
  })
})

describe('the in-memory limit store', () => {
  it('counts nothing when any rule refuses, and frees a slot as the window slides', async () => {
    const store = createMemoryRateLimitStore()
    const rules = [
      { key: 'a', limit: 2, windowMs: 1000 },
      { key: 'b', limit: 1, windowMs: 100 },
    ]
    expect(await store.consume(rules, 0)).toEqual({ allowed: true })
    expect(await store.consume(rules, 50)).toEqual({ allowed: false, retryAfterMs: 50 })
    expect(await store.consume(rules, 100)).toEqual({ allowed: true })
    expect(await store.consume(rules, 200)).toEqual({ allowed: false, retryAfterMs: 800 })
    expect(await store.consume(rules, 1000)).toEqual({ allowed: true })
  })

  it('claims a key once until it lapses', async () => {
    const store = createMemoryRateLimitStore()
    expect(await store.claimOnce('k', 100, 0)).toBe(true)
    expect(await store.claimOnce('k', 100, 99)).toBe(false)
    expect(await store.claimOnce('k', 200, 100)).toBe(true)
  })
})
