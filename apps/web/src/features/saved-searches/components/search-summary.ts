// A saved search in words, from its query string: 'Rent · Whitefield, Bengaluru · 2 BHK · up to ₹30 K'.
import { AREA_UNIT_LABELS, formatRupeesShort, isAreaUnit } from '@vishwas/domain'
import { humanize } from '../../../lib/format'

const KINDS: Record<string, string> = { sale: 'Buy', rent: 'Rent', lease: 'Lease' }

function rupees(value: string | null): string | undefined {
  const amount = value === null ? Number.NaN : Number(value)
  return Number.isFinite(amount) && amount >= 0 ? formatRupeesShort(amount) : undefined
}

export function describeSearch(query: string): string {
  const params = new URLSearchParams(query)
  const get = (name: string) => params.get(name)
  const parts: string[] = []
  const kind = get('listingType')
  if (kind) parts.push(KINDS[kind] ?? humanize(kind))
  const type = get('type')
  if (type) parts.push(humanize(type))
  const place = [get('locality'), get('city'), get('state')].filter(Boolean).join(', ')
  if (place) parts.push(place)
  const bhk = get('bhk')
  if (bhk) parts.push(`${bhk.split(',').map((n) => (n.trim() === '5' ? '5+' : n.trim())).join(', ')} BHK`)
  const [min, max] = [rupees(get('minPrice')), rupees(get('maxPrice'))]
  if (min && max) parts.push(`${min} – ${max}`)
  else if (min) parts.push(`from ${min}`)
  else if (max) parts.push(`up to ${max}`)
  const [minArea, maxArea] = [get('minArea'), get('maxArea')]
  if (minArea || maxArea) {
    const unit = get('areaUnit')
    const label = AREA_UNIT_LABELS[isAreaUnit(unit) ? unit : 'sqft']
    parts.push(minArea && maxArea ? `${minArea}–${maxArea} ${label}` : minArea ? `from ${minArea} ${label}` : `up to ${maxArea} ${label}`)
  }
  for (const name of ['furnishing', 'constructionStatus']) {
    const value = get(name)
    if (value) parts.push(humanize(value))
  }
  const postedBy = get('postedBy')
  if (postedBy) parts.push(`By ${postedBy}`)
  if (get('verifiedOnly') === 'true') parts.push('Verified only')
  return parts.length > 0 ? parts.join(' · ') : 'All listings'
}
