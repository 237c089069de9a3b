import { describe, expect, it } from 'vitest'
import { formatIndianNumber, type FractionDigits } from './indian-digits'

// Intl.NumberFormat('en-IN') is the reference: the function must write every number as it does.
const intl = (value: number, digits: FractionDigits = {}) => new Intl.NumberFormat('en-IN', digits).format(value)

describe('Indian digit grouping without Intl', () => {
  it.each([
    [0, '0'],
    [999, '999'],
    [1000, '1,000'],
    [100000, '1,00,000'],
    [1234567, '12,34,567'],
    [123456789012, '1,23,45,67,89,012'],
    [-98765.4321, '-98,765.432'],
  ])('%d is %s', (value, text) => {
    expect(formatIndianNumber(value)).toBe(text)
    expect(intl(value)).toBe(text)
  })

  const samples = [
    0, -0, 0.5, 1.005, 2.675, 1.45, 0.0004, 0.0006, 0.006, 9.995, 99.995, 999.9995, 12345.675, 1e-7, 5e-324, 1e21, 1.5e300, 123456789.123456,
    Number.MAX_SAFE_INTEGER, Number.MAX_VALUE, Number.EPSILON, Number.NaN, Number.POSITIVE_INFINITY, Number.NEGATIVE_INFINITY,
  ]
  let seed = 20261128
  const random = () => ((seed = (seed * 1103515245 + 12345) % 2 ** 31) / 2 ** 31)
  for (let i = 0; i < 400; i += 1) {
    const magnitude = 10 ** Math.floor(random() * 14 - 4)
    const value = Math.round(random() * magnitude * 10 ** 6) / 10 ** 6
    samples.push(random() < 0.3 ? -value : value)
  }
  const options: FractionDigits[] = [{}, { maximumFractionDigits: 0 }, { maximumFractionDigits: 2 }, { minimumFractionDigits: 2, maximumFractionDigits: 2 }, { minimumFractionDigits: 6, maximumFractionDigits: 6 }, { minimumFractionDigits: 1, maximumFractionDigits: 4 }]

  it.each(options)('writes %o as Intl does, for edge cases and 400 random numbers', (digits) => {
    for (const value of samples) expect([value, formatIndianNumber(value, digits)]).toEqual([value, intl(value, digits)])
  })
})
