// The bidding calls on both engines: opening a listing to bids, the public state (no bidder
// named), placing bids (the opening amount, the increment, outbid notices), the refusals of the
// issue (below the highest plus the increment, after closing, on one's own listing), closing
// early, reading and listing bids by role.
import { biddingMessages, bidNotices } from '@vishwas/domain'
import { describe, expect, it } from 'vitest'
import { createAs, demoUsers, otherSeller, propertyBody, requestAs, usePropertyKit } from '../properties/properties-test-kit'
import { HOUR, bidAs, biddingOf, closesAt, notificationsOf, openListing, placedBid, terms, type BidAnswer, type BiddingAnswer } from './bids-test-kit'

const kit = usePropertyKit()
const lakh = 1_00_000_00

const open = (caller: Parameters<typeof requestAs>[1], propertyId: string, payload: unknown) => requestAs(kit, caller, { method: 'POST', url: `/api/properties/${propertyId}/bidding`, payload })
const refusal = (response: { statusCode: number; json<T>(): T }) => [response.statusCode, response.json<{ message: string }>().message]

describe('opening a listing to bids', () => {
  it('lets the property side or an admin open an active listing for sale, once at a time', async () => {
    const { property, bidding } = await openListing(kit)
    expect(bidding).toMatchObject({ status: 'open', startingPaise: 50 * lakh, incrementPaise: lakh, highestPaise: null, bidCount: 0, minimumNextPaise: 50 * lakh, reservePaise: 60 * lakh, canManage: true, outcome: null })
    expect(refusal(await open('admin', property.id, terms()))).toEqual([409, biddingMessages.alreadyOpen])
    const another = await createAs(kit, 'seller')
    expect((await open('admin', another.reference, terms())).statusCode).toBe(201)
  })

  it('refuses bidders, the signed-out, rentals, drafts and bad terms with their messages', async () => {
    const property = await createAs(kit, 'seller')
    expect((await open(null, property.id, terms())).statusCode).toBe(401)
    expect(refusal(await open('buyer', property.id, terms()))).toEqual([403, biddingMessages.notManager])
    expect(refusal(await open('dealer', property.id, terms()))).toEqual([403, biddingMessages.notManager])
    const rental = await createAs(kit, 'seller', propertyBody({ basicInfo: { title: 'Flat to let', type: 'residential', status: 'active', listingType: 'rent' } }))
    expect(refusal(await open('seller', rental.id, terms()))).toEqual([422, biddingMessages.notForSale])
    const draft = await createAs(kit, 'seller', propertyBody({ basicInfo: { title: 'Draft', type: 'residential', status: 'draft', listingType: 'sale' } }))
    expect(refusal(await open('seller', draft.id, terms()))).toEqual([422, biddingMessages.notActive])
    expect(refusal(await open('seller', property.id, terms({ closesAt: new Date(Date.now() - HOUR).toISOString() })))).toEqual([400, biddingMessages.closesTooSoon])
    expect(refusal(await open('seller', property.id, terms({ closesAt: new Date(Date.now() + 91 * 24 * HOUR).toISOString() })))).toEqual([400, biddingMessages.closesTooLate])
    expect(refusal(await open('seller', property.id, terms({ incrementPaise: 50 })))).toEqual([400, biddingMessages.incrementTooSmall])
    expect(refusal(await open('seller', property.id, terms({ startingPaise: 10 })))).toEqual([400, biddingMessages.startingTooSmall])
    expect((await open('seller', property.id, terms({ reservePaise: 1.5 }))).statusCode).toBe(400)
    expect((await open('seller', property.id, { ...terms(), extra: 1 })).statusCode).toBe(400)
    expect((await kit.database.query('SELECT 1 FROM bidding_windows')).length).toBe(0)
  })
})

describe('the public bidding state', () => {
  it('shows the highest amount, count, increment and closing time to anyone, never who bids or the reserve', async () => {
    const { property } = await openListing(kit)
    await placedBid(kit, 'buyer', property.id, 50 * lakh)
    for (const caller of [null, 'dealer'] as const) {
      const response = await requestAs(kit, caller, { url: `/api/properties/${property.reference}/bidding` })
      expect(response.body).not.toContain(demoUsers.buyer.id)
      expect(response.body).not.toContain(demoUsers.buyer.fullName)
      const bidding = response.json<{ bidding: BiddingAnswer }>().bidding
      expect(bidding).toMatchObject({ highestPaise: 50 * lakh, bidCount: 1, minimumNextPaise: 51 * lakh, reserveMet: false, canManage: false })
      expect(bidding.reservePaise).toBeUndefined()
    }
    expect((await biddingOf(kit, 'buyer', property.id)).yourBid).toMatchObject({ amountPaise: 50 * lakh, status: 'active' })
    const never = await createAs(kit, 'seller')
    expect((await requestAs(kit, null, { url: `/api/properties/${never.id}/bidding` })).json()).toEqual({ success: true, bidding: null, canManage: false })
    expect((await requestAs(kit, 'seller', { url: `/api/properties/${never.id}/bidding` })).json()).toEqual({ success: true, bidding: null, canManage: true })
    const draft = await createAs(kit, 'seller', propertyBody({ basicInfo: { title: 'Draft', type: 'residential', status: 'draft', listingType: 'sale' } }))
    expect((await requestAs(kit, 'buyer', { url: `/api/properties/${draft.id}/bidding` })).statusCode).toBe(404)
  })
})

describe('placing bids', () => {
  it('takes the opening amount, then the highest plus the increment, outbidding and telling the previous bidder', async () => {
    const { property } = await openListing(kit)
    const first = await placedBid(kit, 'buyer', property.id, 50 * lakh)
    expect(first).toMatchObject({ status: 'active', bidderId: demoUsers.buyer.id, amountPaise: 50 * lakh })
    expect(refusal(await bidAs(kit, 'otherSeller', property.id, 51 * lakh - 1))).toEqual([409, biddingMessages.belowMinimum(51 * lakh)])
    expect(refusal(await bidAs(kit, 'buyer', property.id, 60 * lakh))).toEqual([409, biddingMessages.alreadyHighest])
    const second = await bidAs(kit, 'otherSeller', property.id, 51 * lakh)
    expect(second.statusCode).toBe(201)
    expect(second.json<{ bidding: BiddingAnswer }>().bidding).toMatchObject({ highestPaise: 51 * lakh, bidCount: 2, minimumNextPaise: 52 * lakh, yourBid: { status: 'active' } })
    expect((await requestAs(kit, 'buyer', { url: `/api/bids/${first.id}` })).json<{ bid: BidAnswer }>().bid.status).toBe('outbid')
    const buyerHears = await notificationsOf(kit, demoUsers.buyer.id)
    expect(buyerHears).toEqual([{ ...bidNotices.outbid(property.basicInfo.title, 51 * lakh), link: `/${property.id}` }])
    expect(buyerHears[0]?.title).toBe('You have been outbid')
    expect((await notificationsOf(kit, demoUsers.seller.id)).map((n) => n.title)).toEqual(['New bid on your listing', 'New bid on your listing'])
  })

  it('refuses a first bid below the opening amount, the property side, admins, the signed-out and bad amounts', async () => {
    const { property } = await openListing(kit)
    expect(refusal(await bidAs(kit, 'buyer', property.id, 50 * lakh - 1))).toEqual([409, biddingMessages.belowOpening(50 * lakh)])
    expect(refusal(await bidAs(kit, 'seller', property.id, 70 * lakh))).toEqual([403, biddingMessages.ownListing])
    expect(refusal(await bidAs(kit, 'admin', property.id, 70 * lakh))).toEqual([403, biddingMessages.adminCannotBid])
    expect((await bidAs(kit, null, property.id, 70 * lakh)).statusCode).toBe(401)
    for (const amountPaise of [0, -5, 1.5, '70'] as unknown[]) expect((await bidAs(kit, 'buyer', property.id, amountPaise as number)).statusCode).toBe(400)
    const never = await createAs(kit, 'seller')
    expect(refusal(await bidAs(kit, 'buyer', never.id, 70 * lakh))).toEqual([409, biddingMessages.notOpen])
    expect((await kit.database.query('SELECT 1 FROM bids')).length).toBe(0)
  })

  it('refuses a bid after the closing time, and the read shows the close', async () => {
    const { property, bidding } = await openListing(kit)
    await placedBid(kit, 'buyer', property.id, 62 * lakh)
    await closesAt(kit, bidding.id, new Date(Date.now() - 1000))
    expect(refusal(await bidAs(kit, 'otherSeller', property.id, 70 * lakh))).toEqual([409, biddingMessages.closed])
    expect(await biddingOf(kit, null, property.id)).toMatchObject({ status: 'closed', outcome: 'sold', highestPaise: 62 * lakh, minimumNextPaise: null })
  })
})

describe('closing early', () => {
  it('lets the property side close: the highest at or above the reserve wins, and everyone hears', async () => {
    const { property } = await openListing(kit)
    const losing = await placedBid(kit, 'buyer', property.id, 55 * lakh)
    const winning = await placedBid(kit, 'otherSeller', property.id, 61 * lakh)
    expect((await requestAs(kit, 'buyer', { method: 'POST', url: `/api/properties/${property.id}/bidding/close` })).statusCode).toBe(403)
    const closed = await requestAs(kit, 'seller', { method: 'POST', url: `/api/properties/${property.id}/bidding/close` })
    expect(closed.json<{ bidding: BiddingAnswer }>().bidding).toMatchObject({ status: 'closed', outcome: 'sold', highestPaise: 61 * lakh, reserveMet: true })
    expect((await requestAs(kit, 'otherSeller', { url: `/api/bids/${winning.id}` })).json<{ bid: BidAnswer }>().bid.status).toBe('won')
    expect((await requestAs(kit, 'buyer', { url: `/api/bids/${losing.id}` })).json<{ bid: BidAnswer }>().bid.status).toBe('outbid')
    const title = property.basicInfo.title
    expect((await notificationsOf(kit, otherSeller.id)).at(-1)).toMatchObject(bidNotices.won(title, 61 * lakh))
    expect((await notificationsOf(kit, demoUsers.buyer.id)).at(-1)).toMatchObject(bidNotices.lost(title, 61 * lakh))
    expect((await notificationsOf(kit, demoUsers.seller.id)).at(-1)).toMatchObject(bidNotices.sellerSold(title, 61 * lakh))
    expect(refusal(await requestAs(kit, 'admin', { method: 'POST', url: `/api/properties/${property.id}/bidding/close` }))).toEqual([409, biddingMessages.notOpen])
    expect(refusal(await open('seller', property.id, terms()))).toEqual([409, biddingMessages.alreadySold])
  })
})

describe('reading and listing bids', () => {
  it('shows a bid to its bidder, the property side and admins; anyone else is told it does not exist', async () => {
    const { property } = await openListing(kit)
    const bid = await placedBid(kit, 'buyer', property.id, 50 * lakh)
    for (const caller of ['buyer', 'seller', 'admin'] as const) expect((await requestAs(kit, caller, { url: `/api/bids/${bid.id}` })).json<{ bid: BidAnswer }>().bid.bidderName).toBe(demoUsers.buyer.fullName)
    for (const caller of ['otherSeller', 'dealer'] as const) expect(refusal(await requestAs(kit, caller, { url: `/api/bids/${bid.id}` }))).toEqual([404, biddingMessages.bidNotFound])
    expect((await requestAs(kit, null, { url: `/api/bids/${bid.id}` })).statusCode).toBe(401)
    expect((await requestAs(kit, 'buyer', { url: '/api/bids/not-a-uuid' })).statusCode).toBe(400)
  })

  it('pages bids by role, status and property', async () => {
    const { property } = await openListing(kit)
    const second = (await openListing(kit)).property
    await placedBid(kit, 'buyer', property.id, 50 * lakh)
    await placedBid(kit, 'otherSeller', property.id, 51 * lakh)
    await placedBid(kit, 'buyer', second.id, 50 * lakh)
    const list = async (caller: 'buyer' | 'seller' | 'admin' | 'dealer' | 'otherSeller', query: Record<string, string> = {}) => {
      const response = await requestAs(kit, caller, { url: '/api/bids', query })
      expect(response.statusCode, response.body).toBe(200)
      return response.json<{ bids: BidAnswer[]; pagination: { page: number; limit: number; total: number; pages: number } }>()
    }
    expect((await list('buyer')).bids.map((b) => b.amountPaise)).toEqual([50 * lakh, 50 * lakh])
    expect((await list('buyer', { status: 'outbid' })).bids).toHaveLength(1)
    expect((await list('seller', { role: 'property' })).pagination).toEqual({ page: 1, limit: 10, total: 3, pages: 1 })
    expect((await list('seller', { role: 'bidder' })).bids).toEqual([])
    expect((await list('seller', { propertyId: property.reference, limit: '1', page: '2' })).bids.map((b) => b.amountPaise)).toEqual([50 * lakh])
    expect((await list('admin')).pagination.total).toBe(3)
    expect((await list('dealer')).bids).toEqual([])
    expect((await list('otherSeller', { role: 'property' })).bids).toEqual([])
    expect((await requestAs(kit, 'buyer', { url: '/api/bids', query: { status: 'pending' } })).statusCode).toBe(400)
    const draft = await createAs(kit, 'seller', propertyBody({ basicInfo: { title: 'Draft', type: 'residential', status: 'draft', listingType: 'sale' } }))
    expect((await requestAs(kit, 'buyer', { url: '/api/bids', query: { propertyId: draft.id } })).json()).toMatchObject({ success: false, message: 'Property not found' })
    expect((await list('seller', { propertyId: draft.id })).bids).toEqual([])
    expect((await requestAs(kit, null, { url: '/api/bids' })).statusCode).toBe(401)
  })
})
