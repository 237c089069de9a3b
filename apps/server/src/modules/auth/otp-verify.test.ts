// POST /api/auth/otp/verify: SPEC's message without a send, wrong / expired / used / exhausted
// codes, and brute force stopping at the 5th wrong code.
import { messages } from '@vishwas/domain'
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest'
import type { App } from '../../app'
import type { DatabaseHandle } from '../../db/database'
import { testDatabase } from '../../test/test-app'
import { authTestApp, demoUsers, manualClock, resetIdentityTables, sendCode, sentCode, verifyCode, wrongCode } from './auth-test-kit'

const clock = manualClock()
let app: App
let database: DatabaseHandle
const phoneNumber = '+919812345678'
let ip = 0

/** Each test from its own address, so the per-address verification limit stays out of the way. */
const nextIp = () => `198.51.100.${++ip}`

beforeAll(async () => {
  database = await testDatabase()
  app = await authTestApp({ clock, database })
})
afterAll(() => app.close())
beforeEach(async () => {
  await resetIdentityTables(database)
  clock.advance(24 * 60 * 60 * 1000)
})

async function sent(number = phoneNumber) {
  const response = await sendCode(app, number, { ip: nextIp() })
  return { verificationId: response.json<{ verificationId: string }>().verificationId, code: await sentCode(app, number) }
}

describe('POST /api/auth/otp/verify', () => {
  it("answers 'No verification ID found. Have you called sendOTP first?' without a prior send", async () => {
    for (const verificationId of [undefined, '', 'not-an-id', 'b6f7a1f0-6c1e-4c8e-9a55-0d6f1c2f3e4a']) {
      const response = await verifyCode(app, verificationId, '123456', nextIp())
      expect(response.statusCode).toBe(400)
      expect(response.json()).toEqual({ success: false, message: 'No verification ID found. Have you called sendOTP first?', code: 'BAD_REQUEST' })
      expect(response.json().message).toBe(messages.noVerificationId)
    }
  })

  it('returns the uid and a signed identity proof for the right code', async () => {
    const { verificationId, code } = await sent(demoUsers.buyer.phoneNumber)
    const response = await verifyCode(app, verificationId, code)
    expect(response.statusCode).toBe(200)
    expect(response.json()).toEqual({ success: true, data: { uid: demoUsers.buyer.uid, idToken: expect.stringMatching(/^[\w-]+\.[\w-]+\.[\w-]+$/) } })
  })

  it('gives a number without an account one stable uid that is not a UUID', async () => {
    const first = await sent()
    const uid = (await verifyCode(app, first.verificationId, first.code)).json().data.uid as string
    clock.advance(61_000)
    const second = await sent()
    expect((await verifyCode(app, second.verificationId, second.code)).json().data.uid).toBe(uid)
    expect(uid).toMatch(/^phone:[\w-]{24}$/)
  })

  it('counts wrong codes and stops at the 5th: the right code is refused after that', async () => {
    const { verificationId, code } = await sent()
    const address = nextIp()
    const answers: string[] = []
    for (let i = 0; i < 5; i += 1) answers.push((await verifyCode(app, verificationId, wrongCode(code), address)).json().message as string)
    expect(answers).toEqual([
      'Incorrect code. 4 attempts left.',
      'Incorrect code. 3 attempts left.',
      'Incorrect code. 2 attempts left.',
      'Incorrect code. 1 attempt left.',
      'Too many incorrect attempts. Request a new code.',
    ])
    const after = await verifyCode(app, verificationId, code, address)
    expect(after.statusCode).toBe(429)
    expect(after.json()).toEqual({ success: false, message: 'Too many incorrect attempts. Request a new code.', code: 'OTP_ATTEMPTS_EXHAUSTED' })
  })

  it('lets concurrent guesses make no more than 5 attempts in all', async () => {
    const { verificationId, code } = await sent()
    const address = nextIp()
    const guesses = await Promise.all(Array.from({ length: 12 }, () => verifyCode(app, verificationId, wrongCode(code), address)))
    expect(guesses.filter((r) => r.json<{ message: string }>().message.startsWith('Incorrect code.')).length).toBe(4)
    const [row] = await database.query<{ attempts: number }>('SELECT attempts FROM otp_challenges WHERE id = $1', [verificationId])
    expect(row?.attempts).toBe(5)
    expect((await verifyCode(app, verificationId, code, address)).statusCode).toBe(429)
  })

  it('refuses a code after its 5 minutes', async () => {
    const { verificationId, code } = await sent()
    clock.advance(5 * 60 * 1000)
    const response = await verifyCode(app, verificationId, code)
    expect(response.statusCode).toBe(400)
    expect(response.json().message).toBe('This code has expired. Request a new one.')
  })

  it('takes a code once', async () => {
    const { verificationId, code } = await sent()
    expect((await verifyCode(app, verificationId, code)).statusCode).toBe(200)
    const again = await verifyCode(app, verificationId, code)
    expect(again.statusCode).toBe(400)
    expect(again.json().message).toBe('This code has already been used. Request a new one.')
  })

  it('binds a code to its verification id: a newer send retires the older code', async () => {
    const first = await sent()
    clock.advance(61_000)
    const second = await sent()
    expect((await verifyCode(app, first.verificationId, first.code)).json().message).toBe(messages.noVerificationId)
    if (first.code !== second.code) expect((await verifyCode(app, second.verificationId, first.code)).json().message).toBe('Incorrect code. 4 attempts left.')
    expect((await verifyCode(app, second.verificationId, second.code)).statusCode).toBe(200)
  })

  it('wants six digits', async () => {
    const { verificationId } = await sent()
    const response = await verifyCode(app, verificationId, '12345')
    expect(response.statusCode).toBe(400)
    expect(response.json()).toMatchObject({ code: 'VALIDATION_ERROR', message: "Invalid body field 'code': must be the 6-digit code" })
  })
})
