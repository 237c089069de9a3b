import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import type { App } from '../../app'
import { offlineDatabase } from '../../db/offline'
import { recorded, startFakeHttpServer, type FakeHttpServer } from '../../providers/testing/fake-http-server'
import { buildTestApp } from '../../test/test-app'

const fixtures = `${import.meta.dirname}/../../providers/weather`
let upstream: FakeHttpServer
let offline: App
let openMeteo: App
let auto: App
beforeAll(async () => {
  upstream = await startFakeHttpServer()
  offline = await buildTestApp({ database: offlineDatabase(), env: { WEATHER_PROVIDER: 'offline' } })
  openMeteo = await buildTestApp({ database: offlineDatabase(), env: { WEATHER_PROVIDER: 'open-meteo', OPEN_METEO_URL: upstream.url } })
  auto = await buildTestApp({ database: offlineDatabase(), env: { WEATHER_PROVIDER: 'auto', OPEN_METEO_URL: upstream.url } })
})
afterAll(async () => {
  await Promise.all([offline.close(), openMeteo.close(), auto.close(), upstream.close()])
})

describe('GET /api/weather', () => {
  it('offline gives the sun from astronomy and says the conditions are unknown', async () => {
    const response = await offline.inject('/api/weather?lat=30.7333&lng=76.7794')
    expect(response.statusCode).toBe(200)
    const body = response.json<Record<string, unknown>>()
    expect(body).toMatchObject({ success: true, source: 'offline', weatherCondition: { description: { text: 'Conditions unknown' } } })
    expect(typeof body.isDaytime).toBe('boolean')
    expect(Date.parse(body.sunset as string)).toBeGreaterThan(Date.parse(body.sunrise as string))
    expect(body).not.toHaveProperty('temperature')
  })

  it('answers from the configured provider, in the shape SPEC reads', async () => {
    upstream.reply('/v1/forecast', { body: recorded(fixtures, 'open-meteo-current') })
    const response = await openMeteo.inject('/api/weather?lat=30.7333&lng=76.7794')
    expect(response.statusCode).toBe(200)
    expect(response.json()).toMatchObject({
      success: true,
      source: 'open-meteo',
      weatherCondition: { type: 'RAIN', description: { text: 'Rain' } },
      precipitation: { probability: { percent: 78 } },
      temperature: { degrees: 29.1 },
      feelsLikeTemperature: { degrees: 35.2 },
    })
  })

  it('asks the provider once per place (rounded to about 1 km) in 10 minutes', async () => {
    upstream.reply('/v1/forecast', { body: recorded(fixtures, 'open-meteo-current') })
    const before = upstream.requests.length
    for (const [lat, lng] of [
      [28.6139, 77.209],
      [28.6141, 77.2088],
      [28.6139, 77.209],
    ]) {
      expect((await openMeteo.inject(`/api/weather?lat=${lat}&lng=${lng}`)).statusCode).toBe(200)
    }
    expect(upstream.requests.length - before).toBe(1)
    expect(upstream.requests.at(-1)!.url.searchParams.get('latitude')).toBe('28.61')
  })

  it("says 'Weather API error: {status}' when the provider fails", async () => {
    upstream.reply('/v1/forecast', { status: 500, body: { error: true, reason: 'internal' } })
    const response = await openMeteo.inject('/api/weather?lat=12.97&lng=77.59')
    expect(response.statusCode).toBe(503)
    expect(response.json()).toEqual({ success: false, message: 'Weather API error: 500', code: 'SERVICE_UNAVAILABLE' })
    // A failure is not cached: the next ask tries again.
    upstream.reply('/v1/forecast', { body: recorded(fixtures, 'open-meteo-current') })
    expect((await openMeteo.inject('/api/weather?lat=12.97&lng=77.59')).statusCode).toBe(200)
  })

  it('auto (the default) answers from Open-Meteo, and from the offline astronomy while Open-Meteo fails, not keeping that answer', async () => {
    upstream.reply('/v1/forecast', { status: 500, body: { error: true, reason: 'internal' } })
    const fallback = await auto.inject('/api/weather?lat=19.07&lng=72.87')
    expect(fallback.statusCode).toBe(200)
    expect(fallback.json()).toMatchObject({ success: true, source: 'offline', weatherCondition: { description: { text: 'Conditions unknown' } } })
    upstream.reply('/v1/forecast', { body: recorded(fixtures, 'open-meteo-current') })
    const back = await auto.inject('/api/weather?lat=19.07&lng=72.87')
    expect(back.json()).toMatchObject({ success: true, source: 'open-meteo', temperature: { degrees: 29.1 } })
  })

  it('refuses a place that is not one', async () => {
    const response = await offline.inject('/api/weather?lat=91&lng=76')
    expect(response.statusCode).toBe(400)
    expect(response.json()).toMatchObject({ success: false, code: 'VALIDATION_ERROR', message: "Invalid query parameter 'lat': must be a latitude from -90 to 90" })
    expect((await offline.inject('/api/weather?lat=30')).statusCode).toBe(400)
    expect((await offline.inject('/api/weather?lat=30&lng=east')).statusCode).toBe(400)
  })
})
