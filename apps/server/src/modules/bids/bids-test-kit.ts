// Fixtures of the bidding tests: the seller's active listing for sale opened to bids, bids as a
// caller, more bidders than the demo users, and readers of a listing's bids and notifications.
import { randomUUID } from 'node:crypto'
import { expect } from 'vitest'
import { createAs, requestAs, type Caller, type PropertyKit } from '../properties/properties-test-kit'

export const HOUR = 3_600_000
export const terms = (overrides: Record<string, unknown> = {}) => ({
  startingPaise: 50_00_000_00,
  reservePaise: 60_00_000_00,
  incrementPaise: 1_00_000_00,
  closesAt: new Date(Date.now() + 24 * HOUR).toISOString(),
  ...overrides,
})

export type BiddingAnswer = {
  id: string
  status: 'open' | 'closed'
  highestPaise: number | null
  bidCount: number
  minimumNextPaise: number | null
  reserveMet: boolean
  outcome: string | null
  reservePaise?: number
  canManage: boolean
  closesAt: string
  yourBid?: { id: string; amountPaise: number; status: string }
}
export type BidAnswer = { id: string; bidderId: string; bidderName: string; amountPaise: number; status: string; propertyId: string; windowId: string }

/** The seller's active listing for sale, opened to bids with `overrides` over the default terms. */
export async function openListing(kit: PropertyKit, overrides: Record<string, unknown> = {}) {
  const property = await createAs(kit, 'seller')
  const opened = await requestAs(kit, 'seller', { method: 'POST', url: `/api/properties/${property.id}/bidding`, payload: terms(overrides) })
  expect(opened.statusCode, opened.body).toBe(201)
  return { property, bidding: opened.json<{ bidding: BiddingAnswer }>().bidding }
}

export const bidAs = (kit: PropertyKit, caller: Caller | null, propertyId: string, amountPaise: number, headers?: { authorization: string }) =>
  kit.app.inject({
    method: 'POST',
    url: `/api/properties/${propertyId}/bids`,
    payload: { amountPaise },
    ...(headers ? { headers } : caller ? { headers: kit.headers[caller] } : {}),
  })

/** Places a bid that must be accepted; answers the bid. */
export async function placedBid(kit: PropertyKit, caller: Caller, propertyId: string, amountPaise: number): Promise<BidAnswer> {
  const response = await bidAs(kit, caller, propertyId, amountPaise)
  expect(response.statusCode, response.body).toBe(201)
  return response.json<{ bid: BidAnswer }>().bid
}

export async function biddingOf(kit: PropertyKit, caller: Caller | null, propertyId: string): Promise<BiddingAnswer> {
  const response = await requestAs(kit, caller, { url: `/api/properties/${propertyId}/bidding` })
  expect(response.statusCode, response.body).toBe(200)
  return response.json<{ bidding: BiddingAnswer }>().bidding
}

/** Every bid of a listing as stored, oldest first. */
export const storedBids = (kit: PropertyKit, propertyId: string) =>
  kit.database.query<{ id: string; bidderId: string; amountPaise: number; status: string }>(
    `SELECT id::text AS id, bidder_id::text AS "bidderId", amount_paise::float8 AS "amountPaise", status FROM bids WHERE property_id = $1::uuid ORDER BY created_at, amount_paise`,
    [propertyId],
  )

export const notificationsOf = (kit: PropertyKit, userId: string) =>
  kit.database.query<{ title: string; body: string; link: string | null }>(`SELECT title, body, link FROM notifications WHERE user_id = $1::uuid ORDER BY created_at, title`, [userId])

/** Moves the window's closing time (the clock cannot be moved for the database). */
export const closesAt = (kit: PropertyKit, windowId: string, at: Date) => kit.database.query('UPDATE bidding_windows SET closes_at = $2::timestamptz WHERE id = $1::uuid', [windowId, at.toISOString()])

/** `count` more signed-in buyers: their user rows and bearer headers. */
export async function moreBidders(kit: PropertyKit, count: number): Promise<{ id: string; headers: { authorization: string } }[]> {
  const bidders = []
  for (let n = 0; n < count; n += 1) {
    const id = randomUUID()
    const uid = `test-uid-bidder-${n}-${id.slice(0, 8)}`
    await kit.database.query(`INSERT INTO users (id, uid, phone_number, full_name) VALUES ($1::uuid, $2, $3, $4)`, [id, uid, `+9197${String(n).padStart(8, '0')}`, `Bidder ${n + 1}`])
    const { token } = await kit.app.identity.tokens.signAccessToken({ uid, did: id, roles: { isAdmin: false, isSeller: false, isDealer: false }, sessionId: randomUUID() })
    bidders.push({ id, headers: { authorization: `Bearer ${token}` } })
  }
  return bidders
}
