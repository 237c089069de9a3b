import fc from 'fast-check'
import { describe, expect, it } from 'vitest'
import { MAX_PRICE_RUPEES, checkPriceRange, describeRupees, parseRupees, priceInputMessages, type PriceInputErrorCode } from './parse-rupees'
import { formatRupees } from './rupees'

function rupeesOf(text: string): number {
  const result = parseRupees(text)
  if (!result.ok) throw new Error(`${text}: ${result.error.message}`)
  return result.value
}

function errorOf(text: string): { code: PriceInputErrorCode; message: string } {
  const result = parseRupees(text)
  if (result.ok) throw new Error(`${text} parsed as ${result.value}`)
  return result.error
}

describe('parseRupees: prices as Indians say them', () => {
  it.each([
    ['50 L', 5_000_000],
    ['50L', 5_000_000],
    ['50 l', 5_000_000],
    ['50 lakh', 5_000_000],
    ['50 lakhs', 5_000_000],
    ['50 Lakhs', 5_000_000],
    ['75 lac', 7_500_000],
    ['75 lacs', 7_500_000],
    ['1.2 Cr', 12_000_000],
    ['1.2cr', 12_000_000],
    ['1.2 CR', 12_000_000],
    ['1.2 crs', 12_000_000],
    ['2 crore', 20_000_000],
    ['2 crores', 20_000_000],
    ['30k', 30_000],
    ['30 K', 30_000],
    ['2.5k', 2_500],
    ['30 thousand', 30_000],
    ['₹45,00,000', 4_500_000],
    ['₹ 45,00,000', 4_500_000],
    ['4,500,000', 4_500_000],
    ['4500000', 4_500_000],
    ['Rs. 45 lakh', 4_500_000],
    ['Rs 45 lakh', 4_500_000],
    ['rs.45L', 4_500_000],
    ['INR 1.5 crore', 15_000_000],
    ['45 lakh rupees', 4_500_000],
    ['45,00,000/-', 4_500_000],
    ['4500000 INR', 4_500_000],
    ['45 L Rs', 4_500_000],
    ['1.2 Cr.', 12_000_000],
    ['Rs. 50 L.', 5_000_000],
    ['50\u00a0lakh', 5_000_000],
    ['  12.5   L  ', 1_250_000],
    ['.5 Cr', 5_000_000],
    ['0.75 L', 75_000],
    ['9500', 9_500],
    ['50.', 50],
    ['1. Cr', 10_000_000],
    ['１２ Ｌ', 1_200_000],
    ['10000 Cr', MAX_PRICE_RUPEES],
  ])('reads %j as %i rupees', (text, rupees) => {
    expect(rupeesOf(text)).toBe(rupees)
  })

  it('works on the decimal digits, so no float error creeps in', () => {
    expect(rupeesOf('1.1 Cr')).toBe(11_000_000)
    expect(rupeesOf('0.3 L')).toBe(30_000)
    expect(rupeesOf('4.35 Cr')).toBe(43_500_000)
    expect(rupeesOf('1.23456 Cr')).toBe(12_345_600)
  })

  it('rounds to the nearest whole rupee, halves up', () => {
    expect(rupeesOf('1.23456789 Cr')).toBe(12_345_679)
    expect(rupeesOf('1.234567849 Cr')).toBe(12_345_678)
    expect(rupeesOf('1.00000005 Cr')).toBe(10_000_001)
    expect(rupeesOf('1.000000049 Cr')).toBe(10_000_000)
    expect(rupeesOf('999.5')).toBe(1_000)
    expect(rupeesOf('999.49')).toBe(999)
  })

  it.each([
    ['', 'empty'],
    ['   ', 'empty'],
    ['₹', 'empty'],
    ['Rs.', 'empty'],
    ['-5 L', 'negative'],
    ['- 5 L', 'negative'],
    ['₹-5 L', 'negative'],
    ['−5 L', 'negative'],
    ['-4500000', 'negative'],
    ['0', 'zero'],
    ['0 L', 'zero'],
    ['0.4', 'zero'],
    ['10000.01 Cr', 'too-large'],
    ['1000000000000', 'too-large'],
    ['9'.repeat(40), 'too-large'],
    ['lakh', 'unit-only'],
    ['Cr', 'unit-only'],
    ['K', 'unit-only'],
    ['50 60', 'two-numbers'],
    ['50 L 60 L', 'two-numbers'],
    ['50-60 L', 'two-numbers'],
    ['50 to 60 lakh', 'two-numbers'],
    ['1 lakh 20 thousand', 'two-numbers'],
    ['4,5 L', 'bad-commas'],
    ['45,0000', 'bad-commas'],
    ['cheap', 'not-a-price'],
    ['under budget', 'not-a-price'],
    ['50 lakhz', 'not-a-price'],
    ['50 million', 'not-a-price'],
    ['1.2.3', 'not-a-price'],
    ['50 L please', 'not-a-price'],
    ['5-', 'not-a-price'],
    ['Cr 1.2', 'not-a-price'],
    ['$500', 'not-a-price'],
    ['1e7', 'two-numbers'],
  ])('refuses %j (%s) with a message for the field', (text, code) => {
    const error = errorOf(text)
    expect(error.code).toBe(code)
    expect(error.message.length).toBeGreaterThan(10)
  })

  it('says what is wrong in words a buyer understands', () => {
    expect(errorOf('-5 L').message).toBe('A price cannot be negative.')
    expect(errorOf('cheap').message).toBe(priceInputMessages.notAPrice)
    expect(errorOf('').message).toBe('Enter a price, for example 50 L or 1.2 Cr.')
    expect(errorOf('20000 Cr').message).toBe('A price cannot be more than ₹10,000 Cr. Check the number.')
    expect(errorOf('Cr').message).toBe('Add the amount before "Cr", for example 50 L.')
    expect(errorOf('50 60').message).toBe('Enter one price. Use the minimum and maximum fields for a range.')
  })

  it('reads back every whole amount it formats with Indian grouping', () => {
    fc.assert(
      fc.property(fc.integer({ min: 1, max: MAX_PRICE_RUPEES }), (rupees) => {
        expect(rupeesOf(formatRupees(rupees))).toBe(rupees)
        expect(rupeesOf(String(rupees))).toBe(rupees)
      }),
    )
  })

  it('reads lakh and crore with up to two decimals exactly', () => {
    fc.assert(
      fc.property(fc.integer({ min: 1, max: 999_999 }), (hundredths) => {
        const text = (hundredths / 100).toFixed(2)
        expect(rupeesOf(`${text} L`)).toBe(hundredths * 1_000)
        expect(rupeesOf(`${text} Cr`)).toBe(hundredths * 100_000)
      }),
    )
  })

  it('never throws, whatever is typed', () => {
    fc.assert(
      fc.property(fc.string(), (text) => {
        const result = parseRupees(text)
        if (result.ok) {
          expect(Number.isSafeInteger(result.value)).toBe(true)
          expect(result.value).toBeGreaterThan(0)
          expect(result.value).toBeLessThanOrEqual(MAX_PRICE_RUPEES)
        } else {
          expect(result.error.message).not.toBe('')
        }
      }),
    )
  })
})

describe('describeRupees: the echo beside the price field', () => {
  it.each([
    [12_000_000, '₹1.2 Cr = ₹1,20,00,000'],
    [4_500_000, '₹45 L = ₹45,00,000'],
    [10_000_000, '₹1 Cr = ₹1,00,00,000'],
    [150_000, '₹1.5 L = ₹1,50,000'],
    [MAX_PRICE_RUPEES, '₹10,000 Cr = ₹1,00,00,00,00,000'],
    [30_000, '₹30,000'],
    [9_500, '₹9,500'],
    [12_345_679, '₹1.23 Cr ≈ ₹1,23,45,679'],
    [150_500, '₹1.51 L ≈ ₹1,50,500'],
    [9_999_999, '₹1 Cr ≈ ₹99,99,999'],
  ])('shows %i as %j', (rupees, text) => {
    expect(describeRupees(rupees)).toBe(text)
  })

  it('echoes what the parser read', () => {
    expect(describeRupees(rupeesOf('1.2 Cr'))).toBe('₹1.2 Cr = ₹1,20,00,000')
    expect(describeRupees(rupeesOf('30k'))).toBe('₹30,000')
  })
})

describe('checkPriceRange', () => {
  it('accepts an open or ordered range, including min equal to max', () => {
    expect(checkPriceRange({})).toEqual({ ok: true, value: {} })
    expect(checkPriceRange({ min: 5_000_000 })).toEqual({ ok: true, value: { min: 5_000_000 } })
    expect(checkPriceRange({ max: 5_000_000 })).toEqual({ ok: true, value: { max: 5_000_000 } })
    expect(checkPriceRange({ min: 5_000_000, max: 5_000_000 }).ok).toBe(true)
    expect(checkPriceRange({ min: 3_000_000, max: 5_000_000 }).ok).toBe(true)
  })

  it('refuses a minimum above the maximum', () => {
    expect(checkPriceRange({ min: 12_000_000, max: 5_000_000 })).toEqual({
      ok: false,
      error: { code: 'min-above-max', message: 'The minimum price is above the maximum.' },
    })
  })
})
