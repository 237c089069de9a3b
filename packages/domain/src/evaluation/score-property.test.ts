import fc from 'fast-check'
import { describe, expect, it } from 'vitest'
import { SCORE_FACTORS, evaluationMessages, scoreFactorKeys, scoreProperty, type ScoreFacts } from './score-property'

const allFilled = { title: true, description: true, price: true, area: true, locality: true, postalCode: true, rooms: true, amenities: true }

/** A listing with everything: every detail, boundary, 5 photos and a plan, verified deed and more, KYC, fresh, priced at the median. */
const complete: ScoreFacts = {
  filled: allFilled,
  hasValidBoundary: true,
  photoCount: 6,
  floorPlanCount: 1,
  verifiedTitleDeeds: 1,
  verifiedOtherDocuments: 2,
  ownerKycVerified: true,
  daysSinceUpdate: 3,
  pricePerSqft: 8_000,
  localityMedianPricePerSqft: 8_000,
  comparableCount: 12,
}

/** A bare draft: nothing but a title, no boundary, media, documents or KYC, stale, no price. */
const bare: ScoreFacts = {
  filled: { ...Object.fromEntries(Object.keys(allFilled).map((key) => [key, false])), title: true } as ScoreFacts['filled'],
  hasValidBoundary: false,
  photoCount: 0,
  floorPlanCount: 0,
  verifiedTitleDeeds: 0,
  verifiedOtherDocuments: 0,
  ownerKycVerified: false,
  daysSinceUpdate: 400,
  pricePerSqft: null,
  localityMedianPricePerSqft: null,
  comparableCount: 0,
}

const points = (facts: ScoreFacts) => Object.fromEntries(scoreProperty(facts).factors.map((f) => [f.key, f.points]))

describe('scoreProperty', () => {
  it('gives a complete, verified, fresh listing priced at the median 100', () => {
    const result = scoreProperty(complete)
    expect(result.score).toBe(100)
    expect(result.flags).toEqual([])
    expect(result.factors.map((f) => f.key)).toEqual([...scoreFactorKeys])
    expect(result.factors.find((f) => f.key === 'price')?.reason).toBe('₹8,000/sq ft is 0% above the median of 12 similar listings in the locality (₹8,000/sq ft)')
  })

  it('gives a bare draft only its title, and says what is missing', () => {
    const result = scoreProperty(bare)
    expect(points(bare)).toEqual({ completeness: 3, boundary: 0, media: 0, documents: 0, ownerKyc: 0, freshness: 0, price: 0 })
    expect(result.score).toBe(3)
    const reasons = Object.fromEntries(result.factors.map((f) => [f.key, f.reason]))
    expect(reasons).toEqual({
      completeness: '1 of 8 details filled in; missing a description, a price, an area, a locality, a PIN code, bedrooms and bathrooms, amenities',
      boundary: 'No valid boundary drawn yet',
      media: 'No photos and no floor plan (5 photos earn full points)',
      documents: 'No verified documents yet',
      ownerKyc: "Owner's identity not verified yet",
      freshness: 'Not updated for more than 90 days',
      price: 'No price or area to compare with similar listings',
    })
  })

  it('counts photos two points each up to five, and a floor plan five', () => {
    expect(points({ ...complete, photoCount: 2, floorPlanCount: 0 }).media).toBe(4)
    expect(points({ ...complete, photoCount: 9, floorPlanCount: 0 }).media).toBe(10)
    expect(points({ ...complete, photoCount: 0, floorPlanCount: 2 }).media).toBe(5)
  })

  it('values a verified title deed above other documents', () => {
    expect(points({ ...complete, verifiedTitleDeeds: 1, verifiedOtherDocuments: 0 }).documents).toBe(12)
    expect(points({ ...complete, verifiedTitleDeeds: 0, verifiedOtherDocuments: 3 }).documents).toBe(8)
    expect(scoreProperty({ ...complete, verifiedTitleDeeds: 0, verifiedOtherDocuments: 1 }).factors.find((f) => f.key === 'documents')?.reason).toBe(
      'No verified title deed and 1 other verified document',
    )
  })

  it('gives KYC its points only when verified, with the reason the page shows', () => {
    const unverified = scoreProperty({ ...complete, ownerKycVerified: false })
    expect(unverified.score).toBe(90)
    expect(unverified.factors.find((f) => f.key === 'ownerKyc')?.reason).toBe(evaluationMessages.ownerKycNotVerified)
  })

  it('steps freshness down at 30 and 90 days', () => {
    expect([0, 30, 31, 90, 91].map((days) => points({ ...complete, daysSinceUpdate: days }).freshness)).toEqual([10, 10, 5, 5, 0])
    // The same band reads the same whatever the day: nothing to rewrite night after night.
    expect(scoreProperty({ ...complete, daysSinceUpdate: 200 })).toEqual(scoreProperty({ ...complete, daysSinceUpdate: 201 }))
  })

  it('lowers the score and flags a price far from the locality median', () => {
    const high = scoreProperty({ ...complete, pricePerSqft: 20_000 })
    expect(high.score).toBe(90)
    expect(high.flags).toEqual([{ key: 'price-far-above-locality', message: 'Price per sq ft is 150% above similar listings in the locality' }])
    const low = scoreProperty({ ...complete, pricePerSqft: 3_000 })
    expect(low.flags.map((f) => f.key)).toEqual(['price-far-below-locality'])
    expect(points({ ...complete, pricePerSqft: 12_000 }).price).toBe(5)
    expect(points({ ...complete, pricePerSqft: 9_000 }).price).toBe(10)
    expect(scoreProperty({ ...complete, pricePerSqft: 12_000 }).flags).toEqual([])
  })

  it('does not judge the price without enough similar listings', () => {
    const result = scoreProperty({ ...complete, pricePerSqft: 90_000, comparableCount: 2 })
    expect(result.flags).toEqual([])
    expect(result.factors.find((f) => f.key === 'price')).toMatchObject({ points: 5, reason: 'Fewer than 3 similar listings in the locality to compare with' })
  })

  it('keeps every score within 0 to 100, whole, equal to the sum of its factors, each within its maximum', () => {
    const facts = fc.record({
      filled: fc.record({
        title: fc.boolean(),
        description: fc.boolean(),
        price: fc.boolean(),
        area: fc.boolean(),
        locality: fc.boolean(),
        postalCode: fc.boolean(),
        rooms: fc.boolean(),
        amenities: fc.boolean(),
      }),
      hasValidBoundary: fc.boolean(),
      photoCount: fc.nat(1_000),
      floorPlanCount: fc.nat(50),
      verifiedTitleDeeds: fc.nat(20),
      verifiedOtherDocuments: fc.nat(50),
      ownerKycVerified: fc.boolean(),
      daysSinceUpdate: fc.double({ min: -10, max: 10_000, noNaN: true }),
      pricePerSqft: fc.option(fc.double({ min: 0, max: 1e7, noNaN: true })),
      localityMedianPricePerSqft: fc.option(fc.double({ min: 0, max: 1e7, noNaN: true })),
      comparableCount: fc.nat(10_000),
    })
    fc.assert(
      fc.property(facts, (given) => {
        const result = scoreProperty(given)
        expect(Number.isInteger(result.score)).toBe(true)
        expect(result.score).toBeGreaterThanOrEqual(0)
        expect(result.score).toBeLessThanOrEqual(100)
        expect(result.factors.reduce((sum, f) => sum + f.points, 0)).toBe(result.score)
        for (const f of result.factors) {
          expect(f.maxPoints).toBe(SCORE_FACTORS[f.key].maxPoints)
          expect(f.points).toBeGreaterThanOrEqual(0)
          expect(f.points).toBeLessThanOrEqual(f.maxPoints)
        }
      }),
    )
  })

  it('has factor maxima that add up to 100', () => {
    expect(Object.values(SCORE_FACTORS).reduce((sum, f) => sum + f.maxPoints, 0)).toBe(100)
  })
})
