import { describe, expect, it } from 'vitest'
import { checkComparisonIds, compareProperties, comparisonResultSchema, differingFields, toPropertySummary } from './compare-properties'

const flat = {
  id: 'a',
  reference: 'PROP-A',
  basicInfo: { title: '3 BHK in Sector 70', type: 'residential', status: 'active' },
  location: { address: { city: 'Mohali', state: 'Punjab' } },
  financial: { pricing: { totalPrice: 8_500_000 } },
  specifications: { area: { total: 1650, unit: 'sqft' }, rooms: { bedrooms: 3, bathrooms: 3 } },
  evaluation: { propertyScore: 82 },
}
const plot = {
  id: 'b',
  basicInfo: { title: '  ', type: 'land', status: 'active' },
  location: { address: { city: 'Kharar', state: 'Punjab' } },
  financial: { pricing: { totalPrice: 8_500_000 } },
  specifications: { area: { total: 1, unit: 'acres' } },
}

describe('comparison', () => {
  it("summarises with 'Untitled Property' and 'city, state'", () => {
    expect(toPropertySummary(flat)).toEqual({
      id: 'a',
      reference: 'PROP-A',
      title: '3 BHK in Sector 70',
      type: 'residential',
      price: 8_500_000,
      area: 1650,
      bedrooms: 3,
      bathrooms: 3,
      location: 'Mohali, Punjab',
      status: 'active',
      score: 82,
    })
    expect(toPropertySummary(plot)).toMatchObject({ title: 'Untitled Property', reference: '', area: 4046.86 * 10.764, bedrooms: null, score: null })
    expect(toPropertySummary({})).toMatchObject({ id: '', title: 'Untitled Property', location: '', price: null, area: null, type: '', status: '' })
    expect(toPropertySummary({ location: { address: { city: 'Goa' } } }).location).toBe('Goa')
  })

  it('lists the differences between the first two', () => {
    const result = compareProperties([flat, plot, {}])
    expect(result.summaries).toHaveLength(3)
    expect(result.differences.map((d) => d.field)).toEqual(['title', 'type', 'area', 'bedrooms', 'bathrooms', 'location', 'score'])
    expect(result.differences[0]).toEqual({ field: 'title', label: 'Title', values: ['3 BHK in Sector 70', 'Untitled Property'] })
    expect(comparisonResultSchema.safeParse(result).success).toBe(true)
    expect(compareProperties([flat]).differences).toEqual([])
    expect(compareProperties([flat, flat]).differences).toEqual([])
  })

  it("needs at least 2 ids: 'At least 2 property IDs required for comparison'", () => {
    const error = { ok: false, error: 'At least 2 property IDs required for comparison' }
    expect(checkComparisonIds(['a'])).toEqual(error)
    expect(checkComparisonIds('a,b')).toEqual(error)
    expect(checkComparisonIds(['a', ' '])).toEqual(error)
    expect(checkComparisonIds(['a', 'a'])).toEqual(error)
    expect(checkComparisonIds(['a', 'b', 'a'])).toEqual({ ok: true, value: ['a', 'b'] })
    expect(checkComparisonIds(['a', 'b', 3])).toEqual({ ok: true, value: ['a', 'b'] })
  })

  it('marks a fact as different when any property departs from the first, not only the second', () => {
    const twin = { ...flat, id: 'c', reference: 'PROP-C' }
    const pricier = { ...flat, id: 'd', reference: 'PROP-D', financial: { pricing: { totalPrice: 9_000_000 } } }
    expect([...differingFields(compareProperties([flat, twin]))]).toEqual([])
    expect([...differingFields(compareProperties([flat, twin, pricier]))]).toEqual(['price'])
    expect([...differingFields(compareProperties([flat, plot]))].sort()).toEqual(['area', 'bathrooms', 'bedrooms', 'location', 'score', 'title', 'type'])
  })
})
