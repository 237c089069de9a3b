// A fake identity service for the sign-in tests: a real ALTCHA challenge (small, so it solves in
// milliseconds) checked on send, codes, and tokens set as cookies the way the server sets them.
import { createChallenge, randomInt, verifySolution, type Payload } from 'altcha-lib'
import { deriveKey } from 'altcha-lib/algorithms/web/sha'
import { messages } from '@vishwas/domain'
import type { FakeCall, FakeReply } from '../../testing/fake-api'
import { makeToken, setAccessCookie, userRecord } from './test-support'

const HMAC_KEY = 'test-only-key'
export const GOOD_CODE = '123456'

async function solves(altcha: string): Promise<boolean> {
  try {
    const { challenge, solution } = JSON.parse(atob(altcha)) as Payload
    return (await verifySolution({ challenge, solution, deriveKey, hmacSignatureSecret: HMAC_KEY })).verified
  } catch {
    return false
  }
}

type Handler = (call: FakeCall) => FakeReply | Promise<FakeReply>

export const badRequest = (message: string, status = 400): FakeReply => ({ status, body: { success: false, message, code: 'BAD_REQUEST' } })

export function loginServer(overrides: Record<string, Handler> = {}) {
  const sent: string[] = []
  let sends = 0
  const routes: Record<string, Handler> = {
    'GET /api/auth/sign-in-options': () => ({ body: { success: true, devOutbox: false } }),
    'GET /api/auth/challenge': async () => ({
      body: { success: true, challenge: await createChallenge({ algorithm: 'SHA-256', cost: 1, counter: randomInt(2000, 0), deriveKey, hmacSignatureSecret: HMAC_KEY }) },
    }),
    'POST /api/auth/otp/send': async ({ body }) => {
      const { phoneNumber, altcha } = body as { phoneNumber: string; altcha?: string }
      if (!altcha) return badRequest(messages.recaptchaNotInitialized)
      if (!(await solves(altcha))) return badRequest('Bot check failed. Please try again.')
      sent.push(phoneNumber)
      sends += 1
      return { body: { success: true, verificationId: `verification-${sends}`, resendAfterSeconds: 60, expiresInSeconds: 300 } }
    },
    'POST /api/auth/otp/verify': ({ body }) => {
      const { verificationId, code } = body as { verificationId: string; code: string }
      if (!verificationId.startsWith('verification-')) return badRequest(messages.noVerificationId)
      if (code !== GOOD_CODE) return badRequest('Incorrect code. 4 attempts left.')
      return { body: { success: true, data: { uid: 'uid-priya', idToken: 'proof-1' } } }
    },
    'POST /api/auth/token': () => {
      setAccessCookie(makeToken({ uid: 'uid-priya', did: 'did-priya', roles: { isSeller: true } }))
      const user = userRecord({ id: 'did-priya', uid: 'uid-priya', fullName: 'Priya Verma', phoneNumber: '+919800000002', roles: { isAdmin: false, isSeller: true, isDealer: false } })
      return { body: { success: true, data: { accessToken: 'a', refreshToken: 'r', user } } }
    },
    ...overrides,
  }
  return { routes, sent }
}
