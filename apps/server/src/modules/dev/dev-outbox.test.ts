// GET /api/dev/outbox shows every sign-in code, so it answers only a client on the server's own
// machine (by the socket's address, never a forwarded header), only with the console SMS provider
// outside production; GET /api/auth/sign-in-options tells the sign-in page whether to ask.
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest'
import type { App } from '../../app'
import type { DatabaseHandle } from '../../db/database'
import { testDatabase } from '../../test/test-app'
import { authTestApp, demoUsers, resetIdentityTables, sendCode } from '../auth/auth-test-kit'

const phone = demoUsers.buyer.phoneNumber
const production = { NODE_ENV: 'production', TOKEN_SIGNING_KEY: 't'.repeat(40), ALTCHA_HMAC_KEY: 'h'.repeat(40) }
let database: DatabaseHandle
const apps: App[] = []

async function appWith(env: Record<string, string> = {}): Promise<App> {
  const app = await authTestApp({ database, env })
  apps.push(app)
  return app
}

beforeAll(async () => {
  database = await testDatabase()
})
beforeEach(() => resetIdentityTables(database))
afterAll(() => Promise.all(apps.map((app) => app.close())))

const outbox = (app: App, options: { remoteAddress?: string; headers?: Record<string, string> } = {}) =>
  app.inject({ url: '/api/dev/outbox', query: { phoneNumber: phone }, ...options })
const offered = async (app: App, options: { remoteAddress?: string; headers?: Record<string, string> } = {}) =>
  (await app.inject({ url: '/api/auth/sign-in-options', ...options })).json<{ success: boolean; devOutbox: boolean }>()

const notFound = { success: false, message: 'Route GET /api/dev/outbox not found', code: 'NOT_FOUND' }

describe('GET /api/dev/outbox', () => {
  it('gives a client on this machine the last code', async () => {
    const app = await appWith()
    expect((await sendCode(app, phone)).statusCode).toBe(200)
    for (const remoteAddress of ['127.0.0.1', '::1', '::ffff:127.0.0.1']) {
      const response = await outbox(app, { remoteAddress })
      expect(response.statusCode).toBe(200)
      expect(response.json()).toMatchObject({ success: true, phoneNumber: phone, code: expect.stringMatching(/^\d{6}$/) })
    }
    expect(await offered(app)).toEqual({ success: true, devOutbox: true })
  })

  it('is not there for a client on another machine, whatever it forwards', async () => {
    const app = await appWith()
    await sendCode(app, phone)
    for (const headers of [{}, { 'x-forwarded-for': '127.0.0.1' }, { forwarded: 'for=127.0.0.1' }] as Record<string, string>[]) {
      const response = await outbox(app, { remoteAddress: '192.168.1.20', headers })
      expect(response.statusCode).toBe(404)
      expect(response.json()).toEqual(notFound)
      expect(await offered(app, { remoteAddress: '192.168.1.20', headers })).toEqual({ success: true, devOutbox: false })
    }
    // Not even a 400 for a missing number: a refused client learns nothing.
    expect((await app.inject({ url: '/api/dev/outbox', remoteAddress: '10.1.2.3' })).statusCode).toBe(404)
  })

  it('is not there for a request relayed by a proxy on this machine, trusted or not', async () => {
    for (const env of [{}, { TRUST_PROXY: '127.0.0.1' }] as Record<string, string>[]) {
      const app = await appWith(env)
      await sendCode(app, phone)
      const response = await outbox(app, { remoteAddress: '127.0.0.1', headers: { 'x-forwarded-for': '203.0.113.9' } })
      expect(response.statusCode).toBe(404)
      expect(await offered(app, { headers: { 'x-real-ip': '203.0.113.9' } })).toEqual({ success: true, devOutbox: false })
    }
  })

  it('answers every client with UNSAFE_SHOW_SIGN_IN_CODES_ON_NETWORK', async () => {
    const app = await appWith({ UNSAFE_SHOW_SIGN_IN_CODES_ON_NETWORK: 'true' })
    await sendCode(app, phone)
    expect((await outbox(app, { remoteAddress: '192.168.1.20' })).statusCode).toBe(200)
    expect(await offered(app, { remoteAddress: '192.168.1.20' })).toEqual({ success: true, devOutbox: true })
  })

  it('does not exist in production, or with a real SMS provider', async () => {
    const msg91 = { SMS_PROVIDER: 'msg91', MSG91_AUTH_KEY: 'key', MSG91_TEMPLATE_ID: 'template' }
    for (const env of [production, { ...production, UNSAFE_SHOW_SIGN_IN_CODES_ON_NETWORK: 'true' }, msg91]) {
      const app = await appWith(env)
      expect((await outbox(app)).statusCode).toBe(404)
      expect(await offered(app)).toEqual({ success: true, devOutbox: false })
    }
  })
})
