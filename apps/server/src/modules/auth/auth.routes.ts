// The identity service (ARCHITECTURE §7): bot-check challenge, one-time code send and verify,
// session from the verified phone, refresh, logout and validate. Session cookies are set here;
// no response of these routes is cached; a 429 says when to come back (Retry-After).
import type { FastifyPluginCallbackZod } from 'fastify-type-provider-zod'
import type { Config } from '../../config'
import { errorResponses, okSchema } from '../../lib/http-schemas'
import type { AuthContext } from '../../plugins/auth-guards'
import { outboxAnswers } from '../dev/outbox-access'
import { createUsersRepository } from '../users/users.repository'
import { REFRESH_COOKIE, SESSION_COOKIES_DESCRIPTION, clearSessionCookies, setSessionCookies } from './auth-cookies'
import { deriveKey } from './auth-tokens'
import {
  challengeResponseSchema,
  refreshBodySchema,
  refreshResponseSchema,
  sendCodeBodySchema,
  sendCodeResponseSchema,
  signInOptionsResponseSchema,
  tokenBodySchema,
  tokenResponseSchema,
  validateResponseSchema,
  verifyCodeBodySchema,
  verifyCodeResponseSchema,
} from './auth.schemas'
import { isConsoleSmsProvider } from '../../providers/sms/create-sms-provider'
import { createBotCheck } from './bot-check'
import { createOtpRepository } from './otp.repository'
import { sendOneTimeCode, verifyOneTimeCode, type OtpDependencies } from './otp.service'
import { TooManyRequestsError } from './rate-limit-store'
import { createRefreshTokensRepository } from './refresh-tokens.repository'
import { createSession, endSession, refreshSession, type SessionDependencies } from './session.service'

const authRoutes: FastifyPluginCallbackZod<{ config: Config }> = (app, { config }, done) => {
  const { clock, tokens, sms, limits } = app.identity
  const users = createUsersRepository(app.database)
  const otp = createOtpRepository(app.database)
  const botCheck = createBotCheck({ hmacKey: config.secrets.altchaHmacKey, maxNumber: config.auth.altchaMaxNumber, clock, store: limits })
  const otpDeps: OtpDependencies = {
    repository: otp,
    users,
    sms,
    limits,
    botCheck,
    tokens,
    clock,
    keys: { code: deriveKey(config.secrets.tokenSigningKey, 'otp-code'), uid: deriveKey(config.secrets.tokenSigningKey, 'phone-uid') },
    brandName: config.brandName,
    log: app.log,
    sendsPerIpPerHour: config.auth.otpSendsPerIpPerHour,
    verificationsPerIp: config.auth.otpVerificationsPerIp,
  }
  const sessionDeps: SessionDependencies = {
    refreshTokens: createRefreshTokensRepository(app.database),
    users,
    otp,
    tokens,
    clock,
    adminPhones: config.auth.adminPhones,
    log: app.log,
  }
  const tags = ['auth']

  app.addHook('onSend', async (_request, reply) => {
    reply.header('cache-control', 'no-store')
  })
  app.addHook('onError', (_request, reply, error, hookDone) => {
    if (error instanceof TooManyRequestsError) reply.header('retry-after', String(error.retryAfterSeconds))
    hookDone()
  })

  app.get(
    '/auth/challenge',
    { schema: { tags, summary: 'A bot-check challenge (ALTCHA) to solve before asking for a code', response: { 200: challengeResponseSchema, ...errorResponses(429) } } },
    async () => ({ success: true as const, challenge: await botCheck.createChallenge() }),
  )

  app.get(
    '/auth/sign-in-options',
    {
      schema: {
        tags,
        summary: 'What the sign-in page offers this caller: whether one-time codes are shown on the page (development outbox)',
        response: { 200: signInOptionsResponseSchema, ...errorResponses(429) },
      },
    },
    (request) => ({ success: true as const, devOutbox: isConsoleSmsProvider(sms) && outboxAnswers(config.devOutbox, request) }),
  )

  app.post(
    '/auth/otp/send',
    {
      schema: {
        tags,
        summary: 'Text a one-time code to a phone',
        description:
          "Needs the solved challenge in `altcha` ('reCAPTCHA not initialized' without it). One send per number per 60 s, 5 per hour and 10 per day; 20 per client address per hour (429 with Retry-After). The answer is the same for every number.",
        body: sendCodeBodySchema,
        response: { 200: sendCodeResponseSchema, ...errorResponses(400, 415, 429, 503) },
      },
    },
    async (request) => ({ success: true as const, ...(await sendOneTimeCode(otpDeps, { ...request.body, ip: request.ip })) }),
  )

  app.post(
    '/auth/otp/verify',
    {
      schema: {
        tags,
        summary: 'Check a one-time code; returns the identity proof for /auth/token',
        description: 'A code lives 5 minutes and allows 5 attempts; 30 verifications per client address per 5 minutes.',
        body: verifyCodeBodySchema,
        response: { 200: verifyCodeResponseSchema, ...errorResponses(400, 415, 429, 503) },
      },
    },
    async (request) => ({ success: true as const, data: await verifyOneTimeCode(otpDeps, { ...request.body, ip: request.ip }) }),
  )

  app.post(
    '/auth/token',
    {
      schema: {
        tags,
        summary: 'Start a session for a verified phone (the first sign-in creates the user)',
        description: `Sets the session cookies. ${SESSION_COOKIES_DESCRIPTION} A suspended user is refused (403).`,
        body: tokenBodySchema,
        response: { 200: tokenResponseSchema, ...errorResponses(400, 401, 403, 415, 429) },
      },
    },
    async (request, reply) => {
      const session = await createSession(sessionDeps, request.body)
      setSessionCookies(reply, session)
      return { success: true as const, data: session }
    },
  )

  app.post(
    '/auth/refresh',
    {
      schema: {
        tags,
        summary: 'New tokens for a refresh token (from the body, else the cookie); the old one is spent',
        description: `Sets the session cookies again (clears them when the refresh fails). ${SESSION_COOKIES_DESCRIPTION}`,
        body: refreshBodySchema,
        response: { 200: refreshResponseSchema, ...errorResponses(400, 401, 415, 429) },
      },
    },
    async (request, reply) => {
      try {
        const session = await refreshSession(sessionDeps, { refreshToken: request.body?.refreshToken ?? request.cookies[REFRESH_COOKIE] })
        setSessionCookies(reply, session)
        return { success: true as const, data: session }
      } catch (error) {
        clearSessionCookies(reply)
        throw error
      }
    },
  )

  app.post(
    '/auth/logout',
    {
      schema: {
        tags,
        summary: "Revoke the session's refresh tokens and clear the cookies (works signed out too)",
        description:
          'Revokes the session named by the refresh token (the body, else the vishwas_refresh cookie) and the one of the access token sent with the call, if any: their access tokens are refused from then on. Clears both session cookies.',
        body: refreshBodySchema,
        response: { 200: okSchema, ...errorResponses(400, 415, 429) },
      },
      // Signed in or not: the access token sent with the call names a session to end too.
      preHandler: app.optionalUser,
    },
    async (request, reply) => {
      await request.authenticate()
      await endSession(sessionDeps, { refreshToken: request.body?.refreshToken ?? request.cookies[REFRESH_COOKIE], sessionId: request.sessionId ?? undefined })
      clearSessionCookies(reply)
      return { success: true as const }
    },
  )

  app.get(
    '/auth/validate',
    {
      preHandler: app.requireUser,
      schema: { tags, summary: "The access token's identity, with the user's current roles", response: { 200: validateResponseSchema, ...errorResponses(401, 429) } },
    },
    (request) => {
      const { uid, did, exp, roles } = request.auth as AuthContext
      return { success: true as const, valid: true as const, payload: { uid, did, exp, roles } }
    },
  )
  done()
}

export default authRoutes
