// Views and analytics events of public listings: anonymous, counted once per visitor per listing
// per Indian day, a bounded share per address, a rate per visitor and address (429 past it), and
// only the event schema's events (the counters are the listing's public analytics).
import { analyticsMessages } from '@vishwas/domain'
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest'
import { buildApp, type App } from '../../app'
import type { DatabaseHandle } from '../../db/database'
import { demoListings } from '../../test/demo-listings'
import { seededDatabase, testConfig } from '../../test/test-app'
import { ENGAGEMENT_LIMITS } from './engagement.service'

let app: App
let database: DatabaseHandle
// 2026-03-10 18:00 UTC is 23:30 in India: the Indian day ends 30 minutes later.
const start = Date.UTC(2026, 2, 10, 18, 0)
const clock = { time: start, now: () => clock.time }
const active = demoListings.find((l) => l.row.status === 'active')!
const sold = demoListings.find((l) => l.row.status === 'sold')!
const draft = demoListings.find((l) => l.row.status === 'draft')!
const missingId = '9f0c2a4e-5b6d-4e7f-8a9b-0c1d2e3f4a5b'
const chrome = 'Mozilla/5.0 (Linux; Android 14) Chrome/131.0 Mobile'

type Visit = { ip?: string; agent?: string; id?: string }
const view = ({ ip = '203.0.113.7', agent = chrome, id = active.row.id }: Visit = {}) =>
  app.inject({ method: 'PATCH', url: `/api/properties/${id}/views`, remoteAddress: ip, headers: { 'user-agent': agent } })
const event = (payload: unknown, { ip = '203.0.113.7', agent = chrome, id = active.row.id }: Visit = {}) =>
  app.inject({ method: 'PATCH', url: `/api/properties/${id}/analytics`, remoteAddress: ip, headers: { 'user-agent': agent }, payload: payload as object })
const stored = async (id = active.row.id) =>
  (await database.query<{ views: number; analytics: Record<string, number> }>(`SELECT views, doc->'analytics' AS analytics FROM properties WHERE id = $1`, [id]))[0]!

beforeAll(async () => {
  database = await seededDatabase()
  app = await buildApp(testConfig(), { database, clock })
})
afterAll(() => app.close())
beforeEach(async () => {
  // A new app each test: a fresh limit store and the clock back at the start.
  await app.close()
  clock.time = start
  database = await seededDatabase()
  app = await buildApp(testConfig(), { database, clock })
})

describe('PATCH /api/properties/{id}/views', () => {
  it('counts a visitor once a day: a repeat answers 200, counted false, with the count as it stands', async () => {
    const before = active.row.views
    const first = await view()
    expect(first.statusCode).toBe(200)
    expect(first.json()).toEqual({ success: true, counted: true, views: before + 1 })
    for (const again of [await view(), await view({ id: active.row.reference })]) {
      expect(again.statusCode).toBe(200)
      expect(again.json()).toEqual({ success: true, counted: false, views: before + 1 })
    }
    expect(await stored()).toMatchObject({ views: before + 1, analytics: { views: before + 1 } })
    const shown = await app.inject(`/api/properties/public/${active.row.id}`)
    expect(shown.json<{ property: { analytics: unknown } }>().property.analytics).toEqual({ views: before + 1, shares: 0, saves: 0, contacts: 0 })
  })

  it('counts another browser, another address and another listing separately', async () => {
    expect((await view()).json()).toMatchObject({ counted: true })
    expect((await view({ agent: 'Mozilla/5.0 Firefox/133.0' })).json()).toMatchObject({ counted: true })
    expect((await view({ ip: '198.51.100.20' })).json()).toMatchObject({ counted: true })
    expect((await view({ id: sold.row.id })).json()).toMatchObject({ counted: true })
    expect((await stored()).views).toBe(active.row.views + 3)
  })

  it('counts the same visitor again on the next day in India (midnight IST is 18:30 UTC)', async () => {
    expect((await view()).json()).toMatchObject({ counted: true })
    clock.time = Date.UTC(2026, 2, 10, 18, 29, 59)
    expect((await view()).json()).toMatchObject({ counted: false })
    clock.time = Date.UTC(2026, 2, 10, 18, 30, 1)
    expect((await view()).json()).toMatchObject({ counted: true, views: active.row.views + 2 })
  })

  it('counts at most a share of visitors behind one address per listing per day, however many User-Agents it sends', async () => {
    const answers = []
    for (let i = 0; i < ENGAGEMENT_LIMITS.addressDailyCounts + 15; i += 1) answers.push((await view({ agent: `bot/${i}` })).json<{ counted: boolean }>().counted)
    expect(answers.filter(Boolean)).toHaveLength(ENGAGEMENT_LIMITS.addressDailyCounts)
    expect((await stored()).views).toBe(active.row.views + ENGAGEMENT_LIMITS.addressDailyCounts)
  })

  it('limits the rate per visitor: 429 with Retry-After past it, free again a minute later', async () => {
    for (let i = 0; i < ENGAGEMENT_LIMITS.perVisitorPerMinute; i += 1) expect((await view()).statusCode).toBe(200)
    const refused = await view()
    expect(refused.statusCode).toBe(429)
    expect(refused.headers['retry-after']).toBe('60')
    expect(refused.json()).toEqual({ success: false, message: 'Too many views and events, please try again in 60 s', code: 'RATE_LIMITED' })
    // Another visitor on the same address is not held back by this one.
    expect((await view({ agent: 'Mozilla/5.0 Safari/18' })).statusCode).toBe(200)
    clock.time += 60_000
    expect((await view()).statusCode).toBe(200)
  })

  it('limits the rate per address, for every browser behind it', async () => {
    for (let i = 0; i < ENGAGEMENT_LIMITS.perAddressPerMinute; i += 1) await view({ agent: `agent/${i % 50}`, id: i % 2 ? active.row.id : sold.row.id })
    const refused = await view({ agent: 'a new browser' })
    expect(refused.statusCode).toBe(429)
    expect((await view({ ip: '198.51.100.20' })).statusCode).toBe(200)
  })

  it('keeps only keyed hashes in the limit store, never the address or the User-Agent', async () => {
    const keys: string[] = []
    const { limits } = app.identity
    const claimOnce = limits.claimOnce.bind(limits)
    const consume = limits.consume.bind(limits)
    limits.claimOnce = (key, ...rest) => (keys.push(key), claimOnce(key, ...rest))
    limits.consume = (rules, nowMs) => (keys.push(...rules.map((rule) => rule.key)), consume(rules, nowMs))
    await view({ ip: '203.0.113.99', agent: 'UniqueAgent/1.0' })
    await event({ event: 'share' }, { ip: '203.0.113.99', agent: 'UniqueAgent/1.0' })
    expect(keys.length).toBeGreaterThan(4)
    for (const key of keys) expect(key).not.toMatch(/203\.0\.113\.99|UniqueAgent/)
  })

  it('answers 404 for an unknown or draft property, and counts nothing', async () => {
    for (const id of [missingId, draft.row.reference]) {
      const response = await view({ id })
      expect(response.statusCode).toBe(404)
      expect(response.json()).toMatchObject({ message: 'Property not found' })
    }
    expect((await stored(draft.row.id)).views).toBe(draft.row.views)
  })
})

describe('PATCH /api/properties/{id}/analytics', () => {
  it('counts an event once per visitor a day into its public counter and logs it', async () => {
    expect((await event({ event: 'share' })).json()).toEqual({ success: true, counted: true })
    expect((await event({ event: 'share' })).json()).toEqual({ success: true, counted: false })
    expect((await event({ event: 'save' })).json()).toEqual({ success: true, counted: true })
    expect((await event({ event: 'share' }, { ip: '198.51.100.20' })).json()).toEqual({ success: true, counted: true })
    expect((await stored()).analytics).toEqual({ views: active.row.views, shares: 2, saves: 1, contacts: 0 })
    const rows = await database.query<{ property_id: string; payload: unknown }>('SELECT property_id, payload FROM analytics_events ORDER BY id')
    expect(rows).toEqual([
      { property_id: active.row.id, payload: { event: 'share' } },
      { property_id: active.row.id, payload: { event: 'save' } },
      { property_id: active.row.id, payload: { event: 'share' } },
    ])
  })

  it('refuses unknown fields and events with a clear message, and stores nothing', async () => {
    const extra = await event({ event: 'share', note: '<img src=x onerror=alert(1)>' })
    expect(extra.statusCode).toBe(400)
    expect(extra.json()).toMatchObject({ success: false, code: 'VALIDATION_ERROR', message: "Unknown body field 'note'" })
    const unknown = await event({ event: 'gallery-open' })
    expect(unknown.statusCode).toBe(400)
    expect(unknown.json<{ message: string }>().message).toContain(analyticsMessages.unknownEvent)
    for (const payload of ['[1,2]', '"text"', '42']) {
      const response = await app.inject({ method: 'PATCH', url: `/api/properties/${active.row.id}/analytics`, headers: { 'content-type': 'application/json' }, payload })
      expect(response.statusCode).toBe(400)
    }
    expect((await app.inject({ method: 'PATCH', url: `/api/properties/${active.row.id}/analytics` })).statusCode).toBe(400)
    expect(await database.query('SELECT 1 FROM analytics_events')).toEqual([])
  })

  it('refuses a body over 1 KB with 413', async () => {
    const response = await event({ event: 'share', blob: 'x'.repeat(2048) })
    expect(response.statusCode).toBe(413)
    expect(response.json()).toEqual({ success: false, message: 'Request body is too large', code: 'PAYLOAD_TOO_LARGE' })
  })

  it('answers 404 for an unknown or draft property', async () => {
    for (const id of [missingId, draft.row.id]) expect((await event({ event: 'contact' }, { id })).statusCode).toBe(404)
  })
})
