// The owners' hold on a listing: only owners and admins change its owners or delete it, and a
// write by a dealer who does not represent it is recorded and served to people with property access.
import type { Property } from '@vishwas/domain'
import { describe, expect, it } from 'vitest'
import {
  type Caller,
  acceptInvitations,
  createAs,
  demoUsers,
  otherSeller,
  ownersOf,
  propertyBody,
  propertyOf,
  requestAs,
  signedOut,
  toolsDenied,
  usePropertyKit,
} from './properties-test-kit'

const kit = usePropertyKit()
const ownersOnlyChangeOwners = { success: false, message: "Only the listing's owners or an admin can change its owners", code: 'FORBIDDEN' }
const ownersOnlyDelete = { success: false, message: "Only the listing's owners or an admin can delete it", code: 'FORBIDDEN' }

const put = (caller: Caller, property: Property, changes: Record<string, unknown>) =>
  requestAs(kit, caller, { method: 'PUT', url: `/api/properties/${property.id}`, payload: { ...property, ...changes } })
const dealerChanges = (caller: Caller | null, reference: string, query?: Record<string, string>) =>
  requestAs(kit, caller, { url: `/api/properties/${reference}/dealer-changes`, ...(query ? { query } : {}) })
const countChanges = async (id: string) =>
  (await kit.database.query<{ n: number }>('SELECT count(*)::int AS n FROM property_dealer_changes WHERE property_id = $1', [id]))[0]?.n

const read = async (id: string) => propertyOf(await requestAs(kit, 'seller', { url: `/api/properties/${id}` }))

/**
 * A listing the demo seller owns, created by another seller (who is then no longer an owner):
 * the creator names the seller, who becomes the owner by accepting the invitation.
 */
async function ownedBySellerCreatedByOther(): Promise<Property> {
  const created = await createAs(kit, 'otherSeller', propertyBody({ ownership: { owners: [{ userId: demoUsers.seller.id, share: 100 }] } }))
  await acceptInvitations(kit, 'seller')
  const stored = await read(created.id)
  expect(stored.ownership.owners.map((owner) => owner.userId)).toEqual([demoUsers.seller.id])
  return stored
}

/** The listing once the demo dealer represents it: named by the owner, then accepted. */
async function representedByDealer(property: Property): Promise<Property> {
  expect((await put('seller', property, { dealerInfo: { currentDealer: { userId: demoUsers.dealer.id } } })).statusCode).toBe(200)
  await acceptInvitations(kit, 'dealer')
  const stored = await read(property.id)
  expect(stored.dealerInfo.currentDealer?.userId).toBe(demoUsers.dealer.id)
  return stored
}

const withOwners = (property: Property, owners: { userId: string; share: number }[]) => ({ ownership: { owners, ownerId: owners[0]?.userId } })

describe("who may change a listing's owners", () => {
  it('refuses a dealer by role, the creator who is no longer an owner, and the current dealer, with a clear message', async () => {
    const withDealer = await representedByDealer(await ownedBySellerCreatedByOther())
    const newOwners = withOwners(withDealer, [{ userId: otherSeller.id, share: 100 }])
    for (const caller of ['dealer', 'otherSeller'] as const) {
      const response = await put(caller, withDealer, newOwners)
      expect(response.statusCode, caller).toBe(403)
      expect(response.json()).toEqual(ownersOnlyChangeOwners)
    }
    // A share, a type or a primary owner is a change of owners too.
    const reshared = await put('dealer', withDealer, { ownership: { owners: [{ userId: demoUsers.seller.id, share: 100, ownershipType: 'leasehold' }] } })
    expect(reshared.json()).toEqual(ownersOnlyChangeOwners)
    expect((await read(withDealer.id)).ownership).toEqual(withDealer.ownership)
    // A refused change invites no one either.
    const pending = await kit.database.query("SELECT 1 FROM property_invitations WHERE property_id = $1 AND status = 'pending'", [withDealer.id])
    expect(pending).toEqual([])
  })

  it('lets them edit everything else, sending the owners back as they are', async () => {
    const stored = await ownedBySellerCreatedByOther()
    for (const [caller, title] of [['dealer', 'Edited by a dealer'], ['otherSeller', 'Edited by the creator']] as const) {
      const current = propertyOf(await requestAs(kit, 'seller', { url: `/api/properties/${stored.id}` }))
      const response = await put(caller, current, { basicInfo: { ...current.basicInfo, title } })
      expect(response.statusCode, caller).toBe(200)
      expect(propertyOf(response).basicInfo.title).toBe(title)
    }
    // Without any owners in the body (the stored ones stay), or with the owners' names left out.
    const current = propertyOf(await requestAs(kit, 'seller', { url: `/api/properties/${stored.id}` }))
    const { name: _name, ...unnamed } = current.ownership.owners[0]!
    expect((await put('dealer', current, { ownership: { owners: [] } })).statusCode).toBe(200)
    expect((await put('dealer', current, { ownership: { owners: [unnamed] } })).statusCode).toBe(200)
  })

  it('lets an owner and an admin change the owners', async () => {
    const stored = await ownedBySellerCreatedByOther()
    const byAdmin = await put('admin', stored, withOwners(stored, [{ userId: demoUsers.seller.id, share: 60 }, { userId: otherSeller.id, share: 40 }]))
    expect(byAdmin.statusCode).toBe(200)
    // The co-owner the admin named is invited, and an owner once they accept.
    await acceptInvitations(kit, 'otherSeller')
    expect(await ownersOf(kit.database, stored.id)).toEqual([
      { userId: demoUsers.seller.id, share: 60, ownershipType: 'freehold' },
      { userId: otherSeller.id, share: 40, ownershipType: 'freehold' },
    ])
    const byOwner = await put('seller', await read(stored.id), withOwners(stored, [{ userId: demoUsers.seller.id, share: 100 }]))
    expect(byOwner.statusCode).toBe(200)
    expect(propertyOf(byOwner).ownership.owners.map((owner) => owner.userId)).toEqual([demoUsers.seller.id])
    expect(await ownersOf(kit.database, stored.id)).toEqual([{ userId: demoUsers.seller.id, share: 100, ownershipType: 'freehold' }])
  })

  it('answers per item in a batch: the owners change is refused, the other change is saved', async () => {
    const first = await ownedBySellerCreatedByOther()
    const second = await ownedBySellerCreatedByOther()
    const response = await requestAs(kit, 'dealer', {
      method: 'PATCH',
      url: '/api/properties/batch',
      payload: {
        updates: [
          { reference: first.id, data: { ownership: { owners: [{ userId: demoUsers.dealer.id, share: 100 }] } } },
          { reference: second.id, data: { basicInfo: { title: 'Batch title' } } },
        ],
      },
    })
    expect(response.statusCode).toBe(200)
    expect(response.json()).toMatchObject({
      failed: [{ reference: first.id, message: ownersOnlyChangeOwners.message }],
      successful: [{ id: second.id }],
    })
    expect(propertyOf(await requestAs(kit, 'seller', { url: `/api/properties/${first.id}` })).ownership.owners[0]?.userId).toBe(demoUsers.seller.id)
  })
})

describe('who may delete a listing', () => {
  it('refuses a dealer, the current dealer and the creator who is no longer an owner', async () => {
    const stored = await representedByDealer(await ownedBySellerCreatedByOther())
    for (const caller of ['dealer', 'otherSeller'] as const) {
      const response = await requestAs(kit, caller, { method: 'DELETE', url: `/api/properties/${stored.reference}` })
      expect(response.statusCode, caller).toBe(403)
      expect(response.json()).toEqual(ownersOnlyDelete)
    }
    // Without property access at all, the property tools message comes first.
    expect((await requestAs(kit, 'buyer', { method: 'DELETE', url: `/api/properties/${stored.id}` })).json()).toEqual(toolsDenied)
    expect((await requestAs(kit, 'seller', { url: `/api/properties/${stored.id}` })).statusCode).toBe(200)
  })

  it('lets the owner and an admin delete', async () => {
    for (const caller of ['seller', 'admin'] as const) {
      const stored = await ownedBySellerCreatedByOther()
      const response = await requestAs(kit, caller, { method: 'DELETE', url: `/api/properties/${stored.id}` })
      expect(response.statusCode, caller).toBe(200)
      expect(response.json()).toEqual({ success: true, message: 'Property deleted' })
    }
  })
})

describe('changes by dealers who do not represent the listing', () => {
  it('records who, when and what (before and after) in the write, and serves them newest first', async () => {
    const stored = await createAs(kit, 'seller')
    const first = propertyOf(await put('dealer', stored, { basicInfo: { ...stored.basicInfo, title: 'Cheaper now' }, financial: { pricing: { totalPrice: 7_900_000 } } }))
    await put('dealer', first, { amenities: ['parking'], basicInfo: { ...first.basicInfo, description: 'x'.repeat(600) } })

    const response = await dealerChanges('seller', stored.reference)
    expect(response.statusCode).toBe(200)
    const body = response.json<{ changes: { changedAt: string; dealer: unknown; changes: unknown[] }[]; pagination: unknown }>()
    expect(body.pagination).toEqual({ page: 1, limit: 10, total: 2, pages: 1 })
    const [newest, oldest] = body.changes
    expect(newest?.dealer).toEqual({ id: demoUsers.dealer.id, name: demoUsers.dealer.fullName })
    expect(newest?.changes).toEqual([
      { path: 'amenities', before: ['parking', 'lift'], after: ['parking'] },
      { path: 'basicInfo.description', omitted: true },
    ])
    expect(oldest?.changes).toEqual(
      expect.arrayContaining([
        { path: 'basicInfo.title', before: stored.basicInfo.title, after: 'Cheaper now' },
        { path: 'financial.pricing.totalPrice', before: 8_500_000, after: 7_900_000 },
      ]),
    )
    expect(JSON.stringify(oldest?.changes)).not.toContain('metadata.updatedAt')
    expect(Date.parse(newest!.changedAt)).toBeGreaterThanOrEqual(Date.parse(oldest!.changedAt))

    const paged = await dealerChanges('seller', stored.id, { page: '2', limit: '1' })
    expect(paged.json()).toMatchObject({ changes: [{ changes: oldest?.changes }], pagination: { page: 2, limit: 1, total: 2, pages: 2 } })
  })

  it('records a dealer batch once per listing it changed', async () => {
    const stored = await createAs(kit, 'seller')
    const response = await requestAs(kit, 'dealer', {
      method: 'PATCH',
      url: '/api/properties/batch',
      payload: {
        updates: [
          { reference: stored.id, data: { basicInfo: { status: 'pending' } } },
          { reference: stored.reference, data: { financial: { pricing: { totalPrice: 8_000_000 } } } },
        ],
      },
    })
    expect(response.json()).toMatchObject({ successful: [{}, {}] })
    const [change] = (await dealerChanges('seller', stored.id)).json<{ changes: { changes: { path: string }[] }[] }>().changes
    expect(change?.changes.map((c) => c.path)).toEqual(expect.arrayContaining(['basicInfo.status', 'financial.pricing.totalPrice']))
    expect(await countChanges(stored.id)).toBe(1)
  })

  it('records nothing for the owner, an admin, the current dealer, a refused write or a write that changes nothing', async () => {
    const stored = await representedByDealer(await createAs(kit, 'seller'))
    for (const [caller, price] of [['seller', 1], ['admin', 2], ['dealer', 3]] as const) {
      expect((await put(caller, stored, { financial: { pricing: { totalPrice: 7_000_000 + price } } })).statusCode).toBe(200)
    }
    expect(await countChanges(stored.id)).toBe(0)

    const unrepresented = await createAs(kit, 'seller')
    expect((await put('dealer', unrepresented, withOwners(unrepresented, [{ userId: demoUsers.dealer.id, share: 100 }]))).statusCode).toBe(403)
    expect((await put('dealer', unrepresented, { financial: { pricing: { totalPrice: -1 } } })).statusCode).toBe(400)
    expect((await put('dealer', unrepresented, {})).statusCode).toBe(200)
    expect(await countChanges(unrepresented.id)).toBe(0)
  })

  it('serves the list only to people with property access', async () => {
    const draft = await createAs(kit, 'seller', propertyBody({ basicInfo: { title: 'Draft', type: 'land', status: 'draft' } }))
    for (const caller of ['seller', 'admin', 'dealer'] as const) expect((await dealerChanges(caller, draft.id)).statusCode, caller).toBe(200)
    const live = await createAs(kit, 'seller')
    for (const caller of ['buyer', 'otherSeller'] as const) {
      const response = await dealerChanges(caller, live.id)
      expect(response.statusCode, caller).toBe(403)
      expect(response.json()).toEqual(toolsDenied)
    }
    expect((await dealerChanges(null, live.id)).json()).toEqual(signedOut)
    expect((await dealerChanges('seller', '9f0c2a4e-5b6d-4e7f-8a9b-0c1d2e3f4a5b')).statusCode).toBe(404)
    expect((await dealerChanges('seller', live.id, { limit: '0' })).statusCode).toBe(400)
  })
})
