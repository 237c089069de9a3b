import { describe, expect, it } from 'vitest'
import { hasPassedCheck, listingChecks, type CheckedListing } from './listing-checks'
import { NOTHING_VERIFIED, publicListingSchema } from './public-listing'
import { createPropertyMetadata } from './property-metadata'
import { propertySchema, type Property } from './property-schema'
import { toPublicProperty } from './public-property'

// A plot of about 30 m × 30 m in Mohali, and the same four corners crossed into a bow tie.
const square = [
  { latitude: 30.7046, longitude: 76.7179 },
  { latitude: 30.7046, longitude: 76.7182 },
  { latitude: 30.7049, longitude: 76.7182 },
  { latitude: 30.7049, longitude: 76.7179 },
]
const bowTie = [square[0]!, square[2]!, square[1]!, square[3]!]

function listing(basicInfo: Partial<CheckedListing['basicInfo']> = {}, vertices: unknown = square): CheckedListing {
  return { basicInfo: { type: 'residential', listingType: 'sale', constructionStatus: 'ready-to-move', ...basicInfo }, location: { geofence: { vertices } } }
}

const byKey = (checks: ReturnType<typeof listingChecks>) => Object.fromEntries(checks.map((check) => [check.key, check]))

describe('listingChecks', () => {
  it('says plainly that nothing is checked for a listing with no verification and no boundary', () => {
    const checks = listingChecks(listing({}, []), NOTHING_VERIFIED)
    expect(checks).toEqual([
      { key: 'documents', status: 'not-checked', label: 'No documents verified yet' },
      { key: 'owner-kyc', status: 'not-checked', label: 'Owner KYC not verified' },
      { key: 'boundary', status: 'not-checked', label: 'No boundary on the map' },
    ])
    expect(hasPassedCheck(checks)).toBe(false)
  })

  it("counts verified documents and says when an owner's KYC is verified", () => {
    const one = byKey(listingChecks(listing(), { ownerKycVerified: true, verifiedDocuments: 1 }))
    expect(one.documents).toEqual({ key: 'documents', status: 'checked', label: '1 document verified' })
    expect(one['owner-kyc']).toEqual({ key: 'owner-kyc', status: 'checked', label: 'Owner KYC verified' })
    expect(byKey(listingChecks(listing(), { ownerKycVerified: false, verifiedDocuments: 3 })).documents!.label).toBe('3 documents verified')
  })

  it('checks the boundary with the limits the server saves by: a simple ring passes, a crossed one does not', () => {
    expect(byKey(listingChecks(listing(), NOTHING_VERIFIED)).boundary).toEqual({ key: 'boundary', status: 'checked', label: 'Valid boundary on the map' })
    expect(byKey(listingChecks(listing({}, bowTie), NOTHING_VERIFIED)).boundary).toEqual({ key: 'boundary', status: 'not-checked', label: 'Boundary on the map is not valid' })
    expect(byKey(listingChecks(listing({}, square.slice(0, 2)), NOTHING_VERIFIED)).boundary!.status).toBe('not-checked')
    // Vertices as the API accepts them (numeric strings, a closing point repeated) read the same.
    const asStrings = [...square, square[0]!].map((v) => ({ latitude: String(v.latitude), longitude: String(v.longitude) }))
    expect(byKey(listingChecks(listing({}, asStrings), NOTHING_VERIFIED)).boundary!.status).toBe('checked')
    expect(hasPassedCheck(listingChecks(listing(), NOTHING_VERIFIED))).toBe(true)
  })

  it('checks the RERA number only where the domain requires one, and warns where it is missing', () => {
    const project = { constructionStatus: 'under-construction' as const }
    expect(byKey(listingChecks(listing({ ...project, reraNumber: 'P52100012345' }), NOTHING_VERIFIED)).rera).toEqual({ key: 'rera', status: 'checked', label: 'RERA number given' })
    const missing = listingChecks(listing({ ...project, type: 'commercial' }, []), NOTHING_VERIFIED)
    expect(byKey(missing).rera).toEqual({ key: 'rera', status: 'warning', label: 'RERA number missing (required for this listing)' })
    // A warning is not a check passed.
    expect(hasPassedCheck(missing)).toBe(false)
    expect(byKey(listingChecks(listing({ constructionStatus: 'new-launch', reraNumber: 'not a number' }), NOTHING_VERIFIED)).rera!.status).toBe('warning')
    for (const notRequired of [listing(), listing({ ...project, listingType: 'rent' }), listing({ ...project, type: 'land' }), listing({ constructionStatus: undefined })]) {
      expect(listingChecks(notRequired, NOTHING_VERIFIED).map((check) => check.key)).toEqual(['documents', 'owner-kyc', 'boundary'])
    }
  })
})

describe('publicListingSchema', () => {
  const property: Property = {
    ...propertySchema.parse({
      basicInfo: { type: 'residential', status: 'active', title: 'Flat' },
      location: { address: { city: 'Mohali', state: 'Punjab' }, geofence: { vertices: square } },
      financial: { pricing: { totalPrice: 8_500_000 } },
      specifications: { area: { total: 1650, unit: 'sqft' } },
      metadata: createPropertyMetadata(new Date('2026-01-01T00:00:00Z'), 'aaaaaaaa-0000-4000-8000-000000000001'),
    }),
    id: '11111111-0000-4000-8000-000000000001',
    reference: 'PROP-TEST-1',
  }

  it('is the public view with its verification, which the checks read', () => {
    const answered = { ...toPublicProperty(property), verification: { ownerKycVerified: true, verifiedDocuments: 0 } }
    const parsed = publicListingSchema.parse(answered)
    expect(parsed.verification).toEqual({ ownerKycVerified: true, verifiedDocuments: 0 })
    expect(listingChecks(parsed, parsed.verification).filter((check) => check.status === 'checked').map((check) => check.key)).toEqual(['owner-kyc', 'boundary'])
  })

  it('refuses a verification that is missing or not a count', () => {
    expect(publicListingSchema.safeParse(toPublicProperty(property)).success).toBe(false)
    for (const verifiedDocuments of [-1, 1.5]) {
      expect(publicListingSchema.safeParse({ ...toPublicProperty(property), verification: { ownerKycVerified: false, verifiedDocuments } }).success).toBe(false)
    }
  })
})
