// SPEC §4 authentication, from a cold start: with an access token, validate it (the domain's token
// rule, then the server); otherwise, or when it is refused, refresh; then fetch the user. The
// caller logs out when the session has ended.
import { checkToken, rolesSchema, type User } from '@vishwas/domain'
import { readAccessToken } from '../../../lib/access-token'
import { isApiError, refreshSession } from '../../../lib/api-client'
import { getCurrentUser } from '../api/get-current-user'
import { validateToken, type SessionIdentity } from '../api/validate-token'

export type SessionOutcome =
  | { status: 'authenticated'; identity: SessionIdentity; user: User | null }
  /** no-session: nothing stored; ended: refresh failed, log out; unavailable: the server could not be asked. */
  | { status: 'unauthenticated'; reason: 'no-session' | 'ended' | 'unavailable' }

const isUnauthorized = (error: unknown) => isApiError(error) && error.status === 401

/** The identity in a token that passes SPEC §5's rule (problems are logged by the rule). */
export function identityFromToken(token: string | undefined, nowMs = Date.now()): SessionIdentity | null {
  const check = checkToken(token, nowMs)
  if (!check.valid) return null
  const { uid, did, roles } = check.payload
  return { uid, did, roles: rolesSchema.parse(roles ?? {}) }
}

async function validateStoredToken(token: string, nowMs: number): Promise<SessionIdentity | null | 'unavailable'> {
  if (!identityFromToken(token, nowMs)) return null
  try {
    return await validateToken()
  } catch (error) {
    return isUnauthorized(error) ? null : 'unavailable'
  }
}

export async function resolveSession(now: () => number = Date.now): Promise<SessionOutcome> {
  const token = readAccessToken()
  // The refresh cookie is HttpOnly, set and cleared with this one: without it there is no session.
  if (!token) return { status: 'unauthenticated', reason: 'no-session' }

  let identity = await validateStoredToken(token, now())
  if (identity === 'unavailable') return { status: 'unauthenticated', reason: 'unavailable' }
  if (!identity) {
    if (!(await refreshSession(token))) return { status: 'unauthenticated', reason: 'ended' }
    identity = identityFromToken(readAccessToken(), now())
    if (!identity) return { status: 'unauthenticated', reason: 'ended' }
  }

  try {
    return { status: 'authenticated', identity, user: await getCurrentUser() }
  } catch (error) {
    if (isUnauthorized(error)) return { status: 'unauthenticated', reason: 'ended' }
    // Signed in, details missing: the access checks fetch the profile by id.
    return { status: 'authenticated', identity, user: null }
  }
}
