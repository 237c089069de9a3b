// The web build: hashed assets cached for a year, index.html revalidated, every page path
// answered with index.html, and a clear 503 when there is no build.
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import type { App } from '../app'
import { buildTestApp } from '../test/test-app'
import { IMMUTABLE, WEB_BUILD_MISSING } from './web'

let app: App
beforeAll(async () => {
  app = await buildTestApp()
})
afterAll(() => app.close())

describe('with a web build', () => {
  it('serves index.html at / without caching it', async () => {
    const response = await app.inject('/')
    expect(response.statusCode).toBe(200)
    expect(response.headers['content-type']).toContain('text/html')
    expect(response.headers['cache-control']).toBe('no-cache')
    expect(response.body).toContain('<div id="root"></div>')
    expect(response.headers['content-security-policy']).toContain("script-src 'self'")
  })

  it('answers every page path with index.html so the app router decides', async () => {
    for (const path of ['/map', '/seller/properties/PROP-ABC-123/edit', '/PROP-MQRWN32H-6CVIH', '/no/such/page?tab=1']) {
      const response = await app.inject(path)
      expect(response.statusCode, path).toBe(200)
      expect(response.body).toContain('<div id="root"></div>')
      expect(response.headers['cache-control']).toBe('no-cache')
    }
    expect((await app.inject({ method: 'HEAD', url: '/profile' })).statusCode).toBe(200)
  })

  it('serves hashed assets as immutable for a year, compressed when asked', async () => {
    const response = await app.inject({ url: '/assets/index-T3ST1234.js', headers: { 'accept-encoding': 'gzip' } })
    expect(response.statusCode).toBe(200)
    expect(response.headers['cache-control']).toBe(IMMUTABLE)
    expect(response.headers['cache-control']).toBe('public, max-age=31536000, immutable')
    expect(response.headers['content-type']).toContain('javascript')
    expect(response.headers['content-encoding']).toBe('gzip')
  })

  it('answers a missing asset with 404, not the page', async () => {
    const response = await app.inject('/assets/index-GONE.js')
    expect(response.statusCode).toBe(404)
    expect(response.body).not.toContain('<div id="root">')
  })

  it('serves other files of the build', async () => {
    const response = await app.inject('/favicon.svg')
    expect(response.statusCode).toBe(200)
    expect(response.headers['content-type']).toContain('image/svg+xml')
  })

  it('does not fall back for other methods', async () => {
    const response = await app.inject({ method: 'POST', url: '/map' })
    expect(response.statusCode).toBe(404)
    expect(response.json()).toMatchObject({ success: false, code: 'NOT_FOUND' })
  })
})

describe('without a web build', () => {
  it('answers pages with a 503 that says to run npm run build; the API still works', async () => {
    const bare = await buildTestApp({ env: { WEB_DIST_DIR: '/nonexistent/web/dist' } })
    try {
      for (const path of ['/', '/map']) {
        const response = await bare.inject(path)
        expect(response.statusCode).toBe(503)
        expect(response.headers['content-type']).toContain('text/plain')
        expect(response.body).toBe(WEB_BUILD_MISSING)
        expect(response.body).toContain('npm run build')
      }
      expect((await bare.inject('/api/health')).statusCode).toBe(200)
    } finally {
      await bare.close()
    }
  })
})
