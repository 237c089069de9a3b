// My activity: the caller's own questions, visits, offers, bids, deals, applications and
// tenancies in one list, newest first, each with where it is handled; nobody else's, ever.
import { activityLink } from '@vishwas/domain'
import { describe, expect, it } from 'vitest'
import { createAs, propertyBody, requestAs, signedOut, usePropertyKit, type Caller } from '../properties/properties-test-kit'
import { act, offerAs } from '../proposals/proposals-test-kit'
import { ask, bookVisit, slotAt } from '../visits/visits-test-kit'

const kit = usePropertyKit()

type Item = { kind: string; id: string; propertyId: string; propertyTitle: string | null; status: string; amountPaise: number | null; link: string }
type Listed = { activity: Item[]; pagination: { page: number; limit: number; total: number; pages: number } }

async function activityOf(caller: Caller, query: Record<string, string> = {}): Promise<Listed> {
  const response = await requestAs(kit, caller, { url: '/api/users/me/activity', query })
  expect(response.statusCode, response.body).toBe(200)
  return response.json<Listed>()
}

describe('my activity', () => {
  it("lists the buyer's question, visit, offer and the deal its acceptance opened, newest first, with links", async () => {
    const listing = await createAs(kit, 'seller')
    const other = await createAs(kit, 'seller', propertyBody({ basicInfo: { title: 'Plot in Kharar', type: 'land', status: 'active', listingType: 'sale' } }))
    expect((await ask(kit, 'buyer', listing.id, { message: 'Is the price negotiable?' })).statusCode).toBe(201)
    expect((await bookVisit(kit, 'buyer', listing.id, { slots: [slotAt(3, 11)] })).statusCode).toBe(201)
    const offer = await offerAs(kit, 'buyer', other, 40 * 100_000 * 100)
    const accepted = await act(kit, 'seller', offer.id, { action: 'accept' })
    expect(accepted.statusCode, accepted.body).toBe(200)

    const listed = await activityOf('buyer')
    expect(listed.pagination).toEqual({ page: 1, limit: 10, total: 4, pages: 1 })
    expect(listed.activity.map((item) => item.kind).sort()).toEqual(['deal', 'inquiry', 'proposal', 'visit'])
    const deal = listed.activity.find((item) => item.kind === 'deal')!
    expect(deal).toMatchObject({ propertyId: other.id, propertyTitle: 'Plot in Kharar', status: 'draft', amountPaise: 40 * 100_000 * 100 })
    expect(listed.activity.find((item) => item.kind === 'proposal')).toMatchObject({ status: 'accepted', amountPaise: 40 * 100_000 * 100 })
    for (const item of listed.activity) expect(item.link).toBe(activityLink({ kind: item.kind as never, id: item.id, propertyId: item.propertyId }))
    const times = listed.activity.map((item) => Date.parse((item as unknown as { updatedAt: string }).updatedAt))
    expect([...times].sort((a, b) => b - a)).toEqual(times)

    // Only ever one's own: the seller took part in the deal (its seller), nothing else of the buyer's.
    expect((await activityOf('seller')).activity.map((item) => item.kind)).toEqual(['deal'])
    expect((await activityOf('otherSeller')).activity).toEqual([])
  })

  it('filters by kind, pages, and refuses the signed-out and an unknown kind', async () => {
    const listing = await createAs(kit, 'seller')
    await ask(kit, 'buyer', listing.id, { message: 'Is parking included?' })
    await bookVisit(kit, 'buyer', listing.id, { slots: [slotAt(2, 10)] })
    await offerAs(kit, 'buyer', listing)
    expect((await activityOf('buyer', { kind: 'visit' })).activity.map((item) => item.kind)).toEqual(['visit'])
    const first = await activityOf('buyer', { limit: '2' })
    const second = await activityOf('buyer', { limit: '2', page: '2' })
    expect(first.pagination).toEqual({ page: 1, limit: 2, total: 3, pages: 2 })
    expect([...first.activity, ...second.activity].map((item) => item.id)).toHaveLength(3)
    expect(new Set([...first.activity, ...second.activity].map((item) => item.id)).size).toBe(3)
    const anonymous = await requestAs(kit, null, { url: '/api/users/me/activity' })
    expect(anonymous.statusCode).toBe(401)
    expect(anonymous.json()).toEqual(signedOut)
    expect((await requestAs(kit, 'buyer', { url: '/api/users/me/activity', query: { kind: 'payment' } })).statusCode).toBe(400)
    expect((await requestAs(kit, 'buyer', { url: '/api/users/me/activity', query: { userId: 'x' } })).statusCode).toBe(400)
  })
})
