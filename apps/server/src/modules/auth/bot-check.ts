// The invisible bot check (ALTCHA proof of work, altcha-lib's current v2 protocol). The web app
// solves challenges with altcha-lib's solver (apps/web/src/features/auth/session/bot-check.ts).
// Challenges are deterministic: the server picks a random counter in [0, ALTCHA_MAX_NUMBER] and
// the solver must find the counter whose iterated SHA-256 key starts with the signed prefix, so
// ALTCHA_MAX_NUMBER bounds the work as before. Parameters are signed with ALTCHA_HMAC_KEY; a
// challenge expires after 5 minutes (its `expiresAt`) and a solution counts once.
import { createChallenge, randomInt, verifySolution, type ChallengeParameters, type Payload } from 'altcha-lib'
import { deriveKey } from 'altcha-lib/algorithms/sha'
import { BOT_CHECK_POLICY } from './auth-policy'
import type { Clock } from './clock'
import type { RateLimitStore } from './rate-limit-store'

/** Hash rounds per attempted counter: one, as the work is in the counter range. */
const COST = 1

/** A challenge as we issue it: always signed, always expiring. */
export interface BotChallenge {
  parameters: ChallengeParameters & { expiresAt: number }
  signature: string
}

export interface BotCheck {
  createChallenge(): Promise<BotChallenge>
  /** Whether `payload` (the widget's base64 JSON) solves one of our live challenges, not seen before. */
  verify(payload: string): Promise<boolean>
}

const isRecord = (value: unknown): value is Record<string, unknown> => typeof value === 'object' && value !== null && !Array.isArray(value)

function decode(payload: string): Payload | undefined {
  if (payload.length > BOT_CHECK_POLICY.maxPayloadLength) return undefined
  try {
    const value: unknown = JSON.parse(Buffer.from(payload, 'base64').toString('utf8'))
    if (!isRecord(value) || !isRecord(value.challenge) || !isRecord(value.solution)) return undefined
    const { parameters, signature } = value.challenge
    const { counter, derivedKey } = value.solution
    const ok =
      isRecord(parameters) &&
      typeof parameters.algorithm === 'string' &&
      typeof parameters.nonce === 'string' &&
      typeof parameters.salt === 'string' &&
      typeof parameters.keyPrefix === 'string' &&
      typeof parameters.cost === 'number' &&
      typeof parameters.expiresAt === 'number' &&
      typeof signature === 'string' &&
      typeof derivedKey === 'string' &&
      typeof counter === 'number' &&
      Number.isInteger(counter)
    return ok ? (value as unknown as Payload) : undefined
  } catch {
    return undefined
  }
}

export function createBotCheck(options: { hmacKey: string; maxNumber: number; clock: Clock; store: RateLimitStore }): BotCheck {
  return {
    async createChallenge() {
      const expiresAt = Math.floor((options.clock.now() + BOT_CHECK_POLICY.challengeTtlMs) / 1000)
      const { parameters, signature } = await createChallenge({
        algorithm: BOT_CHECK_POLICY.algorithm,
        cost: COST,
        counter: randomInt(options.maxNumber, 0),
        deriveKey,
        expiresAt,
        hmacSignatureSecret: options.hmacKey,
      })
      if (!signature) throw new Error('altcha-lib returned an unsigned challenge')
      return { parameters: { ...parameters, expiresAt }, signature }
    },
    async verify(payload) {
      const solved = decode(payload)
      if (!solved) return false
      const { parameters, signature } = solved.challenge
      if (parameters.algorithm !== BOT_CHECK_POLICY.algorithm || parameters.cost !== COST) return false
      if (solved.solution.counter < 0 || solved.solution.counter > options.maxNumber) return false
      // Our challenges always carry an expiry; it is checked against the service's clock.
      const expiresMs = Number(parameters.expiresAt) * 1000
      const now = options.clock.now()
      if (!Number.isFinite(expiresMs) || expiresMs <= now) return false
      try {
        const result = await verifySolution({ challenge: solved.challenge, solution: solved.solution, deriveKey, hmacSignatureSecret: options.hmacKey })
        if (!result.verified) return false
      } catch {
        return false
      }
      return options.store.claimOnce(`altcha:${signature ?? ''}`, expiresMs, now)
    },
  }
}
