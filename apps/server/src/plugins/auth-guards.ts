// Who is calling, and the checks every module opens its use cases with (SPEC §6, ARCHITECTURE §6).
// The route guards (app.requireUser, app.requireSeller, app.requireAdmin) are these functions as
// preHandlers (plugins/auth.ts); services call requirePropertyAccess for object-level checks:
//
//   async function deletePropertyDocument(input: { auth: AuthContext | null; property: Property; ... }) {
//     requirePropertyAccess({ auth: input.auth, property: input.property })
//     ...
//   }
import { canAccessPropertyTools, curatorMessages, messages, type AccessProperty, type Roles } from '@vishwas/domain'
import { AppError } from '../errors'
import { authMessages } from '../modules/auth/auth.messages'

/** The signed-in caller: ids from the verified access token, roles as the database has them now. */
export type AuthContext = {
  uid: string
  did: string
  roles: Roles
  /** The access token's expiry, seconds since the epoch. */
  exp: number
  /** The dealers whose team the caller is in as an admin or agent, read with the roles (they act for them on their listings). */
  actsForDealers?: string[]
}

export const unauthenticated = (message: string = authMessages.authenticationRequired) => new AppError('UNAUTHORIZED', message)

export function requireUser(auth: AuthContext | null, missingMessage?: string): AuthContext {
  if (!auth) throw unauthenticated(missingMessage)
  return auth
}

export function requireSeller(auth: AuthContext | null): AuthContext {
  const user = requireUser(auth)
  if (!user.roles.isSeller) throw new AppError('FORBIDDEN', messages.sellerPrivilegesRequired)
  return user
}

export function requireDealer(auth: AuthContext | null): AuthContext {
  const user = requireUser(auth)
  if (!user.roles.isDealer) throw new AppError('FORBIDDEN', curatorMessages.dealerPrivilegesRequired)
  return user
}

export function requireAdmin(auth: AuthContext | null): AuthContext {
  const user = requireUser(auth)
  if (!user.roles.isAdmin) throw new AppError('FORBIDDEN', messages.adminPrivilegesRequired)
  return user
}

/**
 * Property tools and every object-level property action: admin; owner, creator, lister, current
 * dealer; dealer role; an admin or agent of the current dealer's team.
 */
export function requirePropertyAccess(input: { auth: AuthContext | null; property: AccessProperty }): AuthContext {
  const user = requireUser(input.auth)
  if (!canAccessPropertyTools({ did: user.did, roles: user.roles, actsForDealers: user.actsForDealers }, input.property)) throw new AppError('FORBIDDEN', messages.propertyToolsDenied)
  return user
}
