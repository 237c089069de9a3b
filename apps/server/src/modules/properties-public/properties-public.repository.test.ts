import { describe, expect, it } from 'vitest'
import { listStatement } from './properties-public.repository'

describe('listStatement', () => {
  const base = { sortBy: 'price', sortOrder: 'asc', offset: 0, limit: 10 } as const

  it('binds every value and names the statement by its shape', () => {
    const mohali = listStatement({ ...base, offset: 40, filter: { cities: ['Mohali'], type: 'residential', minPrice: 5_000_000 } })
    const pune = listStatement({ ...base, offset: 20, filter: { cities: ["Pune'; DROP TABLE users; --"], type: 'land', minPrice: 1 } })
    expect(pune.name).toBe(mohali.name)
    expect(pune.text).toBe(mohali.text)
    expect(pune.text).not.toContain('Pune')
    expect(pune.values).toEqual(['land', "pune'; drop table users; --", 1, 10, 20])
    expect(listStatement({ ...base, filter: { cities: ['Mohali'] } }).name).not.toBe(mohali.name)
    expect(listStatement({ ...base, sortOrder: 'desc', filter: { cities: ['Mohali'], type: 'residential', minPrice: 1 } }).name).not.toBe(mohali.name)
  })

  it('matches every spelling of a city as one bound array, and a locality as a bound value', () => {
    const bengaluru = listStatement({ ...base, filter: { cities: ['Bengaluru', 'Bangalore'], locality: 'Whitefield' } })
    expect(bengaluru.text).toContain('p.city_key = ANY($1::text[])')
    expect(bengaluru.text).toContain('lower(btrim(p.locality)) = lower($2::text)')
    expect(bengaluru.values.slice(0, 2)).toEqual([['bengaluru', 'bangalore'], 'Whitefield'])
    expect(bengaluru.text).not.toContain('Whitefield')
  })

  it('reads the documents of a later page only for its own rows', () => {
    const first = listStatement({ ...base, filter: {} })
    const later = listStatement({ ...base, offset: 500, filter: {} })
    expect(first.name).not.toBe(later.name)
    expect(first.text).toContain('SELECT p.public_doc_json,')
    expect(later.text).not.toContain('SELECT p.public_doc_json,')
    expect(later.text).toContain('JOIN properties d ON d.id = page.id')
  })

  it('counts from property_counts unless a price or a locality bounds the list', () => {
    expect(listStatement({ ...base, filter: { state: 'Punjab' } }).text).toContain('FROM property_counts c')
    expect(listStatement({ ...base, filter: { maxPrice: 10 } }).text).toContain('SELECT count(*)::int FROM properties p')
    expect(listStatement({ ...base, filter: { cities: ['Bengaluru'], locality: 'Whitefield' } }).text).toContain('SELECT count(*)::int FROM properties p')
  })
})
