// One property by UUID or PROP- reference, and statistics (views and analytics: engagement.test.ts).
import { messages, propertyTypes } from '@vishwas/domain'
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest'
import type { App } from '../../app'
import type { DatabaseHandle } from '../../db/database'
import { demoListings, publicListingOf } from '../../test/demo-listings'
import { buildTestApp, resetDatabase, seededDatabase } from '../../test/test-app'

let app: App
let database: DatabaseHandle
const active = demoListings.find((l) => l.row.status === 'active')!
const sold = demoListings.find((l) => l.row.status === 'sold')!
const draft = demoListings.find((l) => l.row.status === 'draft')!
const missingId = '9f0c2a4e-5b6d-4e7f-8a9b-0c1d2e3f4a5b'

beforeAll(async () => {
  database = await seededDatabase()
  app = await buildTestApp({ database })
})
afterAll(() => app.close())

describe('GET /api/properties/public/{id}', () => {
  it('finds a listing by UUID and by PROP- reference', async () => {
    for (const key of [active.row.id, active.row.reference, active.row.id.toUpperCase()]) {
      const response = await app.inject(`/api/properties/public/${key}`)
      expect(response.statusCode).toBe(200)
      expect(response.json()).toEqual({ success: true, property: publicListingOf(active) })
    }
  })

  it('names no owner, dealer or other user: owners are "Owner", not verified (personal data, DPDP Act 2023)', async () => {
    const curated = demoListings.find((l) => l.row.status === 'active' && l.property.dealerInfo.currentDealer) ?? active
    const response = await app.inject(`/api/properties/public/${curated.row.id}`)
    const { property } = response.json<{ property: Record<string, unknown> }>()
    expect(property.ownership).toEqual({ isPrivate: true, label: 'Owner', verified: false })
    expect(property.dealerInfo).toEqual({ isPrivate: true, hasDealer: Boolean(curated.property.dealerInfo.currentDealer) })
    const named = [...curated.property.ownership.owners.flatMap((owner) => [owner.userId, owner.name ?? '']), curated.property.metadata.createdBy, curated.property.dealerInfo.currentDealer?.userId ?? '']
    for (const text of named.filter((value) => value.length > 0)) expect(response.body).not.toContain(text)
  })

  it('shows sold listings but not drafts', async () => {
    expect((await app.inject(`/api/properties/public/${sold.row.reference}`)).statusCode).toBe(200)
    const response = await app.inject(`/api/properties/public/${draft.row.id}`)
    expect(response.statusCode).toBe(404)
    expect(response.json()).toEqual({ success: false, message: 'Property not found', code: 'NOT_FOUND' })
  })

  it("answers an unknown property with 404 'Property not found'", async () => {
    for (const key of [missingId, 'PROP-ZZZZZZZZ-00000']) {
      const response = await app.inject(`/api/properties/public/${key}`)
      expect(response.statusCode).toBe(404)
      expect(response.json()).toEqual({ success: false, message: messages.propertyNotFound, code: 'NOT_FOUND' })
    }
  })

  it('rejects an id that is neither a UUID nor a reference', async () => {
    for (const key of ['42', "1'%20OR%20'1'='1", 'prop-lowercase', 'PROP-']) {
      const response = await app.inject(`/api/properties/public/${key}`)
      expect(response.statusCode).toBe(400)
      expect(response.json()).toMatchObject({ success: false, code: 'VALIDATION_ERROR', message: "Invalid path parameter 'id': must be a property UUID or a PROP- reference" })
    }
  })
})

describe('GET /api/properties/statistics', () => {
  it('counts and averages over all properties', async () => {
    const rows = demoListings.map((l) => l.row)
    const mean = (values: number[]) => values.reduce((a, b) => a + b, 0) / values.length
    const response = await app.inject('/api/properties/statistics')
    expect(response.statusCode).toBe(200)
    const body = response.json<Record<string, unknown>>()
    expect(body).toMatchObject({
      success: true,
      totalProperties: rows.length,
      activeListings: rows.filter((r) => r.status === 'active').length,
      soldProperties: rows.filter((r) => r.status === 'sold').length,
      averagePrice: Math.round(mean(rows.map((r) => r.price))),
    })
    expect(body.averageArea).toBeCloseTo(mean(rows.map((r) => r.area_sqft)), 2)
    expect(body.propertyTypes).toEqual(Object.fromEntries(propertyTypes.map((t) => [t, rows.filter((r) => r.type === t).length])))
  })

  describe('on an empty database', () => {
    beforeEach(() => resetDatabase(database))
    it('answers zeros', async () => {
      const response = await app.inject('/api/properties/statistics')
      expect(response.json()).toEqual({
        success: true,
        totalProperties: 0,
        activeListings: 0,
        soldProperties: 0,
        averagePrice: 0,
        averageArea: 0,
        propertyTypes: Object.fromEntries(propertyTypes.map((t) => [t, 0])),
      })
      const list = await app.inject('/api/properties/public')
      expect(list.json()).toEqual({ success: true, properties: [], pagination: { page: 1, limit: 10, total: 0, pages: 0 } })
    })
  })
})
