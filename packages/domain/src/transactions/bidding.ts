// Bidding on a listing for sale (issue: marketplace transactions). The property side (whoever
// stands for the listing: an owner, its creator, its lister, its current dealer) or an admin
// opens a bidding window with a reserve, a minimum increment, an opening amount and a closing
// time. Bids are whole paise. The first bid must reach the opening amount, each next one the
// current highest plus the increment; the new highest makes the previous one outbid. At closing
// the highest bid at or above the reserve wins; below the reserve nobody wins (that bid is lost).
//
// Who may do what (the two tables below are the whole rule):
// - a bid's bidder may withdraw it while the window is open (active or outbid);
// - the property side or an admin may reject a bid while the window is open (active or outbid);
// - rejecting or withdrawing the highest bid gives the place back to the highest bid still
//   standing (the best outbid one becomes active again, its bidder is told), so the minimum next
//   bid follows the bids that stand;
// - 'system' is the bidding itself: a higher bid outbids, a close wins or loses, a removal
//   reinstates; nobody calls those directly;
// - the property side and admins do not bid (an admin can reject bids on any listing); a bidder
//   who holds the highest bid does not outbid themselves.
import { formatPaise } from '../money/rupees'
import { Result } from '../result'
import type { BidStatus } from '../schemas/engagement-enums'
import { defineStateMachine } from './state-machine'

export const bidParties = ['bidder', 'seller', 'admin', 'system'] as const
export type BidParty = (typeof bidParties)[number]

export const bidMachine = defineStateMachine({
  entity: 'bid',
  statuses: ['active', 'outbid', 'won', 'lost', 'withdrawn', 'rejected'] as const satisfies readonly BidStatus[],
  parties: bidParties,
  rules: [
    { action: 'outbid', from: ['active'], to: 'outbid', by: ['system'] },
    { action: 'reinstate', from: ['outbid'], to: 'active', by: ['system'] },
    { action: 'win', from: ['active'], to: 'won', by: ['system'] },
    { action: 'lose', from: ['active'], to: 'lost', by: ['system'] },
    { action: 'withdraw', from: ['active', 'outbid'], to: 'withdrawn', by: ['bidder'] },
    { action: 'reject', from: ['active', 'outbid'], to: 'rejected', by: ['seller', 'admin'] },
  ],
})
export type BidAction = (typeof bidMachine.rules)[number]['action']

export const biddingStatuses = ['open', 'closed'] as const
export type BiddingStatus = (typeof biddingStatuses)[number]
export const biddingParties = ['seller', 'admin', 'system'] as const
export type BiddingParty = (typeof biddingParties)[number]

/** A listing's bidding window: opened by the property side or an admin, closed by them early or by the clock. */
export const biddingMachine = defineStateMachine({
  entity: 'bidding',
  statuses: biddingStatuses,
  parties: biddingParties,
  rules: [{ action: 'close', from: ['open'], to: 'closed', by: ['seller', 'admin', 'system'] }],
})

/** How a closed window ended: sold to the winning bid, the best bid below the reserve, or no bid standing. */
export const biddingOutcomes = ['sold', 'reserve-not-met', 'no-bids'] as const
export type BiddingOutcome = (typeof biddingOutcomes)[number]

export const MIN_BID_INCREMENT_PAISE = 100
export const MIN_BIDDING_LEAD_MINUTES = 10
export const MAX_BIDDING_DAYS = 90

export const biddingMessages = {
  notForSale: 'Only a listing for sale can be opened to bids',
  notActive: 'Only an active listing can be opened to bids or bid on',
  alreadyOpen: 'Bidding is already open on this listing',
  alreadySold: 'This listing was already sold by bidding',
  incrementTooSmall: `The minimum increment must be at least ${formatPaise(MIN_BID_INCREMENT_PAISE)}`,
  startingTooSmall: 'The opening bid must be at least the minimum increment',
  closesTooSoon: `The closing time must be at least ${MIN_BIDDING_LEAD_MINUTES} minutes from now`,
  closesTooLate: `The closing time must be within ${MAX_BIDDING_DAYS} days`,
  notOpen: 'This listing is not open to bids',
  closed: 'Bidding on this listing has closed',
  ownListing: 'You cannot bid on your own listing',
  adminCannotBid: 'Admins oversee bidding and cannot bid',
  alreadyHighest: 'You already hold the highest bid',
  belowOpening: (minimum: number) => `The first bid must be at least ${formatPaise(minimum)}`,
  belowMinimum: (minimum: number) => `Your bid must be at least ${formatPaise(minimum)}: the current highest bid plus the increment`,
  bidNotFound: 'Bid not found',
  notManager: 'Only the property side or an admin can manage bidding on this listing',
} as const

/** Notification texts of the bidding (title and body). */
export const bidNotices = {
  outbid: (title: string, highest: number) => ({ title: 'You have been outbid', body: `You have been outbid on ${title}: the highest bid is now ${formatPaise(highest)}.` }),
  newBid: (title: string, amount: number) => ({ title: 'New bid on your listing', body: `A bid of ${formatPaise(amount)} was placed on ${title}.` }),
  highestAgain: (title: string, amount: number) => ({ title: 'Your bid is the highest again', body: `Your bid of ${formatPaise(amount)} on ${title} is the highest again.` }),
  rejected: (title: string, amount: number) => ({ title: 'Your bid was rejected', body: `Your bid of ${formatPaise(amount)} on ${title} was rejected by the seller.` }),
  withdrawn: (title: string, amount: number) => ({ title: 'A bid was withdrawn', body: `A bid of ${formatPaise(amount)} on ${title} was withdrawn.` }),
  won: (title: string, amount: number) => ({ title: 'You won the bidding', body: `Your bid of ${formatPaise(amount)} won the bidding on ${title}.` }),
  lostBelowReserve: (title: string) => ({ title: 'The bidding has closed', body: `The bidding on ${title} closed without a winner: no bid reached the reserve.` }),
  lost: (title: string, winning: number) => ({ title: 'The bidding has closed', body: `The bidding on ${title} closed: the winning bid was ${formatPaise(winning)}.` }),
  sellerSold: (title: string, winning: number) => ({ title: 'Bidding closed with a winner', body: `The bidding on ${title} closed: the winning bid is ${formatPaise(winning)}.` }),
  sellerNoWinner: (title: string) => ({ title: 'Bidding closed without a winner', body: `The bidding on ${title} closed: no bid reached the reserve.` }),
} as const

export type BiddingTerms = { startingPaise: number; reservePaise: number; incrementPaise: number; closesAt: string }
export type BiddingTermsInput = { startingPaise?: number | undefined; reservePaise: number; incrementPaise: number; closesAt: string }

/** The terms of a new window, the opening amount defaulting to the increment; or the first problem. */
export function checkBiddingTerms(input: BiddingTermsInput, now: Date): Result<BiddingTerms, string> {
  if (input.incrementPaise < MIN_BID_INCREMENT_PAISE) return Result.err(biddingMessages.incrementTooSmall)
  const startingPaise = input.startingPaise ?? input.incrementPaise
  if (startingPaise < input.incrementPaise) return Result.err(biddingMessages.startingTooSmall)
  const closes = Date.parse(input.closesAt)
  if (!(closes >= now.getTime() + MIN_BIDDING_LEAD_MINUTES * 60_000)) return Result.err(biddingMessages.closesTooSoon)
  if (closes > now.getTime() + MAX_BIDDING_DAYS * 86_400_000) return Result.err(biddingMessages.closesTooLate)
  return Result.ok({ startingPaise, reservePaise: input.reservePaise, incrementPaise: input.incrementPaise, closesAt: new Date(closes).toISOString() })
}

/** The least the next bid may be: the opening amount, or the highest standing bid plus the increment. */
export function minimumNextBid(window: { startingPaise: number; incrementPaise: number }, highestPaise: number | null | undefined): number {
  return highestPaise == null ? window.startingPaise : highestPaise + window.incrementPaise
}

/** Whether the window takes bids at `now` (open and before its closing time). */
export function isBiddingOpen(window: { status: BiddingStatus; closesAt: string }, now: Date): boolean {
  return window.status === 'open' && Date.parse(window.closesAt) > now.getTime()
}

/** A new bid against the window's state, or why not (bidders' standing is checked beside it). */
export function checkBidAmount(window: { startingPaise: number; incrementPaise: number }, highestPaise: number | null | undefined, amountPaise: number): Result<number, string> {
  const minimum = minimumNextBid(window, highestPaise)
  if (amountPaise >= minimum) return Result.ok(amountPaise)
  return Result.err(highestPaise == null ? biddingMessages.belowOpening(minimum) : biddingMessages.belowMinimum(minimum))
}

/** At closing: the highest standing bid wins when it reaches the reserve; else none wins. */
export function biddingOutcome(reservePaise: number, highestPaise: number | null | undefined): BiddingOutcome {
  if (highestPaise == null) return 'no-bids'
  return highestPaise >= reservePaise ? 'sold' : 'reserve-not-met'
}
