// Live delivery over Server-Sent Events, on both engines, through a listening server (streams
// need a real socket): an event committed in a transaction reaches the user's open stream, a
// rolled-back one never does, another user's never does; headers for proxies; Last-Event-ID
// replays what a reconnecting browser missed; the oldest of too many streams is closed; closing
// the app ends the streams without hanging.
import { notificationMessages } from '@vishwas/domain'
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest'
import { resetPropertyTables, demoUsers, propertyKit, type PropertyKit } from '../properties/properties-test-kit'
import { MAX_STREAMS_PER_USER } from './notification-hub'
import { insertNotifications } from './notifications.repository'
import { isNotification, isReady, notify, openStream, type StreamClient } from './notifications-test-kit'

let kit: PropertyKit
let baseUrl: string
const open: StreamClient[] = []

beforeAll(async () => {
  kit = await propertyKit()
  baseUrl = await kit.app.listen({ port: 0, host: '127.0.0.1' })
})
beforeEach(async () => {
  for (const stream of open.splice(0)) stream.close()
  await resetPropertyTables(kit.database)
})
afterAll(async () => {
  for (const stream of open.splice(0)) stream.close()
  await kit.app.close()
})

async function streamOf(caller: 'buyer' | 'seller', options: { lastEventId?: string } = {}): Promise<StreamClient> {
  const stream = await openStream(baseUrl, kit.headers[caller].authorization, options)
  open.push(stream)
  expect(stream.status).toBe(200)
  await stream.waitFor(isReady)
  return stream
}

const notifications = (stream: StreamClient) => stream.events.filter((event) => event.event === 'notification')

describe('the notification stream', () => {
  it('is an event stream that proxies pass on at once', async () => {
    const stream = await streamOf('buyer')
    expect(stream.headers.get('content-type')).toBe('text/event-stream; charset=utf-8')
    expect(stream.headers.get('x-accel-buffering')).toBe('no')
    expect(stream.headers.get('cache-control')).toContain('no-cache')
    expect(stream.events[0]).toMatchObject({ event: 'ready', retry: 3000 })
    const signedOut = await openStream(baseUrl, undefined)
    expect(signedOut.status).toBe(401)
    // A request that does not ask for an event stream is refused rather than left waiting.
    const plain = await kit.app.inject({ url: '/api/notifications/stream', headers: kit.headers.buyer })
    expect(plain.statusCode).toBe(400)
    expect(plain.json()).toEqual({ success: false, message: notificationMessages.streamAccept, code: 'BAD_REQUEST' })
  })

  it('delivers a committed event to the user’s open streams, and never a rolled-back one or another user’s', async () => {
    const [first, second, seller] = [await streamOf('buyer'), await streamOf('buyer'), await streamOf('seller')]
    await expect(
      kit.database.transaction(async (query) => {
        await insertNotifications(query, [{ userId: demoUsers.buyer.id, kind: 'system', title: 'Rolled back' }])
        throw new Error('the event failed')
      }),
    ).rejects.toThrow('the event failed')
    const id = await notify(kit.database, demoUsers.buyer.id, { title: 'Visit confirmed', body: 'Saturday 11:00', link: '/profile' })
    for (const stream of [first, second]) {
      const event = await stream.waitFor(isNotification(id))
      expect(JSON.parse(event.data)).toMatchObject({ id, userId: demoUsers.buyer.id, kind: 'system', title: 'Visit confirmed', body: 'Saturday 11:00', link: '/profile', read: false })
      // The rolled-back one came before in commit order, had it been announced.
      expect(notifications(stream).map((item) => item.id)).toEqual([id])
    }
    // The seller's stream hears of the seller's own only.
    const theirs = await notify(kit.database, demoUsers.seller.id)
    await seller.waitFor(isNotification(theirs))
    expect(notifications(seller).map((item) => item.id)).toEqual([theirs])
    expect(notifications(first).map((item) => item.id)).toEqual([id])
  })

  it('replays what a reconnecting browser missed after its Last-Event-ID', async () => {
    const stream = await streamOf('buyer')
    const seen = await notify(kit.database, demoUsers.buyer.id, { title: 'Seen' })
    await stream.waitFor(isNotification(seen))
    stream.close()
    const missed = [await notify(kit.database, demoUsers.buyer.id, { title: 'Missed 1' }), await notify(kit.database, demoUsers.buyer.id, { title: 'Missed 2' })]
    const again = await streamOf('buyer', { lastEventId: seen })
    const replayed = notifications(again).map((item) => item.id)
    expect(replayed).toEqual(expect.arrayContaining(missed))
    // Ready comes after the replay.
    expect(again.events.findIndex(isReady)).toBeGreaterThan(again.events.findIndex(isNotification(missed[1]!)))
    // Nothing twice; an unknown or foreign id replays nothing.
    expect(new Set(replayed).size).toBe(replayed.length)
    const foreign = await notify(kit.database, demoUsers.seller.id)
    const fresh = await streamOf('buyer', { lastEventId: foreign })
    expect(notifications(fresh)).toEqual([])
  })

  it(`keeps at most ${MAX_STREAMS_PER_USER} streams per user, closing the oldest`, async () => {
    const streams: StreamClient[] = []
    for (let n = 0; n <= MAX_STREAMS_PER_USER; n += 1) streams.push(await streamOf('buyer'))
    await streams[0]!.ended
    expect(kit.app.notifications.count(demoUsers.buyer.id)).toBe(MAX_STREAMS_PER_USER)
    const id = await notify(kit.database, demoUsers.buyer.id)
    for (const stream of streams.slice(1)) await stream.waitFor(isNotification(id))
    expect(notifications(streams[0]!)).toEqual([])
  })

  it('forgets a stream whose browser went away', async () => {
    const stream = await streamOf('seller')
    expect(kit.app.notifications.count(demoUsers.seller.id)).toBe(1)
    stream.close()
    for (let tries = 0; tries < 100 && kit.app.notifications.count(demoUsers.seller.id) > 0; tries += 1) await new Promise((resolve) => setTimeout(resolve, 20))
    expect(kit.app.notifications.count(demoUsers.seller.id)).toBe(0)
  })
})

describe('closing the app', () => {
  it('ends the open streams and does not wait for them', async () => {
    const other = await propertyKit()
    const url = await other.app.listen({ port: 0, host: '127.0.0.1' })
    const stream = await openStream(url, other.headers.buyer.authorization)
    await stream.waitFor(isReady)
    const started = performance.now()
    await other.app.close()
    await stream.ended
    expect(performance.now() - started).toBeLessThan(5_000)
  })
})
