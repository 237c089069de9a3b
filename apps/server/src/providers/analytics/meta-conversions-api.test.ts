// The Conversions API adapter against a fake Graph API on 127.0.0.1: the request Meta documents,
// contact fields normalised and hashed before they leave, the IP address and User-Agent as they are.
import { createHash } from 'node:crypto'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { ProviderHttpError } from '../http'
import { startFakeHttpServer, type FakeHttpServer } from '../testing/fake-http-server'
import { createMetaConversionsApi, hashEmail, hashPhone, normaliseEmail, normalisePhone, type MetaServerEvent } from './meta-conversions-api'

const sha256 = (text: string) => createHash('sha256').update(text).digest('hex')
const PIXEL = '123456789012345'
const TOKEN = 'EAAB-test-token-0123456789'
const path = `/v21.0/${PIXEL}/events`

let fake: FakeHttpServer
beforeAll(async () => {
  fake = await startFakeHttpServer()
})
afterAll(() => fake.close())

const capi = (timeoutMs?: number) =>
  createMetaConversionsApi({ pixelId: PIXEL, accessToken: TOKEN, baseUrl: `${fake.url}/`, apiVersion: 'v21.0', ...(timeoutMs ? { timeoutMs } : {}) })

const event: MetaServerEvent = {
  eventName: 'Contact',
  eventTime: 1_790_000_000,
  eventId: '6f9c2d1e-8a7b-4c3d-9e2f-1a2b3c4d5e6f',
  eventSourceUrl: 'https://vishwas.example/PROP-ABC',
  user: { email: '  Buyer@Vishwas.Example ', phone: '+91 98000 00004', externalId: 'user-1', clientIpAddress: '203.0.113.9', clientUserAgent: 'Mozilla/5.0 Test', fbp: 'fb.1.1700000000000.123' },
  customData: { content_ids: ['PROP-ABC'], content_type: 'product' },
}

describe('Meta Conversions API adapter', () => {
  it('normalises contact fields as Meta asks: trimmed lower-case e-mail, phone digits with 91', () => {
    expect(normaliseEmail('  Buyer@Vishwas.Example ')).toBe('buyer@vishwas.example')
    expect(normalisePhone('+91 98000 00004')).toBe('919800000004')
    expect(normalisePhone('98000 00004')).toBe('919800000004')
    expect(normalisePhone('098000-00004')).toBe('919800000004')
    expect(hashEmail('Buyer@Vishwas.Example')).toBe(sha256('buyer@vishwas.example'))
    expect(hashPhone('9800000004')).toBe(sha256('919800000004'))
    expect(hashEmail('')).toBeUndefined()
    expect(hashPhone('')).toBeUndefined()
  })

  it('POSTs the events to /{version}/{pixel}/events with the token, hashed contact fields and the raw IP and User-Agent', async () => {
    fake.reply(path, { body: { events_received: 1, messages: [], fbtrace_id: 'AbC' } })
    expect(await capi().send([event])).toEqual({ eventsReceived: 1 })
    const seen = fake.requests.at(-1)!
    expect(seen.method).toBe('POST')
    expect(seen.url.pathname).toBe(path)
    // The token travels in the body, not in a URL a proxy would log.
    expect(seen.url.search).toBe('')
    const body = JSON.parse(seen.body) as { access_token: string; data: Record<string, unknown>[] }
    expect(body.access_token).toBe(TOKEN)
    expect(body.data).toEqual([
      {
        event_name: 'Contact',
        event_time: 1_790_000_000,
        event_id: event.eventId,
        event_source_url: 'https://vishwas.example/PROP-ABC',
        action_source: 'website',
        user_data: {
          em: [sha256('buyer@vishwas.example')],
          ph: [sha256('919800000004')],
          external_id: [sha256('user-1')],
          client_ip_address: '203.0.113.9',
          client_user_agent: 'Mozilla/5.0 Test',
          fbp: 'fb.1.1700000000000.123',
        },
        custom_data: { content_ids: ['PROP-ABC'], content_type: 'product' },
      },
    ])
    // No raw contact field anywhere in what left.
    for (const raw of ['buyer@vishwas.example', 'Buyer@Vishwas.Example', '9800000004', 'user-1']) expect(seen.body.toLowerCase()).not.toContain(raw.toLowerCase())
  })

  it('sends nothing for no events', async () => {
    const before = fake.requests.length
    expect(await capi().send([])).toEqual({ eventsReceived: 0 })
    expect(fake.requests).toHaveLength(before)
  })

  it("turns Meta's refusal or silence into a ProviderHttpError", async () => {
    fake.reply(path, { status: 400, body: { error: { message: 'Invalid parameter', code: 100 } } })
    await expect(capi().send([event])).rejects.toEqual(new ProviderHttpError(400))
    fake.reply(path, { body: { events_received: 1 }, delayMs: 2_000 })
    await expect(capi(100).send([event])).rejects.toEqual(new ProviderHttpError(503))
  })
})
