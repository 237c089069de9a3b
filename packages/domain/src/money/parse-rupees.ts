// Prices as Indians type them ("50 L", "75 lakh", "1.2 Cr", "30k", "₹45,00,000", "Rs. 45 lakh")
// read into whole rupees, with a message a form can show beside the field when the text makes no
// sense. The arithmetic is done on the decimal digits, not on floats, so "1.2 Cr" is exactly
// 1,20,00,000 and rounding is predictable: to the nearest whole rupee, halves up
// ("1.23456789 Cr" = ₹1,23,45,679).
import { Result } from '../result'
import { RUPEES_PER_CRORE, RUPEES_PER_LAKH, formatRupees, formatRupeesShort } from './rupees'

/** The largest price the product accepts: ₹10,000 Cr. Anything above is taken as a typing slip. */
export const MAX_PRICE_RUPEES = 10_000 * RUPEES_PER_CRORE

export type PriceInputErrorCode = 'empty' | 'negative' | 'zero' | 'too-large' | 'unit-only' | 'two-numbers' | 'bad-commas' | 'not-a-price' | 'min-above-max'

export type PriceInputError = { readonly code: PriceInputErrorCode; readonly message: string }

export const priceInputMessages = {
  empty: 'Enter a price, for example 50 L or 1.2 Cr.',
  negative: 'A price cannot be negative.',
  zero: 'A price must be more than ₹0.',
  tooLarge: `A price cannot be more than ${formatRupeesShort(MAX_PRICE_RUPEES)}. Check the number.`,
  unitOnly: (unit: string) => `Add the amount before "${unit}", for example 50 L.`,
  twoNumbers: 'Enter one price. Use the minimum and maximum fields for a range.',
  badCommas: 'Check the commas: write 45,00,000 or 4,500,000, or 45 L.',
  notAPrice: 'Enter a price in rupees, lakh or crore, for example 45,00,000, 50 L or 1.2 Cr.',
  minAboveMax: 'The minimum price is above the maximum.',
} as const

/** Powers of ten each spoken unit stands for. */
const unitExponents: ReadonlyMap<string, number> = new Map([
  ['k', 3],
  ['thousand', 3],
  ['thousands', 3],
  ['l', 5],
  ['lac', 5],
  ['lacs', 5],
  ['lakh', 5],
  ['lakhs', 5],
  ['cr', 7],
  ['crs', 7],
  ['crore', 7],
  ['crores', 7],
])

const UNIT = '(k|thousands?|l|lacs?|lakhs?|crs?|crores?)'
// '50.' is read as 50: it is what a field holds halfway through typing '50.5'.
const NUMBER = '(\\d[\\d,]*(?:\\.\\d*)?|\\.\\d+)'
const pricePattern = new RegExp(`^${NUMBER}\\s*(?:${UNIT})?$`)
const unitOnlyPattern = new RegExp(`^${UNIT}$`)
// '45,00,000' (Indian grouping) or '4,500,000' (international); no commas is fine too.
const indianGrouping = /^\d{1,2}(?:,\d{2})*,\d{3}$/
const internationalGrouping = /^\d{1,3}(?:,\d{3})+$/

const err = (code: PriceInputErrorCode, message: string) => Result.err<PriceInputError>({ code, message })

/** Strips a leading ₹ / Rs / Rs. / INR, a trailing 'rupees' / 'Rs' / 'INR' / '/-', and the spaces around them. */
function withoutCurrency(text: string): string {
  return text
    .replace(/^(?:₹|rs\.?|inr)\s*/, '')
    .replace(/\s*\/-$/, '')
    // An abbreviation's full stop: '1.2 Cr.', '50 L.'
    .replace(/(?<=[a-z])\.$/, '')
    // Only as a word of its own: the 'rs' of '1.2 crs' is the crore's plural.
    .replace(/(?<=[\d\s])(?:rupees?|rs\.?|inr)$/, '')
    .trim()
}

/** Whole rupees from the decimal digits times 10^exponent, rounded half up, without float error. */
function scaledToWholeRupees(digits: string, exponent: number): number {
  const [whole = '', fraction = ''] = digits.split('.')
  const padded = fraction.padEnd(exponent, '0')
  const integerPart = `${whole}${padded.slice(0, exponent)}`.replace(/^0+(?=\d)/, '')
  const roundsUp = (padded[exponent] ?? '0') >= '5'
  return Number(integerPart === '' ? '0' : integerPart) + (roundsUp ? 1 : 0)
}

/**
 * Reads a price as typed into whole rupees. Understands lakh ('50 L', '50L', '50 lakh', '75 lac'),
 * crore ('1.2 Cr', '2 crores'), thousand ('30k', '30 thousand'), plain or grouped rupees
 * ('4500000', '45,00,000') and a currency mark ('₹', 'Rs.', 'INR'). Case and spaces do not matter.
 */
export function parseRupees(input: string): Result<number, PriceInputError> {
  const text = input.normalize('NFKC').trim().toLowerCase().replace(/\s+/g, ' ')
  if (text === '') return err('empty', priceInputMessages.empty)

  // A minus sign before or after the currency mark: '-5 L', '₹ -5 L', '−5 L' (Unicode minus).
  const signless = text.replace(/^[-−]\s*/, '')
  const body = withoutCurrency(signless)
  const isNegative = signless !== text || /^[-−]/.test(body)
  const unsigned = body.replace(/^[-−]\s*/, '')
  if (unsigned === '') return err('empty', priceInputMessages.empty)

  const numbers = unsigned.match(/\d[\d,.]*/g) ?? []
  if (numbers.length > 1) return err('two-numbers', priceInputMessages.twoNumbers)
  if (numbers.length === 0) {
    const unit = unitOnlyPattern.exec(unsigned)
    return unit ? err('unit-only', priceInputMessages.unitOnly(input.trim())) : err('not-a-price', priceInputMessages.notAPrice)
  }

  const match = pricePattern.exec(unsigned)
  if (!match) return err('not-a-price', priceInputMessages.notAPrice)
  if (isNegative) return err('negative', priceInputMessages.negative)

  const [, number = '', unit] = match
  const [whole = ''] = number.split('.')
  if (whole.includes(',') && !indianGrouping.test(whole) && !internationalGrouping.test(whole)) {
    return err('bad-commas', priceInputMessages.badCommas)
  }
  const digits = number.replaceAll(',', '')
  // Enough digits to be above the cap whatever they are: refuse before building a huge number.
  if (whole.replaceAll(',', '').replace(/^0+/, '').length > 20) return err('too-large', priceInputMessages.tooLarge)

  const rupees = scaledToWholeRupees(digits, unit === undefined ? 0 : (unitExponents.get(unit) ?? 0))
  if (rupees > MAX_PRICE_RUPEES) return err('too-large', priceInputMessages.tooLarge)
  if (rupees === 0) return err('zero', priceInputMessages.zero)
  return Result.ok(rupees)
}

/**
 * Echoes a price as the field shows it while typing: '₹1.2 Cr = ₹1,20,00,000', '₹45 L = ₹45,00,000'.
 * Under a lakh the short and full forms are the same, so it is shown once ('₹30,000'). When the
 * short form is rounded (₹1,23,45,679 is '₹1.23 Cr') it says '≈' rather than '='.
 */
export function describeRupees(rupees: number): string {
  const full = formatRupees(rupees)
  const short = formatRupeesShort(rupees)
  if (short === full) return full
  const abs = Math.abs(Math.round(rupees))
  // The short form keeps two decimals of a lakh or a crore.
  const step = abs >= RUPEES_PER_CRORE ? RUPEES_PER_CRORE / 100 : RUPEES_PER_LAKH / 100
  return `${short} ${abs % step === 0 ? '=' : '≈'} ${full}`
}

export type PriceRange = { readonly min?: number | undefined; readonly max?: number | undefined }

/** A budget's minimum and maximum, either of which may be open; the minimum may equal the maximum. */
export function checkPriceRange(range: PriceRange): Result<PriceRange, PriceInputError> {
  const { min, max } = range
  if (min !== undefined && max !== undefined && min > max) return err('min-above-max', priceInputMessages.minAboveMax)
  return Result.ok(range)
}
