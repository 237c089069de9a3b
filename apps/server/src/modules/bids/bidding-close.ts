// Closing a bidding window: by the property side or an admin early, by the scheduled job when its
// time has come, or by the first read after its closing time. All three go through
// closeLockedWindow on a window row locked by the caller's transaction, and the close is a
// versioned write of an open window: however many instances and readers race, one closes it and
// the others find it closed. The win itself happens in awardWinningBid, the one place that turns
// a bid into a sale.
import { biddingMachine, biddingOutcome, bidMachine, bidNotices, checkTransition, dealSideRoles, transitionMessages, type BiddingOutcome, type BiddingParty, type DealPartyRole } from '@vishwas/domain'
import { AppError } from '../../errors'
import { createDraftDeal } from '../deals/create-draft-deal'
import type { BidRow, BidsRepository, BidsWriter, WindowRow } from './bids.repository'

export type ClosedWindow = { window: WindowRow; outcome: BiddingOutcome; winningBid: BidRow | null }

const stale = () => new AppError('CONFLICT', transitionMessages.stale('bidding'))

/**
 * The win: the highest bid at or above the reserve becomes won and the window records it. Its
 * consequences that belong to the same change (a draft deal between the winner and the seller)
 * are written here, with `tx.query`, so they commit or roll back with the win.
 */
export async function awardWinningBid(tx: BidsWriter, input: { window: WindowRow; bid: BidRow; at: string; closedBy: BiddingParty }): Promise<void> {
  const won = checkTransition(bidMachine, { from: input.bid.status, action: 'win', parties: ['system'] })
  if (!won.ok) throw new AppError('CONFLICT', won.error.message)
  if (!(await tx.setBidStatus({ id: input.bid.id, version: input.bid.version, status: won.value, at: input.at }))) throw stale()
  if (!(await tx.closeWindow({ id: input.window.id, version: input.window.version, closedBy: input.closedBy, winningBidId: input.bid.id, at: input.at }))) throw stale()
  // The sale's draft deal between the winner and the owner (and the current dealer). A listing
  // with no owner on record (only a creator) still closes with its winner; the deal waits for one.
  const seller = await tx.sellerOf(input.window.propertyId)
  if (!seller.ownerId || seller.ownerId === input.bid.bidderId) return
  const roles = dealSideRoles.sale
  const parties: { userId: string; role: DealPartyRole }[] = [
    { userId: input.bid.bidderId, role: roles.buyer },
    { userId: seller.ownerId, role: roles.seller },
  ]
  if (seller.dealerId && !parties.some((party) => party.userId === seller.dealerId)) parties.push({ userId: seller.dealerId, role: 'dealer' })
  await createDraftDeal(tx.query, {
    propertyId: input.window.propertyId,
    type: 'sale',
    parties,
    amountPaise: input.bid.amountPaise,
    source: { kind: 'bid', id: input.bid.id },
    actorId: null,
  })
}

/** Closes the locked open window at `at`: the winner, the losers and the property side are told. */
export async function closeLockedWindow(tx: BidsWriter, input: { window: WindowRow; at: string; closedBy: BiddingParty }): Promise<ClosedWindow> {
  const { window, at, closedBy } = input
  const closing = checkTransition(biddingMachine, { from: window.status, action: 'close', parties: [closedBy] })
  if (!closing.ok) throw new AppError(closing.error.kind === 'party' ? 'FORBIDDEN' : 'CONFLICT', closing.error.message)
  const highest = await tx.activeBid(window.id)
  const outcome = biddingOutcome(window.reservePaise, highest?.amountPaise)
  const side = await tx.propertySide(window.propertyId, window.openedBy)
  const link = `/${window.propertyId}`
  const sideLink = `/${window.propertyId}/tools?section=bids`
  const bidders = await tx.standingBidders(window.id)
  if (outcome === 'sold' && highest) {
    await awardWinningBid(tx, { window, bid: highest, at, closedBy })
    await tx.notify([
      { userId: highest.bidderId, kind: 'bid', link, ...bidNotices.won(side.title, highest.amountPaise) },
      ...bidders.filter((id) => id !== highest.bidderId).map((userId) => ({ userId, kind: 'bid' as const, link, ...bidNotices.lost(side.title, highest.amountPaise) })),
      ...side.userIds.map((userId) => ({ userId, kind: 'bid' as const, link: sideLink, ...bidNotices.sellerSold(side.title, highest.amountPaise) })),
    ])
    return { window: { ...window, status: 'closed', closedAt: at, closedBy, winningBidId: highest.id, version: window.version + 1 }, outcome, winningBid: { ...highest, status: 'won' } }
  }
  if (highest) {
    const lost = checkTransition(bidMachine, { from: highest.status, action: 'lose', parties: ['system'] })
    if (!lost.ok) throw new AppError('CONFLICT', lost.error.message)
    if (!(await tx.setBidStatus({ id: highest.id, version: highest.version, status: lost.value, at }))) throw stale()
  }
  if (!(await tx.closeWindow({ id: window.id, version: window.version, closedBy, winningBidId: null, at }))) throw stale()
  await tx.notify([
    ...bidders.map((userId) => ({ userId, kind: 'bid' as const, link, ...bidNotices.lostBelowReserve(side.title) })),
    ...side.userIds.map((userId) => ({ userId, kind: 'bid' as const, link: sideLink, ...bidNotices.sellerNoWinner(side.title) })),
  ])
  return { window: { ...window, status: 'closed', closedAt: at, closedBy, version: window.version + 1 }, outcome, winningBid: null }
}

/**
 * Closes the window if it is still open and its closing time has come at `now` (the job and the
 * reads after closing time); answers whether this call closed it.
 */
export async function closeWindowIfDue(bids: BidsRepository, windowId: string, now: Date): Promise<boolean> {
  return bids.transaction(async (tx) => {
    const window = await tx.lockWindow(windowId)
    if (!window || window.status !== 'open' || Date.parse(window.closesAt) > now.getTime()) return false
    // The window closes at its closing time, whenever the close is noticed.
    await closeLockedWindow(tx, { window, at: window.closesAt, closedBy: 'system' })
    return true
  })
}

/** The scheduled job: closes every window whose time has come; answers how many it closed. */
export async function closeDueBidding(input: { bids: BidsRepository; now: Date }): Promise<number> {
  let closed = 0
  for (const id of await input.bids.dueWindowIds(input.now.toISOString())) if (await closeWindowIfDue(input.bids, id, input.now)) closed += 1
  return closed
}
