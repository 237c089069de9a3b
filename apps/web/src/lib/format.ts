// Display helpers that are about presentation only (money and areas come from the domain).
import { formatIndianNumber, indiaWallClock } from '@vishwas/domain'

const ACRONYMS = new Set(['atm', 'bhk', 'cctv', 'ev', 'rera'])

/** 'independent-house' -> 'Independent house', 'cctv' -> 'CCTV'. */
export function humanize(value: string | null | undefined): string {
  if (!value) return ''
  const words = value.replace(/[-_]+/g, ' ').replace(/([a-z])([A-Z])/g, '$1 $2').trim().toLowerCase().split(/\s+/)
  const text = words.map((word) => (ACRONYMS.has(word) ? word.toUpperCase() : word)).join(' ')
  return text.charAt(0).toUpperCase() + text.slice(1)
}

// No Intl here: a browser's first Intl formatter loads the locale's data, a pause of 70-90 ms on a
// slow phone, and the first views (home, map, a listing) format only counts and dates. The
// server's render and the browser's also write the same text whatever their locale data.
const MONTHS = ['Jan', 'Feb', 'Mar', 'Apr', 'May', 'Jun', 'Jul', 'Aug', 'Sept', 'Oct', 'Nov', 'Dec']

/** '21 Nov 2025' (India's date, as Intl's en-IN writes it); undefined for a missing or unreadable date. */
export function formatDate(value: string | number | Date | null | undefined): string | undefined {
  if (value == null || value === '') return undefined
  const date = value instanceof Date ? value : new Date(value)
  if (Number.isNaN(date.getTime())) return undefined
  const india = indiaWallClock(date)
  return `${india.getUTCDate()} ${MONTHS[india.getUTCMonth()]} ${india.getUTCFullYear()}`
}

export function plural(count: number, one: string, many = `${one}s`): string {
  return `${formatIndianNumber(count)} ${count === 1 ? one : many}`
}
