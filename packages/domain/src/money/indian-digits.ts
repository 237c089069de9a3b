// Numbers as India writes them (12,34,567.5: three digits, then groups of two), exactly as
// Intl.NumberFormat('en-IN') writes them, without Intl. A browser's first Intl formatter loads the
// locale's data, a pause of 70-90 ms on a slow phone; the home page, the map and a listing's page
// format only numbers and dates, so with these they never pay it.

export interface FractionDigits {
  /** Fraction digits always shown (default 0). */
  minimumFractionDigits?: number
  /** At most this many fraction digits, rounded half away from zero (default the larger of 3 and the minimum). */
  maximumFractionDigits?: number
}

/** `abs` × 10^digits rounded half away from zero, from the shortest decimal that reads back as `abs` (what Intl rounds). */
function scaledAndRounded(abs: number, digits: number): bigint {
  const [mantissa = '0', exponent = '0'] = abs.toExponential().split('e')
  const significant = mantissa.replace('.', '')
  const kept = Number(exponent) + 1 + digits // how many of the significant digits stay
  if (kept < 0) return 0n
  const head = BigInt(significant.slice(0, kept) || '0') * 10n ** BigInt(Math.max(0, kept - significant.length))
  return kept < significant.length && significant.charAt(kept) >= '5' ? head + 1n : head
}

/** '1234567' -> '12,34,567'. */
function groupIndian(whole: string): string {
  if (whole.length <= 3) return whole
  const head = whole.slice(0, -3)
  return `${head.replace(/\B(?=(\d{2})+$)/g, ',')},${whole.slice(-3)}`
}

/** `value` with Indian digit grouping: '12,34,567', '1,234.5' with fraction digits. */
export function formatIndianNumber(value: number, { minimumFractionDigits = 0, maximumFractionDigits = Math.max(3, minimumFractionDigits) }: FractionDigits = {}): string {
  if (Number.isNaN(value)) return 'NaN'
  const sign = value < 0 || Object.is(value, -0) ? '-' : ''
  if (!Number.isFinite(value)) return `${sign}∞`
  const text = scaledAndRounded(Math.abs(value), maximumFractionDigits).toString().padStart(maximumFractionDigits + 1, '0')
  const whole = text.slice(0, text.length - maximumFractionDigits)
  let fraction = text.slice(text.length - maximumFractionDigits)
  while (fraction.length > minimumFractionDigits && fraction.endsWith('0')) fraction = fraction.slice(0, -1)
  return `${sign}${groupIndian(whole)}${fraction ? `.${fraction}` : ''}`
}
