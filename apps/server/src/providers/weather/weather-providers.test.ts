import { sunTimesAt } from '@vishwas/domain'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { ProviderHttpError } from '../http'
import { recorded, startFakeHttpServer, type FakeHttpServer } from '../testing/fake-http-server'
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
