// POST /api/auth/otp/send and the bot check in front of it; the dev outbox.
import { createHmac, createHash } from 'node:crypto'
import { messages } from '@vishwas/domain'
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest'
import type { App } from '../../app'
import type { DatabaseHandle } from '../../db/database'
import { testDatabase } from '../../test/test-app'
import { authTestApp, demoUsers, manualClock, resetIdentityTables, sendCode, sentCode, solveBotCheck } from './auth-test-kit'

const clock = manualClock()
let app: App
let database: DatabaseHandle
const unknownNumber = '+919812345678'

beforeAll(async () => {
  database = await testDatabase()
  app = await authTestApp({ clock, database })
})
afterAll(() => app.close())
beforeEach(async () => {
  await resetIdentityTables(database)
  clock.advance(24 * 60 * 60 * 1000)
})

describe('GET /api/auth/challenge', () => {
  it('gives an ALTCHA challenge (altcha-lib v2: signed parameters with a key prefix) that expires in 5 minutes', async () => {
    const response = await app.inject('/api/auth/challenge')
    expect(response.statusCode).toBe(200)
    const { challenge } = response.json()
    expect(challenge).toEqual({
      parameters: {
        algorithm: 'SHA-256',
        cost: 1,
        expiresAt: Math.floor((clock.now() + 5 * 60 * 1000) / 1000),
        keyLength: 32,
        keyPrefix: expect.stringMatching(/^[0-9a-f]{32}$/),
        nonce: expect.stringMatching(/^[0-9a-f]{32}$/),
        salt: expect.stringMatching(/^[0-9a-f]{32}$/),
      },
      signature: expect.stringMatching(/^[0-9a-f]{64}$/),
    })
    expect(response.headers['cache-control']).toBe('no-store')
  })
})

describe('POST /api/auth/otp/send', () => {
  it("answers 'reCAPTCHA not initialized' without a bot solution, and sends nothing", async () => {
    for (const payload of [{ phoneNumber: unknownNumber }, { phoneNumber: unknownNumber, altcha: '' }]) {
      const response = await app.inject({ method: 'POST', url: '/api/auth/otp/send', payload })
      expect(response.statusCode).toBe(400)
      expect(response.json()).toEqual({ success: false, message: 'reCAPTCHA not initialized', code: 'BAD_REQUEST' })
      expect(response.json().message).toBe(messages.recaptchaNotInitialized)
    }
    expect((await app.inject({ url: '/api/dev/outbox', query: { phoneNumber: unknownNumber } })).statusCode).toBe(404)
  })

  it('refuses a wrong, reused, expired or foreign solution', async () => {
    const good = await solveBotCheck(app)
    const tampered = JSON.parse(Buffer.from(good, 'base64').toString()) as { solution: { counter: number } }
    tampered.solution.counter = (tampered.solution.counter + 1) % 101
    for (const altcha of ['not-base64-json', Buffer.from(JSON.stringify(tampered)).toString('base64')]) {
      const response = await sendCode(app, unknownNumber, { altcha })
      expect(response.statusCode).toBe(400)
      expect(response.json().message).toBe('Bot check failed. Please try again.')
    }
    expect((await sendCode(app, unknownNumber, { altcha: good })).statusCode).toBe(200)
    const replay = await sendCode(app, '+919812345679', { altcha: good })
    expect(replay.json()).toMatchObject({ success: false, message: 'Bot check failed. Please try again.' })

    const late = await solveBotCheck(app)
    clock.advance(5 * 60 * 1000 + 1)
    expect((await sendCode(app, '+919812345670', { altcha: late })).json().message).toBe('Bot check failed. Please try again.')
  })

  it('refuses a solution signed with another key', async () => {
    const other = await authTestApp({ clock, database, env: { ALTCHA_HMAC_KEY: 'k'.repeat(40) } })
    try {
      const altcha = await solveBotCheck(other)
      expect((await sendCode(app, unknownNumber, { altcha })).json().message).toBe('Bot check failed. Please try again.')
    } finally {
      await other.close()
    }
  })

  it('refuses what is not a phone number', async () => {
    for (const phoneNumber of ['', 'call me', '+12', '+0123456789']) {
      const response = await sendCode(app, phoneNumber)
      expect(response.statusCode, phoneNumber).toBe(400)
      expect(response.json()).toMatchObject({ success: false, code: 'VALIDATION_ERROR' })
    }
  })

  it('sends a 6-digit code and answers the same for a number we know and one we do not', async () => {
    const known = await sendCode(app, demoUsers.seller.phoneNumber)
    const unknown = await sendCode(app, unknownNumber)
    for (const response of [known, unknown]) {
      expect(response.statusCode).toBe(200)
      expect(response.json()).toEqual({ success: true, verificationId: expect.stringMatching(/^[0-9a-f-]{36}$/), resendAfterSeconds: 60, expiresInSeconds: 300 })
      expect(Object.keys(response.headers).sort()).toEqual(Object.keys(known.headers).sort())
    }
    expect(await sentCode(app, demoUsers.seller.phoneNumber)).toMatch(/^\d{6}$/)
    expect(await sentCode(app, unknownNumber)).toMatch(/^\d{6}$/)
  })

  it('cleans the number (SPEC §5) before sending', async () => {
    expect((await sendCode(app, '91 98123-45678')).statusCode).toBe(200)
    expect(await sentCode(app, unknownNumber)).toMatch(/^\d{6}$/)
  })

  it('stores the code only as a keyed hash bound to its verification id', async () => {
    const { verificationId } = (await sendCode(app, unknownNumber)).json()
    const code = await sentCode(app, unknownNumber)
    const [row] = await database.query<{ code_hash: string; phone_number: string }>('SELECT code_hash, phone_number FROM otp_challenges WHERE id = $1', [verificationId])
    expect(row?.phone_number).toBe(unknownNumber)
    expect(row?.code_hash).toMatch(/^[0-9a-f]{64}$/)
    expect(JSON.stringify(await database.query('SELECT * FROM otp_challenges'))).not.toContain(code)
    expect(row?.code_hash).not.toBe(createHash('sha256').update(code).digest('hex'))
    expect(row?.code_hash).not.toBe(createHmac('sha256', '').update(`${verificationId}:${code}`).digest('hex'))
  })
})

describe('GET /api/dev/outbox', () => {
  it('gives the last code sent to a number, 404 before any, 400 without a number', async () => {
    const fresh = '+919898989898'
    expect((await app.inject({ url: '/api/dev/outbox', query: { phoneNumber: fresh } })).json()).toEqual({
      success: false,
      message: 'No code has been sent to this number',
      code: 'NOT_FOUND',
    })
    expect((await app.inject('/api/dev/outbox')).statusCode).toBe(400)
    await sendCode(app, fresh)
    const response = await app.inject({ url: `/api/dev/outbox?phoneNumber=${encodeURIComponent(fresh)}` })
    expect(response.json()).toEqual({ success: true, phoneNumber: fresh, code: expect.stringMatching(/^\d{6}$/), sentAt: new Date(clock.now()).toISOString() })
  })

  it('does not exist in production or with a real SMS provider', async () => {
    const keys = { TOKEN_SIGNING_KEY: 't'.repeat(40), ALTCHA_HMAC_KEY: 'a'.repeat(40) }
    const envs: Record<string, string>[] = [
      { NODE_ENV: 'production', ...keys },
      { SMS_PROVIDER: 'twilio', TWILIO_ACCOUNT_SID: 'AC1', TWILIO_AUTH_TOKEN: 't', TWILIO_FROM: '+15005550006' },
    ]
    for (const env of envs) {
      const other = await authTestApp({ database, env })
      try {
        const response = await other.inject({ url: '/api/dev/outbox', query: { phoneNumber: unknownNumber } })
        expect(response.statusCode).toBe(404)
        expect(response.json().message).toBe('Route GET /api/dev/outbox not found')
      } finally {
        await other.close()
      }
    }
  })
})
