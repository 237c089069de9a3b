// The app as a whole: health, request ids, security headers, the error envelope for bad input
// and unknown routes, and the OpenAPI document.
import { connect, type AddressInfo, type Socket } from 'node:net'
import { SAVED_SEARCH_FIELDS } from '@vishwas/domain'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { JSON_TOO_DEEP_MESSAGE, type App } from './app'
import { offlineDatabase } from './db/offline'
import { buildTestApp, resetDatabase, testDatabase } from './test/test-app'

let app: App

beforeAll(async () => {
  await resetDatabase(await testDatabase())
  app = await buildTestApp()
})
afterAll(() => app.close())

describe('GET /api/health', () => {
  it('reports the database engine and the version', async () => {
    const response = await app.inject('/api/health')
    expect(response.statusCode).toBe(200)
    expect(response.json()).toEqual({ success: true, status: 'ok', database: process.env.TEST_ENGINE === 'postgres' ? 'postgres' : 'pglite', version: '0.1.0' })
  })

  it('echoes a request id, or makes one', async () => {
    const given = await app.inject({ url: '/api/health', headers: { 'x-request-id': 'trace-123' } })
    expect(given.headers['x-request-id']).toBe('trace-123')
    const made = await app.inject({ url: '/api/health', headers: { 'x-request-id': 'not acceptable!' } })
    expect(made.headers['x-request-id']).toMatch(/^[0-9a-f-]{36}$/)
  })
})

describe('security headers', () => {
  it('sends a Content-Security-Policy the app works under, and the usual protections', async () => {
    const response = await app.inject('/api/health')
    const csp = String(response.headers['content-security-policy'])
    expect(csp).toContain("default-src 'self'")
    expect(csp).toContain("script-src 'self'")
    expect(csp).toContain("style-src 'self'")
    expect(csp).toContain("img-src 'self' data: blob: https://tile.openstreetmap.org https://*.tile.openstreetmap.org")
    expect(csp).toContain("object-src 'none'")
    expect(csp).not.toContain('upgrade-insecure-requests')
    expect(response.headers['x-content-type-options']).toBe('nosniff')
    expect(csp).toContain("frame-ancestors 'none'")
    expect(response.headers['x-frame-options']).toBe('DENY')
    expect(response.headers['strict-transport-security']).toContain('max-age=')
    expect(response.headers['referrer-policy']).toBe('strict-origin-when-cross-origin')
  })

  it("also allows the map tile service's origin for images when one is configured", async () => {
    const withTiles = await buildTestApp({ env: { MAP_TILE_URL: 'https://{s}.tiles.example.com/{z}/{x}/{y}.png' } })
    try {
      const csp = String((await withTiles.inject('/api/health')).headers['content-security-policy'])
      expect(csp).toContain("img-src 'self' data: blob: https://tile.openstreetmap.org https://*.tile.openstreetmap.org https://*.tiles.example.com;")
      expect(csp).toContain("connect-src 'self';")
    } finally {
      await withTiles.close()
    }
  })

  it("sends helmet's whole set on every answer: a page, an error, an unknown path", async () => {
    const expected = {
      'cross-origin-opener-policy': 'same-origin',
      'cross-origin-resource-policy': 'same-origin',
      'origin-agent-cluster': '?1',
      'referrer-policy': 'strict-origin-when-cross-origin',
      'strict-transport-security': 'max-age=31536000; includeSubDomains',
      'x-content-type-options': 'nosniff',
      'x-dns-prefetch-control': 'off',
      'x-download-options': 'noopen',
      'x-frame-options': 'DENY',
      'x-permitted-cross-domain-policies': 'none',
      'x-xss-protection': '0',
    }
    const answers = await Promise.all([
      app.inject('/'),
      app.inject('/api/properties/public?limit=0'),
      app.inject('/api/no-such-thing'),
      app.inject({ method: 'POST', url: '/api/auth/validate', headers: { 'content-type': 'application/json' }, payload: '{' }),
    ])
    for (const response of answers) {
      expect(response.headers).toMatchObject(expected)
      expect(response.headers['content-security-policy']).toContain("default-src 'self'")
      expect(response.headers).not.toHaveProperty('cross-origin-embedder-policy')
    }
    expect(answers.map((r) => r.statusCode)).toEqual([200, 400, 404, 400])
  })
})

describe('errors', () => {
  it('answers an unknown /api path with the 404 envelope', async () => {
    const response = await app.inject('/api/no-such-thing')
    expect(response.statusCode).toBe(404)
    expect(response.json()).toEqual({ success: false, message: 'Route GET /api/no-such-thing not found', code: 'NOT_FOUND' })
    const post = await app.inject({ method: 'POST', url: '/api/properties/public' })
    expect(post.statusCode).toBe(404)
    expect(post.json()).toMatchObject({ success: false, code: 'NOT_FOUND' })
  })

  it('answers malformed JSON with 400 and no stack', async () => {
    const response = await app.inject({
      method: 'PATCH',
      url: '/api/properties/PROP-ABC123-XYZ12/analytics',
      headers: { 'content-type': 'application/json' },
      payload: '{"event": "view",',
    })
    expect(response.statusCode).toBe(400)
    expect(response.json()).toEqual({ success: false, message: 'Malformed JSON in request body', code: 'INVALID_JSON' })
    expect(response.body).not.toMatch(/at .+\.(js|ts):\d+/)
  })

  it('answers JSON nested deeper than 32 levels with 400 before any route sees it', async () => {
    const nested = (depth: number) => `{"x":${'['.repeat(depth - 1)}${']'.repeat(depth - 1)}}`
    const send = (payload: string) =>
      app.inject({ method: 'POST', url: '/api/auth/otp/send', headers: { 'content-type': 'application/json' }, payload })
    const deep = await send(nested(5000))
    expect(deep.statusCode).toBe(400)
    expect(deep.json()).toEqual({ success: false, message: 'JSON bodies may nest at most 32 levels of objects and arrays', code: 'BAD_REQUEST' })
    // 32 levels get through to the route, whose own check answers.
    const fine = await send(nested(32))
    expect(fine.statusCode).toBe(400)
    expect(fine.json<{ message: string }>().message).not.toBe(JSON_TOO_DEEP_MESSAGE)
  })

  it('answers a body that is not JSON with 415', async () => {
    const response = await app.inject({
      method: 'PATCH',
      url: '/api/properties/PROP-ABC123-XYZ12/analytics',
      headers: { 'content-type': 'application/xml' },
      payload: '<event/>',
    })
    expect(response.statusCode).toBe(415)
    expect(response.json()).toMatchObject({ success: false, code: 'UNSUPPORTED_MEDIA_TYPE' })
  })

  it('answers a malformed URL with 400', async () => {
    const response = await app.inject('/api/properties/public/%E0%A4%A')
    expect(response.statusCode).toBe(400)
    expect(response.json()).toMatchObject({ success: false, code: 'BAD_REQUEST' })
  })
})

/** Writes `text` on a new connection to the app and reads until the app closes it. */
function rawRequest(port: number, text: string): Promise<string> {
  return new Promise((resolve, reject) => {
    const socket = connect(port, '127.0.0.1', () => socket.write(text))
    let answer = ''
    socket.setEncoding('utf8')
    socket.on('data', (chunk: string) => (answer += chunk))
    socket.on('close', () => resolve(answer))
    socket.on('error', reject)
  })
}

describe('requests the HTTP parser cannot read', () => {
  let port: number
  beforeAll(async () => {
    await app.listen({ port: 0, host: '127.0.0.1' })
    port = (app.server.address() as AddressInfo).port
  })

  it('answers an unknown method, a malformed header and oversized headers with the envelope, and closes', async () => {
    const cases = [
      { text: 'FOO / HTTP/1.1\r\nHost: x\r\n\r\n', status: '400 Bad Request', code: 'BAD_REQUEST', message: 'Malformed HTTP request' },
      { text: 'GET /api/health HTTP/1.1\r\nHost: x\r\nX-Odd: \u0001\r\n\r\n', status: '400 Bad Request', code: 'BAD_REQUEST', message: 'Malformed HTTP request' },
      {
        text: `GET /api/health HTTP/1.1\r\nHost: x\r\nX-Big: ${'a'.repeat(20_000)}\r\n\r\n`,
        status: '431 Request Header Fields Too Large',
        code: 'HEADERS_TOO_LARGE',
        message: 'Request headers are too large',
      },
    ]
    for (const { text, status, code, message } of cases) {
      const answer = await rawRequest(port, text)
      const [head = '', body = ''] = answer.split('\r\n\r\n')
      expect(head.split('\r\n')[0]).toBe(`HTTP/1.1 ${status}`)
      expect(head).toContain('Content-Type: application/json; charset=utf-8')
      expect(JSON.parse(body)).toEqual({ success: false, code, message })
    }
  })

  it("answers 408 when Node's request timer ends a request", async () => {
    const accepted = new Promise<Socket>((resolve) => app.server.once('connection', resolve))
    const answer = rawRequest(port, 'POST /api/properties HTTP/1.1\r\nHost: x\r\nContent-Length: 100\r\n\r\n{')
    // What Node emits when requestTimeout passes (15 s here, checked every 30 s): too slow for a test to wait for.
    app.server.emit('clientError', Object.assign(new Error('Request timeout'), { code: 'ERR_HTTP_REQUEST_TIMEOUT' }), await accepted)
    const [head = '', body = ''] = (await answer).split('\r\n\r\n')
    expect(head.split('\r\n')[0]).toBe('HTTP/1.1 408 Request Timeout')
    expect(JSON.parse(body)).toEqual({ success: false, code: 'REQUEST_TIMEOUT', message: 'The request did not arrive in time' })
  })
})

describe('when the database fails', () => {
  it('answers 500 with the envelope and no internal detail, and health says 503', async () => {
    const broken = await buildTestApp({ database: offlineDatabase() })
    try {
      const list = await broken.inject('/api/properties/public')
      expect(list.statusCode).toBe(500)
      expect(list.json()).toEqual({ success: false, message: 'Internal server error', code: 'INTERNAL_ERROR' })
      expect(list.body).not.toContain('without a database')
      const health = await broken.inject('/api/health')
      expect(health.statusCode).toBe(503)
      expect(health.json()).toEqual({ success: false, message: 'Database unavailable', code: 'SERVICE_UNAVAILABLE' })
    } finally {
      await broken.close()
    }
  })
})

describe('rate limit', () => {
  it('limits a client to RATE_LIMIT_PER_MINUTE requests with a 429 envelope; loopback is not limited', async () => {
    const limited = await buildTestApp({ env: { RATE_LIMIT_PER_MINUTE: '2' } })
    try {
      const remote = { url: '/api/schemas', remoteAddress: '203.0.113.9' }
      expect((await limited.inject(remote)).statusCode).toBe(200)
      expect((await limited.inject(remote)).statusCode).toBe(200)
      const third = await limited.inject(remote)
      expect(third.statusCode).toBe(429)
      expect(third.json()).toMatchObject({ success: false, code: 'RATE_LIMITED' })
      expect(third.json().message).toMatch(/^Too many requests, please try again in \d+ s$/)
      for (let i = 0; i < 4; i++) expect((await limited.inject('/api/schemas')).statusCode).toBe(200)
    } finally {
      await limited.close()
    }
  })
})

describe('OpenAPI', () => {
  it('serves an OpenAPI 3.1 document generated from the route schemas', async () => {
    const response = await app.inject('/api/openapi.json')
    expect(response.statusCode).toBe(200)
    const document = response.json<{ openapi: string; paths: Record<string, Record<string, unknown>> }>()
    expect(document.openapi).toBe('3.1.0')
    expect(Object.keys(document.paths)).toEqual(
      expect.arrayContaining(['/api/health', '/api/properties/public', '/api/properties/public/{id}', '/api/properties/{id}/views', '/api/properties/{id}/analytics', '/api/properties/statistics', '/api/schemas', '/api/schemas/{name}']),
    )
    const list = document.paths['/api/properties/public']?.get as { parameters: { name: string }[]; responses: Record<string, { content: Record<string, { schema: { properties: Record<string, { type: string }> } }> }> }
    // Every filter the saved searches and the home page know, and the paging: nothing more, nothing less.
    expect(list.parameters.map((p) => p.name).sort()).toEqual([...SAVED_SEARCH_FIELDS, 'page', 'limit'].sort())
    expect(list.responses['200']?.content['application/json']?.schema.properties.properties?.type).toBe('array')
  })

  it('serves the reference UI at /api/docs', async () => {
    const response = await app.inject('/api/docs/')
    expect(response.statusCode).toBe(200)
    expect(response.headers['content-type']).toContain('text/html')
    expect(response.headers['content-security-policy']).toContain("style-src 'self' 'unsafe-inline'")
    expect((await app.inject('/api/health')).headers['content-security-policy']).not.toContain("style-src 'self' 'unsafe-inline'")
  })
})
