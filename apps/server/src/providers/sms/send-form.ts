// One POST to an SMS provider's API with a time-out; a non-2xx answer or an unreachable service
// becomes an SmsDeliveryError carrying the provider's own words (for the log, not the user).
import { PROVIDER_TIMEOUT_MS, type FetchLike } from '../http'
import { SmsDeliveryError, type SmsProviderName } from './sms-provider'

export async function postToProvider(
  provider: SmsProviderName,
  url: string,
  init: { headers: Record<string, string>; body: string },
  fetchImpl: FetchLike = fetch,
): Promise<unknown> {
  let response: Response
  try {
    response = await fetchImpl(url, { method: 'POST', headers: { Accept: 'application/json', ...init.headers }, body: init.body, signal: AbortSignal.timeout(PROVIDER_TIMEOUT_MS) })
  } catch (error) {
    throw new SmsDeliveryError(provider, 503, error instanceof Error ? error.message : 'unreachable')
  }
  const text = await response.text()
  let body: unknown
  try {
    body = text === '' ? undefined : JSON.parse(text)
  } catch {
    body = text
  }
  if (!response.ok) throw new SmsDeliveryError(provider, response.status, describe(body))
  return body
}

/** The provider's message from an error body ({ message } on both MSG91 and Twilio). */
export function describe(body: unknown): string {
  if (typeof body === 'object' && body !== null && typeof (body as { message?: unknown }).message === 'string') return (body as { message: string }).message
  return typeof body === 'string' && body !== '' ? body.slice(0, 200) : 'no details'
}
