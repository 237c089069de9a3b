// The events that notify today, each in its own transaction: naming someone an owner or the
// dealer of a listing tells the invitee (once per invitation), and a change by a dealer who does
// not represent a listing tells its owners (never the dealer, never when the write is refused).
import type { Property } from '@vishwas/domain'
import { describe, expect, it } from 'vitest'
import { acceptInvitations, createAs, demoUsers, propertyBody, propertyOf, requestAs, usePropertyKit, type Caller } from '../properties/properties-test-kit'

const kit = usePropertyKit()

type Listed = { notifications: { kind: string; title: string; body: string; link?: string }[] }
const notificationsOf = async (caller: Caller) => (await requestAs(kit, caller, { url: '/api/notifications' })).json<Listed>().notifications

const put = (caller: Caller, property: Property, changes: Record<string, unknown>) =>
  requestAs(kit, caller, { method: 'PUT', url: `/api/properties/${property.id}`, payload: { ...property, ...changes } })

describe('notified events', () => {
  it('an invitation to be an owner or the dealer tells the invitee, once', async () => {
    const owners = [
      { userId: demoUsers.seller.id, share: 50 },
      { userId: demoUsers.buyer.id, share: 50 },
    ]
    const created = await createAs(kit, 'seller', propertyBody({ ownership: { owners } }))
    const [invitation] = await notificationsOf('buyer')
    expect(invitation).toEqual({
      id: expect.any(String),
      userId: demoUsers.buyer.id,
      kind: 'invitation',
      title: `You are invited to be an owner of ${created.reference}`,
      body: `${demoUsers.seller.fullName} named you an owner of '${created.basicInfo.title}'. Accept or decline it in your profile.`,
      link: '/profile',
      read: false,
      createdAt: expect.any(String),
    })
    // Saved again with the same invitation pending: no second notification.
    const stored = propertyOf(await requestAs(kit, 'seller', { url: `/api/properties/${created.id}` }))
    const again = await put('seller', stored, { ownership: { owners } })
    expect(again.statusCode, again.body).toBe(200)
    expect(await notificationsOf('buyer')).toHaveLength(1)
    for (let n = 0; n < 2; n += 1) expect((await put('seller', stored, { dealerInfo: { currentDealer: { userId: demoUsers.dealer.id } } })).statusCode).toBe(200)
    expect((await notificationsOf('dealer')).map((item) => item.title)).toEqual([`You are invited to be the dealer of ${created.reference}`])
    expect(await notificationsOf('seller')).toEqual([])
  })

  it("a dealer's change to a listing they do not represent tells its owners, and a refused one nothing", async () => {
    const created = await createAs(kit, 'otherSeller', propertyBody({ ownership: { owners: [{ userId: demoUsers.seller.id, share: 100 }] } }))
    await acceptInvitations(kit, 'seller')
    const stored = propertyOf(await requestAs(kit, 'seller', { url: `/api/properties/${created.id}` }))
    const changed = await put('dealer', stored, { basicInfo: { ...stored.basicInfo, title: 'Renamed by a dealer' } })
    expect(changed.statusCode, changed.body).toBe(200)
    const [notice] = await notificationsOf('seller')
    expect(notice).toMatchObject({
      kind: 'listing',
      title: `A dealer changed your listing ${stored.reference}`,
      link: `/seller/properties/${stored.reference}`,
    })
    expect(notice?.body).toContain(demoUsers.dealer.fullName)
    expect(notice?.body).toContain('basicInfo.title')
    expect(await notificationsOf('dealer')).toEqual([])
    // Refused (a dealer may not change the owners): rolled back with its notification.
    const refused = await put('dealer', stored, { ownership: { owners: [{ userId: demoUsers.dealer.id, share: 100 }] } })
    expect(refused.statusCode).toBe(403)
    // The seller's invitation to own it, and the one change.
    expect((await notificationsOf('seller')).map((item) => item.kind)).toEqual(['listing', 'invitation'])
  })
})
