import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import type { App } from '../../app'
import { offlineDatabase } from '../../db/offline'
import { recorded, startFakeHttpServer, type FakeHttpServer } from '../../providers/testing/fake-http-server'
import { buildTestApp } from '../../test/test-app'

const fixtures = `${import.meta.dirname}/../../providers/geocoder`
let upstream: FakeHttpServer
let offline: App
let nominatim: App
let google: App
beforeAll(async () => {
  upstream = await startFakeHttpServer()
  offline = await buildTestApp({ database: offlineDatabase() })
  nominatim = await buildTestApp({ database: offlineDatabase(), env: { GEOCODER: 'nominatim', NOMINATIM_URL: upstream.url } })
  google = await buildTestApp({ database: offlineDatabase(), env: { GEOCODER: 'google', GOOGLE_MAPS_API_KEY: 'server-side-key', GOOGLE_GEOCODING_URL: upstream.url } })
})
afterAll(async () => {
  await Promise.all([offline.close(), nominatim.close(), google.close(), upstream.close()])
})

describe('GET /api/geocode/reverse', () => {
  it('offline (the default) names the nearest bundled Indian city or town', async () => {
    const response = await offline.inject('/api/geocode/reverse?lat=30.7046&lng=76.7179')
    expect(response.statusCode).toBe(200)
    expect(response.json()).toEqual({ success: true, cityName: 'Mohali', state: 'Punjab', formattedAddress: null, source: 'offline' })
  })

  it("offline says 'Unknown Location' far from every town", async () => {
    expect((await offline.inject('/api/geocode/reverse?lat=15&lng=65')).json()).toMatchObject({ cityName: 'Unknown Location' })
  })

  it('asks Google with the server-side key (the browser never sees it)', async () => {
    upstream.reply('/maps/api/geocode/json', { body: recorded(fixtures, 'google-reverse') })
    const response = await google.inject('/api/geocode/reverse?lat=30.7333&lng=76.7794')
    expect(response.json()).toEqual({ success: true, cityName: 'Chandigarh', state: 'Chandigarh', formattedAddress: 'Jan Marg, 17, Sector 17, Chandigarh, 160017, India', source: 'google' })
    expect(upstream.requests.at(-1)!.url.searchParams.get('key')).toBe('server-side-key')
    expect(response.body).not.toContain('server-side-key')
  })

  it("says 'Geocoding API error: {status}' when the provider fails", async () => {
    upstream.reply('/reverse', { status: 503, body: {} })
    const response = await nominatim.inject('/api/geocode/reverse?lat=19.07&lng=72.87')
    expect(response.statusCode).toBe(503)
    expect(response.json()).toEqual({ success: false, message: 'Geocoding API error: 503', code: 'SERVICE_UNAVAILABLE' })
    upstream.reply('/maps/api/geocode/json', { body: recorded(fixtures, 'google-request-denied') })
    expect((await google.inject('/api/geocode/reverse?lat=19.07&lng=72.87')).json()).toMatchObject({ message: 'Geocoding API error: REQUEST_DENIED' })
  })

  it('caches a place name per place', async () => {
    upstream.reply('/reverse', { body: recorded(fixtures, 'nominatim-reverse') })
    const before = upstream.requests.length
    for (let i = 0; i < 3; i++) expect((await nominatim.inject('/api/geocode/reverse?lat=30.7334&lng=76.7797')).json()).toMatchObject({ cityName: 'Chandigarh' })
    expect(upstream.requests.length - before).toBe(1)
  })

  it('refuses a place that is not one', async () => {
    const response = await offline.inject('/api/geocode/reverse?lat=30&lng=181')
    expect(response.statusCode).toBe(400)
    expect(response.json()).toMatchObject({ message: "Invalid query parameter 'lng': must be a longitude from -180 to 180" })
  })
})
