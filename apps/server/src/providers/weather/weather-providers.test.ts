import { sunTimesAt } from '@vishwas/domain'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { ProviderHttpError } from '../http'
import { recorded, startFakeHttpServer, type FakeHttpServer } from '../testing/fake-http-server'
import { createAutoWeatherProvider } from './auto-weather'
import { createGoogleWeatherProvider } from './google-weather'
import { CONDITIONS_UNKNOWN, createOfflineWeatherProvider } from './offline-weather'
import { createOpenMeteoWeatherProvider } from './open-meteo-weather'

const chandigarh = { latitude: 30.73, longitude: 76.78 }
const monsoonMorning = new Date('2026-07-15T04:00:00Z') // 09:30 IST
const now = () => monsoonMorning
let server: FakeHttpServer
beforeAll(async () => {
  server = await startFakeHttpServer()
})
afterAll(() => server.close())

const failure = (promise: Promise<unknown>) => promise.then(() => undefined, (error: unknown) => error)

describe('offline weather', () => {
  it('knows the sun from astronomy and says the conditions are unknown', async () => {
    const conditions = await createOfflineWeatherProvider({ now }).currentConditions(chandigarh)
    const sun = sunTimesAt(monsoonMorning, chandigarh.latitude, chandigarh.longitude)
    expect(conditions).toEqual({
      weatherCondition: { type: 'TYPE_UNSPECIFIED', description: { text: CONDITIONS_UNKNOWN } },
      isDaytime: true,
      sunrise: sun.sunrise.toISOString(),
      sunset: sun.sunset.toISOString(),
      source: 'offline',
    })
    expect(CONDITIONS_UNKNOWN).toBe('Conditions unknown')
  })

  it('is night after sunset', async () => {
    const late = await createOfflineWeatherProvider({ now: () => new Date('2026-07-15T17:00:00Z') }).currentConditions(chandigarh)
    expect(late.isDaytime).toBe(false)
  })
})

describe('Google Weather API adapter', () => {
  const provider = () => createGoogleWeatherProvider({ apiKey: 'test-key', baseUrl: server.url, now })

  it('asks currentConditions:lookup in metric units and passes the SPEC fields through, adding the sun', async () => {
    server.reply('/v1/currentConditions:lookup', { body: recorded(import.meta.dirname, 'google-current-conditions') })
    const conditions = await provider().currentConditions(chandigarh)
    const request = server.requests.at(-1)!
    expect(Object.fromEntries(request.url.searchParams)).toEqual({ key: 'test-key', 'location.latitude': '30.73', 'location.longitude': '76.78', unitsSystem: 'METRIC' })
    expect(conditions).toMatchObject({
      weatherCondition: { type: 'LIGHT_RAIN', description: { text: 'Light rain' } },
      precipitation: { probability: { percent: 65 } },
      wind: { speed: { value: 11 } },
      relativeHumidity: 82,
      cloudCover: 92,
      visibility: { distance: 8 },
      temperature: { degrees: 29.4 },
      feelsLikeTemperature: { degrees: 34.6 },
      isDaytime: true,
      sunrise: sunTimesAt(monsoonMorning, 30.73, 76.78).sunrise.toISOString(),
      source: 'google',
    })
  })

  it.each([
    [500, 'google-internal'],
    [403, 'google-permission-denied'],
  ])('turns an HTTP %i into a provider error with that status', async (status, name) => {
    server.reply('/v1/currentConditions:lookup', { status, body: recorded(import.meta.dirname, name) })
    const error = await failure(provider().currentConditions(chandigarh))
    expect(error).toBeInstanceOf(ProviderHttpError)
    expect((error as ProviderHttpError).status).toBe(status)
  })

  it('calls an answer it cannot read a 502, and an unreachable service a 503', async () => {
    server.reply('/v1/currentConditions:lookup', { body: { weatherCondition: 'sunny' } })
    expect(await failure(provider().currentConditions(chandigarh))).toMatchObject({ status: 502 })
    const unreachable = createGoogleWeatherProvider({ apiKey: 'k', baseUrl: 'http://127.0.0.1:9', now })
    expect(await failure(unreachable.currentConditions(chandigarh))).toMatchObject({ status: 503 })
  })
})

describe('Open-Meteo adapter', () => {
  const provider = () => createOpenMeteoWeatherProvider({ baseUrl: server.url, now })

  it('asks for the current variables and answers in the Google shape', async () => {
    server.reply('/v1/forecast', { body: recorded(import.meta.dirname, 'open-meteo-current') })
    const conditions = await provider().currentConditions(chandigarh)
    const params = server.requests.at(-1)!.url.searchParams
    expect([params.get('latitude'), params.get('longitude'), params.get('wind_speed_unit')]).toEqual(['30.73', '76.78', 'kmh'])
    expect(params.get('current')?.split(',')).toEqual(expect.arrayContaining(['temperature_2m', 'apparent_temperature', 'weather_code', 'precipitation_probability', 'visibility']))
    expect(conditions).toEqual({
      weatherCondition: { type: 'RAIN', description: { text: 'Rain' } },
      precipitation: { probability: { percent: 78 } },
      wind: { speed: { value: 9.7 } },
      relativeHumidity: 86,
      cloudCover: 100,
      visibility: { distance: 8.6 },
      temperature: { degrees: 29.1 },
      feelsLikeTemperature: { degrees: 35.2 },
      isDaytime: true,
      sunrise: sunTimesAt(monsoonMorning, 30.73, 76.78).sunrise.toISOString(),
      sunset: sunTimesAt(monsoonMorning, 30.73, 76.78).sunset.toISOString(),
      source: 'open-meteo',
    })
  })

  it('turns an HTTP 400 into a provider error with that status', async () => {
    server.reply('/v1/forecast', { status: 400, body: recorded(import.meta.dirname, 'open-meteo-bad-request') })
    expect(await failure(provider().currentConditions(chandigarh))).toMatchObject({ status: 400 })
  })

  it('says so when it does not know the weather code', async () => {
    server.reply('/v1/forecast', { body: { current: { weather_code: 42, is_day: 0 } } })
    const conditions = await provider().currentConditions(chandigarh)
    expect(conditions.weatherCondition).toEqual({ type: 'TYPE_UNSPECIFIED', description: { text: 'Conditions unknown' } })
    expect(conditions.isDaytime).toBe(false)
  })
})

describe('auto: Open-Meteo, falling back to the offline astronomy', () => {
  const forecast = '/v1/forecast'
  const offlineAnswer = () => createOfflineWeatherProvider({ now }).currentConditions(chandigarh)
  // A clock the test moves: the sun's and the breaker's cool-down (no sleeping).
  const clock = (start: Date) => {
    let at = start.getTime()
    return { now: () => new Date(at), advance: (ms: number) => void (at += ms) }
  }
  const asks = () => server.requests.filter((request) => request.url.pathname === forecast).length

  it("passes Open-Meteo's answer through when it answers", async () => {
    server.reply(forecast, { body: recorded(import.meta.dirname, 'open-meteo-current') })
    const conditions = await createAutoWeatherProvider({ baseUrl: server.url, now }).currentConditions(chandigarh)
    expect(conditions).toMatchObject({ source: 'open-meteo', temperature: { degrees: 29.1 }, weatherCondition: { description: { text: 'Rain' } } })
  })

  it('answers offline when Open-Meteo is slower than the time-out, or unreachable, or failing', async () => {
    // Slower than the 2 s default; the test's time-out is shorter so it does not wait that long.
    server.reply(forecast, { body: recorded(import.meta.dirname, 'open-meteo-current'), delayMs: 2_500 })
    const slow = createAutoWeatherProvider({ baseUrl: server.url, now, timeoutMs: 50 })
    expect(await slow.currentConditions(chandigarh)).toEqual(await offlineAnswer())
    const unreachable = createAutoWeatherProvider({ baseUrl: 'http://127.0.0.1:9', now })
    expect(await unreachable.currentConditions(chandigarh)).toEqual(await offlineAnswer())
    server.reply(forecast, { status: 500, body: { error: true, reason: 'internal' } })
    expect(await createAutoWeatherProvider({ baseUrl: server.url, now }).currentConditions(chandigarh)).toEqual(await offlineAnswer())
  })

  it('stops asking after 3 failures in a row, asks again after the cool-down, and a success closes the breaker', async () => {
    const time = clock(monsoonMorning)
    const warnings: string[] = []
    const provider = createAutoWeatherProvider({ baseUrl: server.url, now: time.now, coolDownMs: 60_000, log: { warn: (_, message) => void warnings.push(message) } })
    server.reply(forecast, { status: 503, body: { error: true } })
    const before = asks()
    for (let i = 0; i < 3; i += 1) expect((await provider.currentConditions(chandigarh)).source).toBe('offline')
    expect(asks() - before).toBe(3)
    expect(warnings).toContain('Open-Meteo unreachable: answering with the offline weather for the cool-down')

    // Open: Open-Meteo is back, but not asked until the cool-down has passed.
    server.reply(forecast, { body: recorded(import.meta.dirname, 'open-meteo-current') })
    time.advance(59_999)
    expect((await provider.currentConditions(chandigarh)).source).toBe('offline')
    expect(asks() - before).toBe(3)

    // Half-open: one request tries again; its success closes the breaker.
    time.advance(1)
    expect(await provider.currentConditions(chandigarh)).toMatchObject({ source: 'open-meteo', temperature: { degrees: 29.1 } })
    expect((await provider.currentConditions(chandigarh)).source).toBe('open-meteo')
    expect(asks() - before).toBe(5)
  })

  it('opens again for a whole cool-down when the half-open try fails', async () => {
    const time = clock(monsoonMorning)
    const provider = createAutoWeatherProvider({ baseUrl: server.url, now: time.now, failureThreshold: 2, coolDownMs: 1_000 })
    server.reply(forecast, { status: 500, body: { error: true } })
    const before = asks()
    await provider.currentConditions(chandigarh)
    await provider.currentConditions(chandigarh)
    time.advance(1_000)
    expect((await provider.currentConditions(chandigarh)).source).toBe('offline')
    expect(asks() - before).toBe(3)
    // One failed try is enough to open it again (not another 2).
    server.reply(forecast, { body: recorded(import.meta.dirname, 'open-meteo-current') })
    time.advance(999)
    expect((await provider.currentConditions(chandigarh)).source).toBe('offline')
    expect(asks() - before).toBe(3)
    time.advance(1)
    expect((await provider.currentConditions(chandigarh)).source).toBe('open-meteo')
  })
})
