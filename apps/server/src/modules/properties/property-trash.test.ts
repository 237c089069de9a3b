// Soft delete: a deleted listing and its history leave every view, an admin lists and restores
// it (with its owners and history, under the same id and reference) for 30 days, and after that
// it is purged.
import type { Property } from '@vishwas/domain'
import { describe, expect, it } from 'vitest'
import {
  type Caller,
  acceptInvitations,
  createAs,
  demoUsers,
  historyOf,
  otherSeller,
  ownersOf,
  propertyBody,
  propertyOf,
  requestAs,
  signedOut,
  usePropertyKit,
} from './properties-test-kit'
import { TRASHED_CHILD_TABLES, TRASHED_TABLES } from './property-trash.repository'

const kit = usePropertyKit()
const adminOnly = { success: false, message: 'You need admin privileges to access this page', code: 'FORBIDDEN' }
const get = (caller: Caller | null, url: string, query?: Record<string, string>) => requestAs(kit, caller, { url, ...(query ? { query } : {}) })
const remove = (caller: Caller, property: Property) => requestAs(kit, caller, { method: 'DELETE', url: `/api/properties/${property.reference}` })
const restore = (caller: Caller | null, id: string) => requestAs(kit, caller, { method: 'POST', url: `/api/admin/deleted-properties/${id}/restore` })
const deletedList = async (query?: Record<string, string>) => (await get('admin', '/api/admin/deleted-properties', query)).json<{ properties: { id: string }[]; pagination: { total: number } }>()
const idsOf = (response: { json<T>(): T }) => response.json<{ properties: { id: string }[] }>().properties.map((property) => property.id)
const trashRows = async () => (await kit.database.query<{ n: number }>('SELECT count(*)::int AS n FROM property_trash'))[0]?.n

/**
 * A listing with a price change, an ownership change (a co-owner), a dealer, a dealer's change,
 * views and an analytics event. The dealer and the co-owner are named by the seller and accept.
 */
async function listingWithHistory(): Promise<Property> {
  const created = await createAs(kit, 'seller', propertyBody({ dealerInfo: { currentDealer: { userId: demoUsers.dealer.id } } }))
  await acceptInvitations(kit, 'dealer')
  const represented = propertyOf(await get('seller', `/api/properties/${created.id}`))
  expect(represented.dealerInfo.currentDealer?.userId).toBe(demoUsers.dealer.id)
  const changed = await requestAs(kit, 'seller', {
    method: 'PUT',
    url: `/api/properties/${created.id}`,
    payload: {
      ...represented,
      financial: { pricing: { totalPrice: 8_000_000 } },
      dealerInfo: { currentDealer: null },
      ownership: { owners: [{ userId: demoUsers.seller.id, share: 60 }, { userId: otherSeller.id, share: 40 }] },
    },
  })
  expect(changed.statusCode, changed.body).toBe(200)
  await acceptInvitations(kit, 'otherSeller')
  const current = propertyOf(await get('seller', `/api/properties/${created.id}`))
  expect(current.ownership.owners.map((owner) => owner.userId).sort()).toEqual([demoUsers.seller.id, otherSeller.id].sort())
  await requestAs(kit, 'dealer', { method: 'PUT', url: `/api/properties/${created.id}`, payload: { ...current, amenities: ['lift'] } })
  expect((await requestAs(kit, null, { method: 'PATCH', url: `/api/properties/${created.id}/views` })).json()).toMatchObject({ counted: true })
  const event = await requestAs(kit, null, { method: 'PATCH', url: `/api/properties/${created.id}/analytics`, payload: { event: 'share' } })
  expect(event.json()).toEqual({ success: true, counted: true })
  return propertyOf(await get('seller', `/api/properties/${created.id}`))
}

async function everyView(property: Property) {
  const statistics = (await get(null, '/api/properties/statistics')).json<{ totalProperties: number }>()
  return {
    byId: (await get('seller', `/api/properties/${property.id}`)).statusCode,
    publicById: (await get(null, `/api/properties/public/${property.id}`)).statusCode,
    publicList: idsOf(await get(null, '/api/properties/public')),
    ownList: idsOf(await get('seller', '/api/properties')),
    showAll: idsOf(await get('admin', '/api/properties', { showAll: 'true' })),
    advanced: idsOf(await get('seller', '/api/properties/search/advanced', { city: 'Mohali' })),
    byOwner: idsOf(await get('admin', '/api/properties/search/by-owner', { userId: demoUsers.seller.id })),
    priceChanges: idsOf(await get('seller', '/api/properties/price-changes')),
    ownershipChanges: idsOf(await get('seller', '/api/properties/ownership-changes')),
    byDealer: idsOf(await get('seller', '/api/properties/by-dealer', { dealerId: demoUsers.dealer.id, includeHistory: 'true' })),
    total: statistics.totalProperties,
  }
}

describe('deleting a listing', () => {
  it('takes it and its history out of every view, and restoring brings back the same listing with its history', async () => {
    const property = await listingWithHistory()
    const owners = await ownersOf(kit.database, property.id)
    const history = await historyOf(kit.database, property.id)
    const changes = (await get('seller', `/api/properties/${property.id}/dealer-changes`)).json<{ changes: unknown[] }>().changes
    expect(changes).toHaveLength(1)
    const before = await everyView(property)
    expect(before).toMatchObject({ byId: 200, publicById: 200, total: 1 })
    for (const list of ['publicList', 'ownList', 'showAll', 'advanced', 'byOwner', 'priceChanges', 'ownershipChanges', 'byDealer'] as const) {
      expect(before[list], list).toEqual([property.id])
    }

    expect((await remove('seller', property)).json()).toEqual({ success: true, message: 'Property deleted' })
    expect(await everyView(property)).toEqual({
      byId: 404,
      publicById: 404,
      publicList: [],
      ownList: [],
      showAll: [],
      advanced: [],
      byOwner: [],
      priceChanges: [],
      ownershipChanges: [],
      byDealer: [],
      total: 0,
    })
    expect(await ownersOf(kit.database, property.id)).toEqual([])
    expect((await remove('seller', property)).statusCode).toBe(404)

    const listed = await get('admin', '/api/admin/deleted-properties')
    expect(listed.statusCode).toBe(200)
    const [entry] = listed.json<{ properties: Record<string, unknown>[] }>().properties
    expect(entry).toMatchObject({
      id: property.id,
      reference: property.reference,
      title: property.basicInfo.title,
      status: 'active',
      city: 'Mohali',
      state: 'Punjab',
      deletedBy: { id: demoUsers.seller.id, name: demoUsers.seller.fullName },
    })
    expect(Date.parse(entry?.restorableUntil as string) - Date.parse(entry?.deletedAt as string)).toBe(30 * 24 * 60 * 60 * 1000)

    const restored = await restore('admin', property.id)
    expect(restored.statusCode).toBe(200)
    expect(restored.json()).toEqual({ success: true, message: 'Property restored' })
    expect(propertyOf(await get('seller', `/api/properties/${property.reference}`))).toEqual(property)
    expect(await everyView(property)).toEqual(before)
    expect(await ownersOf(kit.database, property.id)).toEqual(owners)
    expect(await historyOf(kit.database, property.id)).toEqual(history)
    expect((await get('seller', `/api/properties/${property.id}/dealer-changes`)).json<{ changes: unknown[] }>().changes).toEqual(changes)
    const [events] = await kit.database.query<{ n: number }>('SELECT count(*)::int AS n FROM analytics_events WHERE property_id = $1', [property.id])
    expect(events?.n).toBe(1)
    expect(await trashRows()).toBe(0)
    expect((await deletedList()).properties).toEqual([])
    expect((await restore('admin', property.id)).statusCode).toBe(404)
  })

  it('keeps the view count the listing had', async () => {
    const property = await createAs(kit, 'seller')
    // A visitor counts once a day: three browsers make three views.
    for (const agent of ['Browser/1', 'Browser/2', 'Browser/3']) {
      const viewed = await kit.app.inject({ method: 'PATCH', url: `/api/properties/${property.id}/views`, headers: { 'user-agent': agent } })
      expect(viewed.json(), agent).toMatchObject({ counted: true })
    }
    expect(propertyOf(await get('seller', `/api/properties/${property.id}`)).analytics.views).toBe(3)
    await remove('admin', property)
    await restore('admin', property.id)
    expect(propertyOf(await get('seller', `/api/properties/${property.id}`)).analytics.views).toBe(3)
  })
  it("takes a pending invitation out of the invitee's profile, and restoring brings it back to answer", async () => {
    const property = await createAs(kit, 'seller', propertyBody({ ownership: { owners: [{ userId: demoUsers.seller.id, share: 70 }, { userId: otherSeller.id, share: 30 }] } }))
    const invitations = async () => (await get('otherSeller', '/api/users/me/invitations')).json<{ invitations: { id: string; property: { id: string } }[] }>().invitations
    const [invitation] = await invitations()
    expect(invitation?.property.id).toBe(property.id)

    await remove('seller', property)
    expect(await invitations()).toEqual([])
    const refused = await requestAs(kit, 'otherSeller', { method: 'POST', url: `/api/users/me/invitations/${invitation!.id}/accept` })
    expect(refused.statusCode).toBe(404)

    await restore('admin', property.id)
    expect(await invitations()).toEqual([invitation])
    await acceptInvitations(kit, 'otherSeller')
    expect(await ownersOf(kit.database, property.id)).toEqual([
      { userId: demoUsers.seller.id, share: 70, ownershipType: 'freehold' },
      { userId: otherSeller.id, share: 30, ownershipType: 'freehold' },
    ])
  })

  it("keeps the listing's questions, offers and deals with their threads, rounds, parties and timelines, and restores them", async () => {
    const property = await createAs(kit, 'seller')
    const asked = await requestAs(kit, 'buyer', { method: 'POST', url: `/api/properties/${property.id}/inquiries`, payload: { message: 'Is it still for sale?' } })
    expect(asked.statusCode, asked.body).toBe(201)
    const offered = await requestAs(kit, 'buyer', { method: 'POST', url: '/api/proposals', payload: { propertyId: property.id, amountPaise: 80_00_000_00 } })
    expect(offered.statusCode, offered.body).toBe(201)
    const accepted = await requestAs(kit, 'seller', { method: 'POST', url: `/api/proposals/${offered.json<{ proposal: { id: string } }>().proposal.id}/transition`, payload: { action: 'accept' } })
    expect(accepted.statusCode, accepted.body).toBe(200)
    const counts = async () =>
      (
        await kit.database.query<Record<string, number>>(
          `SELECT (SELECT count(*) FROM inquiries)::int AS inquiries, (SELECT count(*) FROM inquiry_messages)::int AS messages, (SELECT count(*) FROM proposals)::int AS proposals,
                  (SELECT count(*) FROM proposal_rounds)::int AS rounds, (SELECT count(*) FROM deals)::int AS deals, (SELECT count(*) FROM deal_parties)::int AS parties, (SELECT count(*) FROM deal_events)::int AS events`,
        )
      )[0]
    const before = await counts()
    expect(before).toMatchObject({ inquiries: 1, proposals: 1, deals: 1 })
    expect(before?.messages).toBeGreaterThan(0)
    expect((await remove('seller', property)).statusCode).toBe(200)
    expect(await counts()).toEqual({ inquiries: 0, messages: 0, proposals: 0, rounds: 0, deals: 0, parties: 0, events: 0 })
    expect((await restore('admin', property.id)).statusCode).toBe(200)
    expect(await counts()).toEqual(before)
    expect((await requestAs(kit, 'buyer', { url: '/api/users/me/activity' })).json<{ activity: { kind: string }[] }>().activity.map((item) => item.kind).sort()).toEqual(['deal', 'inquiry', 'proposal'])
  })
})

describe('the deleted listings and their restore', () => {
  it('are for admins only', async () => {
    const property = await createAs(kit, 'seller')
    await remove('seller', property)
    for (const caller of ['seller', 'dealer', 'buyer'] as const) {
      expect((await get(caller, '/api/admin/deleted-properties')).json(), caller).toEqual(adminOnly)
      expect((await restore(caller, property.id)).json(), caller).toEqual(adminOnly)
    }
    expect((await get(null, '/api/admin/deleted-properties')).statusCode).toBe(401)
    expect((await restore(null, property.id)).json()).toMatchObject({ success: false, code: 'UNAUTHORIZED' })
    expect(signedOut.code).toBe('UNAUTHORIZED')
    expect((await restore('admin', 'PROP-NOT-A-UUID')).statusCode).toBe(400)
    expect((await get('seller', `/api/properties/${property.id}`)).statusCode).toBe(404)
  })

  it('list the most recently deleted first, a page at a time', async () => {
    const first = await createAs(kit, 'seller', propertyBody({ basicInfo: { title: 'First', type: 'land', status: 'active' } }))
    const second = await createAs(kit, 'seller', propertyBody({ basicInfo: { title: 'Second', type: 'land', status: 'active' } }))
    await remove('seller', first)
    await remove('seller', second)
    await kit.database.query("UPDATE property_trash SET deleted_at = deleted_at - interval '1 hour' WHERE id = $1", [first.id])
    expect((await deletedList()).properties.map((entry) => entry.id)).toEqual([second.id, first.id])
    expect(await deletedList({ page: '2', limit: '1' })).toMatchObject({ properties: [{ id: first.id }], pagination: { page: 2, limit: 1, total: 2, pages: 2 } })
  })

  it('refuse a restore when another listing has taken the reference (409), and change nothing', async () => {
    const property = await createAs(kit, 'seller')
    await remove('seller', property)
    const taker = await createAs(kit, 'seller', propertyBody({ reference: property.reference }))
    expect(taker.reference).toBe(property.reference)
    const response = await restore('admin', property.id)
    expect(response.statusCode).toBe(409)
    expect(response.json()).toEqual({ success: false, message: 'Another property now uses this reference, so this one cannot be restored', code: 'CONFLICT' })
    expect((await deletedList()).properties.map((entry) => entry.id)).toEqual([property.id])
  })
})

describe('after 30 days', () => {
  it('a deleted listing can no longer be listed or restored, and is purged for good', async () => {
    const old = await createAs(kit, 'seller')
    const recent = await createAs(kit, 'seller', propertyBody({ basicInfo: { title: 'Recent', type: 'land', status: 'active' } }))
    await remove('seller', old)
    await kit.database.query("UPDATE property_trash SET deleted_at = now() - interval '30 days' - interval '1 minute' WHERE id = $1", [old.id])
    expect(await trashRows()).toBe(1)
    // Any delete purges what is past restoring.
    await remove('seller', recent)
    expect(await trashRows()).toBe(1)
    expect((await deletedList()).properties.map((entry) => entry.id)).toEqual([recent.id])
    const response = await restore('admin', old.id)
    expect(response.statusCode).toBe(404)
    expect(response.json()).toMatchObject({ code: 'NOT_FOUND', message: expect.stringContaining('more than 30 days ago') })
  })

  it('the listing of deleted listings purges too, and a listing deleted 29 days ago can still be restored', async () => {
    const old = await createAs(kit, 'seller')
    const younger = await createAs(kit, 'seller', propertyBody({ basicInfo: { title: 'Younger', type: 'land', status: 'active' } }))
    await remove('seller', old)
    await remove('seller', younger)
    await kit.database.query("UPDATE property_trash SET deleted_at = now() - interval '31 days' WHERE id = $1", [old.id])
    await kit.database.query("UPDATE property_trash SET deleted_at = now() - interval '29 days' WHERE id = $1", [younger.id])
    expect((await deletedList()).properties.map((entry) => entry.id)).toEqual([younger.id])
    expect(await trashRows()).toBe(1)
    expect((await restore('admin', younger.id)).statusCode).toBe(200)
  })
})

describe('the trash', () => {
  it('carries every table that hangs off a listing (each foreign key to properties that cascades)', async () => {
    const rows = await kit.database.query<{ table: string }>(
      `SELECT DISTINCT c.conrelid::regclass::text AS table FROM pg_constraint c
        WHERE c.contype = 'f' AND c.confrelid = 'properties'::regclass AND c.confdeltype = 'c' ORDER BY 1`,
    )
    expect(rows.map((row) => row.table)).toEqual([...TRASHED_TABLES].sort())
    // ... and every table that hangs off one of those (and is not one of them already, as bids are).
    const children = await kit.database.query<{ table: string; parent: string }>(
      `SELECT DISTINCT c.conrelid::regclass::text AS table, c.confrelid::regclass::text AS parent FROM pg_constraint c
        WHERE c.contype = 'f' AND c.confdeltype = 'c' AND c.confrelid::regclass::text = ANY($1::text[]) AND NOT c.conrelid::regclass::text = ANY($1::text[]) ORDER BY 1, 2`,
      [[...TRASHED_TABLES]],
    )
    expect(children).toEqual(TRASHED_CHILD_TABLES.map(({ table, parent }) => ({ table, parent })).sort((a, b) => a.table.localeCompare(b.table) || a.parent.localeCompare(b.parent)))
  })
})
