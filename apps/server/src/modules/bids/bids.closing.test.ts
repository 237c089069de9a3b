// Closing by the clock: the scheduled job closes due windows once (a second run, or a read racing
// it, finds them closed), picks the highest bid at or above the reserve, names no winner below
// it, and tells the winner, the other bidders and the seller.
import { bidNotices } from '@vishwas/domain'
import { describe, expect, it } from 'vitest'
import { demoUsers, otherSeller, usePropertyKit } from '../properties/properties-test-kit'
import { closeDueBidding } from './bidding-close'
import { createBidsRepository } from './bids.repository'
import { biddingOf, closesAt, notificationsOf, openListing, placedBid, storedBids } from './bids-test-kit'

const kit = usePropertyKit()
const lakh = 1_00_000_00
const past = () => new Date(Date.now() - 1000)

describe('the bidding-close job', () => {
  it('closes a due window once: the highest bid at or above the reserve wins', async () => {
    const { property, bidding } = await openListing(kit, { reservePaise: 55 * lakh })
    const { property: notDue } = await openListing(kit)
    await placedBid(kit, 'buyer', property.id, 54 * lakh)
    await placedBid(kit, 'otherSeller', property.id, 56 * lakh)
    await closesAt(kit, bidding.id, past())
    const bids = createBidsRepository(kit.database)
    const [first, racing] = await Promise.all([closeDueBidding({ bids, now: new Date() }), closeDueBidding({ bids, now: new Date() })])
    expect(first + racing).toBe(1)
    expect(await closeDueBidding({ bids, now: new Date() })).toBe(0)
    expect((await storedBids(kit, property.id)).map((b) => b.status)).toEqual(['outbid', 'won'])
    expect(await biddingOf(kit, 'seller', property.id)).toMatchObject({ status: 'closed', outcome: 'sold', highestPaise: 56 * lakh, reserveMet: true })
    expect((await biddingOf(kit, null, notDue.id)).status).toBe('open')
    const title = property.basicInfo.title
    const [windowRow] = await kit.database.query<{ winner: string; closedBy: string }>('SELECT winning_bid_id::text AS winner, closed_by AS "closedBy" FROM bidding_windows WHERE id = $1::uuid', [bidding.id])
    expect(windowRow?.closedBy).toBe('system')
    expect((await notificationsOf(kit, otherSeller.id)).filter((n) => n.title === bidNotices.won(title, 0).title)).toHaveLength(1)
    expect((await notificationsOf(kit, demoUsers.buyer.id)).at(-1)).toMatchObject(bidNotices.lost(title, 56 * lakh))
    expect((await notificationsOf(kit, demoUsers.seller.id)).filter((n) => n.title === bidNotices.sellerSold(title, 0).title)).toHaveLength(1)
    // The win opens the sale's draft deal between the winner and the owner, at the winning amount.
    const deals = await kit.database.query<{ status: string; amount: number; source: string; parties: string[] }>(
      `SELECT d.status, d.amount_paise::float8 AS amount, d.source, array_agg(p.user_id::text || ':' || p.role ORDER BY p.role) AS parties
         FROM deals d JOIN deal_parties p ON p.deal_id = d.id WHERE d.property_id = $1::uuid GROUP BY d.id`,
      [property.id],
    )
    expect(deals).toEqual([{ status: 'draft', amount: 56 * lakh, source: 'bid', parties: [`${otherSeller.id}:buyer`, `${demoUsers.seller.id}:seller`] }])
  })

  it('names no winner below the reserve: the best bid is lost and everyone is told', async () => {
    const { property, bidding } = await openListing(kit, { reservePaise: 60 * lakh })
    await placedBid(kit, 'buyer', property.id, 50 * lakh)
    await placedBid(kit, 'otherSeller', property.id, 59 * lakh)
    await closesAt(kit, bidding.id, past())
    expect(await closeDueBidding({ bids: createBidsRepository(kit.database), now: new Date() })).toBe(1)
    expect((await storedBids(kit, property.id)).map((b) => b.status)).toEqual(['outbid', 'lost'])
    expect(await biddingOf(kit, 'seller', property.id)).toMatchObject({ status: 'closed', outcome: 'reserve-not-met', highestPaise: 59 * lakh, reserveMet: false })
    const title = property.basicInfo.title
    expect((await notificationsOf(kit, otherSeller.id)).at(-1)).toMatchObject(bidNotices.lostBelowReserve(title))
    expect((await notificationsOf(kit, demoUsers.seller.id)).at(-1)).toMatchObject(bidNotices.sellerNoWinner(title))
  })

  it('closes a window without bids as no-bids, and runs on the app’s job runner', async () => {
    const { property, bidding } = await openListing(kit)
    await closesAt(kit, bidding.id, past())
    // The app's own job (run directly: the runner's claim of the minute's slot is job-runner.test.ts's).
    const job = kit.app.jobs.jobs.find((candidate) => candidate.name === 'bidding-close')
    expect(job?.everyMs).toBe(60_000)
    expect(await job!.run({ now: new Date(), signal: new AbortController().signal, log: kit.app.log })).toBe(1)
    expect(await biddingOf(kit, null, property.id)).toMatchObject({ status: 'closed', outcome: 'no-bids', highestPaise: null })
  })
})
