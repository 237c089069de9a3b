// Who may do what to a listing beyond SPEC §6's property access, and what a write changed.
// Property access (SPEC §6) lets anyone with the dealer role edit any listing; the owners keep
// control of what is theirs: only owners and admins change the owners or delete the listing,
// and a write by a dealer who does not represent the listing is recorded for the owners.
import { z } from 'zod'
import { isPropertyOwner, representsProperty, type AccessProperty, type AccessUser } from '../user/access'

/** How long a deleted listing can be restored by an admin; after that it is purged. */
export const PROPERTY_RESTORE_DAYS = 30

/** A deleted listing as the admins' list of deleted listings shows it (server and web read this shape). */
export const deletedPropertySchema = z
  .object({
    id: z.uuid(),
    reference: z.string(),
    title: z.string(),
    status: z.string().meta({ description: 'The status it had when deleted.' }),
    city: z.string(),
    state: z.string(),
    deletedAt: z.iso.datetime(),
    deletedBy: z.object({ id: z.string(), name: z.string().nullable() }),
    restorableUntil: z.iso.datetime().meta({ description: `${PROPERTY_RESTORE_DAYS} days after deletion; then it is deleted for good.` }),
  })
  .meta({ title: 'Deleted property' })

export type DeletedProperty = z.output<typeof deletedPropertySchema>

export const stewardshipMessages = {
  ownersOnlyChangeOwners: "Only the listing's owners or an admin can change its owners",
  ownersOnlyDelete: "Only the listing's owners or an admin can delete it",
  deletedListingRestorable: `An admin can restore it within ${PROPERTY_RESTORE_DAYS} days; after that it is deleted for good.`,
} as const

/**
 * Whether a write by this user is one the owners are told about: the user reaches the listing only
 * through the dealer role (not an admin, and not someone who represents it), judged on the
 * listing as it was before the write.
 */
export function isUnrepresentedDealer(user: AccessUser, property: AccessProperty): boolean {
  return !user.roles.isAdmin && user.roles.isDealer === true && !representsProperty(user, property)
}

/** Owners and admins alone may change who owns a listing. */
export function canChangePropertyOwners(user: AccessUser, property: AccessProperty): boolean {
  return user.roles.isAdmin === true || isPropertyOwner(user.did, property)
}

/**
 * Who may withdraw a listing's pending invitation, beyond property access. An owner invitation is
 * a change to who will own the listing, so it follows canChangePropertyOwners; while no one has
 * consented to own the listing yet, the person who made the invitation may also take it back
 * (their own proposal, with no owner to overrule). A dealer invitation follows property access
 * alone, as changing the dealer does.
 */
export function canWithdrawPropertyInvitation(
  user: AccessUser,
  property: AccessProperty,
  invitation: { role: 'owner' | 'dealer'; invitedBy: string },
): boolean {
  if (invitation.role === 'dealer') return true
  if (canChangePropertyOwners(user, property)) return true
  const unowned = !property.ownership?.ownerId && (property.ownership?.owners ?? []).length === 0
  return unowned && Boolean(user.did) && invitation.invitedBy === user.did
}

/** Owners and admins alone may delete a listing. */
export function canDeleteProperty(user: AccessUser, property: AccessProperty): boolean {
  return user.roles.isAdmin === true || isPropertyOwner(user.did, property)
}

type OwnershipSection = {
  ownership: {
    owners: readonly { userId: string; name?: string | undefined; share?: number | undefined; ownershipType?: string | undefined }[]
    ownerId?: string | undefined
  }
}

/**
 * The owners as a comparable key: who (user ids without regard to case), which share (a missing
 * share is an equal part of 100), which kind of ownership, the name where one is given, and the
 * primary owner (the owner id, else the first owner). The order of the list does not matter.
 */
function ownersKey(property: OwnershipSection): string {
  const { owners, ownerId } = property.ownership
  const rows = owners
    .map((owner) =>
      JSON.stringify([owner.userId.toLowerCase(), owner.share ?? 100 / owners.length, owner.ownershipType ?? null, owner.name?.trim() ?? null]),
    )
    .sort()
  return JSON.stringify([rows, (ownerId ?? owners[0]?.userId ?? '').toLowerCase()])
}

/**
 * Whether a write changes the owners. A name the server fills in from the user's record (the
 * stored one had none) is not a change.
 */
export function propertyOwnersChanged(before: OwnershipSection, after: OwnershipSection): boolean {
  const named = new Map(before.ownership.owners.map((owner) => [owner.userId.toLowerCase(), owner.name]))
  const comparable: OwnershipSection = {
    ownership: {
      ...after.ownership,
      owners: after.ownership.owners.map((owner) => (named.get(owner.userId.toLowerCase()) === undefined ? { ...owner, name: undefined } : owner)),
    },
  }
  return ownersKey(before) !== ownersKey(comparable)
}

export type JsonValue = string | number | boolean | null | JsonValue[] | { [key: string]: JsonValue }

/**
 * One changed field of a document: its dotted path, and its value before and after (null for
 * absent) when both are small; `omitted` when either is too large to keep.
 */
export type DocumentChange = { path: string; before?: JsonValue; after?: JsonValue; omitted?: true }

/** A value is kept in a change record when its JSON text is at most this long. */
export const SMALL_CHANGE_VALUE_CHARS = 200
/** At most this many changed fields are kept per write (the rest are counted in the last entry). */
export const MAX_RECORDED_CHANGES = 100

/** Fields every write sets itself: who changed the listing last and when. */
const BOOKKEEPING_PATHS = new Set(['metadata.updatedAt', 'metadata.updatedBy'])

const isPlainObject = (value: unknown): value is Record<string, unknown> => value !== null && typeof value === 'object' && !Array.isArray(value)
const jsonOf = (value: unknown): JsonValue => (value === undefined ? null : (JSON.parse(JSON.stringify(value)) as JsonValue))
/** JSON text with object keys sorted, so equal values compare equal whatever order their keys came in. */
const canonicalText = (value: JsonValue): string =>
  JSON.stringify(value, (_key, item: unknown) =>
    isPlainObject(item) ? Object.fromEntries(Object.keys(item).sort().map((key) => [key, item[key]])) : item,
  )

/**
 * The fields that differ between two documents, by path: objects are compared key by key,
 * anything else (numbers, text, lists) as a whole, so a changed list of media or owners is one entry.
 */
export function documentChanges(before: unknown, after: unknown): DocumentChange[] {
  const changes: DocumentChange[] = []
  const walk = (a: unknown, b: unknown, path: string) => {
    if (isPlainObject(a) && isPlainObject(b)) {
      for (const key of new Set([...Object.keys(a), ...Object.keys(b)])) walk(a[key], b[key], path ? `${path}.${key}` : key)
      return
    }
    const old = jsonOf(a)
    const next = jsonOf(b)
    const oldText = canonicalText(old)
    const nextText = canonicalText(next)
    if (oldText === nextText || BOOKKEEPING_PATHS.has(path)) return
    const small = oldText.length <= SMALL_CHANGE_VALUE_CHARS && nextText.length <= SMALL_CHANGE_VALUE_CHARS
    changes.push(small ? { path, before: old, after: next } : { path, omitted: true })
  }
  walk(before, after, '')
  changes.sort((a, b) => (a.path < b.path ? -1 : a.path > b.path ? 1 : 0))
  if (changes.length <= MAX_RECORDED_CHANGES) return changes
  const kept = changes.slice(0, MAX_RECORDED_CHANGES - 1)
  return [...kept, { path: `(${changes.length - kept.length} more fields)`, omitted: true }]
}
