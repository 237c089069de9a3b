import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { ProviderHttpError } from '../http'
import { recorded, startFakeHttpServer, type FakeHttpServer } from '../testing/fake-http-server'
import { placeName } from './geocoder'
import { createGoogleGeocoder } from './google-geocoder'
import table from './indian-places.json' with { type: 'json' }
import { createNominatimGeocoder } from './nominatim-geocoder'
import { createOfflineGeocoder, INDIAN_PLACE_COUNT, nearestPlace } from './offline-geocoder'

const chandigarh = { latitude: 30.7333, longitude: 76.7794 }
let server: FakeHttpServer
beforeAll(async () => {
  server = await startFakeHttpServer()
})
afterAll(() => server.close())

const failure = (promise: Promise<unknown>) => promise.then(() => undefined, (error: unknown) => error)

describe("SPEC's place name rule", () => {
  it("is the locality, else the first part of the formatted address, else 'Unknown Location'", () => {
    expect(placeName({ locality: 'Mohali', formattedAddress: 'Phase 7, Mohali, Punjab' })).toBe('Mohali')
    expect(placeName({ formattedAddress: 'Karnal Bypass, NH 44, Haryana, India' })).toBe('Karnal Bypass')
    expect(placeName({ locality: '  ', formattedAddress: '' })).toBe('Unknown Location')
    expect(placeName({})).toBe('Unknown Location')
  })
})

describe('offline geocoder', () => {
  it('bundles at least 500 Indian cities and towns and names its source', () => {
    expect(INDIAN_PLACE_COUNT).toBeGreaterThanOrEqual(500)
    expect(table.source).toMatch(/GeoNames.*CC BY 4\.0/)
  })

  it('names the nearest of them', async () => {
    const geocoder = createOfflineGeocoder()
    expect(await geocoder.reverse(chandigarh)).toEqual({ locality: 'Chandigarh', state: 'Chandigarh' })
    expect(await geocoder.reverse({ latitude: 30.7046, longitude: 76.7179 })).toEqual({ locality: 'Mohali', state: 'Punjab' })
    expect(await geocoder.reverse({ latitude: 19.076, longitude: 72.8777 })).toEqual({ locality: 'Mumbai', state: 'Maharashtra' })
    expect(await geocoder.reverse({ latitude: 12.9716, longitude: 77.5946 })).toEqual({ locality: 'Bengaluru', state: 'Karnataka' })
  })

  it('knows no place far from all of them (at sea, abroad)', async () => {
    expect(nearestPlace({ latitude: 15, longitude: 65 }).distanceKm).toBeGreaterThan(50)
    expect(placeName(await createOfflineGeocoder().reverse({ latitude: 15, longitude: 65 }))).toBe('Unknown Location')
  })
})

describe('Google geocoding adapter', () => {
  const geocoder = () => createGoogleGeocoder({ apiKey: 'test-key', baseUrl: server.url })

  it('reads the locality and the formatted address of the first result', async () => {
    server.reply('/maps/api/geocode/json', { body: recorded(import.meta.dirname, 'google-reverse') })
    expect(await geocoder().reverse({ latitude: 30.73, longitude: 76.78 })).toEqual({ locality: 'Chandigarh', state: 'Chandigarh', formattedAddress: 'Jan Marg, 17, Sector 17, Chandigarh, 160017, India' })
    expect(Object.fromEntries(server.requests.at(-1)!.url.searchParams)).toEqual({ latlng: '30.73,76.78', key: 'test-key', language: 'en' })
  })

  it('falls back to the first part of the address without a locality', async () => {
    server.reply('/maps/api/geocode/json', { body: recorded(import.meta.dirname, 'google-reverse-no-locality') })
    expect(placeName(await geocoder().reverse(chandigarh))).toBe('Karnal Bypass')
  })

  it('takes ZERO_RESULTS as an unknown place', async () => {
    server.reply('/maps/api/geocode/json', { body: recorded(import.meta.dirname, 'google-zero-results') })
    expect(placeName(await geocoder().reverse(chandigarh))).toBe('Unknown Location')
  })

  it('fails with the status Google gives, in the body or on the wire', async () => {
    server.reply('/maps/api/geocode/json', { body: recorded(import.meta.dirname, 'google-request-denied') })
    expect(await failure(geocoder().reverse(chandigarh))).toMatchObject({ status: 'REQUEST_DENIED' })
    server.reply('/maps/api/geocode/json', { status: 503, body: {} })
    const error = await failure(geocoder().reverse(chandigarh))
    expect(error).toBeInstanceOf(ProviderHttpError)
    expect(error).toMatchObject({ status: 503 })
  })
})

describe('Nominatim adapter', () => {
  const geocoder = () => createNominatimGeocoder({ baseUrl: server.url, userAgent: 'Vishwas test' })

  it('reads the city as the locality and identifies itself', async () => {
    server.reply('/reverse', { body: recorded(import.meta.dirname, 'nominatim-reverse') })
    expect(await geocoder().reverse(chandigarh)).toEqual({ locality: 'Chandigarh', state: 'Chandigarh', formattedAddress: 'Chandigarh, Chandigarh Tahsil, Chandigarh, 160017, India' })
    const request = server.requests.at(-1)!
    expect(request.headers['user-agent']).toBe('Vishwas test')
    expect([request.url.searchParams.get('format'), request.url.searchParams.get('lat'), request.url.searchParams.get('lon')]).toEqual(['jsonv2', '30.7333', '76.7794'])
  })

  it("takes 'Unable to geocode' as an unknown place and an HTTP error as a failure", async () => {
    server.reply('/reverse', { body: recorded(import.meta.dirname, 'nominatim-unable') })
    expect(placeName(await geocoder().reverse(chandigarh))).toBe('Unknown Location')
    server.reply('/reverse', { status: 429, body: {} })
    expect(await failure(geocoder().reverse(chandigarh))).toMatchObject({ status: 429 })
  })
})
