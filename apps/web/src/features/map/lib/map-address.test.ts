import { describe, expect, it } from 'vitest'
import { INDIA_VIEW, mapSearch, readMapFilters, readMapView } from './map-address'

describe('the map address', () => {
  it('reads back what it writes', () => {
    const view = { latitude: 30.70123, longitude: 76.71234, zoom: 16 }
    const filters = {
      listingType: 'rent' as const,
      type: 'residential' as const,
      city: 'Mohali',
      locality: 'Sector 70',
      state: 'Punjab',
      minPrice: 10_000,
      maxPrice: 30_000,
      bhk: [2, 3],
      minArea: 50,
      maxArea: 200,
      areaUnit: 'sqm' as const,
      furnishing: 'semi-furnished' as const,
      constructionStatus: 'ready-to-move' as const,
      postedBy: 'owner' as const,
      verifiedOnly: true,
    }
    const params = new URLSearchParams(mapSearch(view, filters))
    expect(readMapView(params)).toEqual(view)
    expect(readMapFilters(params)).toEqual(filters)
  })

  it('falls back to India for a missing or unreadable view and drops unreadable filters', () => {
    expect(readMapView(new URLSearchParams(''))).toEqual(INDIA_VIEW)
    expect(readMapView(new URLSearchParams('lat=abc&lng=76&zoom=99'))).toEqual(INDIA_VIEW)
    expect(readMapFilters(new URLSearchParams('listingType=steal&minPrice=-5&bhk=0,9,x&city=%20&furnishing=gold&postedBy=anyone&verifiedOnly=yes&areaUnit=sqm'))).toEqual({})
    // The home page writes the same names: its address opens on the map as it is.
    expect(readMapFilters(new URLSearchParams('listingType=sale&bhk=2,3&maxPrice=30000'))).toEqual({ listingType: 'sale', bhk: [2, 3], maxPrice: 30000 })
  })
})
