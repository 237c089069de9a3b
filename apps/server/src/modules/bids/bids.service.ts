// The bidding use cases: open a listing for sale to bids, read its state (public: no bidder is
// named), place a bid, withdraw or reject one, close early, list bids. The rules are the
// domain's (transactions/bidding.ts); every write runs in one transaction holding the window's
// row lock, with its notifications. Who sees a bid: its bidder, the property side (owners,
// creator, lister, current dealer) and admins; anyone else is told it does not exist.
import {
  biddingMessages,
  bidMachine,
  bidNotices,
  checkBidAmount,
  checkBiddingTerms,
  checkTransition,
  isBiddingOpen,
  isPublicPropertyStatus,
  messages,
  minimumNextBid,
  transitionMessages,
  type BidAction,
  type BidParty,
  type BidStatus,
  type BidView,
  type BiddingOutcome,
  type BiddingView,
  type BiddingTermsInput,
  type Property,
} from '@vishwas/domain'
import { AppError, notFound } from '../../errors'
import { actsForListing, requireUser, type AuthContext } from '../../plugins/auth-guards'
import { findProperty } from '../media/media.service'
import type { PropertiesRepository } from '../properties/properties.repository'
import { closeLockedWindow, closeWindowIfDue } from './bidding-close'
import type { BidRow, BidsRepository, BidsWriter, WindowRow } from './bids.repository'

export type BidsDeps = { bids: BidsRepository; properties: PropertiesRepository }

const conflict = (message: string) => new AppError('CONFLICT', message)
const publicBid = ({ version: _version, ...bid }: BidRow): BidView => bid

/** Whether the caller manages bidding on the listing: the property side or an admin. */
const managesBidding = (auth: AuthContext | null, property: Property) => auth !== null && (auth.roles.isAdmin === true || actsForListing(auth, property))

/** The listing as the caller may see it: public statuses for all, the others for the property side and admins. */
async function visibleProperty(deps: BidsDeps, auth: AuthContext | null, idOrReference: string): Promise<Property> {
  const property = await findProperty(deps.properties, idOrReference)
  if (!isPublicPropertyStatus(property.basicInfo.status) && !managesBidding(auth, property)) throw notFound(biddingMessages.notOpen)
  return property
}

async function viewOf(deps: BidsDeps, auth: AuthContext | null, property: Property, window: WindowRow): Promise<BiddingView> {
  const tally = await deps.bids.tally(window.id)
  const canManage = managesBidding(auth, property)
  const open = window.status === 'open'
  const own = auth ? await deps.bids.latestBidOf(window.id, auth.did) : undefined
  const outcome: BiddingOutcome | null = open ? null : window.winningBidId ? 'sold' : tally.highestPaise === null ? 'no-bids' : 'reserve-not-met'
  return {
    id: window.id,
    propertyId: window.propertyId,
    status: window.status,
    startingPaise: window.startingPaise,
    incrementPaise: window.incrementPaise,
    closesAt: window.closesAt,
    openedAt: window.createdAt,
    closedAt: window.closedAt,
    highestPaise: tally.highestPaise,
    bidCount: tally.bidCount,
    minimumNextPaise: open ? minimumNextBid(window, tally.highestPaise) : null,
    reserveMet: tally.highestPaise !== null && tally.highestPaise >= window.reservePaise,
    outcome,
    canManage,
    ...(canManage ? { reservePaise: window.reservePaise } : {}),
    ...(own ? { yourBid: { id: own.id, amountPaise: own.amountPaise, status: own.status } } : {}),
  }
}

/** The listing's current window, closed first if its time has come (a read after closing shows the close). */
async function currentWindow(deps: BidsDeps, propertyId: string, now: Date): Promise<WindowRow | undefined> {
  const window = await deps.bids.currentWindow(propertyId)
  if (window?.status === 'open' && Date.parse(window.closesAt) <= now.getTime()) {
    await closeWindowIfDue(deps.bids, window.id, now)
    return deps.bids.currentWindow(propertyId)
  }
  return window
}

/** The listing's bidding (null when never opened) and whether the caller may open, close and reject on it. */
export async function getBidding(input: { deps: BidsDeps; auth: AuthContext | null; property: string; now: Date }): Promise<{ bidding: BiddingView | null; canManage: boolean }> {
  const property = await visibleProperty(input.deps, input.auth, input.property)
  const window = await currentWindow(input.deps, property.id, input.now)
  return { bidding: window ? await viewOf(input.deps, input.auth, property, window) : null, canManage: managesBidding(input.auth, property) }
}

/** Opens an active listing for sale to bids: the property side or an admin, one open window at a time, never again once sold. */
export async function openBidding(input: { deps: BidsDeps; auth: AuthContext; property: string; terms: BiddingTermsInput; now: Date }): Promise<BiddingView> {
  const property = await visibleProperty(input.deps, input.auth, input.property)
  if (!managesBidding(input.auth, property)) throw new AppError('FORBIDDEN', biddingMessages.notManager)
  if (property.basicInfo.listingType !== 'sale') throw new AppError('UNPROCESSABLE', biddingMessages.notForSale)
  if (property.basicInfo.status !== 'active') throw new AppError('UNPROCESSABLE', biddingMessages.notActive)
  const terms = checkBiddingTerms(input.terms, input.now)
  if (!terms.ok) throw new AppError('BAD_REQUEST', terms.error)
  await currentWindow(input.deps, property.id, input.now)
  const window = await input.deps.bids
    .transaction(async (tx) => {
      if (await tx.lockOpenWindow(property.id)) throw conflict(biddingMessages.alreadyOpen)
      if (await tx.wasSold(property.id)) throw conflict(biddingMessages.alreadySold)
      return tx.insertWindow({ propertyId: property.id, openedBy: input.auth.did, ...terms.value })
    })
    .catch((error: unknown) => {
      // Two openings at once: the partial unique index lets one in.
      if (error !== null && typeof error === 'object' && (error as { code?: unknown }).code === '23505') throw conflict(biddingMessages.alreadyOpen)
      throw error
    })
  return viewOf(input.deps, input.auth, property, window)
}

/** Closes the open window now (the property side or an admin): the highest bid at or above the reserve wins. */
export async function closeBidding(input: { deps: BidsDeps; auth: AuthContext; property: string; now: Date }): Promise<BiddingView> {
  const property = await visibleProperty(input.deps, input.auth, input.property)
  if (!managesBidding(input.auth, property)) throw new AppError('FORBIDDEN', biddingMessages.notManager)
  await currentWindow(input.deps, property.id, input.now)
  const closed = await input.deps.bids.transaction(async (tx) => {
    const window = await tx.lockOpenWindow(property.id)
    if (!window) throw conflict(biddingMessages.notOpen)
    return closeLockedWindow(tx, { window, at: input.now.toISOString(), closedBy: input.auth.roles.isAdmin && !actsForListing(input.auth, property) ? 'admin' : 'seller' })
  })
  return viewOf(input.deps, input.auth, property, closed.window)
}

/**
 * A bid on the open window, checked holding its lock: open and before closing, not by the property
 * side or an admin, not over one's own highest bid, at least the minimum next bid. The previous
 * highest becomes outbid and its bidder is told; the property side hears of the bid.
 */
export async function placeBid(input: { deps: BidsDeps; auth: AuthContext; property: string; amountPaise: number; message?: string | undefined; now: Date }): Promise<{ bid: BidView; bidding: BiddingView }> {
  const { deps, auth, now } = input
  const property = await visibleProperty(deps, auth, input.property)
  if (actsForListing(auth, property)) throw new AppError('FORBIDDEN', biddingMessages.ownListing)
  if (auth.roles.isAdmin) throw new AppError('FORBIDDEN', biddingMessages.adminCannotBid)
  if (property.basicInfo.status !== 'active') throw conflict(biddingMessages.notActive)
  await currentWindow(deps, property.id, now)
  const at = now.toISOString()
  const placed = await deps.bids.transaction(async (tx) => {
    const window = await tx.lockOpenWindow(property.id)
    if (!window) throw conflict((await tx.hasWindow(property.id)) ? biddingMessages.closed : biddingMessages.notOpen)
    if (!isBiddingOpen(window, now)) throw conflict(biddingMessages.closed)
    const highest = await tx.activeBid(window.id)
    if (highest?.bidderId === auth.did) throw conflict(biddingMessages.alreadyHighest)
    const amount = checkBidAmount(window, highest?.amountPaise, input.amountPaise)
    if (!amount.ok) throw conflict(amount.error)
    if (highest) await moveBid(tx, highest, 'outbid', ['system'], at)
    const bid = await tx.insertBid({ windowId: window.id, propertyId: property.id, bidderId: auth.did, amountPaise: amount.value, message: input.message })
    if (!(await tx.bumpWindow({ id: window.id, version: window.version, at }))) throw conflict(transitionMessages.stale('bidding'))
    const side = await tx.propertySide(property.id, window.openedBy)
    await tx.notify([
      ...(highest ? [{ userId: highest.bidderId, kind: 'bid' as const, link: `/${property.id}`, ...bidNotices.outbid(side.title, amount.value) }] : []),
      ...side.userIds.filter((id) => id !== auth.did).map((userId) => ({ userId, kind: 'bid' as const, link: `/${property.id}/tools?section=bids`, ...bidNotices.newBid(side.title, amount.value) })),
    ])
    return { bid, window: { ...window, version: window.version + 1 } }
  })
  return { bid: publicBid(placed.bid), bidding: await viewOf(deps, auth, property, placed.window) }
}

/** A bid's status change through the machine, at the version read; 409 when another write landed first. */
async function moveBid(tx: BidsWriter, bid: BidRow, action: BidAction, parties: readonly BidParty[], at: string): Promise<BidStatus> {
  const moved = checkTransition(bidMachine, { from: bid.status, action, parties })
  if (!moved.ok) throw new AppError(moved.error.kind === 'party' ? 'FORBIDDEN' : 'CONFLICT', moved.error.message)
  if (!(await tx.setBidStatus({ id: bid.id, version: bid.version, status: moved.value, at }))) throw conflict(transitionMessages.stale('bid'))
  return moved.value
}

/** The caller's parties on a bid; 404 when they have none (they may not learn it exists). */
async function bidParties(deps: BidsDeps, auth: AuthContext, bid: BidRow): Promise<{ parties: BidParty[]; property: Property }> {
  const property = await findProperty(deps.properties, bid.propertyId).catch(() => {
    throw notFound(biddingMessages.bidNotFound)
  })
  const parties: BidParty[] = []
  if (bid.bidderId === auth.did) parties.push('bidder')
  if (actsForListing(auth, property)) parties.push('seller')
  if (auth.roles.isAdmin) parties.push('admin')
  if (parties.length === 0) throw notFound(biddingMessages.bidNotFound)
  return { parties, property }
}

async function storedBid(deps: BidsDeps, bidId: string): Promise<BidRow> {
  const bid = await deps.bids.findBid(bidId)
  if (!bid) throw notFound(biddingMessages.bidNotFound)
  return bid
}

export async function getBid(input: { deps: BidsDeps; auth: AuthContext; bidId: string }): Promise<BidView> {
  const bid = await storedBid(input.deps, input.bidId)
  await bidParties(input.deps, input.auth, bid)
  return publicBid(bid)
}

/**
 * Withdraw (the bidder) or reject (the property side or an admin) while the window is open. When
 * the bid was the highest, the best outbid bid takes its place back and its bidder is told.
 */
export async function decideBid(input: { deps: BidsDeps; auth: AuthContext; bidId: string; action: 'withdraw' | 'reject'; now: Date }): Promise<BidView> {
  const { deps, auth, now } = input
  const found = await storedBid(deps, input.bidId)
  const { parties, property } = await bidParties(deps, auth, found)
  await currentWindow(deps, property.id, now)
  const at = now.toISOString()
  const changed = await deps.bids.transaction(async (tx) => {
    const window = await tx.lockWindow(found.windowId)
    const bid = await tx.bidById(found.id)
    if (!window || !bid) throw notFound(biddingMessages.bidNotFound)
    const check = checkTransition(bidMachine, { from: bid.status, action: input.action, parties })
    if (!check.ok) throw new AppError(check.error.kind === 'party' ? 'FORBIDDEN' : 'CONFLICT', check.error.message)
    if (!isBiddingOpen(window, now)) throw conflict(biddingMessages.closed)
    await moveBid(tx, bid, input.action, parties, at)
    const side = await tx.propertySide(property.id, window.openedBy)
    const notices = []
    if (bid.status === 'active') {
      const next = await tx.bestOutbid(window.id)
      if (next) {
        await moveBid(tx, next, 'reinstate', ['system'], at)
        notices.push({ userId: next.bidderId, kind: 'bid' as const, link: `/${property.id}`, ...bidNotices.highestAgain(side.title, next.amountPaise) })
      }
    }
    if (!(await tx.bumpWindow({ id: window.id, version: window.version, at }))) throw conflict(transitionMessages.stale('bidding'))
    if (input.action === 'reject') notices.push({ userId: bid.bidderId, kind: 'bid' as const, link: `/${property.id}`, ...bidNotices.rejected(side.title, bid.amountPaise) })
    else notices.push(...side.userIds.map((userId) => ({ userId, kind: 'bid' as const, link: `/${property.id}/tools?section=bids`, ...bidNotices.withdrawn(side.title, bid.amountPaise) })))
    await tx.notify(notices.filter((notice) => notice.userId !== auth.did))
    return (await tx.bidById(bid.id))!
  })
  return publicBid(changed)
}

export type BidListInput = {
  deps: BidsDeps
  auth: AuthContext
  role?: 'bidder' | 'property' | undefined
  status?: BidStatus | undefined
  property?: string | undefined
  page: number
  limit: number
}

/** Bids the caller may see: their own (role bidder), those on listings they stand for (role property), both by default; admins all. */
export async function listBids(input: BidListInput): Promise<{ bids: BidView[]; total: number }> {
  const auth = requireUser(input.auth)
  const property = input.property ? await findProperty(input.deps.properties, input.property) : undefined
  // A listing the caller may not see is as unknown as one that does not exist.
  if (property && !isPublicPropertyStatus(property.basicInfo.status) && !managesBidding(auth, property)) throw notFound(messages.propertyNotFound)
  const propertyId = property?.id
  const scope = input.role ?? (auth.roles.isAdmin ? 'all' : 'mine-or-property')
  const listed = await input.deps.bids.list({ viewerId: auth.did, scope, status: input.status, propertyId, offset: (input.page - 1) * input.limit, limit: input.limit })
  return { bids: listed.bids.map(publicBid), total: listed.total }
}
