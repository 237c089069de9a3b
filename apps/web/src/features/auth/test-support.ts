// Test helpers for the session: unsigned JWTs (the client only decodes them), the access cookie
// as the server would set it, and fake identity-service replies.
import { ACCESS_TOKEN_COOKIE } from '../../lib/access-token'
import type { FakeCall, FakeReply } from '../../testing/fake-api'

function base64Url(value: unknown): string {
  return btoa(JSON.stringify(value)).replace(/=+$/, '').replace(/\+/g, '-').replace(/\//g, '_')
}

export interface TokenClaims {
  uid?: string
  did?: string
  roles?: { isAdmin?: boolean; isSeller?: boolean; isDealer?: boolean }
  /** Seconds from now until it expires; negative for an expired token. */
  expiresIn?: number
}

export function makeToken({ uid = 'uid-asha', did = 'did-asha', roles = {}, expiresIn = 900 }: TokenClaims = {}): string {
  const now = Math.floor(Date.now() / 1000)
  const roleSet = { isAdmin: false, isSeller: false, isDealer: false, ...roles }
  return `${base64Url({ alg: 'HS256', typ: 'JWT' })}.${base64Url({ uid, did, roles: roleSet, iat: now, exp: now + expiresIn })}.signature`
}

/** What the server's Set-Cookie does for the access token. */
export function setAccessCookie(token: string): void {
  document.cookie = `${ACCESS_TOKEN_COOKIE}=${token}; Path=/`
}

export function clearAccessCookie(): void {
  document.cookie = `${ACCESS_TOKEN_COOKIE}=; Max-Age=0; Path=/`
}

export function userRecord(overrides: Record<string, unknown> = {}) {
  return {
    id: 'did-asha',
    uid: 'uid-asha',
    fullName: 'Asha Verma',
    email: 'asha@example.in',
    phoneNumber: '+919876543210',
    accountType: 'individual',
    kycStatus: 'pending',
    createdAt: '2025-06-01T10:00:00.000Z',
    country: 'India',
    state: 'Punjab',
    city: 'Mohali',
    roles: { isAdmin: false, isSeller: false, isDealer: false },
    ...overrides,
  }
}

type Handler = (call: FakeCall) => FakeReply | Promise<FakeReply>

/** A signed-in session: the cookie, and validate, users/me and logout answering for it. */
export function signedInApi(user: Record<string, unknown> = userRecord(), claims: TokenClaims = {}): Record<string, Handler> {
  const roles = (user.roles ?? {}) as TokenClaims['roles']
  const token = makeToken({ uid: String(user.uid), did: String(user.id), roles, ...claims })
  setAccessCookie(token)
  return {
    'GET /api/auth/validate': () => ({ body: { success: true, valid: true, payload: { uid: user.uid, did: user.id, exp: 0, roles } } }),
    'GET /api/users/me': () => ({ body: { success: true, user } }),
    // On no dealer's team (the seller area asks a user without the seller role).
    'GET /api/users/me/teams': () => ({ body: { success: true, teams: [] } }),
    'POST /api/auth/logout': () => {
      clearAccessCookie()
      return { body: { success: true } }
    },
  }
}

export const unauthorized = (message = 'Authentication required'): FakeReply => ({ status: 401, body: { success: false, message, code: 'UNAUTHORIZED' } })
