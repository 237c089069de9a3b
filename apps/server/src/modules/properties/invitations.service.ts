// Consent before anyone is named (ARCHITECTURE §6; the rules are the domain's splitByConsent and
// ownershipAfterAccepting). Every property write passes its document through `withConsent`: the
// people who have not consented leave the document and become invitations, written in the same
// transaction. The invitee answers in their profile: accepting writes the listing, its owners and
// their history like any other change, in one transaction that first locks the listing and then
// moves the invitation from pending (so two answers cannot both succeed); declining removes the name.
//
// Admins name people only with their consent too: one rule for every caller.
import {
  canWithdrawPropertyInvitation,
  messages,
  ownershipAfterAccepting,
  paginate,
  pageOffset,
  splitByConsent,
  stewardshipMessages,
  touchPropertyMetadata,
  type Pagination,
  type Property,
} from '@vishwas/domain'
import { AppError, notFound } from '../../errors'
import { requirePropertyAccess, type AuthContext } from '../../plugins/auth-guards'
import { propertyKey } from '../properties-public/properties-public.service'
import type { InvitationChanges, InvitationRow, InvitationsRepository, ReceivedInvitation, SentInvitation } from './invitations.repository'
import { propertyMessages } from './properties.messages'
import type { PropertiesRepository } from './properties.repository'
import { propertyChanges } from './property-changes'

export const invitationMessages = {
  invitationNotFound: 'Invitation not found',
  notPending: 'This invitation has already been answered or withdrawn',
} as const

/**
 * The document as it may be stored (only people who consented) and the invitations for the
 * others; `stored` is the listing before the change (none for a new one).
 */
export function withConsent(input: { proposal: Property; stored?: Property; callerId: string }): { property: Property; invitations?: InvitationChanges } {
  const { proposal, stored } = input
  const split = splitByConsent({ proposed: proposal, ...(stored ? { stored } : {}), callerId: input.callerId })
  const property: Property = { ...proposal, ownership: split.ownership, dealerInfo: { ...proposal.dealerInfo, currentDealer: split.currentDealer } }
  const invitations: InvitationChanges = {}
  // A new listing has nothing to withdraw: only invitations to make.
  if (split.ownerInvitations && (stored || split.ownerInvitations.length > 0)) invitations.owners = split.ownerInvitations
  if (split.dealerInvitation) invitations.dealer = split.dealerInvitation
  return invitations.owners || invitations.dealer ? { property, invitations } : { property }
}

/** Two changes of one listing in order (a batch naming it twice): the later proposal of each role wins. */
export function laterInvitations(earlier: InvitationChanges | undefined, later: InvitationChanges | undefined): InvitationChanges | undefined {
  if (!earlier || !later) return later ?? earlier
  const owners = later.owners ?? earlier.owners
  const dealer = later.dealer ?? earlier.dealer
  return { ...(owners ? { owners } : {}), ...(dealer ? { dealer } : {}) }
}

export async function listReceivedInvitations(input: {
  repository: InvitationsRepository
  auth: AuthContext
  page: number
  limit: number
}): Promise<{ invitations: ReceivedInvitation[]; pagination: Pagination }> {
  const { total, invitations } = await input.repository.listReceived({ inviteeId: input.auth.did, offset: pageOffset(input.page, input.limit), limit: input.limit })
  return { invitations, pagination: paginate(total, input.page, input.limit) }
}

/** The pending invitations of a listing, for those with property access. */
export async function listPropertyInvitations(input: {
  repository: PropertiesRepository
  invitations: InvitationsRepository
  auth: AuthContext
  reference: string
}): Promise<SentInvitation[]> {
  const property = await input.repository.findOne(propertyKey(input.reference))
  if (!property) throw notFound(messages.propertyNotFound)
  requirePropertyAccess({ auth: input.auth, property, need: 'read' })
  return input.invitations.listPending(property.id)
}

const notPending = () => new AppError('CONFLICT', invitationMessages.notPending)

/** The caller's own invitation (404 for anyone else's: its existence is not theirs to learn). */
function ownInvitation(invitation: InvitationRow | undefined, auth: AuthContext): InvitationRow {
  if (!invitation || invitation.inviteeId !== auth.did) throw notFound(invitationMessages.invitationNotFound)
  return invitation
}

/** The caller accepts: they become an owner (with their share) or the dealer, recorded in the listing's history. */
export async function acceptInvitation(input: { repository: PropertiesRepository; auth: AuthContext; id: string; now: Date }): Promise<InvitationRow> {
  const { auth, now } = input
  const at = now.toISOString()
  return input.repository.transaction(async (writer) => {
    const invitation = ownInvitation(await writer.invitations.find(input.id), auth)
    const [stored] = await writer.lock([{ id: invitation.propertyId }])
    if (!stored) throw notFound(messages.propertyNotFound)
    if (invitation.role === 'dealer' && !auth.roles.isDealer) throw new AppError('FORBIDDEN', propertyMessages.notADealer(auth.did))
    // The state check: with the listing locked, only a pending invitation moves.
    const accepted = await writer.invitations.answer({ id: invitation.id, status: 'accepted', inviteeId: auth.did, at })
    if (!accepted) throw notPending()
    let property: Property
    if (accepted.role === 'dealer') {
      property = { ...stored, dealerInfo: { ...stored.dealerInfo, currentDealer: { userId: auth.did } } }
    } else {
      const share = accepted.share ?? 0
      // Still pending on the listing, this invitation's share included (it was pending until now).
      const pending = (await writer.invitations.pendingOwnerShares(stored.id)) + share
      const name = (await writer.registeredUsers([auth.did])).get(auth.did)?.name
      const { ownershipType } = accepted
      const ownership = ownershipAfterAccepting({
        ownership: stored.ownership,
        pending,
        invitation: { userId: auth.did, share, ...(ownershipType ? { ownershipType } : {}), ...(name ? { name } : {}) },
      })
      property = { ...stored, ownership }
    }
    property = { ...property, metadata: touchPropertyMetadata(stored.metadata, now, auth.did) }
    await writer.save([{ property, isNew: false, changes: propertyChanges(stored, property) }], { by: auth.did, at })
    return accepted
  })
}

/** The caller declines: the listing never names them. */
export async function declineInvitation(input: { repository: PropertiesRepository; auth: AuthContext; id: string; now: Date }): Promise<InvitationRow> {
  return input.repository.transaction(async (writer) => {
    const invitation = ownInvitation(await writer.invitations.find(input.id), input.auth)
    const declined = await writer.invitations.answer({ id: invitation.id, status: 'declined', inviteeId: input.auth.did, at: input.now.toISOString() })
    if (!declined) throw notPending()
    return declined
  })
}

/**
 * Someone with property access withdraws a pending invitation of the listing. An owner invitation
 * is a change to who will own it: only its owners or an admin may withdraw one (or its inviter
 * while no one owns the listing yet); a dealer invitation needs property access alone.
 */
export async function withdrawInvitation(input: { repository: PropertiesRepository; auth: AuthContext; reference: string; id: string; now: Date }): Promise<InvitationRow> {
  return input.repository.transaction(async (writer) => {
    const [stored] = await writer.lock([propertyKey(input.reference)])
    if (!stored) throw notFound(messages.propertyNotFound)
    requirePropertyAccess({ auth: input.auth, property: stored })
    const invitation = await writer.invitations.find(input.id)
    if (!invitation || invitation.propertyId !== stored.id) throw notFound(invitationMessages.invitationNotFound)
    if (!canWithdrawPropertyInvitation(input.auth, stored, invitation)) throw new AppError('FORBIDDEN', stewardshipMessages.ownersOnlyChangeOwners)
    const withdrawn = await writer.invitations.answer({ id: invitation.id, status: 'withdrawn', propertyId: stored.id, at: input.now.toISOString() })
    if (!withdrawn) throw notPending()
    return withdrawn
  })
}
