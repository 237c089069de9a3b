// The one way the web app talks to the API: base /api, JSON, a 15 s time-out, and one error shape.
// SPEC §7: the Bearer header comes from the access token cookie (none without a cookie); on a 401
// a request refreshes the session once and retries; when refresh fails, the session ends.
import { HTTP_TIMEOUT_MS } from '@vishwas/domain'
import { env } from '../config/env'
import { clearAccessToken, readAccessToken } from './access-token'

/** One problem of a failed request, as the envelope's `errors` lists them. */
export interface ApiErrorDetail {
  path: string
  message: string
}

export interface ApiErrorShape {
  message: string
  status: number
  code: string
  /** From a Retry-After header (e.g. on 429), in seconds. */
  retryAfterSeconds?: number
  /** The envelope's list of problems (e.g. each invalid field), when it has one. */
  errors?: ApiErrorDetail[]
}

export class ApiError extends Error implements ApiErrorShape {
  readonly status: number
  readonly code: string
  readonly retryAfterSeconds?: number
  readonly errors?: ApiErrorDetail[]

  constructor({ message, status, code, retryAfterSeconds, errors }: ApiErrorShape) {
    super(message)
    this.name = 'ApiError'
    this.status = status
    this.code = code
    if (retryAfterSeconds !== undefined) this.retryAfterSeconds = retryAfterSeconds
    if (errors !== undefined) this.errors = errors
  }
}

export function isApiError(error: unknown): error is ApiError {
  return error instanceof ApiError
}

type QueryValue = string | number | boolean | null | undefined

/** How a request reaches the API: the browser's fetch, or the server's own router when it renders a page. */
export type ApiTransport = (url: string, init: RequestInit) => Promise<Response>

let transport: ApiTransport | undefined

/**
 * The server's render answers the page's first requests in-process (anonymously: no cookie is
 * ever sent through it) instead of over HTTP to itself; the browser keeps using fetch.
 */
export function setApiTransport(next: ApiTransport | undefined): void {
  transport = next
}

export interface RequestOptions {
  method?: 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE'
  query?: Record<string, QueryValue>
  body?: unknown
  signal?: AbortSignal
  timeoutMs?: number
  /** Headers beside the JSON ones and the authorization (an Idempotency-Key). */
  headers?: Record<string, string>
  /**
   * Send the Bearer token and refresh once on a 401. By default every call does, except the
   * calls SPEC §6 names as unauthenticated (public listings, views, analytics) and the identity
   * service's own calls under /auth, which never refresh.
   */
  auth?: boolean
}

// SPEC §6: the public listing calls, the views update and the analytics update send no authorization.
const UNAUTHENTICATED_PATHS = [/^\/properties\/public(\/|$)/, /^\/properties\/[^/]+\/(views|analytics)$/]

function sendsAuthorization(path: string): boolean {
  return !UNAUTHENTICATED_PATHS.some((pattern) => pattern.test(path))
}

function isIdentityServiceCall(path: string): boolean {
  return path.startsWith('/auth/')
}

export function buildUrl(path: string, query?: Record<string, QueryValue>): string {
  const search = new URLSearchParams()
  for (const [key, value] of Object.entries(query ?? {})) {
    if (value !== undefined && value !== null && value !== '') search.set(key, String(value))
  }
  const qs = search.toString()
  return `${env.apiBaseUrl}${path}${qs ? `?${qs}` : ''}`
}

function envelopeField(body: unknown, field: 'message' | 'code'): string | undefined {
  if (typeof body !== 'object' || body === null) return undefined
  const value = (body as Record<string, unknown>)[field]
  return typeof value === 'string' && value !== '' ? value : undefined
}

function envelopeErrors(body: unknown): ApiErrorDetail[] | undefined {
  if (typeof body !== 'object' || body === null) return undefined
  const list = (body as Record<string, unknown>).errors
  if (!Array.isArray(list)) return undefined
  return list.flatMap((item: unknown) => {
    if (typeof item === 'string') return [{ path: '', message: item }]
    if (typeof item !== 'object' || item === null) return []
    const { path, message } = item as Record<string, unknown>
    return typeof message === 'string' ? [{ path: typeof path === 'string' ? path : '', message }] : []
  })
}

async function readJson(response: Response): Promise<unknown> {
  const text = await response.text()
  if (text === '') return undefined
  try {
    return JSON.parse(text) as unknown
  } catch {
    return undefined
  }
}

function retryAfter(response: Response): number | undefined {
  const header = response.headers.get('Retry-After')
  if (!header) return undefined
  const seconds = Number(header)
  if (Number.isFinite(seconds)) return Math.max(0, Math.ceil(seconds))
  const at = Date.parse(header)
  return Number.isNaN(at) ? undefined : Math.max(0, Math.ceil((at - Date.now()) / 1000))
}

async function send<T>(path: string, options: RequestOptions, token: string | undefined): Promise<T> {
  const { method = 'GET', query, body, signal, timeoutMs = HTTP_TIMEOUT_MS } = options
  const controller = new AbortController()
  let timedOut = false
  const timer = setTimeout(() => {
    timedOut = true
    controller.abort()
  }, timeoutMs)
  const onOuterAbort = () => controller.abort()
  signal?.addEventListener('abort', onOuterAbort)

  let response: Response
  try {
    const headers: Record<string, string> = { ...options.headers, Accept: 'application/json' }
    // A form (files) goes as multipart/form-data, its boundary set by the browser.
    const isForm = typeof FormData !== 'undefined' && body instanceof FormData
    if (body !== undefined && !isForm) headers['Content-Type'] = 'application/json'
    if (token) headers.Authorization = `Bearer ${token}`
    response = await (transport ?? fetch)(buildUrl(path, query), {
      method,
      headers,
      body: body === undefined ? undefined : isForm ? body : JSON.stringify(body),
      signal: controller.signal,
      credentials: 'same-origin',
    })
  } catch (error) {
    if (timedOut) throw new ApiError({ message: `Request timed out after ${timeoutMs / 1000} s`, status: 0, code: 'TIMEOUT' })
    if (signal?.aborted) throw new ApiError({ message: 'Request was cancelled', status: 0, code: 'ABORTED' })
    const detail = error instanceof Error ? error.message : String(error)
    throw new ApiError({ message: `Network error: ${detail}`, status: 0, code: 'NETWORK_ERROR' })
  } finally {
    clearTimeout(timer)
    signal?.removeEventListener('abort', onOuterAbort)
  }

  const payload = await readJson(response)
  const failed = !response.ok || (typeof payload === 'object' && payload !== null && (payload as { success?: unknown }).success === false)
  if (failed) {
    throw new ApiError({
      message: envelopeField(payload, 'message') ?? `HTTP error! status: ${response.status}`,
      status: response.status,
      code: envelopeField(payload, 'code') ?? 'HTTP_ERROR',
      retryAfterSeconds: retryAfter(response),
      errors: envelopeErrors(payload),
    })
  }
  return payload as T
}

type SessionListener = () => void
const sessionEndedListeners = new Set<SessionListener>()

/** Called when a request's session could not be renewed (the access cookie is already gone). */
export function onSessionEnded(listener: SessionListener): () => void {
  sessionEndedListeners.add(listener)
  return () => sessionEndedListeners.delete(listener)
}

function endSession(): void {
  clearAccessToken()
  for (const listener of [...sessionEndedListeners]) listener()
}

let refreshing: Promise<boolean> | null = null

/** Other tabs share the cookies: one refresh at a time across them, so a rotated token is never reused. */
async function oneTabAtATime(task: () => Promise<boolean>): Promise<boolean> {
  const locks = typeof navigator === 'undefined' ? undefined : navigator.locks
  return locks ? await locks.request('vishwas-session-refresh', task) : task()
}

/**
 * POST /auth/refresh with an empty body (the HttpOnly cookie carries the refresh token); the
 * server sets new cookies. One refresh at a time: concurrent callers share it. `staleToken` is the
 * token that was refused: when the cookie already holds another one, the session was renewed
 * meanwhile (by another request or tab) and nothing is sent.
 */
export function refreshSession(staleToken?: string): Promise<boolean> {
  refreshing ??= oneTabAtATime(async () => {
    const current = readAccessToken()
    if (staleToken !== undefined && current !== undefined && current !== staleToken) return true
    try {
      await send('/auth/refresh', { method: 'POST', body: {} }, undefined)
      return readAccessToken() !== undefined
    } catch {
      return false
    }
  }).finally(() => {
    refreshing = null
  })
  return refreshing
}

export async function apiRequest<T>(path: string, options: RequestOptions = {}): Promise<T> {
  const auth = options.auth ?? sendsAuthorization(path)
  const token = auth ? readAccessToken() : undefined
  try {
    return await send<T>(path, options, token)
  } catch (error) {
    if (!auth || isIdentityServiceCall(path) || !isApiError(error) || error.status !== 401) throw error
    // No cookie means no session to renew (the refresh cookie is set and cleared with it).
    const renewed = token !== undefined && (await refreshSession(token))
    if (!renewed) {
      endSession()
      throw error
    }
    return send<T>(path, options, readAccessToken())
  }
}

export const api = {
  get: <T>(path: string, options?: Omit<RequestOptions, 'method' | 'body'>) => apiRequest<T>(path, { ...options, method: 'GET' }),
  post: <T>(path: string, body?: unknown, options?: Omit<RequestOptions, 'method' | 'body'>) => apiRequest<T>(path, { ...options, method: 'POST', body }),
  put: <T>(path: string, body?: unknown, options?: Omit<RequestOptions, 'method' | 'body'>) => apiRequest<T>(path, { ...options, method: 'PUT', body }),
  patch: <T>(path: string, body?: unknown, options?: Omit<RequestOptions, 'method' | 'body'>) => apiRequest<T>(path, { ...options, method: 'PATCH', body }),
  delete: <T>(path: string, options?: Omit<RequestOptions, 'method' | 'body'>) => apiRequest<T>(path, { ...options, method: 'DELETE' }),
}

/** A file the API serves to the signed-in user (a KYC scan), as a Blob: the session's token, renewed once on a 401. */
export async function apiBlob(path: string, signal?: AbortSignal): Promise<Blob> {
  const fetchWith = (token: string | undefined) => fetch(buildUrl(path), { headers: token ? { Authorization: `Bearer ${token}` } : {}, credentials: 'same-origin', signal: signal ?? null })
  const token = readAccessToken()
  let response = await fetchWith(token)
  if (response.status === 401 && token !== undefined && (await refreshSession(token))) response = await fetchWith(readAccessToken())
  if (!response.ok) {
    const payload = await readJson(response)
    throw new ApiError({ message: envelopeField(payload, 'message') ?? `HTTP error! status: ${response.status}`, status: response.status, code: envelopeField(payload, 'code') ?? 'HTTP_ERROR' })
  }
  return response.blob()
}
