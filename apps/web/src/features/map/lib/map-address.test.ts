import { describe, expect, it } from 'vitest'
import { INDIA_VIEW, mapSearch, readMapFilters, readMapView } from './map-address'

describe('the map address', () => {
  it('reads back what it writes', () => {
    const view = { latitude: 30.70123, longitude: 76.71234, zoom: 16 }
    const filters = { listingType: 'rent' as const, minPrice: 10_000, maxPrice: 30_000, bhk: [2, 3], city: 'Mohali' }
    const params = new URLSearchParams(mapSearch(view, filters))
    expect(readMapView(params)).toEqual(view)
    expect(readMapFilters(params)).toEqual(filters)
  })

  it('falls back to India for a missing or unreadable view and drops unreadable filters', () => {
    expect(readMapView(new URLSearchParams(''))).toEqual(INDIA_VIEW)
    expect(readMapView(new URLSearchParams('lat=abc&lng=76&zoom=99'))).toEqual(INDIA_VIEW)
    expect(readMapFilters(new URLSearchParams('listingType=steal&minPrice=-5&bhk=0,9,x&city=%20'))).toEqual({})
  })
})
