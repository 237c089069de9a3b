// Twenty bids at the same moment, from twenty bidders, in shuffled amounts: the window's lock
// queues them, so exactly one bid is left highest (active), it is the largest accepted, and every
// accepted bid beat the one before it by at least the increment. The refused ones say why.
import { biddingMessages } from '@vishwas/domain'
import { describe, expect, it } from 'vitest'
import { usePropertyKit } from '../properties/properties-test-kit'
import { bidAs, biddingOf, moreBidders, openListing, storedBids } from './bids-test-kit'

const kit = usePropertyKit()
const lakh = 1_00_000_00
const increment = lakh

describe('20 simultaneous bids', () => {
  it('leave exactly one highest bid, each accepted bid above the previous by the increment', async () => {
    const { property } = await openListing(kit, { startingPaise: 50 * lakh, incrementPaise: increment })
    const bidders = await moreBidders(kit, 20)
    // Amounts 50 L .. 59.5 L in half-lakh steps, shuffled: some land below the minimum by the time they run.
    const amounts = bidders.map((_, n) => 50 * lakh + n * (lakh / 2)).sort(() => Math.random() - 0.5)
    const responses = await Promise.all(bidders.map((bidder, n) => bidAs(kit, null, property.id, amounts[n]!, bidder.headers)))
    expect(responses.every((r) => r.statusCode === 201 || r.statusCode === 409), responses.map((r) => r.body).join('\n')).toBe(true)
    for (const refused of responses.filter((r) => r.statusCode === 409)) {
      const { message } = refused.json<{ message: string }>()
      expect(message.startsWith('Your bid must be at least') || message === biddingMessages.belowOpening(50 * lakh), message).toBe(true)
    }
    const stored = await storedBids(kit, property.id)
    expect(stored.length).toBe(responses.filter((r) => r.statusCode === 201).length)
    expect(stored.length).toBeGreaterThan(0)
    const active = stored.filter((bid) => bid.status === 'active')
    expect(active).toHaveLength(1)
    expect(stored.filter((bid) => bid.status !== 'active').every((bid) => bid.status === 'outbid')).toBe(true)
    // In the order they were written, each beat the previous by the increment, and the last is the highest.
    for (let n = 1; n < stored.length; n += 1) expect(stored[n]!.amountPaise).toBeGreaterThanOrEqual(stored[n - 1]!.amountPaise + increment)
    expect(active[0]!.amountPaise).toBe(Math.max(...stored.map((bid) => bid.amountPaise)))
    expect(stored.at(-1)!.id).toBe(active[0]!.id)
    expect(await biddingOf(kit, null, property.id)).toMatchObject({ highestPaise: active[0]!.amountPaise, bidCount: stored.length })
  })

  it('of the same amount: one is accepted, nineteen are told the minimum', async () => {
    const { property } = await openListing(kit, { startingPaise: 50 * lakh, incrementPaise: increment })
    const bidders = await moreBidders(kit, 20)
    const responses = await Promise.all(bidders.map((bidder) => bidAs(kit, null, property.id, 50 * lakh, bidder.headers)))
    expect(responses.filter((r) => r.statusCode === 201)).toHaveLength(1)
    const refused = responses.filter((r) => r.statusCode === 409).map((r) => r.json<{ message: string }>().message)
    expect(refused).toEqual(Array(19).fill(biddingMessages.belowMinimum(51 * lakh)))
    expect((await storedBids(kit, property.id)).map((bid) => bid.status)).toEqual(['active'])
  })
})
