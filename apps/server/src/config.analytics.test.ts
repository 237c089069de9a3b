// Analytics tags in the configuration: off unless their ids are set; a bad id or a Conversions
// API token without a pixel stops start-up naming the variable.
import { mkdtempSync, rmSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { afterAll, describe, expect, it } from 'vitest'
import { ConfigError, loadConfig } from './config'

const dataDir = mkdtempSync(join(tmpdir(), 'vishwas-config-analytics-'))
afterAll(() => rmSync(dataDir, { recursive: true, force: true }))
const load = (env: Record<string, string>) => loadConfig({ DATA_DIR: dataDir, ...env })
const problemsOf = (env: Record<string, string>) => {
  try {
    load(env)
  } catch (error) {
    if (error instanceof ConfigError) return error.problems
    throw error
  }
  return []
}

describe('analytics configuration', () => {
  it('is off by default', () => {
    expect(load({}).analytics).toEqual({ gaMeasurementId: null, metaPixel: null })
  })

  it('takes GA4 and the pixel alone, or the pixel with the Conversions API', () => {
    expect(load({ GA_MEASUREMENT_ID: ' g-abc123xyz ' }).analytics).toEqual({ gaMeasurementId: 'G-ABC123XYZ', metaPixel: null })
    expect(load({ META_PIXEL_ID: '123456789' }).analytics.metaPixel).toEqual({ pixelId: '123456789', conversionsApi: null })
    expect(load({ META_PIXEL_ID: '123456789', META_CAPI_TOKEN: 'EAAB-token-0123456789abc' }).analytics.metaPixel).toEqual({
      pixelId: '123456789',
      conversionsApi: { accessToken: 'EAAB-token-0123456789abc', baseUrl: 'https://graph.facebook.com', apiVersion: 'v21.0' },
    })
  })

  it('names a bad id, a bad version or a token without a pixel', () => {
    expect(problemsOf({ GA_MEASUREMENT_ID: 'UA-1234-1' })).toEqual(['GA_MEASUREMENT_ID: must be a GA4 measurement id such as G-ABC123XYZ'])
    expect(problemsOf({ META_PIXEL_ID: 'pixel' })).toEqual(['META_PIXEL_ID: must be a Meta pixel id (digits)'])
    expect(problemsOf({ META_PIXEL_ID: '123456789', META_GRAPH_API_VERSION: '21' })).toEqual(['META_GRAPH_API_VERSION: must be a Graph API version such as v21.0'])
    expect(problemsOf({ META_CAPI_TOKEN: 'EAAB-token-0123456789abc' })).toEqual([
      'META_PIXEL_ID: is required when META_CAPI_TOKEN is set (the Conversions API sends events to a pixel)',
    ])
  })
})
