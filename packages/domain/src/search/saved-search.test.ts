import { describe, expect, it } from 'vitest'
import { MAX_SAVED_SEARCH_QUERY, normaliseSearchQuery, savedSearchMessages } from './saved-search'
import { savedSearchInputSchema } from './saved-search-schemas'

describe('normaliseSearchQuery', () => {
  it('keeps the filters in one order, drops the page and empty fields, and takes a leading ?', () => {
    expect(normaliseSearchQuery('?page=3&bhk=2,3&city=Bengaluru&listingType=rent&maxPrice=30000&state=')).toEqual({
      ok: true,
      value: 'listingType=rent&city=Bengaluru&maxPrice=30000&bhk=2%2C3',
    })
  })

  it('makes the same search saved in another order the same text', () => {
    const a = normaliseSearchQuery('city=Pune&type=residential')
    const b = normaliseSearchQuery('type=residential&city=Pune&limit=20')
    expect(a).toEqual(b)
  })

  it('refuses a field that is not a search filter, a repeated field and control characters', () => {
    expect(normaliseSearchQuery('city=Pune&redirect=https://evil.example')).toEqual({ ok: false, error: savedSearchMessages.unknownField('redirect') })
    expect(normaliseSearchQuery('city=Pune&city=Delhi')).toEqual({ ok: false, error: savedSearchMessages.repeatedField('city') })
    expect(normaliseSearchQuery('city=Pu%0Ane')).toEqual({ ok: false, error: savedSearchMessages.badValue('city') })
    expect(normaliseSearchQuery(`city=${'x'.repeat(121)}`)).toEqual({ ok: false, error: savedSearchMessages.badValue('city') })
    expect(normaliseSearchQuery(`city=${'x'.repeat(MAX_SAVED_SEARCH_QUERY)}`)).toEqual({ ok: false, error: savedSearchMessages.queryTooLong })
  })

  it('keeps an empty search (every listing) as empty text', () => {
    expect(normaliseSearchQuery('')).toEqual({ ok: true, value: '' })
  })
})

describe('savedSearchInputSchema', () => {
  it('needs a name of plain text', () => {
    expect(savedSearchInputSchema.safeParse({ name: '  ', query: '' }).success).toBe(false)
    expect(savedSearchInputSchema.safeParse({ name: 'Rent\u202E', query: '' }).success).toBe(false)
    expect(savedSearchInputSchema.safeParse({ name: '2 BHK in Whitefield', query: 'city=Bengaluru' }).success).toBe(true)
  })
})
