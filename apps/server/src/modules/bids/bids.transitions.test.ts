// Every (status, action, party) of the bid machine a person can ask for (withdraw, reject), from
// the domain's table: the allowed ones move the bid, the others answer 409 naming the status or
// 403 naming the parties, nothing changed. The system's actions (outbid, win, lose, reinstate)
// are the bidding's own, exercised by placing, closing, rejecting and withdrawing.
import { bidMachine, bidNotices, everyTransitionCase, transitionMessages, type BidParty } from '@vishwas/domain'
import { describe, expect, it } from 'vitest'
import { demoUsers, otherSeller, requestAs, usePropertyKit, type Caller } from '../properties/properties-test-kit'
import { biddingOf, notificationsOf, openListing, placedBid, storedBids, type BidAnswer } from './bids-test-kit'

const kit = usePropertyKit()
const lakh = 1_00_000_00
const callerOf: Partial<Record<BidParty, Caller>> = { bidder: 'buyer', seller: 'seller', admin: 'admin' }

const asked = everyTransitionCase(bidMachine).filter((c) => (c.action === 'withdraw' || c.action === 'reject') && c.party !== 'system')

describe('bid transitions from the table', () => {
  it.each(asked)('$action a bid that is $from, as $party: allowed $allowed', async ({ from, action, party, allowed, to }) => {
    const { property } = await openListing(kit)
    const bid = await placedBid(kit, 'buyer', property.id, 50 * lakh)
    await kit.database.query('UPDATE bids SET status = $2 WHERE id = $1::uuid', [bid.id, from])
    const response = await requestAs(kit, callerOf[party]!, { method: 'POST', url: `/api/bids/${bid.id}/${action}` })
    const [stored] = await storedBids(kit, property.id)
    if (allowed) {
      expect(response.statusCode, response.body).toBe(200)
      expect(response.json<{ bid: BidAnswer }>().bid.status).toBe(to)
      expect(stored?.status).toBe(to)
    } else {
      const rule = bidMachine.rules.find((r) => r.action === action)!
      const byStatus = !rule.from.includes(from)
      expect(response.statusCode).toBe(byStatus ? 409 : 403)
      expect(response.json()).toMatchObject({ message: byStatus ? transitionMessages.wrongStatus('bid', action, from) : transitionMessages.wrongParty('bid', action, rule.by) })
      expect(stored?.status).toBe(from)
    }
  })
})

describe('taking the highest bid away', () => {
  it('gives the place back to the best outbid bid when the seller rejects the highest', async () => {
    const { property } = await openListing(kit)
    const first = await placedBid(kit, 'buyer', property.id, 50 * lakh)
    const second = await placedBid(kit, 'otherSeller', property.id, 52 * lakh)
    const rejected = await requestAs(kit, 'seller', { method: 'POST', url: `/api/bids/${second.id}/reject` })
    expect(rejected.json<{ bid: BidAnswer }>().bid.status).toBe('rejected')
    expect((await storedBids(kit, property.id)).map((b) => [b.id, b.status])).toEqual([
      [first.id, 'active'],
      [second.id, 'rejected'],
    ])
    expect(await biddingOf(kit, null, property.id)).toMatchObject({ highestPaise: 50 * lakh, bidCount: 1, minimumNextPaise: 51 * lakh })
    const title = property.basicInfo.title
    expect((await notificationsOf(kit, demoUsers.buyer.id)).at(-1)).toMatchObject(bidNotices.highestAgain(title, 50 * lakh))
    expect((await notificationsOf(kit, otherSeller.id)).at(-1)).toMatchObject(bidNotices.rejected(title, 52 * lakh))
  })

  it('does the same when the highest bidder withdraws, and leaves no highest when none stands', async () => {
    const { property } = await openListing(kit)
    const only = await placedBid(kit, 'buyer', property.id, 50 * lakh)
    expect((await requestAs(kit, 'seller', { method: 'POST', url: `/api/bids/${only.id}/withdraw` })).statusCode).toBe(403)
    expect((await requestAs(kit, 'buyer', { method: 'POST', url: `/api/bids/${only.id}/withdraw` })).statusCode).toBe(200)
    expect(await biddingOf(kit, null, property.id)).toMatchObject({ highestPaise: null, bidCount: 0, minimumNextPaise: 50 * lakh })
    expect((await notificationsOf(kit, demoUsers.seller.id)).at(-1)).toMatchObject(bidNotices.withdrawn(property.basicInfo.title, 50 * lakh))
    expect((await requestAs(kit, 'otherSeller', { method: 'POST', url: `/api/bids/${only.id}/reject` })).statusCode).toBe(404)
  })
})
