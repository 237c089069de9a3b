import { describe, expect, it, vi } from 'vitest'
import { fakeApi } from '../testing/fake-api'
import { api, ApiError, buildUrl } from './api-client'

describe('api client', () => {
  it('prefixes /api, drops empty query values and parses JSON', async () => {
    const calls = fakeApi({ 'GET /api/properties/public': () => ({ body: { success: true, properties: [] } }) })
    const result = await api.get<{ properties: unknown[] }>('/properties/public', { query: { city: 'Mohali', state: '', type: undefined, page: 2 } })
    expect(result.properties).toEqual([])
    expect(calls.calls[0]!.url.search).toBe('?city=Mohali&page=2')
    expect(buildUrl('/health')).toBe('/api/health')
  })

  it("turns an error envelope into { message, status, code } with the server's message", async () => {
    fakeApi({ 'GET /api/properties/public/x': () => ({ status: 404, body: { success: false, message: 'Property not found', code: 'NOT_FOUND' } }) })
    const error = await api.get('/properties/public/x').catch((e: unknown) => e)
    expect(error).toBeInstanceOf(ApiError)
    expect(error).toMatchObject({ message: 'Property not found', status: 404, code: 'NOT_FOUND' })
  })

  it("keeps the envelope's list of problems", async () => {
    const errors = [{ path: 'basicInfo.type', message: 'Missing required field: basicInfo.type' }]
    fakeApi({ 'POST /api/properties': () => ({ status: 400, body: { success: false, message: 'Validation errors: Missing required field: basicInfo.type', code: 'VALIDATION_ERROR', errors } }) })
    const error = await api.post('/properties', {}).catch((e: unknown) => e)
    expect(error).toMatchObject({ status: 400, errors })
  })

  it('names the status when the body is not JSON', async () => {
    vi.stubGlobal('fetch', vi.fn(() => Promise.resolve(new Response('<html>bad gateway</html>', { status: 502 }))))
    await expect(api.get('/health')).rejects.toMatchObject({ message: 'HTTP error! status: 502', status: 502, code: 'HTTP_ERROR' })
  })

  it('reports network failures in the same shape', async () => {
    fakeApi({ 'GET /api/health': () => new TypeError('Failed to fetch') })
    await expect(api.get('/health')).rejects.toMatchObject({ message: 'Network error: Failed to fetch', status: 0, code: 'NETWORK_ERROR' })
  })

  it('gives up after 15 000 ms', async () => {
    vi.useFakeTimers()
    vi.stubGlobal(
      'fetch',
      vi.fn((_url: string, init: RequestInit) => new Promise((_, reject) => init.signal?.addEventListener('abort', () => reject(new DOMException('aborted', 'AbortError'))))),
    )
    const pending = api.get('/health').catch((e: unknown) => e)
    await vi.advanceTimersByTimeAsync(14_999)
    await vi.advanceTimersByTimeAsync(1)
    expect(await pending).toMatchObject({ message: 'Request timed out after 15 s', status: 0, code: 'TIMEOUT' })
  })

  it('sends JSON bodies', async () => {
    const fetchMock = vi.fn((_url: string, _init: RequestInit) => Promise.resolve(new Response(JSON.stringify({ success: true, views: 3 }))))
    vi.stubGlobal('fetch', fetchMock)
    await api.patch('/properties/p1/views', { a: 1 })
    const init = fetchMock.mock.calls[0]![1]
    expect(init.method).toBe('PATCH')
    expect(init.body).toBe('{"a":1}')
    expect((init.headers as Record<string, string>)['Content-Type']).toBe('application/json')
  })
})
