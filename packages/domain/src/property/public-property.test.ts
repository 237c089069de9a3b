import { describe, expect, it } from 'vitest'
import { createPropertyMetadata } from './property-metadata'
import { propertySchema, type Property } from './property-schema'
import { hasPrivateOwners } from './property-view'
import { propertyViewFor, publicPropertySchema, toPublicProperty } from './public-property'

const owner = 'aaaaaaaa-0000-4000-8000-000000000001'
const dealer = 'dddddddd-0000-4000-8000-000000000004'

const property: Property = {
  ...propertySchema.parse({
    basicInfo: { type: 'residential', status: 'active', title: 'Flat' },
    location: { address: { city: 'Mohali', state: 'Punjab' } },
    financial: { pricing: { totalPrice: 8_500_000 } },
    specifications: { area: { total: 1650, unit: 'sqft' } },
    ownership: { owners: [{ userId: owner, name: 'Asha Rao', share: 100 }], ownerId: owner },
    dealerInfo: { currentDealer: { userId: dealer } },
    metadata: createPropertyMetadata(new Date('2026-01-01T00:00:00Z'), owner),
  }),
  id: '11111111-0000-4000-8000-000000000001',
  reference: 'PROP-TEST-1',
}

describe('the public view of a listing', () => {
  it('names the owners "Owner", says ownership is not verified, and carries no user id or name', () => {
    const view = toPublicProperty(property)
    expect(view.ownership).toEqual({ isPrivate: true, label: 'Owner', verified: false })
    expect(view.dealerInfo).toEqual({ isPrivate: true, hasDealer: true })
    expect(view.metadata).toEqual({ createdAt: '2026-01-01T00:00:00.000Z', updatedAt: '2026-01-01T00:00:00.000Z' })
    const text = JSON.stringify(view)
    expect(text).not.toContain(owner)
    expect(text).not.toContain(dealer)
    expect(text).not.toContain('Asha')
    expect(publicPropertySchema.parse(view)).toEqual(view)
    expect(hasPrivateOwners(view)).toBe(true)
  })

  it('goes to everyone without property access; owners, dealers and admins see the document', () => {
    expect(propertyViewFor(null, property)).toEqual(toPublicProperty(property))
    expect(propertyViewFor({ did: 'someone', roles: { isSeller: true } }, property)).toEqual(toPublicProperty(property))
    expect(propertyViewFor({ did: owner, roles: {} }, property)).toBe(property)
    expect(propertyViewFor({ did: 'someone', roles: { isDealer: true } }, property)).toBe(property)
    expect(propertyViewFor({ did: 'someone', roles: { isAdmin: true } }, property)).toBe(property)
    expect(hasPrivateOwners(property)).toBe(false)
  })

  it('says when no dealer curates the listing', () => {
    expect(toPublicProperty({ ...property, dealerInfo: { currentDealer: null } }).dealerInfo).toEqual({ isPrivate: true, hasDealer: false })
  })
})
