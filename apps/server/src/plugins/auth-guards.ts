// Who is calling, and the checks every module opens its use cases with (SPEC §6, ARCHITECTURE §6).
// The route guards (app.requireUser, app.requireSeller, app.requireAdmin) are these functions as
// preHandlers (plugins/auth.ts); services call requirePropertyAccess for object-level checks:
//
//   async function deletePropertyDocument(input: { auth: AuthContext | null; property: Property; ... }) {
//     requirePropertyAccess({ auth: input.auth, property: input.property })
//     ...
//   }
//
// Whether a caller may act on a listing, or only read what people with property access read, is
// the domain's one rule (propertyAccessLevel): every module asks hasPropertyAccess or
// requirePropertyAccess, never the owners, the dealer or the team by itself.
import { curatorMessages, listingSideLevel, messages, propertyAccessLevel, type AccessProperty, type Roles, type TeamSeat } from '@vishwas/domain'
import { AppError } from '../errors'
import { authMessages } from '../modules/auth/auth.messages'

/** The signed-in caller: ids from the verified access token, roles as the database has them now. */
export type AuthContext = {
  uid: string
  did: string
  roles: Roles
  /** The access token's expiry, seconds since the epoch. */
  exp: number
  /** The dealers' teams the caller has joined, with their role in each, read with the roles (so a removed member loses access at once). */
  teams?: TeamSeat[]
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

/** What a property-access check asks for: to act on the listing (the default), or only to read it. */
export type PropertyAccessNeed = 'manage' | 'read'

/**
 * Whether the caller may act on the listing ('manage': admin; owner, creator, lister, current
 * dealer; dealer role; an admin or agent of the current dealer's team) or read it ('read': those,
 * and a viewer of that team). A pending invitee or a former member has neither.
 */
export function hasPropertyAccess(auth: AuthContext | null | undefined, property: AccessProperty, need: PropertyAccessNeed = 'manage'): boolean {
  const level = propertyAccessLevel(auth ? { did: auth.did, roles: auth.roles, teams: auth.teams } : null, property)
  return need === 'read' ? level !== 'none' : level === 'manage'
}

/** Whether the caller is on the listing's own side and may act there (owner, creator, lister, current dealer, an admin or agent of that dealer's team): bidding, inquiries and visits answer to it. */
export function actsForListing(auth: AuthContext | null | undefined, property: AccessProperty): boolean {
  return listingSideLevel(auth ? { did: auth.did, roles: auth.roles, teams: auth.teams } : null, property) === 'manage'
}

/** Property tools and every object-level property action: 401 signed out, 403 without the access `need` asks for. */
export function requirePropertyAccess(input: { auth: AuthContext | null; property: AccessProperty; need?: PropertyAccessNeed }): AuthContext {
  const user = requireUser(input.auth)
  if (!hasPropertyAccess(user, input.property, input.need)) throw new AppError('FORBIDDEN', messages.propertyToolsDenied)
  return user
}
