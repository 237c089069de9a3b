import { describe, expect, it } from 'vitest'
import { createBlankProperty } from './create-blank-property'
import { generatePropertyReference, isPropertyReference } from './generate-property-reference'
import { indianStates, propertyStatuses, propertySubTypes, propertyTypes, subTypesByPropertyType } from './property-enums'
import { propertySchema, storedPropertySchema } from './property-schema'
import { isValidReraNumber, requiresReraNumber } from './rera'
import { reraNumberSchema } from './rera-schema'

/** The document shape of the contract, as the API returns it. */
const document = {
  id: '0b6f3c8e-8f44-4c4e-9d0f-2d2f4c1e8a11',
  reference: 'PROP-LZ1ABC-X9K2Q',
  basicInfo: { title: '3 BHK apartment, Sector 70', description: 'Park facing', type: 'residential', subType: 'apartment', status: 'active', listingType: 'sale', constructionStatus: 'under-construction', furnished: 'semi-furnished', reraNumber: 'PBRERA-SAS80-PR0123' },
  location: {
    address: { line1: 'Tower B, Flat 1203', locality: 'Sector 70', city: 'Mohali', state: 'Punjab', postalCode: '160071', country: 'India' },
    geofence: { vertices: [{ latitude: 30.7046, longitude: 76.7179 }, { latitude: '30.7050', longitude: '76.7179' }, { latitude: 30.705, longitude: 76.7185 }] },
    coordinates: { latitude: 30.7048, longitude: 76.7181 },
  },
  financial: { pricing: { totalPrice: 8_500_000, pricePerSqft: 5150, currency: 'INR', negotiable: true } },
  specifications: { area: { total: 1650, unit: 'sqft' }, rooms: { bedrooms: 3, bathrooms: 3 }, floors: 1, facing: 'east', yearBuilt: 2026 },
  amenities: ['parking', 'lift'],
  surrounding: ['school'],
  risk: { earthquake: 'medium', flood: 'low', hurricane: 'low', landslide: 'low' },
  evaluation: { propertyScore: 78 },
  ownership: { owners: [{ userId: 'u1', name: 'Harpreet Kaur', share: 100, ownershipType: 'freehold' }], ownerId: 'u1' },
  dealerInfo: { currentDealer: { userId: 'd1' } },
  media: [{ id: 'm1', type: 'image', url: '/api/files/property-media/PROP-LZ1ABC-X9K2Q/images/1700000000000-abc123-front.jpg', title: 'front.jpg', order: 0, metadata: { uploadedAt: '2026-01-01T00:00:00.000Z', size: 1000, contentType: 'image/jpeg' } }],
  analytics: { views: 12 },
  metadata: { createdAt: '2026-01-01T00:00:00.000Z', updatedAt: '2026-01-02T00:00:00+05:30', createdBy: 'u1', updatedBy: 'u1', listedBy: 'u1' },
}

describe('propertySchema', () => {
  it('accepts the contract document and turns string vertices into numbers', () => {
    const parsed = storedPropertySchema.parse(document)
    expect(parsed.location.geofence.vertices[1]).toEqual({ latitude: 30.705, longitude: 76.7179 })
    expect(parsed.basicInfo.reraNumber).toBe('PBRERA-SAS80-PR0123')
    expect(parsed.dealerInfo.currentDealer).toEqual({ userId: 'd1' })
  })

  it('accepts a minimal create body and fills the defaults', () => {
    const parsed = propertySchema.parse({ basicInfo: { type: 'land', status: 'draft' }, location: { address: { city: 'Jaipur', state: 'Rajasthan' } } })
    expect(parsed).toEqual({
      basicInfo: { title: '', type: 'land', status: 'draft', listingType: 'sale' },
      location: { address: { city: 'Jaipur', state: 'Rajasthan', country: 'India' }, geofence: { vertices: [] } },
      financial: { pricing: { totalPrice: 0, currency: 'INR' } },
      specifications: { area: { total: 0, unit: 'sqft' }, rooms: { bedrooms: 0, bathrooms: 0 } },
      amenities: [],
      surrounding: [],
      evaluation: { propertyScore: 0 },
      ownership: { owners: [] },
      dealerInfo: { currentDealer: null },
      media: [],
      analytics: { views: 0, shares: 0, saves: 0, contacts: 0 },
      metadata: { createdBy: 'system', updatedBy: 'system' },
    })
    expect(storedPropertySchema.safeParse({ ...parsed }).success).toBe(false)
  })

  it.each([
    ['a bad type', { basicInfo: { ...document.basicInfo, type: 'castle' } }],
    ['a bad PIN code', { location: { ...document.location, address: { ...document.location.address, postalCode: '012345' } } }],
    ['a latitude beyond 90', { location: { ...document.location, geofence: { vertices: [{ latitude: '91', longitude: 76 }] } } }],
    ['a non-numeric vertex string', { location: { ...document.location, geofence: { vertices: [{ latitude: 'north', longitude: 76 }] } } }],
    ['a string price', { financial: { pricing: { totalPrice: '85 lakh' } } }],
    ['a score above 100', { evaluation: { propertyScore: 101 } }],
    ['a bad RERA number', { basicInfo: { ...document.basicInfo, reraNumber: 'RERA' } }],
    ['a bad reference', { reference: 'prop-1' }],
    ['an empty city', { location: { ...document.location, address: { ...document.location.address, city: ' ' } } }],
  ])('refuses %s', (_name, change) => {
    expect(propertySchema.safeParse({ ...document, ...change }).success).toBe(false)
  })

  it('keeps amenities and surroundings in lower case, trimmed, as they are searched', () => {
    const base = { basicInfo: { type: 'land', status: 'draft' }, location: { address: { city: 'Jaipur', state: 'Rajasthan' } } }
    const parsed = propertySchema.parse({ ...base, amenities: [' Gym ', 'Power-Backup'], surrounding: ['Metro-Station'] })
    expect(parsed.amenities).toEqual(['gym', 'power-backup'])
    expect(parsed.surrounding).toEqual(['metro-station'])
    expect(propertySchema.safeParse({ ...base, amenities: ['   '] }).success).toBe(false)
  })

  it('has the enums of an Indian marketplace', () => {
    expect(propertyTypes).toEqual(['residential', 'commercial', 'agricultural', 'industrial', 'land'])
    expect(propertyStatuses).toEqual(['draft', 'active', 'pending', 'sold', 'rented', 'inactive'])
    expect(indianStates).toHaveLength(36)
    for (const subTypes of Object.values(subTypesByPropertyType)) for (const s of subTypes) expect(propertySubTypes).toContain(s)
  })
})

describe('createBlankProperty', () => {
  it('is a draft residential property made by system', () => {
    const blank = createBlankProperty()
    expect(blank.basicInfo).toMatchObject({ status: 'draft', type: 'residential' })
    expect(blank.metadata).toEqual({ createdBy: 'system', updatedBy: 'system' })
    expect(propertySchema.parse({ ...blank, location: { ...blank.location, address: { ...blank.location.address, city: 'Pune', state: 'Maharashtra' } } }).basicInfo.status).toBe('draft')
    expect(createBlankProperty()).not.toBe(blank)
  })
})

describe('generatePropertyReference', () => {
  it('is PROP- plus a time part and a random part, upper-cased', () => {
    const reference = generatePropertyReference(1_767_225_600_000, () => 0.5)
    expect(reference).toBe(`PROP-${(1_767_225_600_000).toString(36).toUpperCase()}-IIIII`)
    expect(isPropertyReference(reference)).toBe(true)
    expect(generatePropertyReference(0, () => 0.999999)).toBe('PROP-0-ZZZZZ')
    expect(generatePropertyReference()).toMatch(/^PROP-[0-9A-Z]+-[0-9A-Z]{5}$/)
    expect(isPropertyReference('PROP-abc')).toBe(false)
  })
})

describe('RERA numbers', () => {
  it.each(['P52100012345', 'PBRERA-SAS80-PR0123', 'RAJ/P/2019/1037', 'PRM/KA/RERA/1251/309/PR/171014/000386', 'UPRERAPRJ6734', 'RERA-GRG-PROJ-123-2019'])('accepts %s', (n) => {
    expect(isValidReraNumber(n)).toBe(true)
    expect(reraNumberSchema.parse(` ${n} `)).toBe(n)
  })

  it.each(['P521', 'ABCDEFGHIJ', 'P5210001//2345', '/P52100012345', 'P52100 012345', 'X'.repeat(38) + '123'])('refuses %s', (n) => {
    expect(isValidReraNumber(n)).toBe(false)
  })

  it('is needed on residential or commercial projects sold before completion', () => {
    expect(requiresReraNumber({ type: 'residential', constructionStatus: 'under-construction' })).toBe(true)
    expect(requiresReraNumber({ type: 'commercial', listingType: 'sale', constructionStatus: 'new-launch' })).toBe(true)
    expect(requiresReraNumber({ type: 'residential', listingType: 'rent', constructionStatus: 'under-construction' })).toBe(false)
    expect(requiresReraNumber({ type: 'residential', constructionStatus: 'ready-to-move' })).toBe(false)
    expect(requiresReraNumber({ type: 'agricultural', constructionStatus: 'new-launch' })).toBe(false)
  })
})
