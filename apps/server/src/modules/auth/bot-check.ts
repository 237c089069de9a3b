// The invisible bot check (ALTCHA proof of work, altcha-lib). The web app solves challenges with
// altcha-lib's v1 solver (apps/web/src/features/auth/session/bot-check.ts), so challenges are
// v1: { algorithm, challenge, maxnumber, salt, signature }, signed with ALTCHA_HMAC_KEY. A
// challenge expires after 5 minutes (its salt carries `expires`) and a solution counts once.
import { createChallenge, extractParams, verifySolution } from 'altcha-lib/v1'
import type { Challenge, Payload } from 'altcha-lib/v1/types'
import { BOT_CHECK_POLICY } from './auth-policy'
import type { Clock } from './clock'
import type { RateLimitStore } from './rate-limit-store'

export interface BotCheck {
  createChallenge(): Promise<Challenge>
  /** Whether `payload` (the widget's base64 JSON) solves one of our live challenges, not seen before. */
  verify(payload: string): Promise<boolean>
}


function decode(payload: string): Payload | undefined {
  if (payload.length > BOT_CHECK_POLICY.maxPayloadLength) return undefined
  try {
    const value: unknown = JSON.parse(Buffer.from(payload, 'base64').toString('utf8'))
    if (typeof value !== 'object' || value === null) return undefined
    const v = value as Record<string, unknown>
    const ok =
      typeof v.algorithm === 'string' &&
      typeof v.challenge === 'string' &&
      typeof v.salt === 'string' &&
      typeof v.signature === 'string' &&
      typeof v.number === 'number' &&
      Number.isInteger(v.number)
    return ok ? (v as unknown as Payload) : undefined
  } catch {
    return undefined
  }
}

export function createBotCheck(options: { hmacKey: string; maxNumber: number; clock: Clock; store: RateLimitStore }): BotCheck {
  return {
    createChallenge: () =>
      createChallenge({
        hmacKey: options.hmacKey,
        algorithm: BOT_CHECK_POLICY.algorithm,
        maxnumber: options.maxNumber,
        expires: new Date(options.clock.now() + BOT_CHECK_POLICY.challengeTtlMs),
      }),
    async verify(payload) {
      const solved = decode(payload)
      if (!solved || solved.algorithm !== BOT_CHECK_POLICY.algorithm) return false
      if (solved.number < 0 || solved.number > options.maxNumber) return false
      // Our challenges always carry an expiry; it is checked against the service's clock.
      const expiresMs = Number(extractParams(solved).expires) * 1000
      const now = options.clock.now()
      if (!Number.isFinite(expiresMs) || expiresMs <= now) return false
      if (!(await verifySolution(solved, options.hmacKey, false))) return false
      return options.store.claimOnce(`altcha:${solved.signature}`, expiresMs, now)
    },
  }
}
