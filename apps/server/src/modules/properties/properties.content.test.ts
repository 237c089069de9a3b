// What a listing carries to other people's browsers: addresses only https: or our stored files,
// text stored exactly as typed (it is rendered as text), analytics only the server's counters,
// and no listing at or near zero area, nor a sale at ₹0, outside a draft.
import { analyticsMessages, propertyLimitMessages, urlMessages, type Property } from '@vishwas/domain'
import { describe, expect, it } from 'vitest'
import { createAs, propertyBody, propertyOf, requestAs, usePropertyKit } from './properties-test-kit'

const kit = usePropertyKit()
const post = (payload: unknown) => requestAs(kit, 'seller', { method: 'POST', url: '/api/properties', payload })
const put = (reference: string, payload: unknown) => requestAs(kit, 'seller', { method: 'PUT', url: `/api/properties/${reference}`, payload })
const messageOf = (response: { json<T>(): T }) => response.json<{ message: string }>().message
const hostile = '<img src=x onerror="window.__pwned=1"><script>window.__pwned=1</script>'
const media = (url: string) => [{ id: 'm1', type: 'image', url, title: hostile }]

describe('media addresses', () => {
  it.each(['javascript:alert(document.cookie)', 'data:text/html,<script>alert(1)</script>', '//evil.example/x.jpg', 'http://example.com/a.jpg', 'https://bank.example@evil.example/'])(
    'refuses %s with the rule in the message',
    async (url) => {
      const response = await post(propertyBody({ media: media(url) }))
      expect(response.statusCode).toBe(400)
      expect(response.json()).toMatchObject({ success: false, code: 'VALIDATION_ERROR', errors: [{ path: 'media.0.url', message: `media.0.url: URL ${urlMessages.fileUrl}` }] })
    },
  )

  it('accepts https: addresses and the server’s stored files in a body, and keeps the media store’s list, on create, update, import and validate', async () => {
    const stored = '/api/files/property-media/PROP-ABC123-XYZ12/images/1700000000000-abc123-front.jpg'
    const created = await post(propertyBody({ media: media(stored) }))
    expect(created.statusCode).toBe(201)
    const property = propertyOf(created)
    // The listing's media list is derived from its media items (the media calls), never taken from a body.
    expect(property.media).toEqual([])
    const updated = await put(property.reference, { ...property, media: media('https://cdn.example.in/a.jpg') })
    expect(updated.statusCode).toBe(200)
    expect(propertyOf(updated).media).toEqual([])
    expect((await put(property.reference, { ...property, media: media('javascript:alert(1)') })).statusCode).toBe(400)
    const imported = await requestAs(kit, 'seller', { method: 'POST', url: '/api/properties/import', payload: { data: JSON.stringify(propertyBody({ media: media('javascript:alert(1)') })) } })
    expect(imported.statusCode).toBe(400)
    const validated = await requestAs(kit, 'seller', { method: 'POST', url: '/api/properties/validate', payload: propertyBody({ media: media('javascript:alert(1)') }) })
    expect(validated.json()).toEqual({ success: true, valid: false, errors: [`media.0.url: URL ${urlMessages.fileUrl}`] })
  })
})

describe('free text', () => {
  it('is stored and served exactly as typed: markup stays text', async () => {
    const body = propertyBody()
    const property = await createAs(kit, 'seller', {
      ...body,
      basicInfo: { ...(body.basicInfo as object), title: hostile, description: `${hostile}\n<a href="javascript:alert(1)">x</a>` },
      media: media('https://cdn.example.in/a.jpg'),
    })
    const shown = propertyOf(await kit.app.inject(`/api/properties/public/${property.id}`))
    expect(shown.basicInfo.title).toBe(hostile)
    expect(shown.basicInfo.description).toBe(`${hostile}\n<a href="javascript:alert(1)">x</a>`)
  })

  it('refuses control and text-direction characters in a line of text', async () => {
    const body = propertyBody()
    const response = await post({ ...body, basicInfo: { ...(body.basicInfo as object), title: 'Plot for sale\u202Egpj.exe' } })
    expect(response.statusCode).toBe(400)
    expect(messageOf(response)).toContain('basicInfo.title: Title must be plain text on one line')
  })
})

describe('a title over the limit', () => {
  it('is refused with the limit stated, on create and on update, and nothing is cut', async () => {
    const body = propertyBody()
    const long = `${'Spacious 3 BHK apartment with a park view '.repeat(6)}`.trim()
    expect(long.length).toBeGreaterThan(200)
    const refused = await post({ ...body, basicInfo: { ...(body.basicInfo as object), title: long } })
    expect(refused.statusCode).toBe(400)
    expect(refused.json()).toMatchObject({ errors: [{ path: 'basicInfo.title', message: `basicInfo.title: Title must be at most 200 characters (it has ${long.length})` }] })
    const property = await createAs(kit, 'seller', body)
    const update = await put(property.reference, { ...property, basicInfo: { ...property.basicInfo, title: long } })
    expect(update.statusCode).toBe(400)
    expect(messageOf(update)).toContain('Title must be at most 200 characters')
    expect(propertyOf(await kit.app.inject(`/api/properties/public/${property.id}`)).basicInfo.title).toBe(property.basicInfo.title)
  })
})

describe('analytics', () => {
  it('refuses keys it does not hold, with their names', async () => {
    const response = await post(propertyBody({ analytics: { views: 1, banner: '<script>alert(1)</script>' } }))
    expect(response.statusCode).toBe(400)
    expect(response.json()).toMatchObject({ errors: [{ path: 'analytics', message: `analytics: ${analyticsMessages.unknownField(['banner'], ['views', 'shares', 'saves', 'contacts'])}` }] })
  })

  it('is the server’s: figures a seller sends are ignored on create and on update', async () => {
    const property = await createAs(kit, 'seller', propertyBody({ analytics: { views: 99_999, shares: 50 } }))
    expect(property.analytics).toEqual({ views: 0, shares: 0, saves: 0, contacts: 0 })
    await kit.database.query(
      `UPDATE properties SET views = 7, doc = jsonb_set(doc, '{analytics}', '{"views": 7, "shares": 2, "saves": 1, "contacts": 3}') WHERE id = $1`,
      [property.id],
    )
    const changed = await put(property.reference, { ...property, analytics: { views: 0, shares: 1000, saves: 0, contacts: 0 } })
    expect(changed.statusCode).toBe(200)
    expect(propertyOf(changed).analytics).toEqual({ views: 7, shares: 2, saves: 1, contacts: 3 })
    const [row] = await kit.database.query<{ analytics: unknown }>(`SELECT doc->'analytics' AS analytics FROM properties WHERE id = $1`, [property.id])
    expect(row?.analytics).toEqual({ views: 7, shares: 2, saves: 1, contacts: 3 })
  })
})

describe('area and price', () => {
  const withArea = (total: number, unit: string, status = 'active') => {
    const body = propertyBody({ specifications: { area: { total, unit }, rooms: { bedrooms: 3, bathrooms: 2 } } })
    return { ...body, basicInfo: { ...(body.basicInfo as object), status } }
  }

  it.each([
    ['0 sq.ft.', 0, 'sqft'],
    ['1e-300 m²', 1e-300, 'sqm'],
    ['0.5 m²', 0.5, 'sqm'],
  ])('refuses an area of %s with a clear message', async (_name, total, unit) => {
    const response = await post(withArea(total, unit))
    expect(response.statusCode).toBe(400)
    expect(response.json()).toMatchObject({ errors: [{ path: 'specifications.area.total', message: `specifications.area.total: ${propertyLimitMessages.areaTooSmall}` }] })
  })

  it('refuses a listing for sale at ₹0, not one for rent', async () => {
    const response = await post(propertyBody({ financial: { pricing: { totalPrice: 0 } } }))
    expect(response.statusCode).toBe(400)
    expect(response.json()).toMatchObject({ errors: [{ path: 'financial.pricing.totalPrice', message: `financial.pricing.totalPrice: ${propertyLimitMessages.salePriceMissing}` }] })
    const body = propertyBody({ financial: { pricing: { totalPrice: 0 } } })
    expect((await post({ ...body, basicInfo: { ...(body.basicInfo as object), listingType: 'rent' } })).statusCode).toBe(201)
  })

  it('lets a draft wait for its area and price, and refuses to make it active without them', async () => {
    const body = withArea(0, 'sqft', 'draft')
    const draft: Property = await createAs(kit, 'seller', { ...body, financial: { pricing: { totalPrice: 0 } } })
    expect(draft.specifications.area.total).toBe(0)
    const batch = await requestAs(kit, 'seller', { method: 'PATCH', url: '/api/properties/batch', payload: { updates: [{ reference: draft.reference, data: { basicInfo: { status: 'active' } } }] } })
    expect(batch.json()).toMatchObject({ failed: [{ reference: draft.reference, message: expect.stringContaining(propertyLimitMessages.areaTooSmall) }] })
  })
})
