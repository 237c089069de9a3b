// Consent before anyone is named: a listing that names another person as an owner or as its
// dealer invites them; it names them only once they accept in their profile (owners, history and
// shares written as any change), never after they decline; two answers cannot both succeed.
import type { Property } from '@vishwas/domain'
import { describe, expect, it } from 'vitest'
import { createAs, demoUsers, historyOf, otherSeller, ownersOf, propertyBody, requestAs, usePropertyKit, type Caller } from './properties-test-kit'

const kit = usePropertyKit()

type Invitation = { id: string; role: string; share: number | null; status: string; propertyId: string; inviteeId: string; invitedBy: string }
type Received = Invitation & { inviterName: string; property: { id: string; reference: string; title: string } }

async function received(caller: Caller): Promise<Received[]> {
  const response = await requestAs(kit, caller, { url: '/api/users/me/invitations' })
  expect(response.statusCode, response.body).toBe(200)
  return response.json<{ invitations: Received[] }>().invitations
}

const answer = (caller: Caller, id: string, verb: 'accept' | 'decline') => requestAs(kit, caller, { method: 'POST', url: `/api/users/me/invitations/${id}/${verb}` })

async function readAs(caller: Caller, id: string): Promise<Property> {
  const response = await requestAs(kit, caller, { url: `/api/properties/${id}` })
  expect(response.statusCode, response.body).toBe(200)
  return response.json<{ property: Property }>().property
}

const buyerAsOwner = propertyBody({ ownership: { owners: [{ userId: demoUsers.buyer.id, share: 100 }], ownerId: demoUsers.buyer.id } })

describe('naming another person as the owner', () => {
  it('invites them: until they accept the listing does not name them, and they have no access', async () => {
    const property = await createAs(kit, 'seller', buyerAsOwner)
    expect(property.ownership).toEqual({ owners: [] })
    expect(await ownersOf(kit.database, property.id)).toEqual([])
    expect(JSON.stringify(await readAs('seller', property.id))).not.toContain(demoUsers.buyer.id)

    const [invitation, ...others] = await received('buyer')
    expect(others).toEqual([])
    expect(invitation).toMatchObject({ role: 'owner', share: 100, status: 'pending', inviterName: demoUsers.seller.fullName, invitedBy: demoUsers.seller.id })
    expect(invitation?.property).toMatchObject({ id: property.id, reference: property.reference, title: property.basicInfo.title })

    // Not an owner: no access to a draft, not found by owner, not in the owners of any answer.
    const draft = await createAs(kit, 'seller', { ...buyerAsOwner, basicInfo: { type: 'land', status: 'draft' } })
    expect((await requestAs(kit, 'buyer', { url: `/api/properties/${draft.id}` })).statusCode).toBe(403)
    const byOwner = await requestAs(kit, 'admin', { url: `/api/properties/search/by-owner?userId=${demoUsers.buyer.id}` })
    expect(byOwner.json()).toMatchObject({ properties: [], pagination: { total: 0 } })
    const mine = await requestAs(kit, 'buyer', { url: '/api/properties' })
    expect(mine.json()).toMatchObject({ properties: [] })
    const visible = await requestAs(kit, 'seller', { url: `/api/properties/${property.id}/invitations` })
    expect(visible.json()).toMatchObject({ invitations: [{ id: invitation?.id, inviteeId: demoUsers.buyer.id, inviteeName: demoUsers.buyer.fullName, status: 'pending' }] })
    expect((await requestAs(kit, 'buyer', { url: `/api/properties/${property.id}/invitations` })).statusCode).toBe(403)
  })

  it('makes them the owner when they accept, with the history written by them, once', async () => {
    const property = await createAs(kit, 'seller', buyerAsOwner)
    const [invitation] = await received('buyer')
    const accepted = await answer('buyer', invitation!.id, 'accept')
    expect(accepted.statusCode, accepted.body).toBe(200)
    expect(accepted.json()).toMatchObject({ success: true, invitation: { id: invitation!.id, status: 'accepted' } })

    const stored = await readAs('buyer', property.id)
    expect(stored.ownership).toEqual({ owners: [{ userId: demoUsers.buyer.id, name: demoUsers.buyer.fullName, share: 100 }], ownerId: demoUsers.buyer.id })
    expect(await ownersOf(kit.database, property.id)).toEqual([{ userId: demoUsers.buyer.id, share: 100, ownershipType: 'freehold' }])
    const { ownership } = await historyOf(kit.database, property.id)
    expect(ownership.at(-1)).toMatchObject({ previousOwners: [], newOwners: [{ userId: demoUsers.buyer.id, share: 100 }], newOwnerId: demoUsers.buyer.id, changedBy: demoUsers.buyer.id })

    const again = await answer('buyer', invitation!.id, 'accept')
    expect(again.statusCode).toBe(409)
    expect(again.json()).toEqual({ success: false, message: 'This invitation has already been answered or withdrawn', code: 'CONFLICT' })
    expect((await answer('buyer', invitation!.id, 'decline')).statusCode).toBe(409)
    expect(await received('buyer')).toEqual([])
  })

  it('never names them after they decline; accepting afterwards is refused', async () => {
    const property = await createAs(kit, 'seller', buyerAsOwner)
    const [invitation] = await received('buyer')
    const declined = await answer('buyer', invitation!.id, 'decline')
    expect(declined.json()).toMatchObject({ success: true, invitation: { status: 'declined' } })
    expect((await answer('buyer', invitation!.id, 'accept')).statusCode).toBe(409)
    expect(await ownersOf(kit.database, property.id)).toEqual([])
    expect((await readAs('seller', property.id)).ownership.owners).toEqual([])
  })

  it('lets only one of two accepts at the same time succeed', async () => {
    const property = await createAs(kit, 'seller', buyerAsOwner)
    const [invitation] = await received('buyer')
    const answers = await Promise.all([answer('buyer', invitation!.id, 'accept'), answer('buyer', invitation!.id, 'accept'), answer('buyer', invitation!.id, 'decline')])
    expect(answers.map((response) => response.statusCode).sort()).toEqual([200, 409, 409])
    const history = await historyOf(kit.database, property.id)
    expect(history.ownership.filter((row) => (row.newOwners as unknown[]).length > 0).length).toBeLessThanOrEqual(1)
  })

  it("answers 404 for someone else's invitation or an unknown one, and 400 for a bad id", async () => {
    await createAs(kit, 'seller', buyerAsOwner)
    const [invitation] = await received('buyer')
    for (const caller of ['seller', 'admin', 'otherSeller'] as const) {
      const response = await answer(caller, invitation!.id, 'accept')
      expect(response.statusCode).toBe(404)
      expect(response.json()).toEqual({ success: false, message: 'Invitation not found', code: 'NOT_FOUND' })
    }
    expect((await answer('buyer', '9f0c2a4e-5b6d-4e7f-8a9b-0c1d2e3f4a5b', 'accept')).statusCode).toBe(404)
    expect((await answer('buyer', 'not-an-id', 'accept')).statusCode).toBe(400)
    expect((await requestAs(kit, null, { url: '/api/users/me/invitations' })).statusCode).toBe(401)
  })

  it('asks an admin to invite as well', async () => {
    const property = await createAs(kit, 'admin', buyerAsOwner)
    expect(property.ownership.owners).toEqual([])
    expect(await received('buyer')).toHaveLength(1)
  })

  it('keeps the proposed shares: the consenting owners hold the whole meanwhile, and each acceptance adds its share', async () => {
    const property = await createAs(kit, 'seller', propertyBody({
      ownership: {
        owners: [
          { userId: demoUsers.seller.id, share: 40 },
          { userId: demoUsers.buyer.id, share: 30, ownershipType: 'joint' },
          { userId: otherSeller.id, share: 30 },
        ],
      },
    }))
    expect(property.ownership.owners).toEqual([{ userId: demoUsers.seller.id, name: demoUsers.seller.fullName, share: 100 }])
    const [toOther] = await received('otherSeller')
    expect((await answer('otherSeller', toOther!.id, 'accept')).statusCode).toBe(200)
    const [toBuyer] = await received('buyer')
    expect(toBuyer).toMatchObject({ share: 30 })
    expect((await answer('buyer', toBuyer!.id, 'accept')).statusCode).toBe(200)
    expect(await ownersOf(kit.database, property.id)).toEqual([
      { userId: demoUsers.seller.id, share: 40, ownershipType: 'freehold' },
      { userId: demoUsers.buyer.id, share: 30, ownershipType: 'joint' },
      { userId: otherSeller.id, share: 30, ownershipType: 'freehold' },
    ].sort((a, b) => b.share - a.share || (a.userId < b.userId ? -1 : 1)))
  })

  it('keeps pending invitations while the owners stay as stored, and withdraws them when a change proposes others', async () => {
    const body = propertyBody({ ownership: { owners: [{ userId: demoUsers.seller.id, share: 50 }, { userId: demoUsers.buyer.id, share: 50 }] } })
    const property = await createAs(kit, 'seller', body)
    const put = (payload: Record<string, unknown>) => requestAs(kit, 'seller', { method: 'PUT', url: `/api/properties/${property.id}`, payload })
    expect((await put({ ...property, basicInfo: { ...property.basicInfo, title: 'Renamed' } })).statusCode).toBe(200)
    const [invitation] = await received('buyer')
    expect(invitation).toMatchObject({ status: 'pending', share: 50 })
    // Naming them again replaces the pending invitation rather than adding one.
    expect((await put({ ownership: { owners: [{ userId: demoUsers.seller.id, share: 20 }, { userId: demoUsers.buyer.id, share: 80 }] } })).statusCode).toBe(200)
    expect(await received('buyer')).toMatchObject([{ id: invitation!.id, share: 80 }])
    // The owners as stored (the seller alone) are no new proposal: the invitation stays.
    expect((await put({ ownership: { owners: [{ userId: demoUsers.seller.id, share: 100 }] } })).statusCode).toBe(200)
    expect(await received('buyer')).toHaveLength(1)
    // A proposal without them withdraws it.
    expect((await put({ ownership: { owners: [{ userId: demoUsers.seller.id, share: 60 }, { userId: otherSeller.id, share: 40 }] } })).statusCode).toBe(200)
    expect(await received('buyer')).toEqual([])
    expect(await received('otherSeller')).toMatchObject([{ share: 40 }])
    expect((await answer('buyer', invitation!.id, 'accept')).statusCode).toBe(409)
  })

  it('lets the listing’s managers withdraw an invitation', async () => {
    const property = await createAs(kit, 'seller', buyerAsOwner)
    const [invitation] = await received('buyer')
    const url = `/api/properties/${property.reference}/invitations/${invitation!.id}`
    expect((await requestAs(kit, 'otherSeller', { method: 'DELETE', url })).statusCode).toBe(403)
    const withdrawn = await requestAs(kit, 'seller', { method: 'DELETE', url })
    expect(withdrawn.json()).toMatchObject({ success: true, invitation: { status: 'withdrawn' } })
    expect((await requestAs(kit, 'seller', { method: 'DELETE', url })).statusCode).toBe(409)
    expect((await answer('buyer', invitation!.id, 'accept')).statusCode).toBe(409)
  })

  it('leaves an owner invitation to the owners and admins: a dealer who does not represent the listing cannot withdraw it', async () => {
    const property = await createAs(kit, 'seller', propertyBody({ ownership: { owners: [{ userId: demoUsers.seller.id, share: 60 }, { userId: demoUsers.buyer.id, share: 40 }] } }))
    const [invitation] = await received('buyer')
    const url = `/api/properties/${property.reference}/invitations/${invitation!.id}`
    // The dealer has property access (they see the invitation) but may not change who will own the listing.
    expect((await requestAs(kit, 'dealer', { url: `/api/properties/${property.reference}/invitations` })).statusCode).toBe(200)
    const refused = await requestAs(kit, 'dealer', { method: 'DELETE', url })
    expect(refused.statusCode).toBe(403)
    expect(refused.json()).toEqual({ success: false, message: "Only the listing's owners or an admin can change its owners", code: 'FORBIDDEN' })
    expect(await received('buyer')).toMatchObject([{ id: invitation!.id, status: 'pending' }])
    expect((await requestAs(kit, 'admin', { method: 'DELETE', url })).json()).toMatchObject({ success: true, invitation: { status: 'withdrawn' } })
    expect(await received('buyer')).toEqual([])
  })

  it('leaves a dealer invitation to property access, as changing the dealer is', async () => {
    const property = await createAs(kit, 'seller', propertyBody({ dealerInfo: { currentDealer: { userId: demoUsers.dealer.id } } }))
    const [invitation] = await received('dealer')
    const url = `/api/properties/${property.reference}/invitations/${invitation!.id}`
    expect((await requestAs(kit, 'otherSeller', { method: 'DELETE', url })).statusCode).toBe(403)
    expect((await requestAs(kit, 'dealer', { method: 'DELETE', url })).json()).toMatchObject({ success: true, invitation: { role: 'dealer', status: 'withdrawn' } })
  })

  it('invites through batch changes and imports too', async () => {
    const property = await createAs(kit, 'seller')
    const batch = await requestAs(kit, 'seller', {
      method: 'PATCH',
      url: '/api/properties/batch',
      payload: { updates: [{ reference: property.reference, data: { ownership: { owners: [{ userId: demoUsers.buyer.id }] } } }] },
    })
    expect(batch.json()).toMatchObject({ successCount: 1 })
    expect(await ownersOf(kit.database, property.id)).toEqual([])
    const imported = await requestAs(kit, 'seller', { method: 'POST', url: '/api/properties/import', payload: { data: JSON.stringify(buyerAsOwner) } })
    expect(imported.statusCode, imported.body).toBe(201)
    expect((await received('buyer')).map((invitation) => invitation.property.id)).toContain(property.id)
    expect(await received('buyer')).toHaveLength(2)
  })
})

describe('too many invitations', () => {
  it('lets one person have at most 100 invitations waiting for another, and refuses the write that would pass it', async () => {
    const items = (n: number) => JSON.stringify(Array.from({ length: n }, () => buyerAsOwner))
    const over = await requestAs(kit, 'seller', { method: 'POST', url: '/api/properties/import', payload: { data: items(101) } })
    expect(over.statusCode).toBe(409)
    expect(over.json()).toEqual({
      success: false,
      message: `User ${demoUsers.buyer.id} already has 100 of your invitations waiting for an answer`,
      code: 'CONFLICT',
    })
    expect(await kit.database.query('SELECT 1 FROM properties')).toHaveLength(0)
    expect((await requestAs(kit, 'seller', { method: 'POST', url: '/api/properties/import', payload: { data: items(100) } })).statusCode).toBe(201)
    // Someone else may still invite them; declining one makes room.
    await createAs(kit, 'otherSeller', buyerAsOwner)
    const refused = await requestAs(kit, 'seller', { method: 'POST', url: '/api/properties', payload: buyerAsOwner })
    expect(refused.statusCode).toBe(409)
    const fromSeller = (await received('buyer')).find((invitation) => invitation.invitedBy === demoUsers.seller.id)
    expect((await answer('buyer', fromSeller!.id, 'decline')).statusCode).toBe(200)
    await createAs(kit, 'seller', buyerAsOwner)
  })
})

describe('naming another person as the dealer', () => {
  it('invites them; the listing keeps its dealer until they accept, then their spell opens', async () => {
    const property = await createAs(kit, 'seller', propertyBody({ dealerInfo: { currentDealer: { userId: demoUsers.dealer.id } } }))
    expect(property.dealerInfo.currentDealer).toBeNull()
    expect((await historyOf(kit.database, property.id)).dealers).toEqual([])
    const [invitation] = await received('dealer')
    expect(invitation).toMatchObject({ role: 'dealer', share: null })
    expect((await answer('dealer', invitation!.id, 'accept')).statusCode).toBe(200)
    expect((await readAs('seller', property.id)).dealerInfo.currentDealer).toEqual({ userId: demoUsers.dealer.id })
    expect((await historyOf(kit.database, property.id)).dealers).toEqual([{ dealerId: demoUsers.dealer.id, assignedBy: demoUsers.dealer.id, open: true }])
  })

  it('lets a dealer name themselves directly', async () => {
    const property = await createAs(kit, 'dealer', propertyBody({ dealerInfo: { currentDealer: { userId: demoUsers.dealer.id } } }))
    expect(property.dealerInfo.currentDealer).toEqual({ userId: demoUsers.dealer.id })
    expect(await received('dealer')).toEqual([])
  })
})
