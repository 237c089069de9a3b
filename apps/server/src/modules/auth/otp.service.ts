// Phone sign-in codes (SPEC §4–§5; OWASP ASVS 5.0 §6.5–6.6): 6 digits from a cryptographic
// source, stored only as a keyed hash bound to the verification id, single use, 5 minutes, 5
// attempts, compared in constant time. Sends need a solved bot check and are throttled per phone
// and per IP; verifications per IP. A send answers the same whether or not the number has an
// account. A verified code gives the identity proof (idToken) that /auth/token takes.
import { createHmac, randomInt, randomUUID, timingSafeEqual } from 'node:crypto'
import { cleanPhoneNumber, messages } from '@vishwas/domain'
import type { FastifyBaseLogger } from 'fastify'
import { AppError, badRequest } from '../../errors'
import type { SmsProvider } from '../../providers/sms/sms-provider'
import type { UsersRepository } from '../users/users.repository'
import { OTP_POLICY } from './auth-policy'
import type { AuthTokens } from './auth-tokens'
import { authMessages } from './auth.messages'
import type { BotCheck } from './bot-check'
import type { Clock } from './clock'
import type { OtpRepository } from './otp.repository'
import { TooManyRequestsError, type LimitRule, type RateLimitStore } from './rate-limit-store'

export type OtpDependencies = {
  repository: OtpRepository
  users: UsersRepository
  sms: SmsProvider
  limits: RateLimitStore
  botCheck: BotCheck
  tokens: AuthTokens
  clock: Clock
  /** HMAC keys: one for code hashes, one for the uid of a number without an account. */
  keys: { code: Uint8Array; uid: Uint8Array }
  brandName: string
  log: FastifyBaseLogger
  /** Codes sent from one client address per hour (OTP_SENDS_PER_IP_PER_HOUR, OTP_POLICY's by default). */
  sendsPerIpPerHour: number
  /** Codes tried from one client address in OTP_POLICY's window (OTP_VERIFICATIONS_PER_IP_PER_5_MINUTES, OTP_POLICY's by default). */
  verificationsPerIp: number
}

export type SentCode = { verificationId: string; resendAfterSeconds: number; expiresInSeconds: number }

/** E.164 after cleaning: a plus, then 8 to 15 digits not starting with 0. */
const PHONE_NUMBER = /^\+[1-9]\d{7,14}$/
const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i

export function generateCode(): string {
  return String(randomInt(0, 10 ** OTP_POLICY.digits)).padStart(OTP_POLICY.digits, '0')
}

export function hashCode(key: Uint8Array, verificationId: string, code: string): string {
  return createHmac('sha256', key).update(`${verificationId.toLowerCase()}:${code}`).digest('hex')
}

function codeMatches(key: Uint8Array, verificationId: string, code: string, storedHash: string): boolean {
  const given = Buffer.from(hashCode(key, verificationId, code), 'hex')
  const stored = Buffer.from(storedHash, 'hex')
  return given.length === stored.length && timingSafeEqual(given, stored)
}

/** A number maps to one uid: its account's, or (before the first sign-in) one derived from the number. */
export function uidForNewPhone(key: Uint8Array, phoneNumber: string): string {
  return `phone:${createHmac('sha256', key).update(phoneNumber).digest('base64url').slice(0, 24)}`
}

function sendRules(phoneNumber: string, ip: string, sendsPerIpPerHour: number): LimitRule[] {
  return [
    { key: `otp-send:gap:${phoneNumber}`, limit: 1, windowMs: OTP_POLICY.resendAfterMs },
    ...OTP_POLICY.perPhone.map((rule) => ({ key: `otp-send:phone:${rule.windowMs}:${phoneNumber}`, ...rule })),
    { key: `otp-send:ip:${ip}`, limit: sendsPerIpPerHour, windowMs: OTP_POLICY.sendsPerIp.windowMs },
  ]
}

export async function sendOneTimeCode(deps: OtpDependencies, input: { phoneNumber: string; altcha?: string | undefined; ip: string }): Promise<SentCode> {
  if (!input.altcha) throw badRequest(messages.recaptchaNotInitialized)
  const phoneNumber = cleanPhoneNumber(input.phoneNumber)
  if (!PHONE_NUMBER.test(phoneNumber)) {
    throw new AppError('VALIDATION_ERROR', authMessages.invalidPhoneNumber, [{ path: 'body.phoneNumber', message: authMessages.invalidPhoneNumber }])
  }
  if (!(await deps.botCheck.verify(input.altcha))) throw badRequest(authMessages.botCheckFailed)

  const now = deps.clock.now()
  const decision = await deps.limits.consume(sendRules(phoneNumber, input.ip, deps.sendsPerIpPerHour), now)
  if (!decision.allowed) throw new TooManyRequestsError(authMessages.tooManyCodeRequests(decision.retryAfterMs), decision.retryAfterMs)

  const verificationId = randomUUID()
  const code = generateCode()
  await deps.repository.replaceForPhone({
    id: verificationId,
    phoneNumber,
    codeHash: hashCode(deps.keys.code, verificationId, code),
    nowMs: now,
    expiresAtMs: now + OTP_POLICY.ttlMs,
  })
  try {
    await deps.sms.sendCode({ phoneNumber, code, expiresInMinutes: OTP_POLICY.ttlMs / 60_000, brandName: deps.brandName })
  } catch (error) {
    deps.log.error({ err: error, provider: deps.sms.name }, 'one-time code not sent')
    throw new AppError('SERVICE_UNAVAILABLE', authMessages.codeNotSent)
  }
  return { verificationId, resendAfterSeconds: OTP_POLICY.resendAfterMs / 1000, expiresInSeconds: OTP_POLICY.ttlMs / 1000 }
}

/** Why a code could not be tried: unknown, used, expired, or out of attempts. */
async function refusal(deps: OtpDependencies, verificationId: string, now: number): Promise<AppError> {
  const row = await deps.repository.find(verificationId)
  if (!row) return badRequest(messages.noVerificationId)
  if (row.verified) return badRequest(authMessages.codeAlreadyUsed)
  if (row.expiresAtMs <= now) return badRequest(authMessages.codeExpired)
  return new AppError('OTP_ATTEMPTS_EXHAUSTED', authMessages.tooManyIncorrectAttempts)
}

export async function verifyOneTimeCode(
  deps: OtpDependencies,
  input: { verificationId?: string | undefined; code: string; ip: string },
): Promise<{ uid: string; idToken: string }> {
  const now = deps.clock.now()
  const decision = await deps.limits.consume([{ key: `otp-verify:ip:${input.ip}`, limit: deps.verificationsPerIp, windowMs: OTP_POLICY.verificationsPerIp.windowMs }], now)
  if (!decision.allowed) throw new TooManyRequestsError(authMessages.tooManyVerifications(decision.retryAfterMs), decision.retryAfterMs)

  const verificationId = input.verificationId?.toLowerCase() ?? ''
  if (!UUID.test(verificationId)) throw badRequest(messages.noVerificationId)
  const challenge = await deps.repository.countAttempt({ id: verificationId, nowMs: now, maxAttempts: OTP_POLICY.maxAttempts })
  if (!challenge) throw await refusal(deps, verificationId, now)

  if (!codeMatches(deps.keys.code, verificationId, input.code, challenge.codeHash)) {
    const attemptsLeft = OTP_POLICY.maxAttempts - challenge.attempts
    if (attemptsLeft <= 0) throw new AppError('OTP_ATTEMPTS_EXHAUSTED', authMessages.tooManyIncorrectAttempts)
    throw badRequest(authMessages.incorrectCode(attemptsLeft))
  }
  if (!(await deps.repository.markVerified({ id: verificationId, nowMs: now }))) throw badRequest(authMessages.codeAlreadyUsed)

  const account = await deps.users.findByPhone(challenge.phoneNumber)
  const uid = account?.uid ?? uidForNewPhone(deps.keys.uid, challenge.phoneNumber)
  const idToken = await deps.tokens.signIdentityProof({ uid, phoneNumber: challenge.phoneNumber, verificationId })
  return { uid, idToken }
}
