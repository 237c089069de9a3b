// Who is calling (ARCHITECTURE §6–§7). `await request.authenticate()` verifies the request's
// access token (the Bearer header, else the vishwas_access cookie) once per request and reads
// the user's current roles and whether the token's session was revoked from the database (one
// query), so a demoted user loses access on the next request and a session's access tokens die
// with it (logout, a replayed refresh token); it sets `request.auth` (null when signed out, the
// token is bad or its session is over).
// The route guards do it: `app.requireUser`, `app.requireSeller`, `app.requireAdmin` (preHandlers:
// 401 'Authentication required', 403 with SPEC's messages), and `app.optionalUser` for a route that
// serves everyone but reads the caller when signed in (the OpenAPI document's security of each
// route is derived from these hooks: see route-auth.ts); services check objects with
// `requirePropertyAccess` (./auth-guards). Routes without a guard pay nothing for a token they
// do not read (the browser sends the access cookie with every request).
// Also holds the identity service's parts the auth, users and dev modules share (`app.identity`).
import cookie from '@fastify/cookie'
import type { FastifyInstance, FastifyRequest, preHandlerAsyncHookHandler } from 'fastify'
import fp from 'fastify-plugin'
import type { Config } from '../config'
import { ACCESS_COOKIE } from '../modules/auth/auth-cookies'
import { createAuthTokens, type AuthTokens } from '../modules/auth/auth-tokens'
import { systemClock, type Clock } from '../modules/auth/clock'
import { createMemoryRateLimitStore, type RateLimitStore } from '../modules/auth/rate-limit-store'
import { createUsersRepository } from '../modules/users/users.repository'
import { createSmsProvider } from '../providers/sms/create-sms-provider'
import type { SmsProvider } from '../providers/sms/sms-provider'
import { requireAdmin, requireDealer, requireSeller, requireUser, type AuthContext } from './auth-guards'
import { assertRouteReadsCaller, declareAuth } from './route-auth'

export type IdentityServices = { clock: Clock; tokens: AuthTokens; sms: SmsProvider; limits: RateLimitStore }

declare module 'fastify' {
  interface FastifyInstance {
    identity: IdentityServices
    requireUser: preHandlerAsyncHookHandler
    requireSeller: preHandlerAsyncHookHandler
    requireAdmin: preHandlerAsyncHookHandler
    /** Reads the caller when signed in (request.auth), lets everyone through; documents the route as optionally signed in. */
    optionalUser: preHandlerAsyncHookHandler
  }
  interface FastifyRequest {
    /** The signed-in caller with current roles, once authenticate() (or a guard) has run; else null. */
    auth: AuthContext | null
    /** Whether the request carried an access token at all (for 'No access token available'). */
    hasAccessToken: boolean
    /** The signed-in caller's session (refresh-token family), once authenticate() has found one. */
    sessionId: string | null
    /** Verifies the access token (once per request), reads the current roles, sets `auth`. */
    authenticate(): Promise<AuthContext | null>
  }
}

export type AuthPluginOptions = { config: Config; clock?: Clock; limits?: RateLimitStore }

/** The token of `Authorization: Bearer <token>`, if that is the header's scheme. */
export function bearerToken(header: string | undefined): string | undefined {
  if (!header) return undefined
  const match = /^Bearer[ \t]+(\S+)\s*$/i.exec(header)
  return match?.[1]
}

/** A check of the authenticated caller as a preHandler (a throw becomes the error response). */
function guard(check: (auth: AuthContext | null, request: FastifyRequest) => unknown): preHandlerAsyncHookHandler {
  return declareAuth('required', async (request: FastifyRequest) => {
    check(await request.authenticate(), request)
  })
}

/** A preHandler that requires a signed-in caller; `whenMissing` words the 401 when no token was sent at all. */
export function requireSignedIn(options: { whenMissing?: string } = {}): preHandlerAsyncHookHandler {
  return guard((auth, request) => requireUser(auth, request.hasAccessToken ? undefined : options.whenMissing))
}

/** A preHandler that requires a signed-in dealer (the Curator's calls, SPEC §2 /dealer). */
export function requireDealerRole(options: { whenMissing?: string } = {}): preHandlerAsyncHookHandler {
  return guard((auth, request) => requireDealer(requireUser(auth, request.hasAccessToken ? undefined : options.whenMissing)))
}

export default fp(
  async (app: FastifyInstance, options: AuthPluginOptions) => {
    const { config } = options
    const clock = options.clock ?? systemClock
    const tokens = createAuthTokens({ signingKey: config.secrets.tokenSigningKey, clock })
    // The console provider's code: a field of the JSON line for machines, a line of its own for people.
    const sms = createSmsProvider(config.sms, {
      log: (entry, text) => (config.logFormat === 'pretty' ? app.log.info(text) : app.log.info({ phoneNumber: entry.phoneNumber, code: entry.code }, text)),
      now: () => clock.now(),
      logText: (message) => app.log.info({ phoneNumber: message.phoneNumber }, `text to ${message.phoneNumber}: ${message.text}`),
    })
    // The rate-limit plugin's store (Redis with REDIS_URL); memory when this plugin is used alone.
    app.decorate('identity', { clock, tokens, sms, limits: options.limits ?? (app.hasDecorator('limitStore') ? app.limitStore : createMemoryRateLimitStore()) })
    if (config.env === 'production' && sms.name === 'console') {
      app.log.warn('SMS_PROVIDER is console: one-time codes are written to this log, not texted (set SMS_PROVIDER=msg91 or twilio)')
    }
    if (config.devOutbox === 'network') {
      app.log.warn(
        `UNSAFE_SHOW_SIGN_IN_CODES_ON_NETWORK is set: GET /api/dev/outbox shows every sign-in code to anyone who can reach http://${config.host}:${config.port}, so anyone there can sign in as anyone. Never on a network you do not trust.`,
      )
    }

    await app.register(cookie)
    const users = createUsersRepository(app.database)

    async function resolve(request: FastifyRequest): Promise<AuthContext | null> {
      const token = bearerToken(request.headers.authorization) ?? request.cookies[ACCESS_COOKIE]
      if (!token) return null
      request.hasAccessToken = true
      const payload = await tokens.verifyAccessToken(token, (message) => request.log.warn(message))
      if (!payload) return null
      const access = await users.findSessionAccess(payload.did, payload.sid)
      if (!access || access.uid !== payload.uid) return null
      request.auth = { uid: payload.uid, did: payload.did, roles: access.roles, exp: payload.exp, teams: access.teams }
      request.sessionId = payload.sid
      return request.auth
    }

    const resolved = new WeakMap<FastifyRequest, Promise<AuthContext | null>>()
    app.decorateRequest('auth', null)
    app.decorateRequest('hasAccessToken', false)
    app.decorateRequest('sessionId', null)
    app.decorateRequest('authenticate', function (this: FastifyRequest) {
      assertRouteReadsCaller(this)
      let result = resolved.get(this)
      if (!result) {
        result = resolve(this)
        resolved.set(this, result)
      }
      return result
    })

    app.decorate('requireUser', requireSignedIn())
    app.decorate('requireSeller', guard(requireSeller))
    app.decorate('requireAdmin', guard(requireAdmin))
    app.decorate(
      'optionalUser',
      declareAuth('optional', async (request: FastifyRequest) => {
        await request.authenticate()
      }),
    )
  },
  { name: 'auth', dependencies: ['db'] },
)
