// The shortlist on the server: each signed-in user's own list of public listings (added by id or
// reference, again without change, at most MAX_SHORTLIST), taken off whatever the listing's status,
// merged with the browser's list at sign-in, kept through a delete and restore of the listing; and
// the public views of listings by id, which never show a draft. The limit: shortlist.service.test.ts.
import { MAX_SHORTLIST, type Property } from '@vishwas/domain'
import { describe, expect, it } from 'vitest'
import { createAs, propertyBody, requestAs, square, usePropertyKit, type Caller } from '../properties/properties-test-kit'

const kit = usePropertyKit()

type Item = { propertyId: string; addedAt: string }

let plots = 0
/** An active listing (or another status) of the seller, on a plot of its own. */
function listing(overrides: { title?: string; status?: string } = {}): Promise<Property> {
  plots += 1
  return createAs(
    kit,
    'seller',
    propertyBody({
      basicInfo: { title: overrides.title ?? `Flat ${plots}`, type: 'residential', status: overrides.status ?? 'active', listingType: 'sale' },
      location: { address: { line1: `Plot ${plots}`, city: 'Mohali', state: 'Punjab' }, geofence: { vertices: square(30.6 + plots * 0.002, 76.7) } },
    }),
  )
}

async function shortlistOf(caller: Caller): Promise<string[]> {
  const response = await requestAs(kit, caller, { url: '/api/users/me/shortlist' })
  expect(response.statusCode, response.body).toBe(200)
  return response.json<{ items: Item[] }>().items.map((item) => item.propertyId)
}

const add = (caller: Caller | null, key: string) => requestAs(kit, caller, { method: 'PUT', url: `/api/users/me/shortlist/${key}` })
const remove = (caller: Caller | null, key: string) => requestAs(kit, caller, { method: 'DELETE', url: `/api/users/me/shortlist/${key}` })

describe('the shortlist', () => {
  it("keeps each user's own listings, newest first, added by id or by reference, once", async () => {
    const [first, second] = [await listing(), await listing()]
    expect((await add('buyer', first.id)).json()).toMatchObject({ success: true, item: { propertyId: first.id } })
    const again = await add('buyer', second.reference)
    expect(again.statusCode, again.body).toBe(200)
    expect((await add('buyer', first.reference)).statusCode).toBe(200)
    expect(await shortlistOf('buyer')).toEqual([second.id, first.id])
    // Another user's shortlist is their own.
    expect(await shortlistOf('dealer')).toEqual([])
    expect((await add('dealer', second.id)).statusCode).toBe(200)
    expect(await shortlistOf('dealer')).toEqual([second.id])
    expect(await shortlistOf('buyer')).toEqual([second.id, first.id])
  })

  it('refuses the signed-out, and a listing the public cannot see', async () => {
    const draft = await listing({ status: 'draft' })
    expect((await requestAs(kit, null, { url: '/api/users/me/shortlist' })).statusCode).toBe(401)
    expect((await add(null, draft.id)).statusCode).toBe(401)
    const hidden = await add('seller', draft.id)
    expect(hidden.statusCode).toBe(404)
    expect(hidden.json()).toMatchObject({ success: false, message: 'Property not found', code: 'NOT_FOUND' })
    expect((await add('buyer', '00000000-0000-4000-8000-00000000abcd')).statusCode).toBe(404)
    expect((await add('buyer', 'not-an-id')).statusCode).toBe(400)
  })

  it('takes a listing off whatever its status now, and says whether it was there', async () => {
    const property = await listing()
    await add('buyer', property.id)
    const draft = await requestAs(kit, 'seller', { method: 'PUT', url: `/api/properties/${property.id}`, payload: { basicInfo: { ...property.basicInfo, status: 'draft' } } })
    expect(draft.statusCode, draft.body).toBe(200)
    expect(await shortlistOf('buyer')).toEqual([property.id])
    expect((await remove('buyer', property.reference)).json()).toEqual({ success: true, removed: true })
    expect((await remove('buyer', property.id)).json()).toEqual({ success: true, removed: false })
    expect(await shortlistOf('buyer')).toEqual([])
  })

  it("merges the browser's list at sign-in: new public listings in order, none twice, none hidden", async () => {
    const [a, b, c] = [await listing(), await listing(), await listing()]
    const draft = await listing({ status: 'draft' })
    await add('buyer', b.id)
    const merged = await requestAs(kit, 'buyer', {
      method: 'POST',
      url: '/api/users/me/shortlist/merge',
      payload: { propertyIds: [c.reference, a.id, b.id, draft.id, a.reference, '00000000-0000-4000-8000-00000000abcd'] },
    })
    expect(merged.statusCode, merged.body).toBe(200)
    expect(merged.json()).toMatchObject({ success: true, added: 2, skipped: 0 })
    expect(merged.json<{ items: Item[] }>().items.map((item) => item.propertyId)).toEqual([c.id, a.id, b.id])
    expect(await shortlistOf('buyer')).toEqual([c.id, a.id, b.id])
    expect((await requestAs(kit, null, { method: 'POST', url: '/api/users/me/shortlist/merge', payload: { propertyIds: [] } })).statusCode).toBe(401)
    const tooMany = Array.from({ length: MAX_SHORTLIST + 1 }, () => a.id)
    expect((await requestAs(kit, 'buyer', { method: 'POST', url: '/api/users/me/shortlist/merge', payload: { propertyIds: tooMany } })).statusCode).toBe(400)
  })

  it('keeps the hearts of a listing that is deleted and restored', async () => {
    const property = await listing()
    await add('buyer', property.id)
    expect((await requestAs(kit, 'seller', { method: 'DELETE', url: `/api/properties/${property.reference}` })).statusCode).toBe(200)
    expect(await shortlistOf('buyer')).toEqual([])
    const restored = await requestAs(kit, 'admin', { method: 'POST', url: `/api/admin/deleted-properties/${property.id}/restore` })
    expect(restored.statusCode, restored.body).toBe(200)
    expect(await shortlistOf('buyer')).toEqual([property.id])
  })
})

describe('listings by id, as the public sees them', () => {
  it('answers the public listings in the order named, each once, without drafts or owners', async () => {
    const [a, b] = [await listing({ title: 'First' }), await listing({ title: 'Second' })]
    const draft = await listing({ status: 'draft', title: 'Hidden draft' })
    const response = await requestAs(kit, null, { url: '/api/properties/public/by-ids', query: { ids: [b.reference, draft.id, a.id, b.id, '00000000-0000-4000-8000-00000000abcd'].join(',') } })
    expect(response.statusCode, response.body).toBe(200)
    const { properties } = response.json<{ properties: Property[] }>()
    expect(properties.map((property) => property.basicInfo.title)).toEqual(['Second', 'First'])
    expect(response.body).not.toContain('Hidden draft')
    expect(properties[0]?.ownership).toMatchObject({ isPrivate: true, label: 'Owner' })
  })

  it('refuses anything but 1 to 100 ids or references', async () => {
    const ask = (ids: string) => requestAs(kit, null, { url: '/api/properties/public/by-ids', query: { ids } })
    expect((await ask('')).statusCode).toBe(400)
    expect((await ask('PROP-A,../etc')).statusCode).toBe(400)
    const tooMany = Array.from({ length: MAX_SHORTLIST + 1 }, () => '00000000-0000-4000-8000-00000000abcd').join(',')
    expect((await ask(tooMany)).statusCode).toBe(400)
    expect((await requestAs(kit, null, { url: '/api/properties/public/by-ids' })).statusCode).toBe(400)
  })
})
