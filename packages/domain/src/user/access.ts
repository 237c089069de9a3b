// SPEC §6 roles, menus and property-tools access. The server enforces them; the web uses the
// same functions to show only what a user may open.
import { teamRoleCan } from '../curator/curator-rules'
import type { teamRoles } from '../schemas/engagement-enums'
import type { Roles } from './user-schema'

/** A seat in a dealer's team: the dealer (the team's owner) and the member's role there. */
export type TeamSeat = { dealerId: string; role: (typeof teamRoles)[number] }

export type AccessUser = {
  did: string
  roles: Partial<Roles>
  /** The dealers' teams this user has joined (accepted invitations only), with their role in each. */
  teams?: readonly TeamSeat[] | undefined
}

/** What a user may do with a listing: act on it (edit, tools, documents, plots…), only read it, or nothing. */
export type PropertyAccessLevel = 'manage' | 'read' | 'none'

export type AccessProperty = {
  ownership?: { owners?: readonly { userId?: string | undefined }[] | undefined; ownerId?: string | undefined } | undefined
  metadata?: { createdBy?: string | undefined; listedBy?: string | undefined } | undefined
  dealerInfo?: { currentDealer?: { userId?: string | undefined } | null | undefined } | undefined
}

/** Whether the user owns the property: in the owners list or as owner id. */
export function isPropertyOwner(userId: string, property: AccessProperty): boolean {
  if (!userId) return false
  return property.ownership?.ownerId === userId || (property.ownership?.owners ?? []).some((owner) => owner.userId === userId)
}

/**
 * The one rule for acting on a listing (SPEC §6 property tools): admin always; an owner, the
 * creator, the lister, the current dealer, or anyone with the dealer role; and a member of the
 * current dealer's team as their role allows (teamRoleCan: admins and agents act for the dealer,
 * viewers only read). Everyone else has no access.
 */
export function propertyAccessLevel(user: AccessUser | null | undefined, property: AccessProperty): PropertyAccessLevel {
  if (!user) return 'none'
  if (user.roles.isAdmin || user.roles.isDealer) return 'manage'
  return listingSideLevel(user, property)
}

/**
 * The listing's own side, without the blanket admin and dealer roles: those who stand for it
 * (representsProperty) and the admins and agents of its current dealer's team act for it
 * ('manage'); the dealer's viewers only read ('read'). Bidding, inquiries and visits answer to
 * this side.
 */
export function listingSideLevel(user: AccessUser | null | undefined, property: AccessProperty): PropertyAccessLevel {
  if (!user) return 'none'
  if (representsProperty(user, property)) return 'manage'
  const dealerId = property.dealerInfo?.currentDealer?.userId
  const seat = dealerId ? (user.teams ?? []).find((team) => team.dealerId === dealerId) : undefined
  if (!seat) return 'none'
  const can = teamRoleCan(seat.role)
  return can.actOnListings ? 'manage' : can.readListings ? 'read' : 'none'
}

/** Whether the user may act on the listing: property tools and every change (propertyAccessLevel 'manage'). */
export function canAccessPropertyTools(user: AccessUser | null | undefined, property: AccessProperty): boolean {
  return propertyAccessLevel(user, property) === 'manage'
}

/** Whether the user may read what people with property access read (a draft, its owners, its documents): 'manage' or 'read'. */
export function canReadManagedProperty(user: AccessUser | null | undefined, property: AccessProperty): boolean {
  return propertyAccessLevel(user, property) !== 'none'
}

/** Whether the user stands for the listing: an owner, its creator, its lister or its current dealer. */
export function representsProperty(user: Pick<AccessUser, 'did'>, property: AccessProperty): boolean {
  const id = user.did
  if (!id) return false
  return (
    isPropertyOwner(id, property) ||
    property.metadata?.createdBy === id ||
    property.metadata?.listedBy === id ||
    property.dealerInfo?.currentDealer?.userId === id
  )
}

/** SPEC §4: unless showAll, a user's list holds properties they created or own. */
export function isOwnOrCreatedProperty(userId: string, property: AccessProperty): boolean {
  return property.metadata?.createdBy === userId || isPropertyOwner(userId, property)
}

/** SPEC §6: the property id is the 4th path segment on admin and seller paths, else the first. */
export function propertyIdFromToolsPath(pathname: string): string | undefined {
  const segments = pathname.split('/').filter((s) => s !== '')
  const first = segments[0]
  const index = first === 'admin' || first === 'seller' ? 2 : 0
  return segments[index]
}

export type MenuEntry = { label: string; to: string }

/** SPEC §6 menu visibility for a signed-in user's roles. */
export function headerMenu(roles: Partial<Roles>): MenuEntry[] {
  const entries: MenuEntry[] = []
  if (roles.isSeller) entries.push({ label: 'Add New Property', to: '/seller/property/create' }, { label: 'My Portfolio', to: '/seller/properties' })
  if (roles.isDealer) entries.push({ label: 'Curator', to: '/dealer' })
  if (roles.isAdmin) entries.push({ label: 'Admin', to: '/admin/dashboard' })
  return entries
}

/**
 * SPEC §1 profile dropdown: My Profile, Rental History, My Properties (sellers and dealers), Logout.
 * A dealer's properties are on the Curator page (/dealer): the seller pages need the seller role.
 */
export function profileMenu(roles: Partial<Roles>): MenuEntry[] {
  const myProperties = roles.isDealer ? '/dealer' : roles.isSeller ? '/seller/properties' : undefined
  return [
    { label: 'My Profile', to: '/profile' },
    { label: 'Rental History', to: '/profile/rental-history' },
    ...(myProperties ? [{ label: 'My Properties', to: myProperties }] : []),
    { label: 'Logout', to: '/logout' },
  ]
}
