// Who is calling (ARCHITECTURE §6–§7). Every /api request with an access token (the Bearer
// header, else the vishwas_access cookie) has it verified and the user's current roles read
// from the database (one primary-key lookup), so a demoted user loses access on the next
// request: `request.auth` is then set, else null. Routes guard with `app.requireUser`,
// `app.requireSeller`, `app.requireAdmin` (preHandlers: 401 'Authentication required', 403 with
// SPEC's messages); services check objects with `requirePropertyAccess` (./auth-guards).
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
import { requireAdmin, requireSeller, requireUser, type AuthContext } from './auth-guards'

export type IdentityServices = { clock: Clock; tokens: AuthTokens; sms: SmsProvider; limits: RateLimitStore }

declare module 'fastify' {
  interface FastifyInstance {
    identity: IdentityServices
    requireUser: preHandlerAsyncHookHandler
    requireSeller: preHandlerAsyncHookHandler
    requireAdmin: preHandlerAsyncHookHandler
  }
  interface FastifyRequest {
    /** The signed-in caller with current roles, or null. */
    auth: AuthContext | null
    /** Whether the request carried an access token at all (for 'No access token available'). */
    hasAccessToken: boolean
  }
}

export type AuthPluginOptions = { config: Config; clock?: Clock; limits?: RateLimitStore }

/** The token of `Authorization: Bearer <token>`, if that is the header's scheme. */
export function bearerToken(header: string | undefined): string | undefined {
  if (!header) return undefined
  const match = /^Bearer[ \t]+(\S+)\s*$/i.exec(header)
  return match?.[1]
}

/** A check on the request as a preHandler (a throw becomes the error response). */
function asPreHandler(check: (request: FastifyRequest) => unknown): preHandlerAsyncHookHandler {
  return (request: FastifyRequest) => Promise.resolve(request).then((r) => void check(r))
}

/** A preHandler that requires a signed-in caller; `whenMissing` words the 401 when no token was sent at all. */
export function requireSignedIn(options: { whenMissing?: string } = {}): preHandlerAsyncHookHandler {
  return asPreHandler((request) => requireUser(request.auth, request.hasAccessToken ? undefined : options.whenMissing))
}

export default fp(
  async (app: FastifyInstance, options: AuthPluginOptions) => {
    const { config } = options
    const clock = options.clock ?? systemClock
    const tokens = createAuthTokens({ signingKey: config.secrets.tokenSigningKey, clock })
    const sms = createSmsProvider(config.sms, {
      log: (entry, text) => app.log.info({ phoneNumber: entry.phoneNumber, code: entry.code }, text),
      now: () => clock.now(),
    })
    app.decorate('identity', { clock, tokens, sms, limits: options.limits ?? createMemoryRateLimitStore() })

    await app.register(cookie)
    const users = createUsersRepository(app.database)

    app.decorateRequest('auth', null)
    app.decorateRequest('hasAccessToken', false)
    app.addHook('onRequest', async (request) => {
      if (!request.url.startsWith('/api/')) return
      const token = bearerToken(request.headers.authorization) ?? request.cookies[ACCESS_COOKIE]
      if (!token) return
      request.hasAccessToken = true
      const payload = await tokens.verifyAccessToken(token, (message) => request.log.warn(message))
      if (!payload) return
      const access = await users.findAccess(payload.did)
      if (!access || access.uid !== payload.uid) return
      request.auth = { uid: payload.uid, did: payload.did, roles: access.roles, exp: payload.exp }
    })

    app.decorate('requireUser', requireSignedIn())
    app.decorate('requireSeller', asPreHandler((request) => requireSeller(request.auth)))
    app.decorate('requireAdmin', asPreHandler((request) => requireAdmin(request.auth)))
  },
  { name: 'auth', dependencies: ['db'] },
)
