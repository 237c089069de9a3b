import type { User } from '@vishwas/domain'
import { readAccessToken } from '../../../lib/access-token'
import { toUser, type UserRecord } from '../api/user-record'
import type { SessionIdentity } from '../api/validate-token'
import { identityFromToken } from './resolve-session'

export const COOKIE_NOT_KEPT = 'The sign-in cookie was not kept. Allow cookies for this site and try again.'

/** After POST /auth/token: the identity in the cookie the server just set, and the user it sent. */
export function sessionFromSignIn(record: UserRecord): { identity: SessionIdentity; user: User } {
  const identity = identityFromToken(readAccessToken())
  if (!identity) throw new Error(COOKIE_NOT_KEPT)
  return { identity, user: toUser(record) }
}
