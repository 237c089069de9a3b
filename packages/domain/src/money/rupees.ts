// Rupee display with Indian digit grouping (₹12,34,567) and the lakh / crore short forms that
// Indian listings use (₹45 L, ₹1.2 Cr). Money is stored in paise (integers) on the ledger.
import { formatIndianNumber } from './indian-digits'


export const RUPEES_PER_LAKH = 100_000
export const RUPEES_PER_CRORE = 10_000_000
export const PAISE_PER_RUPEE = 100

const wholeRupees = (rupees: number) => formatIndianNumber(rupees, { maximumFractionDigits: 0 })
const upToTwoDecimals = (value: number) => formatIndianNumber(value, { maximumFractionDigits: 2 })

function withSign(n: number, body: string): string {
  return n < 0 ? `-₹${body}` : `₹${body}`
}

/** '₹12,34,567'. Rounds to whole rupees; 'N/A' for a missing or non-finite amount. */
export function formatRupees(n: number | null | undefined): string {
  if (n == null || !Number.isFinite(n)) return 'N/A'
  const rounded = Math.round(Math.abs(n))
  return withSign(rounded === 0 ? 0 : n, wholeRupees(rounded))
}

/** '₹1.2 Cr' from one crore, '₹45 L' from one lakh, else the full amount ('₹85,000'). */
export function formatRupeesShort(n: number | null | undefined): string {
  if (n == null || !Number.isFinite(n)) return 'N/A'
  const abs = Math.abs(n)
  if (abs >= RUPEES_PER_CRORE) return withSign(n, `${upToTwoDecimals(abs / RUPEES_PER_CRORE)} Cr`)
  if (abs >= RUPEES_PER_LAKH) {
    const lakhs = abs / RUPEES_PER_LAKH
    // 99.999 lakh rounds to 100 L; show it as 1 Cr instead.
    if (Math.round(lakhs * 100) / 100 >= 100) return withSign(n, '1 Cr')
    return withSign(n, `${upToTwoDecimals(lakhs)} L`)
  }
  return formatRupees(n)
}

export function rupeesToPaise(rupees: number): number {
  return Math.round(rupees * PAISE_PER_RUPEE)
}

export function paiseToRupees(paise: number): number {
  return paise / PAISE_PER_RUPEE
}

/** '₹1,234.50': paise shown with two decimals. */
export function formatPaise(paise: number | null | undefined): string {
  if (paise == null || !Number.isFinite(paise)) return 'N/A'
  const body = formatIndianNumber(Math.abs(paise) / PAISE_PER_RUPEE, { minimumFractionDigits: 2, maximumFractionDigits: 2 })
  return paise < 0 ? `-₹${body}` : `₹${body}`
}
