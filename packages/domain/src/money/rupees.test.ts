import { describe, expect, it } from 'vitest'
import { formatPaise, formatRupees, formatRupeesShort, paiseToRupees, rupeesToPaise } from './rupees'

describe('rupees', () => {
  it.each([
    [1234567, '₹12,34,567'],
    [85000, '₹85,000'],
    [100000, '₹1,00,000'],
    [999.5, '₹1,000'],
    [0, '₹0'],
    [-0.4, '₹0'],
    [-2500, '-₹2,500'],
    [null, 'N/A'],
    [Number.NaN, 'N/A'],
  ])('formats %s as %s', (n, text) => {
    expect(formatRupees(n)).toBe(text)
  })

  it.each([
    [4_500_000, '₹45 L'],
    [100_000, '₹1 L'],
    [150_000, '₹1.5 L'],
    [9_999_999, '₹1 Cr'],
    [12_000_000, '₹1.2 Cr'],
    [10_000_000, '₹1 Cr'],
    [125_000_000, '₹12.5 Cr'],
    [12_345_678_900, '₹1,234.57 Cr'],
    [85_000, '₹85,000'],
    [-4_500_000, '-₹45 L'],
    [undefined, 'N/A'],
  ])('shortens %s to %s', (n, text) => {
    expect(formatRupeesShort(n)).toBe(text)
  })

  it('converts paise', () => {
    expect(rupeesToPaise(1234.565)).toBe(123457)
    expect(paiseToRupees(123457)).toBe(1234.57)
    expect(formatPaise(123450)).toBe('₹1,234.50')
    expect(formatPaise(-5)).toBe('-₹0.05')
    expect(formatPaise(undefined)).toBe('N/A')
  })
})
