import { describe, expect, it } from 'vitest'
import { formatListingPrice, hasPrice, PRICE_ON_REQUEST, roomCount } from './listing-display'

describe('listing display', () => {
  it("shows an unset price as 'Price on request'", () => {
    expect(PRICE_ON_REQUEST).toBe('Price on request')
    expect(formatListingPrice(4_500_000)).toBe('₹45,00,000')
    for (const unset of [0, null, undefined, Number.NaN]) {
      expect(hasPrice(unset)).toBe(false)
      expect(formatListingPrice(unset)).toBe('Price on request')
    }
  })

  it('leaves out room counts of none', () => {
    expect(roomCount(3)).toBe(3)
    expect(roomCount(0)).toBeUndefined()
    expect(roomCount(null)).toBeUndefined()
    expect(roomCount(undefined)).toBeUndefined()
  })
})
