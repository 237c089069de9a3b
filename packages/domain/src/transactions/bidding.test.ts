import { describe, expect, it } from 'vitest'
import { bidStatuses } from '../schemas/engagement-enums'
import {
  bidMachine,
  biddingMachine,
  biddingMessages,
  biddingOutcome,
  checkBidAmount,
  checkBiddingTerms,
  isBiddingOpen,
  minimumNextBid,
} from './bidding'
import { checkTransition, everyTransitionCase, terminalStatuses, transitionMessages } from './state-machine'

const now = new Date('2026-11-01T10:00:00.000Z')
const inHours = (hours: number) => new Date(now.getTime() + hours * 3_600_000).toISOString()

describe('the bid state machine', () => {
  it('covers every bid status of the schema and ends in won, lost, withdrawn or rejected', () => {
    expect([...bidMachine.statuses].sort()).toEqual([...bidStatuses].sort())
    expect(terminalStatuses(bidMachine).sort()).toEqual(['lost', 'rejected', 'withdrawn', 'won'])
  })

  it.each(everyTransitionCase(bidMachine))('$action from $from by $party: allowed $allowed', ({ from, action, party, allowed, to }) => {
    const checked = checkTransition(bidMachine, { from, action, parties: [party] })
    if (allowed) expect(checked).toEqual({ ok: true, value: to })
    else {
      expect(checked.ok).toBe(false)
      const rule = bidMachine.rules.find((r) => r.action === action)!
      const message = rule.from.includes(from) ? transitionMessages.wrongParty('bid', action, rule.by) : transitionMessages.wrongStatus('bid', action, from)
      expect(checked).toEqual({ ok: false, error: { kind: rule.from.includes(from) ? 'party' : 'status', message } })
    }
  })

  it('names the status when a finished bid is withdrawn, and the parties when the wrong one rejects', () => {
    expect(checkTransition(bidMachine, { from: 'won', action: 'withdraw', parties: ['bidder'] })).toMatchObject({ error: { message: 'Cannot withdraw this bid: it is won' } })
    expect(checkTransition(bidMachine, { from: 'active', action: 'reject', parties: ['bidder'] })).toMatchObject({ error: { message: 'Only the seller or admin can reject this bid' } })
  })

  it.each(everyTransitionCase(biddingMachine))('bidding $action from $from by $party: allowed $allowed', ({ from, action, party, allowed, to }) => {
    expect(checkTransition(biddingMachine, { from, action, parties: [party] })).toEqual(
      allowed ? { ok: true, value: to } : { ok: false, error: { kind: 'status', message: 'Cannot close this bidding: it is closed' } },
    )
  })
})

describe('bidding terms', () => {
  const terms = { reservePaise: 50_00_000_00, incrementPaise: 10_000_00, closesAt: inHours(24) }

  it('defaults the opening bid to the increment and keeps the closing time as ISO', () => {
    expect(checkBiddingTerms(terms, now)).toEqual({ ok: true, value: { ...terms, startingPaise: 10_000_00 } })
    expect(checkBiddingTerms({ ...terms, startingPaise: 40_00_000_00 }, now)).toMatchObject({ ok: true, value: { startingPaise: 40_00_000_00 } })
  })

  it('refuses a tiny increment, an opening below it, a closing too soon or too far', () => {
    expect(checkBiddingTerms({ ...terms, incrementPaise: 99 }, now)).toEqual({ ok: false, error: 'The minimum increment must be at least ₹1.00' })
    expect(checkBiddingTerms({ ...terms, startingPaise: 100 }, now)).toEqual({ ok: false, error: biddingMessages.startingTooSmall })
    expect(checkBiddingTerms({ ...terms, closesAt: inHours(-1) }, now)).toEqual({ ok: false, error: 'The closing time must be at least 10 minutes from now' })
    expect(checkBiddingTerms({ ...terms, closesAt: 'soon' }, now)).toEqual({ ok: false, error: biddingMessages.closesTooSoon })
    expect(checkBiddingTerms({ ...terms, closesAt: inHours(90 * 24 + 1) }, now)).toEqual({ ok: false, error: 'The closing time must be within 90 days' })
    expect(checkBiddingTerms({ ...terms, closesAt: inHours(90 * 24) }, now).ok).toBe(true)
  })
})

describe('bids and closing', () => {
  const window = { startingPaise: 1_000_00, incrementPaise: 500_00 }

  it('asks the opening amount first, then the highest plus the increment', () => {
    expect(minimumNextBid(window, null)).toBe(1_000_00)
    expect(minimumNextBid(window, 2_000_00)).toBe(2_500_00)
    expect(checkBidAmount(window, null, 999_99)).toEqual({ ok: false, error: 'The first bid must be at least ₹1,000.00' })
    expect(checkBidAmount(window, 2_000_00, 2_499_99)).toEqual({ ok: false, error: 'Your bid must be at least ₹2,500.00: the current highest bid plus the increment' })
    expect(checkBidAmount(window, 2_000_00, 2_500_00)).toEqual({ ok: true, value: 2_500_00 })
  })

  it('takes bids only while open and before the closing time', () => {
    expect(isBiddingOpen({ status: 'open', closesAt: inHours(1) }, now)).toBe(true)
    expect(isBiddingOpen({ status: 'open', closesAt: now.toISOString() }, now)).toBe(false)
    expect(isBiddingOpen({ status: 'closed', closesAt: inHours(1) }, now)).toBe(false)
  })

  it('sells to the highest bid at or above the reserve, to none below it', () => {
    expect(biddingOutcome(5_000_00, 5_000_00)).toBe('sold')
    expect(biddingOutcome(5_000_00, 4_999_99)).toBe('reserve-not-met')
    expect(biddingOutcome(5_000_00, null)).toBe('no-bids')
  })
})
