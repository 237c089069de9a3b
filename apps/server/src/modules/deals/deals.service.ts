// Deals (SPEC §1): open one directly (a party or someone who represents the property; an
// accepted offer opens one through createDraftDeal), list, read with the timeline, and take a
// step of the deal machine. Who may see a deal: its parties, people with property access (SPEC §6)
// and admins; anyone else gets 404. Each step is checked by the domain's machine, lands only at
// the version it read, is written to the timeline and notifies the other parties, all in one
// transaction. Documents-verified needs SPEC §5's checklist complete and verified; completing
// marks the property sold (sale) or rented (rent, lease) in the same transaction.
import {
  ESCROW_HOLDING_DEAL_STATUSES,
  allowedActions,
  platformFee,
  tokenAmountOf,
  checkRequiredDocuments,
  checkTransition,
  dealMachine,
  dealPartiesOf,
  dealSideRoles,
  isPublicPropertyStatus,
  messages,
  propertyStatusAfterDeal,
  representsProperty,
  touchPropertyMetadata,
  transactionMessages,
  transitionMessages,
  type DealAction,
  type DealCreate,
  type DealPartyRole,
  type DealStatus,
  type DealTransition,
  type DealView,
  type DealWithTimelineView,
  type Property,
} from '@vishwas/domain'
import type { QueryFn } from '../../db/database'
import { AppError, notFound } from '../../errors'
import { actsForListing, hasPropertyAccess, type AuthContext } from '../../plugins/auth-guards'
import { insertNotifications } from '../notifications/notifications.repository'
import type { PropertiesRepository } from '../properties/properties.repository'
import { savePropertyEntries } from '../properties/properties.repository'
import { propertyChanges } from '../properties/property-changes'
import { primaryOwnerId } from '../properties/property-row'
import { keyOf } from '../properties/properties.service'
import { releaseDealEscrow, refundDealEscrow } from '../payments/settlement'
import { createDraftDeal, dealLink } from './create-draft-deal'
import { findDealWith, insertDealEvent, propertyDocumentFacts, updateDealStatus, usersNamed, type DealEvent, type DealListFilter, type DealsRepository, type StoredDeal } from './deals.repository'

/** `feeBasisPoints`: the platform's fee on a release (PLATFORM_FEE_BASIS_POINTS). */
export type DealsDeps = { deals: DealsRepository; properties: PropertiesRepository; feeBasisPoints: number }

const rolesOf = (deal: StoredDeal, userId: string): DealPartyRole[] => deal.parties.filter((party) => party.userId === userId).map((party) => party.role)

/** The deal as the caller sees it: with the steps they may take now, and whether they may pay its token. */
export function dealView(deal: StoredDeal, auth: AuthContext): DealView {
  const parties = dealPartiesOf({ roles: rolesOf(deal, auth.did), isAdmin: auth.roles.isAdmin === true })
  return { ...deal, allowedActions: allowedActions(dealMachine, deal.status, parties), tokenDuePaise: tokenAmountOf(deal), canPayToken: deal.status === 'agreed' && parties.includes('buyer') }
}

/** A property the caller may name in a deal or an offer: a live listing, or one they may manage; else 404. */
export async function visibleProperty(properties: PropertiesRepository, auth: AuthContext, idOrReference: string): Promise<Property> {
  const key = keyOf(idOrReference)
  const property = key ? await properties.findOne(key) : undefined
  if (!property || (!isPublicPropertyStatus(property.basicInfo.status) && !hasPropertyAccess(auth, property, 'read'))) throw notFound(messages.propertyNotFound)
  return property
}

/** The deal, when the caller is a party, has property access or is an admin; else 404 (no hint that it exists). */
export async function visibleDeal(deps: DealsDeps, auth: AuthContext, deal: StoredDeal | undefined): Promise<StoredDeal> {
  if (!deal) throw notFound(transactionMessages.dealNotFound)
  if (auth.roles.isAdmin || rolesOf(deal, auth.did).length > 0) return deal
  const property = await deps.properties.findOne({ id: deal.propertyId })
  if (property && hasPropertyAccess(auth, property, 'read')) return deal
  throw notFound(transactionMessages.dealNotFound)
}

/**
 * A deal opened directly. Someone who represents the property opens it with the buyer or tenant
 * they name (`counterpartyId`); anyone else opens it as the buyer or tenant, with the property's
 * owner as the other side (the server names the owner, never the client). The current dealer
 * joins as dealer when they are a third person.
 */
export async function createDeal(input: { deps: DealsDeps; auth: AuthContext; body: DealCreate }): Promise<DealView> {
  const { auth, body } = input
  const property = await visibleProperty(input.deps.properties, auth, body.propertyId)
  const type = body.type ?? property.basicInfo.listingType ?? 'sale'
  const roles = dealSideRoles[type]
  // Those who act for the listing (its owners, lister, dealer, and the dealer's admins and agents) open it in the listing's name.
  const callerRepresents = actsForListing(auth, property)
  const ownerId = primaryOwnerId(property)
  let buyerId: string
  let sellerId: string
  if (callerRepresents) {
    if (!body.counterpartyId) throw new AppError('BAD_REQUEST', transactionMessages.counterpartyNeeded)
    if (body.counterpartyId.toLowerCase() === auth.did) throw new AppError('UNPROCESSABLE', transactionMessages.sameParties)
    if (representsProperty({ did: body.counterpartyId.toLowerCase() }, property)) throw new AppError('UNPROCESSABLE', transactionMessages.counterpartyRepresents)
    buyerId = body.counterpartyId.toLowerCase()
    sellerId = ownerId ?? auth.did
  } else {
    if (body.counterpartyId && body.counterpartyId.toLowerCase() !== ownerId) throw new AppError('FORBIDDEN', transactionMessages.notYourProperty)
    if (!ownerId) throw new AppError('UNPROCESSABLE', transactionMessages.noSeller)
    buyerId = auth.did
    sellerId = ownerId
  }
  const parties: { userId: string; role: DealPartyRole }[] = [
    { userId: buyerId, role: roles.buyer },
    { userId: sellerId, role: roles.seller },
  ]
  const dealerId = property.dealerInfo.currentDealer?.userId?.toLowerCase()
  if (dealerId && dealerId !== buyerId && dealerId !== sellerId) parties.push({ userId: dealerId, role: 'dealer' })
  // A co-owner or lister who is neither the primary owner nor the dealer opens it in the owner's name (they follow it with property access).
  const deal = await input.deps.deals.transaction((query) =>
    createDraftDeal(query, {
      propertyId: property.id,
      type,
      parties,
      amountPaise: body.amountPaise,
      tokenAmountPaise: body.tokenAmountPaise,
      terms: body.terms,
      source: { kind: 'direct' },
      actorId: auth.did,
    }),
  )
  return dealView(deal, auth)
}

export async function listDeals(input: {
  deps: DealsDeps
  auth: AuthContext
  filter: { page: number; limit: number; status?: DealStatus | undefined; propertyId?: string | undefined; role?: 'buyer' | 'seller' | 'dealer' | undefined }
}): Promise<{ deals: DealView[]; total: number }> {
  const { auth, filter } = input
  let propertyId: string | undefined
  let propertyAccess = false
  if (filter.propertyId) {
    const key = keyOf(filter.propertyId)
    const property = key ? await input.deps.properties.findOne(key) : undefined
    if (!property) return { deals: [], total: 0 }
    propertyId = property.id
    propertyAccess = hasPropertyAccess(auth, property, 'read')
  }
  const query: DealListFilter = { userId: auth.did, seeAll: auth.roles.isAdmin === true, propertyId, propertyAccess, status: filter.status, role: filter.role, page: filter.page, limit: filter.limit }
  const { deals, total } = await input.deps.deals.list(query)
  return { deals: deals.map((deal) => dealView(deal, auth)), total }
}

/** The deal with its timeline, its token payment, and the platform's fee on its release (shown before the buyer pays). */
export async function getDeal(input: { deps: DealsDeps; auth: AuthContext; dealId: string }): Promise<DealWithTimelineView> {
  const deal = await visibleDeal(input.deps, input.auth, await input.deps.deals.find(input.dealId))
  const view = dealView(deal, input.auth)
  return {
    ...view,
    timeline: await input.deps.deals.timeline(deal.id),
    tokenPayment: (await input.deps.deals.tokenPayment(deal.id)) ?? null,
    platformFeePaise: platformFee(view.tokenDuePaise, input.deps.feeBasisPoints),
  }
}

export async function getDealTimeline(input: { deps: DealsDeps; auth: AuthContext; dealId: string }): Promise<DealEvent[]> {
  const deal = await visibleDeal(input.deps, input.auth, await input.deps.deals.find(input.dealId))
  return input.deps.deals.timeline(deal.id)
}

const stepTitles: Record<DealAction, string> = {
  negotiate: 'Negotiation started',
  agree: 'Deal agreed',
  'fund-escrow': 'Escrow funded',
  'verify-documents': 'Documents verified',
  complete: 'Deal completed',
  cancel: 'Deal cancelled',
}

/** Completing a deal: the property becomes sold or rented, written as any property change (row, history) in this transaction. */
async function markPropertyClosed(query: QueryFn, deal: StoredDeal, actorId: string, now: Date): Promise<void> {
  const [row] = await query<{ doc: Property }>('SELECT doc FROM properties WHERE id = $1::uuid FOR UPDATE', [deal.propertyId])
  if (!row) throw notFound(messages.propertyNotFound)
  const before = row.doc
  const after: Property = {
    ...before,
    basicInfo: { ...before.basicInfo, status: propertyStatusAfterDeal(deal.type) },
    metadata: { ...before.metadata, ...touchPropertyMetadata(before.metadata, now, actorId) },
  }
  await savePropertyEntries(query, [{ property: after, isNew: false, changes: propertyChanges(before, after) }], { by: actorId, at: now.toISOString() })
}

/** One step of the deal machine, at the version the caller saw (when given) and the one read. */
export async function transitionDeal(input: { deps: DealsDeps; auth: AuthContext; dealId: string; body: DealTransition; now: Date }): Promise<DealView> {
  const { auth, body, now } = input
  const visible = await visibleDeal(input.deps, auth, await input.deps.deals.find(input.dealId))
  const updated = await input.deps.deals.transaction(async (query) => {
    const deal = (await findDealWith(query, visible.id))!
    if (body.version !== undefined && body.version !== deal.version) throw new AppError('CONFLICT', transitionMessages.stale(dealMachine.entity))
    const parties = dealPartiesOf({ roles: rolesOf(deal, auth.did), isAdmin: auth.roles.isAdmin === true })
    const checked = checkTransition(dealMachine, { from: deal.status, action: body.action, parties })
    if (!checked.ok) {
      if (checked.error.kind === 'party') throw new AppError('FORBIDDEN', body.action === 'fund-escrow' ? transactionMessages.escrowByPayment : checked.error.message)
      throw new AppError(checked.error.kind === 'status' ? 'CONFLICT' : 'BAD_REQUEST', checked.error.message)
    }
    if (body.action === 'verify-documents') {
      const check = checkRequiredDocuments(deal.type, await propertyDocumentFacts(query, deal.propertyId))
      if (check.missing.length > 0 || check.unverified.length > 0) throw new AppError('CONFLICT', transactionMessages.documentsMissing(check.missing, check.unverified))
    }
    if (!(await updateDealStatus(query, { id: deal.id, version: deal.version, to: checked.value, at: now.toISOString() }))) {
      throw new AppError('CONFLICT', transitionMessages.stale(dealMachine.entity))
    }
    // Money moves with the deal, in this transaction: completing releases the escrow to the seller, cancelling refunds it to the buyer.
    const money =
      body.action === 'complete'
        ? await releaseDealEscrow(query, { deal, feeBasisPoints: input.deps.feeBasisPoints })
        : body.action === 'cancel' && ESCROW_HOLDING_DEAL_STATUSES.includes(deal.status)
          ? await refundDealEscrow(query, { deal, from: deal.status, actorId: auth.did })
          : null
    const note = [body.note ?? '', money ?? ''].filter(Boolean).join(' · ')
    await insertDealEvent(query, { dealId: deal.id, actorId: auth.did, action: body.action, fromStatus: deal.status, toStatus: checked.value, note })
    if (body.action === 'complete') await markPropertyClosed(query, deal, auth.did, now)
    const actorName = (await usersNamed(query, [auth.did])).get(auth.did) ?? 'Someone'
    await insertNotifications(
      query,
      deal.parties
        .filter((party) => party.userId !== auth.did)
        .map((party) => ({ userId: party.userId, kind: 'deal' as const, title: `${stepTitles[body.action]}: ${deal.propertyTitle}`, body: `${actorName} moved the deal to ${checked.value}.`, link: dealLink(deal.id) })),
    )
    return (await findDealWith(query, deal.id))!
  })
  return dealView(updated, auth)
}
