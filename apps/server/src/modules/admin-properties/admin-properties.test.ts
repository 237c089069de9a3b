// The admin console's listing calls: admins only, the manager over every status with the
// advanced search's filters, bulk status changes per item in one transaction, featuring on the
// home page, and one listing's owners and histories; every change in the audit trail.
import { MAX_BULK_STATUS_CHANGES, messages, propertyAdminMessages } from '@vishwas/domain'
import { describe, expect, it } from 'vitest'
import { createAs, demoUsers, propertyBody, requestAs, square, usePropertyKit, type Caller } from '../properties/properties-test-kit'

const kit = usePropertyKit()

const body = (status: string, city = 'Mohali', title = `${status} listing`, corner = 30.7) =>
  propertyBody({
    basicInfo: { title, type: 'residential', subType: 'apartment', status, listingType: 'sale' },
    location: { address: { locality: 'Sector 70', city, state: 'Punjab', postalCode: '160071' }, geofence: { vertices: square(corner, 76.7) } },
  })

async function auditOf(targetId: string) {
  const response = await requestAs(kit, 'admin', { url: `/api/admin/audit?targetType=property&targetId=${targetId}` })
  return response.json<{ actions: { action: string; before: unknown; after: unknown; reason: string; actorId: string }[] }>().actions
}

describe('admin listing calls: who may call them', () => {
  it('refuses sellers, dealers and buyers (403) and signed-out callers (401)', async () => {
    const property = await createAs(kit, 'seller', body('active'))
    const calls = [
      { method: 'GET' as const, url: '/api/admin/properties' },
      { method: 'POST' as const, url: '/api/admin/properties/status', payload: { propertyIds: [property.id], status: 'inactive' } },
      { method: 'GET' as const, url: `/api/admin/properties/${property.id}` },
      { method: 'PUT' as const, url: `/api/admin/properties/${property.id}/featured`, payload: { featured: true } },
    ]
    for (const call of calls) {
      for (const caller of ['seller', 'dealer', 'buyer'] as Caller[]) {
        const response = await requestAs(kit, caller, call)
        expect(response.statusCode, `${caller} ${call.method} ${call.url}`).toBe(403)
        expect(response.json()).toMatchObject({ success: false, message: messages.adminPrivilegesRequired })
      }
      expect((await requestAs(kit, null, call)).statusCode).toBe(401)
    }
    // Nothing changed behind the refusals.
    expect((await requestAs(kit, 'admin', { url: `/api/admin/properties/${property.id}` })).json()).toMatchObject({ property: { basicInfo: { status: 'active' } }, featured: null })
    expect(await auditOf(property.id)).toEqual([])
  })
})

describe('GET /api/admin/properties', () => {
  it('lists every status with the advanced filters, deleted listings aside, and says which are featured', async () => {
    const statuses = ['draft', 'active', 'pending', 'inactive', 'sold', 'rented'] as const
    const created = []
    for (const [index, status] of statuses.entries()) created.push(await createAs(kit, index % 2 === 0 ? 'seller' : 'otherSeller', body(status, 'Mohali', `${status} flat`, 30.7 + index * 0.01)))
    const deleted = await createAs(kit, 'seller', body('draft', 'Mohali', 'deleted flat', 30.9))
    expect((await requestAs(kit, 'seller', { method: 'DELETE', url: `/api/properties/${deleted.reference}` })).statusCode).toBe(200)
    const active = created[1]!
    expect((await requestAs(kit, 'admin', { method: 'PUT', url: `/api/admin/properties/${active.id}/featured`, payload: { featured: true } })).statusCode).toBe(200)

    const all = await requestAs(kit, 'admin', { url: '/api/admin/properties?limit=100&sortBy=title&sortOrder=asc' })
    expect(all.statusCode).toBe(200)
    const answer = all.json<{ properties: { id: string; basicInfo: { status: string; title: string }; ownership: { owners: { userId: string }[] } }[]; featured: string[]; pagination: { total: number } }>()
    expect(answer.pagination.total).toBe(6)
    expect(answer.properties.map((property) => property.basicInfo.status).sort()).toEqual([...statuses].sort())
    expect(answer.properties.map((property) => property.basicInfo.title)).not.toContain('deleted flat')
    // Admins read the stored documents, owners' ids included.
    expect(answer.properties[0]!.ownership.owners[0]!.userId).toMatch(/^[0-9a-f-]{36}$/)
    expect(answer.featured).toEqual([active.id])

    const pending = await requestAs(kit, 'admin', { url: '/api/admin/properties?status=pending' })
    expect(pending.json()).toMatchObject({ properties: [{ id: created[2]!.id }], pagination: { total: 1 } })
    const featuredOnly = await requestAs(kit, 'admin', { url: '/api/admin/properties?featured=true' })
    expect(featuredOnly.json()).toMatchObject({ properties: [{ id: active.id }], featured: [active.id], pagination: { total: 1 } })
    expect((await requestAs(kit, 'admin', { url: '/api/admin/properties?featured=false' })).json()).toMatchObject({ pagination: { total: 5 } })
    expect((await requestAs(kit, 'admin', { url: '/api/admin/properties?city=Pune' })).json()).toMatchObject({ properties: [], pagination: { total: 0 } })
    const paged = await requestAs(kit, 'admin', { url: '/api/admin/properties?limit=4&page=2' })
    expect(paged.json()).toMatchObject({ pagination: { page: 2, limit: 4, total: 6, pages: 2 } })
    expect(paged.json<{ properties: unknown[] }>().properties).toHaveLength(2)

    for (const bad of ['status=gone', 'featured=maybe', 'minPrice=9&maxPrice=1', 'limit=101', 'colour=red']) {
      const response = await requestAs(kit, 'admin', { url: `/api/admin/properties?${bad}` })
      expect(response.statusCode, bad).toBe(400)
    }
  })
})

describe('POST /api/admin/properties/status', () => {
  it('changes the listings it can in one transaction, each recorded, and says why it refused the others', async () => {
    const draft = await createAs(kit, 'seller', body('draft', 'Mohali', 'draft one', 30.7))
    const active = await createAs(kit, 'otherSeller', body('active', 'Mohali', 'active one', 30.72))
    const inactive = await createAs(kit, 'seller', body('inactive', 'Mohali', 'inactive one', 30.74))
    const response = await requestAs(kit, 'admin', {
      method: 'POST',
      url: '/api/admin/properties/status',
      payload: { propertyIds: [draft.reference, active.id, inactive.id, 'PROP-NOSUCH-1', active.reference], status: 'inactive', reason: 'Owner asked to pause' },
    })
    expect(response.statusCode).toBe(200)
    expect(response.json()).toEqual({
      success: true,
      results: [
        { id: draft.reference, success: true, property: { id: draft.id, reference: draft.reference, status: 'inactive' } },
        { id: active.id, success: true, property: { id: active.id, reference: active.reference, status: 'inactive' } },
        { id: inactive.id, success: false, error: propertyAdminMessages.statusUnchanged('inactive') },
        { id: 'PROP-NOSUCH-1', success: false, error: messages.propertyNotFound },
        { id: active.reference, success: false, error: propertyAdminMessages.duplicateInBulk },
      ],
      succeeded: 2,
      failed: 3,
    })
    // A normal change: the document, its typed column and its metadata, and the audit trail.
    const stored = await requestAs(kit, 'admin', { url: `/api/admin/properties/${active.id}` })
    expect(stored.json()).toMatchObject({ property: { basicInfo: { status: 'inactive' }, metadata: { updatedBy: demoUsers.admin.id } } })
    const [row] = await kit.database.query<{ status: string }>('SELECT status FROM properties WHERE id = $1', [active.id])
    expect(row?.status).toBe('inactive')
    expect(await auditOf(active.id)).toEqual([
      expect.objectContaining({ action: 'property.status', actorId: demoUsers.admin.id, before: { status: 'active' }, after: { status: 'inactive' }, reason: 'Owner asked to pause' }),
    ])
    expect(await auditOf(inactive.id)).toEqual([])
    // The owner's own list shows the change.
    expect((await requestAs(kit, 'seller', { url: `/api/properties/${draft.id}` })).json()).toMatchObject({ property: { basicInfo: { status: 'inactive' } } })
  })

  it('refuses a request without listings, with too many, or with an unknown status', async () => {
    const tooMany = Array.from({ length: MAX_BULK_STATUS_CHANGES + 1 }, (_, index) => `PROP-X-${index}`)
    for (const payload of [{ propertyIds: [], status: 'active' }, { propertyIds: tooMany, status: 'active' }, { propertyIds: ['PROP-X-1'], status: 'archived' }, { propertyIds: ['PROP-X-1'] }]) {
      const response = await requestAs(kit, 'admin', { method: 'POST', url: '/api/admin/properties/status', payload })
      expect(response.statusCode).toBe(400)
      expect(response.json()).toMatchObject({ success: false, code: 'VALIDATION_ERROR' })
    }
  })
})

describe('featuring a listing on the home page', () => {
  it('features only active listings, once, records it, and shows them publicly as anyone may see them', async () => {
    const active = await createAs(kit, 'seller', body('active', 'Mohali', 'Featured villa', 30.7))
    const draft = await createAs(kit, 'seller', body('draft', 'Mohali', 'Draft villa', 30.72))
    const feature = (id: string, featured: boolean) => requestAs(kit, 'admin', { method: 'PUT', url: `/api/admin/properties/${id}/featured`, payload: { featured, reason: 'Launch week' } })

    const featured = await feature(active.reference, true)
    expect(featured.statusCode).toBe(200)
    expect(featured.json()).toMatchObject({ success: true, featured: { featuredBy: demoUsers.admin.id, featuredByName: demoUsers.admin.fullName } })
    expect((await feature(active.id, true)).json()).toMatchObject({ success: false, message: propertyAdminMessages.alreadyFeatured })
    const refused = await feature(draft.id, true)
    expect(refused.statusCode).toBe(422)
    expect(refused.json()).toMatchObject({ message: propertyAdminMessages.notFeaturable })
    expect((await feature('PROP-NOSUCH-1', true)).statusCode).toBe(404)
    expect(await auditOf(active.id)).toEqual([expect.objectContaining({ action: 'property.feature', before: { featured: false }, after: { featured: true }, reason: 'Launch week' })])

    const home = await requestAs(kit, null, { url: '/api/properties/public/featured' })
    expect(home.statusCode).toBe(200)
    const shown = home.json<{ properties: { id: string; ownership: unknown }[] }>().properties
    expect(shown.map((property) => property.id)).toEqual([active.id])
    // The public view: owners as "Owner", no user ids.
    expect(shown[0]!.ownership).toMatchObject({ isPrivate: true, label: 'Owner' })
    // With what has been verified about it, as the public list answers (the demo seller's KYC is verified).
    expect(shown[0]).toMatchObject({ verification: { ownerKycVerified: true, verifiedDocuments: 0 } })
    expect(JSON.stringify(shown)).not.toContain(demoUsers.seller.id)

    // A featured listing that is no longer live leaves the row (its flag stays for when it returns).
    await requestAs(kit, 'admin', { method: 'POST', url: '/api/admin/properties/status', payload: { propertyIds: [active.id], status: 'sold' } })
    expect((await requestAs(kit, null, { url: '/api/properties/public/featured' })).json()).toMatchObject({ properties: [] })
    expect((await requestAs(kit, 'admin', { url: `/api/admin/properties/${active.id}` })).json()).toMatchObject({ featured: { featuredBy: demoUsers.admin.id } })

    const unfeatured = await feature(active.id, false)
    expect(unfeatured.json()).toEqual({ success: true, featured: null })
    expect((await feature(active.id, false)).json()).toMatchObject({ message: propertyAdminMessages.notFeatured })
    expect((await auditOf(active.id)).map((action) => action.action)).toEqual(['property.unfeature', 'property.status', 'property.feature'])
    expect((await requestAs(kit, null, { url: '/api/properties/public/featured?limit=13' })).statusCode).toBe(400)
  })
})

describe('GET /api/admin/properties/{id}', () => {
  it("answers the stored listing with its owners, dealer, and price, ownership and dealer history, by id or reference", async () => {
    const property = await createAs(kit, 'seller', body('active'))
    const changed = await requestAs(kit, 'seller', { method: 'PUT', url: `/api/properties/${property.reference}`, payload: { financial: { pricing: { totalPrice: 9_000_000 } } } })
    expect(changed.statusCode).toBe(200)
    const response = await requestAs(kit, 'admin', { url: `/api/admin/properties/${property.reference}` })
    expect(response.statusCode).toBe(200)
    expect(response.json()).toMatchObject({
      property: { id: property.id },
      featured: null,
      owners: [{ userId: demoUsers.seller.id, name: demoUsers.seller.fullName, share: 100 }],
      dealer: null,
      history: {
        prices: [
          { oldPrice: 8_500_000, newPrice: 9_000_000, changedBy: demoUsers.seller.id, changedByName: demoUsers.seller.fullName },
          { oldPrice: null, newPrice: 8_500_000 },
        ],
        ownership: [{ newOwners: [{ userId: demoUsers.seller.id }] }],
        dealers: [],
      },
    })
    expect((await requestAs(kit, 'admin', { url: '/api/admin/properties/PROP-NOSUCH-1' })).statusCode).toBe(404)
    expect((await requestAs(kit, 'admin', { url: '/api/admin/properties/not-an-id' })).statusCode).toBe(400)
  })
})

describe('an admin listing a property for someone (POST /api/properties with an owner named)', () => {
  it('invites the named owner and holds the listing until they accept', async () => {
    const response = await requestAs(kit, 'admin', { method: 'POST', url: '/api/properties', payload: { ...body('draft'), ownership: { owners: [], ownerId: demoUsers.seller.id } } })
    expect(response.statusCode, response.body).toBe(201)
    const created = response.json<{ property: { id: string; ownership: { owners: { userId: string }[] }; metadata: { createdBy: string } } }>().property
    expect(created.metadata.createdBy).toBe(demoUsers.admin.id)
    expect(created.ownership.owners.map((owner) => owner.userId)).not.toContain(demoUsers.seller.id)
    const invited = await requestAs(kit, 'seller', { url: '/api/users/me/invitations' })
    expect(invited.json()).toMatchObject({ invitations: [{ property: { id: created.id } }] })
  })
})

describe("an admin's edit of someone's listing", () => {
  it('goes to the audit trail with the fields it changed; the owner\'s own edits do not', async () => {
    const property = await createAs(kit, 'seller', body('active'))
    expect((await requestAs(kit, 'seller', { method: 'PUT', url: `/api/properties/${property.id}`, payload: { financial: { pricing: { totalPrice: 8_800_000 } } } })).statusCode).toBe(200)
    expect(await auditOf(property.id)).toEqual([])
    const edited = await requestAs(kit, 'admin', { method: 'PUT', url: `/api/properties/${property.id}`, payload: { basicInfo: { ...property.basicInfo, title: 'Corrected title' } } })
    expect(edited.statusCode, edited.body).toBe(200)
    const batch = await requestAs(kit, 'admin', { method: 'PATCH', url: '/api/properties/batch', payload: { updates: [{ reference: property.reference, data: { financial: { pricing: { totalPrice: 9_100_000 } } } }] } })
    expect(batch.statusCode, batch.body).toBe(200)
    expect(await auditOf(property.id)).toEqual([
      expect.objectContaining({ action: 'property.update', actorId: demoUsers.admin.id, before: expect.objectContaining({ 'financial.pricing.totalPrice': 8_800_000 }), after: expect.objectContaining({ 'financial.pricing.totalPrice': 9_100_000 }) }),
      expect.objectContaining({ action: 'property.update', before: { 'basicInfo.title': 'active listing' }, after: { 'basicInfo.title': 'Corrected title' } }),
    ])
  })
})
