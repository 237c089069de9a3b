import { describe, expect, it } from 'vitest'
import { bedroomCounts } from './buyer-filters'
import { listStatement } from './properties-public.repository'

describe('listStatement', () => {
  const base = { sortBy: 'price', sortOrder: 'asc', offset: 0, limit: 10 } as const

  it('binds every value and names the statement by its shape', () => {
    const mohali = listStatement({ ...base, offset: 40, filter: { cities: ['Mohali'], type: 'residential' } })
    const pune = listStatement({ ...base, offset: 20, filter: { cities: ["Pune'; DROP TABLE users; --"], type: 'land' } })
    expect(mohali.name).toEqual(expect.any(String))
    expect(pune.name).toBe(mohali.name)
    expect(pune.text).toBe(mohali.text)
    expect(pune.text).not.toContain('Pune')
    expect(pune.values).toEqual(['land', "pune'; drop table users; --", 10, 20])
    expect(listStatement({ ...base, filter: { cities: ['Mohali'] } }).name).not.toBe(mohali.name)
    expect(listStatement({ ...base, sortOrder: 'desc', filter: { cities: ['Mohali'], type: 'residential' } }).name).not.toBe(mohali.name)
  })

  it('plans a search with a price, a locality or a buyer filter for its own values, unnamed', () => {
    const priced = listStatement({ ...base, offset: 20, filter: { cities: ["Pune'; DROP TABLE users; --"], type: 'land', minPrice: 1 } })
    expect(priced.name).toBeUndefined()
    expect(priced.text).not.toContain('Pune')
    expect(priced.values).toEqual(['land', "pune'; drop table users; --", 1, 10, 20])
    expect(listStatement({ ...base, filter: { cities: ['Bengaluru'], locality: 'Whitefield' } }).name).toBeUndefined()
    expect(listStatement({ ...base, filter: { listingType: 'sale', bhk: [2, 3] } }).name).toBeUndefined()
    expect(listStatement({ ...base, filter: { listingType: 'sale', cities: ['Bengaluru'] } }).name).toEqual(expect.any(String))
  })

  it('binds every spelling of a city and every bedroom count as its own value, and a locality as a bound value', () => {
    const bengaluru = listStatement({ ...base, filter: { cities: ['Bengaluru', 'Bangalore'], locality: 'Whitefield', bhk: [2, 3] } })
    expect(bengaluru.text).toContain('p.city_key IN ($1::text, $2::text)')
    expect(bengaluru.text).toContain('lower(btrim(p.locality)) = lower($3::text)')
    expect(bengaluru.text).toContain('p.bedrooms IN ($4::int, $5::int)')
    expect(bengaluru.values.slice(0, 5)).toEqual(['bengaluru', 'bangalore', 'Whitefield', 2, 3])
    expect(bengaluru.text).not.toContain('Whitefield')
    expect(listStatement({ ...base, filter: { cities: ['Pune'] } }).text).toContain('p.city_key = $1::text')
  })

  it('names the home search (a kind, a city, BHK and a budget) once: all its conditions are keys of one index', () => {
    const home = { listingType: 'sale', cities: ['Bengaluru', 'Bangalore'], bhk: [2, 3], minPrice: 5_000_000, maxPrice: 20_000_000 } as const
    const bengaluru = listStatement({ ...base, filter: home })
    expect(bengaluru.name).toEqual(expect.any(String))
    expect(listStatement({ ...base, filter: { ...home, cities: ['Chennai', 'Madras'], minPrice: 1 } }).name).toBe(bengaluru.name)
    expect(listStatement({ ...base, filter: { ...home, maxPrice: undefined } }).name).toEqual(expect.any(String))
    expect(bengaluru.text).toContain('JOIN properties d ON d.id = page.id')
    // Anything the index does not hold is planned for its own values.
    for (const more of [{ locality: 'Whitefield' }, { type: 'residential' }, { state: 'Karnataka' }, { furnishing: 'furnished' }, { bhk: undefined }, { cities: undefined }]) {
      expect(listStatement({ ...base, filter: { ...home, ...more } as never }).name).toBeUndefined()
    }
  })

  it('reads the documents of a later page only for its own rows', () => {
    const first = listStatement({ ...base, filter: {} })
    const later = listStatement({ ...base, offset: 500, filter: {} })
    expect(first.name).not.toBe(later.name)
    expect(first.text).toContain('FROM (SELECT p.public_doc_json,')
    expect(later.text).not.toContain('p.public_doc_json')
    expect(later.text).toContain('JOIN properties d ON d.id = page.id')
  })

  it("works out each listing's verification for the page's rows only, after the limit", () => {
    // Inside the limited subquery PostgreSQL plans the owners' KYC lookup for every active row
    // (a hashed subplan over all owners: 277 ms a page at 100 000 listings instead of 4 ms).
    for (const offset of [0, 500]) {
      const { text } = listStatement({ ...base, offset, filter: { cities: ['Mohali'] } })
      const limited = text.slice(text.indexOf('FROM (SELECT'), text.indexOf(') AS page'))
      expect(limited).toContain('LIMIT')
      expect(limited).not.toContain('kyc_status')
      expect(text).toContain(offset === 0 ? 'json_agg((left(page.public_doc_json::text' : 'json_agg((left(d.public_doc_json::text')
      expect(text.match(/kyc_status = 'verified'/g)).toHaveLength(1)
    }
  })

  it('counts from property_counts unless a price, a locality or a buyer filter other than the kind bounds the list', () => {
    expect(listStatement({ ...base, filter: { state: 'Punjab' } }).text).toContain('FROM property_counts c')
    expect(listStatement({ ...base, filter: { listingType: 'rent', cities: ['Pune'] } }).text).toMatch(/c\.listing_type = \$\d+::text/)
    expect(listStatement({ ...base, filter: { maxPrice: 10 } }).text).toContain('SELECT count(*)::int FROM properties p')
    expect(listStatement({ ...base, filter: { cities: ['Bengaluru'], locality: 'Whitefield' } }).text).toContain('SELECT count(*)::int FROM properties p')
    expect(listStatement({ ...base, filter: { listingType: 'rent', bhk: [2] } }).text).toContain('SELECT count(*)::int FROM properties p')
  })
})

describe('bedroomCounts', () => {
  it('reads the last BHK choice as that many bedrooms or more, up to the property schema\'s 100', () => {
    expect(bedroomCounts([3, 1])).toEqual([1, 3])
    const fiveOrMore = bedroomCounts([2, 5])
    expect(fiveOrMore.slice(0, 3)).toEqual([2, 5, 6])
    expect(fiveOrMore.at(-1)).toBe(100)
    expect(fiveOrMore).toHaveLength(1 + 96)
  })
})
