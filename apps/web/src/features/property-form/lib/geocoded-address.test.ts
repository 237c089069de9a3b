import { describe, expect, it } from 'vitest'
import { addressFromPlace } from './geocoded-address'

const place = (cityName: string, formattedAddress: string | null = null, extra = {}) => ({ success: true as const, cityName, formattedAddress, ...extra })

describe('address from a geocoded place', () => {
  it("takes the city from the place's name and the state from the formatted address", () => {
    expect(addressFromPlace(place('Mohali', 'Sector 70, Mohali, Punjab, 160062, India'))).toEqual({ city: 'Mohali', state: 'Punjab' })
    expect(addressFromPlace(place('Chandigarh', 'Chandigarh, Chandigarh Tahsil, Chandigarh, 160017, India'))).toEqual({ city: 'Chandigarh', state: 'Chandigarh' })
  })

  it("prefers the geocoder's own state and locality fields when it gives them", () => {
    expect(addressFromPlace(place('Pune', null, { state: 'maharashtra', locality: 'Baner' }))).toEqual({ city: 'Pune', state: 'Maharashtra', locality: 'Baner' })
  })

  it("fills nothing for 'Unknown Location'", () => {
    expect(addressFromPlace(place('Unknown Location'))).toEqual({})
  })
})
