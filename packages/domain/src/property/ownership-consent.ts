// Consent before anyone is named (ARCHITECTURE §6): naming another person as an owner or as the
// dealer of a listing makes an invitation, which takes effect only when that person accepts.
// Until then the listing holds only the people who did consent.
//
// Who may be named directly: the caller (naming yourself is consent), an owner who already is
// one, and the dealer who already is the dealer. Everyone else, whoever names them (admins too:
// one rule for every caller is the simplest and the safest), is invited.
//
// Shares. A proposed owners list is the whole property. While owner invitations pend, the owners
// who consented hold the whole between them, in the proportions proposed (so every stored list
// still adds up to 100 %); each invitation keeps the share proposed for its person. With P the
// pending shares, the consented owners' proposed shares are their stored shares × (100 − P) / 100.
// Accepting adds the invitee with their share and scales the list back to 100 %; declining or
// withdrawing leaves the stored shares as they are (the consented owners keep the reserved part).
import type { OwnershipType } from './property-enums'
import type { PropertyDraft, PropertyOwner } from './property-schema'

export const invitationRoles = ['owner', 'dealer'] as const
export type InvitationRole = (typeof invitationRoles)[number]

/** pending until the invitee answers, or until the listing's managers propose someone else (withdrawn). */
export const invitationStatuses = ['pending', 'accepted', 'declined', 'withdrawn'] as const
export type InvitationStatus = (typeof invitationStatuses)[number]

/**
 * How many invitations one person may have waiting for another's answer: enough for an agency
 * listing a landowner's many plots, too few to bury someone's profile under invitations.
 */
export const MAX_PENDING_INVITATIONS_PER_INVITER = 100

export type Ownership = PropertyDraft['ownership']
type Dealer = PropertyDraft['dealerInfo']['currentDealer']

/** An invitation to own `share` per cent of a listing. */
export type OwnerInvitation = { userId: string; share: number; ownershipType?: OwnershipType }

/** What the people a listing names are, once consent is taken into account. */
export type ConsentSplit = {
  /** The owners who consented (shares scaled to the whole while others are invited). */
  ownership: Ownership
  /** The dealer who consented: the proposed one when they may be named directly, else the stored one. */
  currentDealer: Dealer
  /**
   * The owner invitations the listing should have pending, when the owners were proposed anew
   * (those pending for anyone else are withdrawn); undefined when the owners did not change.
   */
  ownerInvitations?: OwnerInvitation[]
  /** The dealer invited by this change, if any (a pending dealer invitation for someone else is withdrawn). */
  dealerInvitation?: { userId: string }
}

type Named = { ownership: Ownership; dealerInfo: { currentDealer: Dealer } }

/** Shares kept to four decimals: the stored lists stay readable and still add up to 100 within the tolerance. */
const roundShare = (share: number) => Math.round(share * 10_000) / 10_000

const sameId = (a: string | undefined, b: string | undefined) => a !== undefined && b !== undefined && a.toLowerCase() === b.toLowerCase()

/**
 * Each owner's share as a number: the given ones, and an equal part of what they leave for the
 * owners who give none.
 */
export function resolvedShares(owners: readonly Pick<PropertyOwner, 'share'>[]): number[] {
  const given = owners.filter((owner) => owner.share !== undefined)
  const left = Math.max(0, 100 - given.reduce((sum, owner) => sum + (owner.share ?? 0), 0))
  const missing = owners.length - given.length
  return owners.map((owner) => owner.share ?? left / missing)
}

/** Whether two owner lists name the same people with the same shares and types (names aside). */
function sameOwners(a: readonly PropertyOwner[], b: readonly PropertyOwner[]): boolean {
  const key = (owners: readonly PropertyOwner[]) =>
    JSON.stringify(
      owners
        .map((owner, index) => [owner.userId.toLowerCase(), resolvedShares(owners)[index], owner.ownershipType ?? null])
        .sort((x, y) => String(x[0]).localeCompare(String(y[0]))),
    )
  return key(a) === key(b)
}

/** Whether `userId` may be named as an owner without an invitation. */
export function mayNameOwnerDirectly(userId: string, input: { callerId: string; stored?: Named }): boolean {
  return sameId(userId, input.callerId) || (input.stored?.ownership.owners ?? []).some((owner) => sameId(owner.userId, userId))
}

/** Whether `userId` may be named as the dealer without an invitation. */
export function mayNameDealerDirectly(userId: string, input: { callerId: string; stored?: Named }): boolean {
  return sameId(userId, input.callerId) || sameId(userId, input.stored?.dealerInfo.currentDealer?.userId)
}

/** Owners scaled so their shares make `total` per cent between them (equal parts when they had none). */
function scaledTo(owners: readonly PropertyOwner[], shares: readonly number[], total: number): PropertyOwner[] {
  const sum = shares.reduce((a, b) => a + b, 0)
  return owners.map((owner, index) => ({ ...owner, share: roundShare(sum > 0 ? ((shares[index] ?? 0) * total) / sum : total / owners.length) }))
}

/** The primary owner: the given one while they are an owner, else the first owner. */
function primaryOf(owners: readonly PropertyOwner[], ownerId: string | undefined): Ownership {
  const kept = owners.find((owner) => sameId(owner.userId, ownerId))
  const primary = kept?.userId ?? owners[0]?.userId
  return primary === undefined ? { owners: [...owners] } : { owners: [...owners], ownerId: primary }
}

/**
 * The proposed owners and dealer of a listing (`proposed`: the document as the caller wants it,
 * after the server's defaults; `stored`: before the change, none for a new listing) split into
 * those who consented, who are kept, and invitations for everyone else.
 */
export function splitByConsent(input: { proposed: Named; stored?: Named; callerId: string }): ConsentSplit {
  const { proposed, stored } = input
  const split: ConsentSplit = { ownership: proposed.ownership, currentDealer: proposed.dealerInfo.currentDealer }

  const ownersChanged = !stored || !sameOwners(proposed.ownership.owners, stored.ownership.owners)
  if (ownersChanged) {
    const owners = proposed.ownership.owners
    const shares = resolvedShares(owners)
    const direct = owners.map((owner) => mayNameOwnerDirectly(owner.userId, input))
    const invitations: OwnerInvitation[] = owners.flatMap((owner, index) =>
      direct[index] ? [] : [{ userId: owner.userId, share: roundShare(shares[index] ?? 0), ...(owner.ownershipType ? { ownershipType: owner.ownershipType } : {}) }],
    )
    split.ownerInvitations = invitations
    if (invitations.length > 0) {
      const consenting = owners.filter((_, index) => direct[index])
      const consentingShares = shares.filter((_, index) => direct[index])
      split.ownership = primaryOf(scaledTo(consenting, consentingShares, 100), proposed.ownership.ownerId)
    }
  }

  const dealer = proposed.dealerInfo.currentDealer
  const storedDealer = stored?.dealerInfo.currentDealer ?? null
  if (dealer && !mayNameDealerDirectly(dealer.userId, input)) {
    split.currentDealer = storedDealer
    split.dealerInvitation = { userId: dealer.userId }
  }
  return split
}

/**
 * The owners after `invitation` is accepted: the consented owners at their proposed shares (the
 * stored ones × (100 − pending) / 100, `pending` being every pending owner invitation's share,
 * this one's included), the invitee with theirs, scaled back to 100 %. The primary owner stays.
 */
export function ownershipAfterAccepting(input: { ownership: Ownership; pending: number; invitation: OwnerInvitation & { name?: string } }): Ownership {
  const { ownership, invitation } = input
  const held = Math.max(0, 100 - input.pending)
  const current = ownership.owners
  const proposed = resolvedShares(current).map((share) => (share * held) / 100)
  const index = current.findIndex((owner) => sameId(owner.userId, invitation.userId))
  const invitee: PropertyOwner = {
    userId: invitation.userId,
    ...(invitation.name ? { name: invitation.name } : {}),
    ...(invitation.ownershipType ? { ownershipType: invitation.ownershipType } : {}),
  }
  const owners = index >= 0 ? current : [...current, invitee]
  const shares = index >= 0 ? proposed.map((share, i) => (i === index ? share + invitation.share : share)) : [...proposed, invitation.share]
  const total = shares.reduce((a, b) => a + b, 0)
  return primaryOf(
    owners.map((owner, i) => ({ ...owner, share: roundShare(total > 0 ? ((shares[i] ?? 0) * 100) / total : 100 / owners.length) })),
    ownership.ownerId,
  )
}
