// The numbers of sign-in and sessions (OWASP ASVS 5.0 §6.5–6.6 for codes, §9 and §10.4 for
// tokens), in one place.
const SECOND = 1000
const MINUTE = 60 * SECOND
const HOUR = 60 * MINUTE
const DAY = 24 * HOUR

export const OTP_POLICY = {
  digits: 6,
  ttlMs: 5 * MINUTE,
  maxAttempts: 5,
  resendAfterMs: 60 * SECOND,
  perPhone: [
    { limit: 5, windowMs: HOUR },
    { limit: 10, windowMs: DAY },
  ],
  sendsPerIp: { limit: 20, windowMs: HOUR },
  verificationsPerIp: { limit: 30, windowMs: 5 * MINUTE },
} as const

export const TOKEN_POLICY = {
  issuer: 'vishwas',
  accessAudience: 'vishwas-web',
  identityAudience: 'vishwas-auth',
  accessTtlSeconds: 15 * 60,
  /** The identity proof from /auth/otp/verify, spent at /auth/token. */
  identityTtlSeconds: 5 * 60,
  /** A refresh token not used for this long dies with its cookie (SPEC §9: 7 days). */
  refreshIdleMs: 7 * DAY,
  /** No session outlives this, however often it refreshes. */
  refreshAbsoluteMs: 30 * DAY,
  /** Two tabs refreshing at once: the second use of a just-rotated token still succeeds. */
  refreshGraceMs: 10 * SECOND,
  refreshTokenBytes: 32,
} as const

export const BOT_CHECK_POLICY = {
  challengeTtlMs: 5 * MINUTE,
  algorithm: 'SHA-256',
  /** A solved payload is a few hundred bytes; anything far larger is not one. */
  maxPayloadLength: 2048,
} as const
