import { describe, expect, it } from 'vitest'
import { createBlankProperty } from './create-blank-property'
import { isPricedPerMonth, pricePerSqft, withPricePerSqft } from './property-pricing'

const listing = (listingType: 'sale' | 'rent' | 'lease', totalPrice: number, total: number, unit: 'sqft' | 'sqm' | 'acres' = 'sqft') => {
  const blank = createBlankProperty()
  return { ...blank, basicInfo: { ...blank.basicInfo, listingType }, financial: { pricing: { totalPrice, currency: 'INR' as const } }, specifications: { ...blank.specifications, area: { total, unit } } }
}

describe('what a price is for', () => {
  it('is per month for a rent or a lease, for the property for a sale', () => {
    expect(isPricedPerMonth('rent')).toBe(true)
    expect(isPricedPerMonth('lease')).toBe(true)
    expect(isPricedPerMonth('sale')).toBe(false)
  })
})

describe('price per square foot', () => {
  it('is the asking price over the area in square feet, in whole rupees', () => {
    expect(pricePerSqft(listing('sale', 17_000_000, 1649))).toBe(10_309)
    // 100 m² is 1,076.4 sq ft.
    expect(pricePerSqft(listing('sale', 5_382_000, 100, 'sqm'))).toBe(5000)
    expect(pricePerSqft(listing('sale', 4_356_000, 1, 'acres'))).toBe(100)
  })

  it('is undefined for a rent or a lease, and without a price or an area', () => {
    expect(pricePerSqft(listing('rent', 25_000, 1200))).toBeUndefined()
    expect(pricePerSqft(listing('lease', 25_000, 1200))).toBeUndefined()
    expect(pricePerSqft(listing('sale', 0, 1200))).toBeUndefined()
    expect(pricePerSqft(listing('sale', 5_000_000, 0))).toBeUndefined()
  })

  it('replaces whatever figure the listing carried', () => {
    const typed = listing('sale', 17_000_000, 1649)
    const stale = { ...typed, financial: { pricing: { ...typed.financial.pricing, pricePerSqft: 8490 } } }
    expect(withPricePerSqft(stale).financial.pricing.pricePerSqft).toBe(10_309)
    const rented = { ...stale, basicInfo: { ...stale.basicInfo, listingType: 'rent' as const } }
    expect(withPricePerSqft(rented).financial.pricing).not.toHaveProperty('pricePerSqft')
  })
})
