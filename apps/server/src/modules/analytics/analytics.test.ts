// The site's analytics calls: which tags are on, the page's policy allowing their origins only
// then, and events kept and sent to Meta's Conversions API (a fake on 127.0.0.1) only with the
// visitor's consent, with the signed-in visitor's e-mail and phone hashed.
import { createHash, randomUUID } from 'node:crypto'
import { CONSENT_COOKIE, siteEventMessages } from '@vishwas/domain'
import { afterAll, describe, expect, it } from 'vitest'
import { startFakeHttpServer } from '../../providers/testing/fake-http-server'
import { buildTestApp } from '../../test/test-app'
import { usePropertyKit } from '../properties/properties-test-kit'

const PIXEL = '998877665544'
const fake = await startFakeHttpServer()
afterAll(() => fake.close())
const capiPath = `/v21.0/${PIXEL}/events`
fake.reply(capiPath, (request) => ({ body: { events_received: (JSON.parse(request.body) as { data: unknown[] }).data.length } }))

const kit = usePropertyKit({
  env: () => ({ GA_MEASUREMENT_ID: 'g-test12345', META_PIXEL_ID: PIXEL, META_CAPI_TOKEN: 'EAAB-test-token-0123456789', META_GRAPH_URL: fake.url }),
})

const sha256 = (text: string) => createHash('sha256').update(text).digest('hex')
const event = (name: string, extra: Record<string, unknown> = {}) => ({ id: randomUUID(), name, path: '/properties/PROP-ABC', time: Date.now(), ...extra })

function post(payload: unknown, { consent, caller }: { consent?: string; caller?: 'buyer' } = {}) {
  return kit.app.inject({
    method: 'POST',
    url: '/api/analytics/events',
    remoteAddress: '203.0.113.7',
    headers: { 'user-agent': 'Mozilla/5.0 Journey', ...(consent ? { cookie: `${CONSENT_COOKIE}=${consent}; _fbp=fb.1.1700000000000.42` } : {}), ...(caller ? kit.headers[caller] : {}) },
    payload: payload as object,
  })
}
const siteRows = () => kit.database.query<{ property_id: string | null; payload: Record<string, unknown> }>(`SELECT property_id, payload FROM analytics_events WHERE payload->>'source' = 'site' ORDER BY id`)

describe('GET /api/analytics/config', () => {
  it('names the configured tags, and the policy allows their origins', async () => {
    const response = await kit.app.inject({ url: '/api/analytics/config' })
    expect(response.json()).toEqual({ success: true, gaMeasurementId: 'G-TEST12345', metaPixelId: PIXEL })
    const policy = response.headers['content-security-policy'] as string
    expect(policy).toMatch(/script-src 'self' https:\/\/\*\.googletagmanager\.com https:\/\/connect\.facebook\.net/)
    expect(policy).toContain('https://*.google-analytics.com')
    expect(policy).toContain('https://www.facebook.com')
  })

  it('without ids: both null, and the policy allows neither', async () => {
    const plain = await buildTestApp({ database: kit.database })
    try {
      const response = await plain.inject({ url: '/api/analytics/config' })
      expect(response.json()).toEqual({ success: true, gaMeasurementId: null, metaPixelId: null })
      const policy = response.headers['content-security-policy'] as string
      expect(policy).not.toMatch(/google|facebook/)
      // Nothing is kept either, even with a consent cookie.
      const posted = await plain.inject({ method: 'POST', url: '/api/analytics/events', headers: { cookie: `${CONSENT_COOKIE}=granted` }, payload: { events: [event('page_view')] } })
      expect(posted.json()).toEqual({ success: true, recorded: 0, forwarded: 0 })
      expect(await siteRows()).toEqual([])
    } finally {
      await plain.close()
    }
  })
})

describe('POST /api/analytics/events', () => {
  it('keeps and sends nothing without consent, or after a refusal', async () => {
    const before = fake.requests.length
    for (const consent of [undefined, 'denied', 'yes']) {
      const response = await post({ events: [event('page_view')] }, consent ? { consent } : {})
      expect(response.statusCode).toBe(200)
      expect(response.json()).toEqual({ success: true, recorded: 0, forwarded: 0 })
    }
    expect(await siteRows()).toEqual([])
    expect(fake.requests).toHaveLength(before)
  })

  it('with consent: keeps the events and sends all but engagement pings to Meta with the same event ids', async () => {
    const view = event('page_view')
    const ping = event('engagement')
    const response = await post({ events: [view, ping] }, { consent: 'granted' })
    expect(response.json()).toEqual({ success: true, recorded: 2, forwarded: 1 })
    expect(await siteRows()).toEqual([
      { property_id: null, payload: { source: 'site', event: 'page_view', eventId: view.id, path: view.path } },
      { property_id: null, payload: { source: 'site', event: 'engagement', eventId: ping.id, path: ping.path } },
    ])
    const sent = JSON.parse(fake.requests.at(-1)!.body) as { data: { event_name: string; event_id: string; event_source_url: string; user_data: Record<string, unknown> }[] }
    expect(sent.data).toHaveLength(1)
    expect(sent.data[0]).toMatchObject({ event_name: 'PageView', event_id: view.id, event_source_url: 'http://localhost:80/properties/PROP-ABC', action_source: 'website' })
    // Signed out: no contact fields at all; the address and browser as they are.
    expect(sent.data[0]!.user_data).toEqual({ client_ip_address: '203.0.113.7', client_user_agent: 'Mozilla/5.0 Journey', fbp: 'fb.1.1700000000000.42' })
  })

  it("a signed-in visitor's e-mail and phone leave only hashed", async () => {
    const contact = event('contact', { propertyId: 'PROP-ABC' })
    expect((await post({ events: [contact] }, { consent: 'granted', caller: 'buyer' })).json()).toMatchObject({ recorded: 1, forwarded: 1 })
    const body = fake.requests.at(-1)!.body
    const sent = JSON.parse(body) as { data: { event_name: string; user_data: Record<string, unknown>; custom_data: unknown }[] }
    expect(sent.data[0]).toMatchObject({
      event_name: 'Contact',
      user_data: { em: [sha256('buyer@vishwas.example')], ph: [sha256('919800000004')] },
      custom_data: { content_ids: ['PROP-ABC'], content_type: 'product' },
    })
    for (const raw of ['buyer@vishwas.example', '9800000004', 'Ananya']) expect(body).not.toContain(raw)
  })

  it("Meta's failure still keeps the events and answers 200", async () => {
    fake.reply(capiPath, { status: 500, body: { error: { message: 'down' } } })
    try {
      expect((await post({ events: [event('save', { propertyId: 'PROP-ABC' })] }, { consent: 'granted' })).json()).toEqual({ success: true, recorded: 1, forwarded: 0 })
    } finally {
      fake.reply(capiPath, (request) => ({ body: { events_received: (JSON.parse(request.body) as { data: unknown[] }).data.length } }))
    }
  })

  it('refuses events it does not know, paths with a query, and empty or oversized batches', async () => {
    const bad = async (payload: unknown) => {
      const response = await post(payload, { consent: 'granted' })
      expect(response.statusCode).toBe(400)
      return response.json<{ message: string }>().message
    }
    expect(await bad({ events: [event('purchase')] })).toContain(siteEventMessages.unknownEvent)
    expect(await bad({ events: [event('page_view', { path: '/properties/search/by-owner?phone=9800000004' })] })).toContain(siteEventMessages.badPath)
    await bad({ events: [] })
    await bad({ events: Array.from({ length: 26 }, () => event('page_view')) })
    await bad({ events: [event('page_view', { email: 'someone@example.com' })] })
    expect(await siteRows()).toEqual([])
  })
})
