// The scenery's provider settings in the one config module (ARCHITECTURE §2).
import { mkdtempSync, rmSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { afterAll, describe, expect, it } from 'vitest'
import { ConfigError, loadConfig } from '../config'

const dataDirs = mkdtempSync(join(tmpdir(), 'vishwas-provider-config-'))
afterAll(() => rmSync(dataDirs, { recursive: true, force: true }))
const load = (env: Record<string, string>) => loadConfig({ DATA_DIR: mkdtempSync(join(dataDirs, 'data-')), ...env })
const problems = (env: Record<string, string>) => {
  try {
    load(env)
    return []
  } catch (error) {
    if (error instanceof ConfigError) return error.problems
    throw error
  }
}

describe('weather and geocoder settings', () => {
  it('ask Open-Meteo with the offline astronomy behind it (auto) and name places offline by default', () => {
    expect(load({})).toMatchObject({ weather: { provider: 'auto', baseUrl: 'https://api.open-meteo.com' }, geocoder: { provider: 'offline' } })
    expect(load({ OPEN_METEO_URL: 'http://127.0.0.1:4000' }).weather).toEqual({ provider: 'auto', baseUrl: 'http://127.0.0.1:4000' })
  })

  it('select a provider, with its documented address unless told otherwise', () => {
    expect(load({ WEATHER_PROVIDER: 'offline' }).weather).toEqual({ provider: 'offline' })
    expect(load({ WEATHER_PROVIDER: 'open-meteo' }).weather).toEqual({ provider: 'open-meteo', baseUrl: 'https://api.open-meteo.com' })
    expect(load({ WEATHER_PROVIDER: 'google', GOOGLE_WEATHER_API_KEY: 'k', GOOGLE_WEATHER_URL: 'http://127.0.0.1:4000' }).weather).toEqual({
      provider: 'google',
      apiKey: 'k',
      baseUrl: 'http://127.0.0.1:4000',
    })
    expect(load({ GEOCODER: 'nominatim' }).geocoder).toMatchObject({ provider: 'nominatim', baseUrl: 'https://nominatim.openstreetmap.org', userAgent: expect.stringContaining('Vishwas') as string })
    expect(load({ GEOCODER: 'google', GOOGLE_MAPS_API_KEY: 'm' }).geocoder).toEqual({ provider: 'google', apiKey: 'm', baseUrl: 'https://maps.googleapis.com' })
  })

  it('refuse unknown providers, bad addresses and a Google provider without its key', () => {
    expect(problems({ WEATHER_PROVIDER: 'yahoo' })).toEqual(['WEATHER_PROVIDER: must be auto, offline, google or open-meteo'])
    expect(problems({ GEOCODER: 'bing' })).toEqual(['GEOCODER: must be offline, google or nominatim'])
    expect(problems({ OPEN_METEO_URL: 'ftp://example.com' })).toEqual(['OPEN_METEO_URL: must be an http:// or https:// URL'])
    expect(problems({ WEATHER_PROVIDER: 'google', GEOCODER: 'google' })).toEqual([
      'GOOGLE_WEATHER_API_KEY: is required when WEATHER_PROVIDER=google',
      'GOOGLE_MAPS_API_KEY: is required when GEOCODER=google',
    ])
  })
})
