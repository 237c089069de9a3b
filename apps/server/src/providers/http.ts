// One way for providers to call an outside HTTP API: JSON, a time-out, and the HTTP status of a
// failure kept so the service can word it (SPEC §8: 'Weather API error: {status}').
export const PROVIDER_TIMEOUT_MS = 8_000

export class ProviderHttpError extends Error {
  constructor(readonly status: number | string) {
    super(`Provider answered ${status}`)
    this.name = 'ProviderHttpError'
  }
}

export type FetchLike = (url: string, init?: RequestInit) => Promise<Response>

/** GET a JSON document; a non-2xx answer, a network failure or a time-out is a ProviderHttpError. */
export async function getJson(
  url: string,
  { fetch: fetchImpl = fetch, headers = {}, timeoutMs = PROVIDER_TIMEOUT_MS }: { fetch?: FetchLike; headers?: Record<string, string>; timeoutMs?: number } = {},
): Promise<unknown> {
  let response: Response
  try {
    response = await fetchImpl(url, { headers: { Accept: 'application/json', ...headers }, signal: AbortSignal.timeout(timeoutMs) })
  } catch {
    // 503 for "could not reach it" (network failure or time-out): there is no HTTP status.
    throw new ProviderHttpError(503)
  }
  if (!response.ok) {
    await response.body?.cancel()
    throw new ProviderHttpError(response.status)
  }
  try {
    return await response.json()
  } catch {
    throw new ProviderHttpError(502)
  }
}
