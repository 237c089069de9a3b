// The Meta Conversions API (server-side events beside the pixel): POST
// {base}/{version}/{pixel}/events with the access token. Contact fields are normalised and
// SHA-256 hashed here, before anything leaves the server (Meta's customer-information rules:
// em and ph hashed; client_ip_address and client_user_agent sent as they are, fbp and fbc as the
// pixel set them). The same event_id as the pixel's eventID lets Meta count an event once.
import { createHash } from 'node:crypto'
import { toIndianE164 } from '@vishwas/domain'
import { ProviderHttpError, PROVIDER_TIMEOUT_MS, type FetchLike } from '../http'

/** Meta's standard events this product sends. */
export type MetaEventName = 'PageView' | 'Contact' | 'AddToWishlist' | 'Share'

export type MetaServerEvent = {
  eventName: MetaEventName
  /** Unix time in seconds. */
  eventTime: number
  eventId: string
  eventSourceUrl: string
  user: {
    email?: string | undefined
    phone?: string | undefined
    /** A stable id of the signed-in person (hashed too). */
    externalId?: string | undefined
    clientIpAddress: string
    clientUserAgent: string
    fbp?: string | undefined
    fbc?: string | undefined
  }
  customData?: Record<string, string | number | string[]>
}

export interface MetaConversionsApi {
  /** Sends the events in one request; a non-2xx answer or no answer is a ProviderHttpError. */
  send(events: readonly MetaServerEvent[]): Promise<{ eventsReceived: number }>
}

const sha256 = (text: string) => createHash('sha256').update(text, 'utf8').digest('hex')

/** Meta's email normalisation: trimmed and lower-cased ('' when there is none). */
export function normaliseEmail(email: string): string {
  return email.trim().toLowerCase()
}

/** Meta's phone normalisation: digits only, with the country code (91 for a bare Indian number). */
export function normalisePhone(phone: string): string {
  const e164 = toIndianE164(phone)
  return e164.replace(/\D/g, '')
}

export const hashEmail = (email: string): string | undefined => {
  const normal = normaliseEmail(email)
  return normal.includes('@') ? sha256(normal) : undefined
}
export const hashPhone = (phone: string): string | undefined => {
  const normal = normalisePhone(phone)
  return normal.length >= 8 ? sha256(normal) : undefined
}

/** One event in Meta's wire shape. */
export function toMetaEvent(event: MetaServerEvent): Record<string, unknown> {
  const { user } = event
  const em = user.email === undefined ? undefined : hashEmail(user.email)
  const ph = user.phone === undefined ? undefined : hashPhone(user.phone)
  const userData: Record<string, unknown> = {
    client_ip_address: user.clientIpAddress,
    client_user_agent: user.clientUserAgent,
    ...(em ? { em: [em] } : {}),
    ...(ph ? { ph: [ph] } : {}),
    ...(user.externalId ? { external_id: [sha256(user.externalId)] } : {}),
    ...(user.fbp ? { fbp: user.fbp } : {}),
    ...(user.fbc ? { fbc: user.fbc } : {}),
  }
  return {
    event_name: event.eventName,
    event_time: event.eventTime,
    event_id: event.eventId,
    event_source_url: event.eventSourceUrl,
    action_source: 'website',
    user_data: userData,
    ...(event.customData ? { custom_data: event.customData } : {}),
  }
}

export function createMetaConversionsApi(options: {
  pixelId: string
  accessToken: string
  baseUrl: string
  apiVersion: string
  fetch?: FetchLike
  timeoutMs?: number
}): MetaConversionsApi {
  const { pixelId, accessToken, apiVersion, fetch: fetchImpl = fetch, timeoutMs = PROVIDER_TIMEOUT_MS } = options
  const url = `${options.baseUrl.replace(/\/+$/, '')}/${encodeURIComponent(apiVersion)}/${encodeURIComponent(pixelId)}/events`
  return {
    async send(events) {
      if (events.length === 0) return { eventsReceived: 0 }
      let response: Response
      try {
        // The token in the body, not the URL: URLs end up in proxies' logs.
        response = await fetchImpl(url, {
          method: 'POST',
          headers: { 'content-type': 'application/json', accept: 'application/json' },
          body: JSON.stringify({ data: events.map(toMetaEvent), access_token: accessToken }),
          signal: AbortSignal.timeout(timeoutMs),
        })
      } catch {
        throw new ProviderHttpError(503)
      }
      if (!response.ok) {
        await response.body?.cancel()
        throw new ProviderHttpError(response.status)
      }
      const body = (await response.json().catch(() => ({}))) as { events_received?: unknown }
      return { eventsReceived: typeof body.events_received === 'number' ? body.events_received : 0 }
    },
  }
}
