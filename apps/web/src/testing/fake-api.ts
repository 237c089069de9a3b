// A fake `fetch` for component tests: routes requests by method and path to canned replies,
// and records every call so tests can assert what was asked.
import { vi } from 'vitest'

export interface FakeCall {
  method: string
  url: URL
  /** The JSON body, parsed; undefined without one. */
  body?: unknown
  /** The request's own headers (names in lower case). */
  headers: Record<string, string>
  /** A multipart body (files), as sent. */
  form?: FormData
}

export type FakeReply = { status?: number; body: unknown; headers?: Record<string, string> } | Error

type Handler = (call: FakeCall) => FakeReply | Promise<FakeReply>

export function fakeApi(routes: Record<string, Handler>) {
  const calls: FakeCall[] = []
  const fetchMock = vi.fn(async (input: RequestInfo | URL, init?: RequestInit) => {
    const url = new URL(typeof input === 'string' ? input : input instanceof URL ? input.href : input.url, 'http://localhost')
    const method = init?.method ?? 'GET'
    const headers = Object.fromEntries(Object.entries((init?.headers ?? {}) as Record<string, string>).map(([name, value]) => [name.toLowerCase(), value]))
    const call: FakeCall = { method, url, headers, body: typeof init?.body === 'string' ? (JSON.parse(init.body) as unknown) : undefined, ...(init?.body instanceof FormData ? { form: init.body } : {}) }
    calls.push(call)
    const key = Object.keys(routes).find((pattern) => {
      const [m, p] = pattern.split(' ')
      return m === method && new RegExp(`^${p}$`).test(url.pathname)
    })
    const reply: FakeReply = key ? await routes[key]!(call) : { status: 404, body: { success: false, message: 'Not found', code: 'NOT_FOUND' } }
    if (reply instanceof Error) throw reply
    return new Response(JSON.stringify(reply.body), { status: reply.status ?? 200, headers: { 'Content-Type': 'application/json', ...reply.headers } })
  })
  vi.stubGlobal('fetch', fetchMock)
  return { calls, fetchMock, requests: (method: string, path: string) => calls.filter((c) => c.method === method && c.url.pathname === path) }
}
