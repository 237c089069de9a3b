import { afterEach, describe, expect, it, vi } from 'vitest'
import { fakeApi } from '../testing/fake-api'
import { ACCESS_TOKEN_COOKIE, readAccessToken } from './access-token'
import { api, onSessionEnded } from './api-client'

const setCookie = (token: string) => (document.cookie = `${ACCESS_TOKEN_COOKIE}=${token}; Path=/`)
const unauthorized = { status: 401, body: { success: false, message: 'Authentication required', code: 'UNAUTHORIZED' } }

function authorizationOf(fetchMock: ReturnType<typeof fakeApi>['fetchMock'], index: number): string | undefined {
  const init = fetchMock.mock.calls[index]?.[1]
  return (init?.headers as Record<string, string> | undefined)?.Authorization
}

afterEach(() => {
  document.cookie = `${ACCESS_TOKEN_COOKIE}=; Max-Age=0; Path=/`
})

describe('api client session', () => {
  it('sends the access token from its cookie as a Bearer header, and nothing without a cookie', async () => {
    const { fetchMock } = fakeApi({ 'GET /api/users/me': () => ({ body: { success: true } }) })
    await api.get('/users/me')
    expect(authorizationOf(fetchMock, 0)).toBeUndefined()
    setCookie('token-1')
    await api.get('/users/me')
    expect(authorizationOf(fetchMock, 1)).toBe('Bearer token-1')
  })

  it('sends no authorization on the public listing, views and analytics calls (SPEC §6)', async () => {
    setCookie('token-1')
    const { fetchMock } = fakeApi({
      'GET /api/properties/public': () => ({ body: { success: true } }),
      'PATCH /api/properties/p1/views': () => ({ body: { success: true } }),
      'PATCH /api/properties/p1/analytics': () => ({ body: { success: true } }),
      'GET /api/properties/p1': () => ({ body: { success: true } }),
    })
    await api.get('/properties/public')
    await api.patch('/properties/p1/views')
    await api.patch('/properties/p1/analytics', {})
    await api.get('/properties/p1')
    expect([0, 1, 2, 3].map((i) => authorizationOf(fetchMock, i))).toEqual([undefined, undefined, undefined, 'Bearer token-1'])
  })

  it('on a 401 refreshes once (for all waiting requests) and retries with the new token', async () => {
    setCookie('old')
    const calls = fakeApi({
      'GET /api/users/me': () => (calls.calls.filter((c) => c.url.pathname === '/api/auth/refresh').length > 0 ? { body: { success: true, who: 'me' } } : unauthorized),
      'GET /api/properties/p1': () => (readAccessToken() === 'new' ? { body: { success: true, id: 'p1' } } : unauthorized),
      'POST /api/auth/refresh': () => {
        setCookie('new')
        return { body: { success: true, data: { accessToken: 'new', refreshToken: 'r2' } } }
      },
    })
    const [me, property] = await Promise.all([api.get<{ who: string }>('/users/me'), api.get<{ id: string }>('/properties/p1')])
    expect(me.who).toBe('me')
    expect(property.id).toBe('p1')
    expect(calls.requests('POST', '/api/auth/refresh')).toHaveLength(1)
    const meCalls = calls.calls.flatMap((call, index) => (call.url.pathname === '/api/users/me' ? [index] : []))
    expect(meCalls.map((index) => authorizationOf(calls.fetchMock, index))).toEqual(['Bearer old', 'Bearer new'])
    // The refresh sends an empty body: the HttpOnly cookie carries the refresh token.
    expect(calls.requests('POST', '/api/auth/refresh')[0]!.body).toEqual({})
  })

  it('retries only once', async () => {
    setCookie('old')
    const calls = fakeApi({
      'GET /api/users/me': () => unauthorized,
      'POST /api/auth/refresh': () => {
        setCookie('new')
        return { body: { success: true, data: {} } }
      },
    })
    await expect(api.get('/users/me')).rejects.toMatchObject({ status: 401 })
    expect(calls.requests('GET', '/api/users/me')).toHaveLength(2)
    expect(calls.requests('POST', '/api/auth/refresh')).toHaveLength(1)
  })

  it('when refresh fails, ends the session: the cookie is cleared and listeners hear of it', async () => {
    setCookie('old')
    const ended = vi.fn()
    const stop = onSessionEnded(ended)
    fakeApi({
      'GET /api/users/me': () => unauthorized,
      'POST /api/auth/refresh': () => ({ status: 401, body: { success: false, message: 'Session expired. Please sign in again.', code: 'UNAUTHORIZED' } }),
    })
    await expect(api.get('/users/me')).rejects.toMatchObject({ message: 'Authentication required', status: 401 })
    expect(ended).toHaveBeenCalledTimes(1)
    expect(readAccessToken()).toBeUndefined()
    stop()
  })

  it('without a session a 401 ends it at once, with no refresh', async () => {
    const ended = vi.fn()
    const stop = onSessionEnded(ended)
    const calls = fakeApi({ 'GET /api/users/me': () => unauthorized })
    await expect(api.get('/users/me')).rejects.toMatchObject({ status: 401 })
    expect(calls.requests('POST', '/api/auth/refresh')).toHaveLength(0)
    expect(ended).toHaveBeenCalledTimes(1)
    stop()
  })

  it("never refreshes for the identity service's own calls", async () => {
    setCookie('old')
    const calls = fakeApi({ 'GET /api/auth/validate': () => unauthorized })
    await expect(api.get('/auth/validate')).rejects.toMatchObject({ status: 401 })
    expect(calls.requests('POST', '/api/auth/refresh')).toHaveLength(0)
    expect(readAccessToken()).toBe('old')
  })

  it('reads the wait of a 429 from Retry-After', async () => {
    vi.stubGlobal(
      'fetch',
      vi.fn(() =>
        Promise.resolve(
          new Response(JSON.stringify({ success: false, message: 'Too many code requests. Try again in 15 minutes.', code: 'RATE_LIMITED' }), {
            status: 429,
            headers: { 'Retry-After': '900' },
          }),
        ),
      ),
    )
    await expect(api.post('/auth/otp/send', {})).rejects.toMatchObject({ status: 429, retryAfterSeconds: 900, message: 'Too many code requests. Try again in 15 minutes.' })
  })
})
