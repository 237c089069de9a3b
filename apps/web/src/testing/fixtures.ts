import { NOTHING_VERIFIED, type ListingVerification, type Property } from '@vishwas/domain'

let counter = 0

/** A listing with what is verified about it, as the public list and page answer it. */
export type ListedProperty = Property & { verification: ListingVerification }

/** A public listing as the API returns it, with overrides per section. */
export function makeProperty(
  overrides: { title?: string; price?: number; city?: string; state?: string; id?: string; verification?: ListingVerification } = {},
): ListedProperty {
  counter += 1
  const n = String(counter).padStart(12, '0')
  return {
    id: overrides.id ?? `00000000-0000-4000-8000-${n}`,
    reference: `PROP-TEST${counter}-AB12`,
    basicInfo: {
      title: overrides.title ?? `3 BHK apartment ${counter}`,
      type: 'residential',
      subType: 'apartment',
      status: 'active',
      listingType: 'sale',
      reraNumber: 'PBRERA-SAS80-PR0123',
    },
    location: {
      address: { locality: 'Sector 70', city: overrides.city ?? 'Mohali', state: overrides.state ?? 'Punjab', country: 'India' },
      geofence: {
        vertices: [
          { latitude: 30.7, longitude: 76.7 },
          { latitude: 30.7, longitude: 76.701 },
          { latitude: 30.701, longitude: 76.701 },
          { latitude: 30.701, longitude: 76.7 },
        ],
      },
    },
    financial: { pricing: { totalPrice: overrides.price ?? 4_500_000, currency: 'INR' } },
    specifications: { area: { total: 1200, unit: 'sqft' }, rooms: { bedrooms: 3, bathrooms: 2 } },
    amenities: ['parking', 'power-backup'],
    surrounding: ['school'],
    evaluation: { propertyScore: 82 },
    ownership: { owners: [], ownerId: 'u1' },
    dealerInfo: { currentDealer: null },
    media: [],
    analytics: { views: 7, shares: 0, saves: 0, contacts: 0 },
    metadata: { createdAt: '2025-11-01T10:00:00.000Z', updatedAt: '2025-11-10T10:00:00.000Z', createdBy: 'system', updatedBy: 'system' },
    verification: overrides.verification ?? NOTHING_VERIFIED,
  }
}

export function pageOf(properties: Property[], page = 1, total = properties.length, limit = 10) {
  return { success: true, properties, pagination: { page, limit, total, pages: Math.ceil(total / limit) } }
}
