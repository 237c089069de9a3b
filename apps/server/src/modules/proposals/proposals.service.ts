// Offers on a property (SPEC §1 proposal): a buyer makes one on a live listing they do not
// represent; the two sides then take turns (counter with a new price, accept, reject) and the
// buyer may withdraw while it is open; the expiry job expires those past their date. Each round's
// price is kept. The seller's side is whoever represents the property (owner, creator, lister,
// current dealer); admins and dealers with property access can see offers but not answer them.
// Anyone else gets 404. Every change is checked by the domain's machine, lands only at the
// version it read, and notifies the other side in the same transaction; accepting opens a draft
// deal in that transaction too.
import {
  allowedActions,
  checkTransition,
  dealSideRoles,
  isOpenProposal,
  otherSide,
  proposalMachine,
  proposalPartiesOf,
  proposalValidUntil,
  transactionMessages,
  transitionMessages,
  type DealPartyRole,
  type Property,
  type ProposalCreate,
  type ProposalSide,
  type ProposalStatus,
  type ProposalTransition,
  type ProposalView,
} from '@vishwas/domain'
import type { QueryFn } from '../../db/database'
import { AppError, badRequest, notFound } from '../../errors'
import { actsForListing, hasPropertyAccess, type AuthContext } from '../../plugins/auth-guards'
import { createDraftDeal } from '../deals/create-draft-deal'
import { usersNamed } from '../deals/deals.repository'
import { visibleProperty } from '../deals/deals.service'
import { insertNotifications, type NotificationInput } from '../notifications/notifications.repository'
import type { PropertiesRepository } from '../properties/properties.repository'
import { primaryOwnerId } from '../properties/property-row'
import { keyOf } from '../properties/properties.service'
import { findProposalWith, insertProposal, insertRound, setProposalDeal, updateProposal, type ProposalsRepository, type StoredProposal } from './proposals.repository'

export type ProposalsDeps = { proposals: ProposalsRepository; properties: PropertiesRepository }

const isUuid = (value: string) => /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i.test(value)

/** The caller's side: the buyer who proposed, or someone who acts for the listing (who represents it, or its dealer's team's agents). */
function sideOf(proposal: StoredProposal, auth: AuthContext, property: Property | undefined): ProposalSide | undefined {
  if (proposal.fromUserId === auth.did) return 'buyer'
  if (property && actsForListing(auth, property)) return 'seller'
  return undefined
}

export function proposalView(proposal: StoredProposal, auth: AuthContext, property: Property | undefined): ProposalView {
  const side = sideOf(proposal, auth, property)
  const actions = allowedActions(proposalMachine, proposal.status, proposalPartiesOf({ side, turn: proposal.turn })).filter((action) => action !== 'expire')
  // The owner it went to is named only to people with property access (ARCHITECTURE §6), not to the buyer.
  const toUserId = property && hasPropertyAccess(auth, property, 'read') ? proposal.toUserId : null
  return { ...proposal, toUserId, side: side ?? null, allowedActions: actions }
}

/** The proposal with its property, when the caller is on a side or may see the property's offers; else 404. */
async function visibleProposal(deps: ProposalsDeps, auth: AuthContext, id: string): Promise<{ proposal: StoredProposal; property: Property | undefined }> {
  const proposal = await deps.proposals.find(id)
  if (!proposal) throw notFound(transactionMessages.proposalNotFound)
  const property = await deps.properties.findOne({ id: proposal.propertyId })
  if (proposal.fromUserId === auth.did || (property && hasPropertyAccess(auth, property, 'read'))) return { proposal, property }
  throw notFound(transactionMessages.proposalNotFound)
}

const buyerLink = '/profile/offers'
const sellerLink = (propertyId: string) => `/${propertyId}/tools/proposals`

/** Who hears of a change made by `actorSide`: the other side (the owner too when their dealer or a co-owner acted). */
function otherSideNotifications(proposal: StoredProposal, actorId: string, actorSide: ProposalSide, title: string, body: string): NotificationInput[] {
  if (actorSide === 'seller') {
    const items: NotificationInput[] = [{ userId: proposal.fromUserId, kind: 'proposal', title, body, link: buyerLink }]
    if (proposal.toUserId !== actorId) items.push({ userId: proposal.toUserId, kind: 'proposal', title, body, link: sellerLink(proposal.propertyId) })
    return items
  }
  return [{ userId: proposal.toUserId, kind: 'proposal', title, body, link: sellerLink(proposal.propertyId) }]
}

const rupees = (paise: number) => `₹${(paise / 100).toLocaleString('en-IN', { maximumFractionDigits: 2 })}`

export async function createProposal(input: { deps: ProposalsDeps; auth: AuthContext; body: ProposalCreate; now: Date }): Promise<ProposalView> {
  const { auth, body, now } = input
  const property = await visibleProperty(input.deps.properties, auth, body.propertyId)
  if (actsForListing(auth, property)) throw new AppError('UNPROCESSABLE', transactionMessages.ownProperty)
  if (property.basicInfo.status !== 'active') throw new AppError('CONFLICT', transactionMessages.propertyNotOpen(property.basicInfo.status))
  const ownerId = primaryOwnerId(property) ?? (isUuid(property.metadata.createdBy ?? '') ? property.metadata.createdBy : null)
  if (!ownerId) throw new AppError('UNPROCESSABLE', transactionMessages.noSeller)
  const validUntil = proposalValidUntil(body.validUntil, now)
  if (!validUntil.ok) throw badRequest(validUntil.message, [{ path: 'validUntil', message: validUntil.message }])
  const proposal = await input.deps.proposals.transaction(async (query) => {
    const created = await insertProposal(query, {
      propertyId: property.id,
      fromUserId: auth.did,
      toUserId: ownerId.toLowerCase(),
      type: body.type ?? property.basicInfo.listingType ?? 'sale',
      amountPaise: body.amountPaise,
      terms: body.terms ?? '',
      validUntil: validUntil.value,
    })
    await insertNotifications(query, otherSideNotifications(created, auth.did, 'buyer', `New offer on ${created.propertyTitle}`, `${created.fromName} offers ${rupees(created.amountPaise)}.`))
    return created
  })
  return proposalView(proposal, auth, property)
}

export async function listProposals(input: {
  deps: ProposalsDeps
  auth: AuthContext
  filter: { page: number; limit: number; status?: ProposalStatus | undefined; propertyId?: string | undefined; role?: 'buyer' | 'seller' | undefined }
}): Promise<{ proposals: ProposalView[]; total: number }> {
  const { auth, filter } = input
  let property: Property | undefined
  if (filter.propertyId) {
    const key = keyOf(filter.propertyId)
    property = key ? await input.deps.properties.findOne(key) : undefined
    if (!property) return { proposals: [], total: 0 }
  }
  const { proposals, total } = await input.deps.proposals.list({
    userId: auth.did,
    seeAll: auth.roles.isAdmin === true,
    propertyId: property?.id,
    propertyAccess: property ? hasPropertyAccess(auth, property, 'read') : false,
    status: filter.status,
    role: filter.role,
    page: filter.page,
    limit: filter.limit,
  })
  const properties = new Map<string, Property | undefined>(property ? [[property.id, property]] : [])
  const missing = [...new Set(proposals.map((proposal) => proposal.propertyId))].filter((id) => !properties.has(id))
  for (const found of await input.deps.properties.findMany(missing.map((id) => ({ id })))) properties.set(found.id, found)
  return { proposals: proposals.map((proposal) => proposalView(proposal, auth, properties.get(proposal.propertyId))), total }
}

export async function getProposal(input: { deps: ProposalsDeps; auth: AuthContext; proposalId: string }): Promise<ProposalView> {
  const { proposal, property } = await visibleProposal(input.deps, input.auth, input.proposalId)
  return proposalView(proposal, input.auth, property)
}

/** Accepting: the draft deal between the buyer and the owner (and the current dealer), in this transaction. */
async function openDealFor(query: QueryFn, proposal: StoredProposal, property: Property | undefined, actorId: string) {
  const roles = dealSideRoles[proposal.type]
  const parties: { userId: string; role: DealPartyRole }[] = [
    { userId: proposal.fromUserId, role: roles.buyer },
    { userId: proposal.toUserId, role: roles.seller },
  ]
  const dealerId = property?.dealerInfo.currentDealer?.userId?.toLowerCase()
  if (dealerId && !parties.some((party) => party.userId === dealerId)) parties.push({ userId: dealerId, role: 'dealer' })
  return createDraftDeal(query, {
    propertyId: proposal.propertyId,
    type: proposal.type,
    parties,
    amountPaise: proposal.amountPaise,
    terms: proposal.terms,
    source: { kind: 'proposal', id: proposal.id },
    actorId,
  })
}

/** Counter, accept, reject or withdraw, by the party the machine names, at the version read. */
export async function transitionProposal(input: { deps: ProposalsDeps; auth: AuthContext; proposalId: string; body: ProposalTransition; now: Date }): Promise<ProposalView> {
  const { auth, body, now } = input
  const { property } = await visibleProposal(input.deps, auth, input.proposalId)
  const updated = await input.deps.proposals.transaction(async (query) => {
    const proposal = (await findProposalWith(query, input.proposalId))!
    if (body.version !== undefined && body.version !== proposal.version) throw new AppError('CONFLICT', transitionMessages.stale(proposalMachine.entity))
    const side = sideOf(proposal, auth, property)
    // An offer past its date is expired whether or not the job has run yet.
    const status: ProposalStatus = isOpenProposal(proposal.status) && Date.parse(proposal.validUntil) <= now.getTime() ? 'expired' : proposal.status
    const checked = checkTransition(proposalMachine, { from: status, action: body.action, parties: proposalPartiesOf({ side, turn: proposal.turn }) })
    if (!checked.ok) throw new AppError(checked.error.kind === 'party' ? 'FORBIDDEN' : checked.error.kind === 'status' ? 'CONFLICT' : 'BAD_REQUEST', checked.error.message)
    const actorSide = side!
    const at = now.toISOString()
    const stale = () => new AppError('CONFLICT', transitionMessages.stale(proposalMachine.entity))
    const actorName = (await usersNamed(query, [auth.did])).get(auth.did) ?? 'Someone'
    let title: string
    let text: string
    switch (body.action) {
      case 'counter': {
        if (body.amountPaise === undefined) throw badRequest(transactionMessages.counterNeedsAmount, [{ path: 'amountPaise', message: transactionMessages.counterNeedsAmount }])
        if (body.amountPaise === proposal.amountPaise) throw badRequest(transactionMessages.counterSameAmount, [{ path: 'amountPaise', message: transactionMessages.counterSameAmount }])
        const validUntil = proposalValidUntil(body.validUntil, now)
        if (!validUntil.ok) throw badRequest(validUntil.message, [{ path: 'validUntil', message: validUntil.message }])
        const terms = body.terms ?? proposal.terms
        const change = { status: checked.value, turn: otherSide(actorSide), amountPaise: body.amountPaise, terms, validUntil: validUntil.value }
        if (!(await updateProposal(query, { id: proposal.id, version: proposal.version, change, at }))) throw stale()
        await insertRound(query, { proposalId: proposal.id, round: proposal.rounds.length + 1, side: actorSide, byUserId: auth.did, amountPaise: body.amountPaise, terms })
        title = `Counter-offer on ${proposal.propertyTitle}`
        text = `${actorName} answers with ${rupees(body.amountPaise)}.`
        break
      }
      case 'accept': {
        if (!(await updateProposal(query, { id: proposal.id, version: proposal.version, change: { status: checked.value }, at }))) throw stale()
        const deal = await openDealFor(query, proposal, property, auth.did)
        await setProposalDeal(query, proposal.id, deal.id)
        title = `Offer accepted on ${proposal.propertyTitle}`
        text = `${actorName} accepted ${rupees(proposal.amountPaise)}. A draft deal is open.`
        break
      }
      case 'reject':
      case 'withdraw': {
        if (!(await updateProposal(query, { id: proposal.id, version: proposal.version, change: { status: checked.value }, at }))) throw stale()
        title = `Offer ${checked.value} on ${proposal.propertyTitle}`
        text = `${actorName} ${checked.value} the offer of ${rupees(proposal.amountPaise)}.`
        break
      }
    }
    await insertNotifications(query, otherSideNotifications(proposal, auth.did, actorSide, title, text))
    return (await findProposalWith(query, proposal.id))!
  })
  return proposalView(updated, auth, property)
}

/** The expiry job: open offers past their date become expired; both sides hear of it. How many. */
export async function expireProposals(input: { proposals: ProposalsRepository; now: Date }): Promise<number> {
  const rule = proposalMachine.rules.find((candidate) => candidate.action === 'expire')!
  return input.proposals.transaction(async (query) => {
    const expired = await input.proposals.expireDue(query, { from: rule.from, to: rule.to, now: input.now.toISOString() })
    await insertNotifications(
      query,
      expired.flatMap((proposal) => [
        { userId: proposal.fromUserId, kind: 'proposal' as const, title: `Offer expired on ${proposal.propertyTitle}`, link: buyerLink },
        { userId: proposal.toUserId, kind: 'proposal' as const, title: `Offer expired on ${proposal.propertyTitle}`, link: sellerLink(proposal.propertyId) },
      ]),
    )
    return expired.length
  })
}
