import { describe, expect, it } from 'vitest'
import { fakeApi } from '../../../testing/fake-api'
import { getWeather } from './get-weather'
import { reverseGeocode } from './reverse-geocode'

const place = { latitude: 30.7, longitude: 76.72 }

describe('GET /api/weather', () => {
  it('asks our server (never the provider) and returns the conditions without the envelope', async () => {
    const api = fakeApi({ 'GET /api/weather': () => ({ body: { success: true, temperature: { degrees: 24 }, isDaytime: true } }) })
    await expect(getWeather(place)).resolves.toEqual({ temperature: { degrees: 24 }, isDaytime: true })
    const [call] = api.requests('GET', '/api/weather')
    expect(Object.fromEntries(call!.url.searchParams)).toEqual({ lat: '30.7', lng: '76.72' })
  })

  it("passes on 'Weather API error: {status}'", async () => {
    fakeApi({ 'GET /api/weather': () => ({ status: 503, body: { success: false, message: 'Weather API error: 500', code: 'SERVICE_UNAVAILABLE' } }) })
    await expect(getWeather(place)).rejects.toThrow('Weather API error: 500')
  })

  it('words any other failure the same way, with its status', async () => {
    fakeApi({ 'GET /api/weather': () => ({ status: 429, body: { success: false, message: 'Too many requests', code: 'RATE_LIMITED' } }) })
    await expect(getWeather(place)).rejects.toThrow('Weather API error: 429')
    fakeApi({ 'GET /api/weather': () => new TypeError('Failed to fetch') })
    await expect(getWeather(place)).rejects.toThrow('Weather API error: 0')
  })
})

describe('GET /api/geocode/reverse', () => {
  it('gives the place name', async () => {
    const api = fakeApi({ 'GET /api/geocode/reverse': () => ({ body: { success: true, cityName: 'Mohali' } }) })
    await expect(reverseGeocode(place)).resolves.toBe('Mohali')
    expect(Object.fromEntries(api.requests('GET', '/api/geocode/reverse')[0]!.url.searchParams)).toEqual({ lat: '30.7', lng: '76.72' })
  })

  it("passes on 'Geocoding API error: {status}'", async () => {
    fakeApi({ 'GET /api/geocode/reverse': () => ({ status: 503, body: { success: false, message: 'Geocoding API error: 503', code: 'SERVICE_UNAVAILABLE' } }) })
    await expect(reverseGeocode(place)).rejects.toThrow('Geocoding API error: 503')
    fakeApi({ 'GET /api/geocode/reverse': () => ({ status: 500, body: {} }) })
    await expect(reverseGeocode(place)).rejects.toThrow('Geocoding API error: 500')
  })
})
