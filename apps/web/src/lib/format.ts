// Display helpers that are about presentation only (money and areas come from the domain).

const ACRONYMS = new Set(['atm', 'bhk', 'cctv', 'ev', 'rera'])

/** 'independent-house' -> 'Independent house', 'cctv' -> 'CCTV'. */
export function humanize(value: string | null | undefined): string {
  if (!value) return ''
  const words = value.replace(/[-_]+/g, ' ').replace(/([a-z])([A-Z])/g, '$1 $2').trim().toLowerCase().split(/\s+/)
  const text = words.map((word) => (ACRONYMS.has(word) ? word.toUpperCase() : word)).join(' ')
  return text.charAt(0).toUpperCase() + text.slice(1)
}

// Formatters are costly to build (the first one loads the locale's data), so each is built once,
// on first use: a page that shows no date never builds the date formatter.
let dateFormat: Intl.DateTimeFormat | undefined
let countFormat: Intl.NumberFormat | undefined

/** '21 Nov 2025'; undefined for a missing or unreadable date. */
export function formatDate(value: string | number | Date | null | undefined): string | undefined {
  if (value == null || value === '') return undefined
  const date = value instanceof Date ? value : new Date(value)
  if (Number.isNaN(date.getTime())) return undefined
  // India's date wherever the page is drawn: the server's render and the browser's agree.
  dateFormat ??= new Intl.DateTimeFormat('en-IN', { day: 'numeric', month: 'short', year: 'numeric', timeZone: 'Asia/Kolkata' })
  return dateFormat.format(date)
}

export function plural(count: number, one: string, many = `${one}s`): string {
  countFormat ??= new Intl.NumberFormat('en-IN')
  return `${countFormat.format(count)} ${count === 1 ? one : many}`
}
