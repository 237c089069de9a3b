// The one way the web app talks to the API: base /api, JSON, a 15 s time-out, and one error shape.
import { HTTP_TIMEOUT_MS } from '@vishwas/domain'
import { env } from '../config/env'

export interface ApiErrorShape {
  message: string
  status: number
  code: string
}

export class ApiError extends Error implements ApiErrorShape {
  readonly status: number
  readonly code: string

  constructor({ message, status, code }: ApiErrorShape) {
    super(message)
    this.name = 'ApiError'
    this.status = status
    this.code = code
  }
}

export function isApiError(error: unknown): error is ApiError {
  return error instanceof ApiError
}

type QueryValue = string | number | boolean | null | undefined

export interface RequestOptions {
  method?: 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE'
  query?: Record<string, QueryValue>
  body?: unknown
  signal?: AbortSignal
  timeoutMs?: number
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

async function readJson(response: Response): Promise<unknown> {
  const text = await response.text()
  if (text === '') return undefined
  try {
    return JSON.parse(text) as unknown
  } catch {
    return undefined
  }
}

export async function apiRequest<T>(path: string, options: RequestOptions = {}): Promise<T> {
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
    response = await fetch(buildUrl(path, query), {
      method,
      headers: body === undefined ? { Accept: 'application/json' } : { Accept: 'application/json', 'Content-Type': 'application/json' },
      body: body === undefined ? undefined : JSON.stringify(body),
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
    })
  }
  return payload as T
}

export const api = {
  get: <T>(path: string, options?: Omit<RequestOptions, 'method' | 'body'>) => apiRequest<T>(path, { ...options, method: 'GET' }),
  post: <T>(path: string, body?: unknown, options?: Omit<RequestOptions, 'method' | 'body'>) => apiRequest<T>(path, { ...options, method: 'POST', body }),
  put: <T>(path: string, body?: unknown, options?: Omit<RequestOptions, 'method' | 'body'>) => apiRequest<T>(path, { ...options, method: 'PUT', body }),
  patch: <T>(path: string, body?: unknown, options?: Omit<RequestOptions, 'method' | 'body'>) => apiRequest<T>(path, { ...options, method: 'PATCH', body }),
  delete: <T>(path: string, options?: Omit<RequestOptions, 'method' | 'body'>) => apiRequest<T>(path, { ...options, method: 'DELETE' }),
}
