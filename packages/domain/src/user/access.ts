// SPEC §6 roles, menus and property-tools access. The server enforces them; the web uses the
// same functions to show only what a user may open.
import type { Roles } from './user-schema'

export type AccessUser = {
  did: string
  roles: Partial<Roles>
  /** The dealers whose team this user is in as an admin or agent: they act for them on their listings. */
  actsForDealers?: readonly string[] | undefined
}

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
 * Property tools: admin always; otherwise an owner, the creator, the lister, the current dealer,
 * or anyone with the dealer role; and an admin or agent of the current dealer's team, who acts
 * for the dealer on the dealer's listings (a viewer of the team only reads).
 */
export function canAccessPropertyTools(user: AccessUser | null | undefined, property: AccessProperty): boolean {
  if (!user) return false
  if (user.roles.isAdmin || user.roles.isDealer) return true
  if (representsProperty(user, property)) return true
  const dealerId = property.dealerInfo?.currentDealer?.userId
  return Boolean(dealerId) && (user.actsForDealers ?? []).includes(dealerId as string)
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
