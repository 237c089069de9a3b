import { describe, expect, it } from 'vitest'
import { formatDate, humanize, plural } from './format'

describe('format helpers', () => {
  it('turns codes into labels', () => {
    expect(humanize('independent-house')).toBe('Independent house')
    expect(humanize('cctv')).toBe('CCTV')
    expect(humanize('semi-furnished')).toBe('Semi furnished')
    expect(humanize(undefined)).toBe('')
  })

  it('formats dates the Indian way and ignores bad ones', () => {
    expect(formatDate('2025-11-21T12:00:00.000Z')).toBe('21 Nov 2025')
    expect(formatDate('not a date')).toBeUndefined()
    expect(formatDate(undefined)).toBeUndefined()
  })

  it('counts with Indian grouping', () => {
    expect(plural(1, 'listing')).toBe('1 listing')
    expect(plural(123456, 'listing')).toBe('1,23,456 listings')
  })
})
