// Several instances on one PostgreSQL database: a notification committed through one instance
// reaches the user's stream on the other (each instance has its own pool and its own LISTEN
// connection). And an instance whose LISTEN connection is cut connects again, and its open
// streams catch up on what was announced meanwhile. PostgreSQL only (the pglite project leaves
// out *.postgres.test.ts).
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { buildApp, type App } from '../../app'
import { openDatabase, type DatabaseHandle } from '../../db/database'
import { testConfig, testDatabaseUrl } from '../../test/test-app'
import { demoUsers, propertyBody, propertyKit, type PropertyKit } from '../properties/properties-test-kit'
import { isNotification, isReady, notify, openStream, type StreamClient } from './notifications-test-kit'

let kit: PropertyKit
let second: DatabaseHandle
let other: App
const urls: string[] = []
const streams: StreamClient[] = []

beforeAll(async () => {
  kit = await propertyKit()
  const url = testDatabaseUrl()
  if (!url) throw new Error('this test runs on PostgreSQL only (the server:postgres project)')
  second = await openDatabase({ engine: 'postgres', url, max: 4, allowExitOnIdle: true })
  other = await buildApp(testConfig(), { database: second })
  urls.push(await kit.app.listen({ port: 0, host: '127.0.0.1' }), await other.listen({ port: 0, host: '127.0.0.1' }))
})
afterAll(async () => {
  for (const stream of streams) stream.close()
  await Promise.all([kit.app.close(), other.close()])
  await second.close()
})

async function streamOn(url: string, caller: 'buyer' | 'seller'): Promise<StreamClient> {
  const stream = await openStream(url, kit.headers[caller].authorization)
  streams.push(stream)
  await stream.waitFor(isReady)
  return stream
}

describe('two instances on one database', () => {
  it('deliver an event to the user whichever instance holds the stream', async () => {
    const [onA, onB] = [await streamOn(urls[0]!, 'buyer'), await streamOn(urls[1]!, 'buyer')]
    const seller = await streamOn(urls[1]!, 'seller')
    // Written through the second instance's database handle: heard by both instances' listeners.
    const viaB = await notify(second, demoUsers.buyer.id, { title: 'Through B' })
    const viaA = await notify(kit.database, demoUsers.buyer.id, { title: 'Through A' })
    for (const stream of [onA, onB]) {
      await stream.waitFor(isNotification(viaB))
      await stream.waitFor(isNotification(viaA))
    }
    // An invitation made through instance A's API reaches the buyer's stream on instance B.
    const created = await fetch(`${urls[0]}/api/properties`, {
      method: 'POST',
      headers: { ...kit.headers.seller, 'content-type': 'application/json' },
      body: JSON.stringify(propertyBody({ ownership: { owners: [{ userId: demoUsers.buyer.id, share: 100 }] } })),
    })
    expect(created.status).toBe(201)
    const invited = await onB.waitFor((event) => event.event === 'notification' && (JSON.parse(event.data) as { kind: string }).kind === 'invitation')
    expect(JSON.parse(invited.data)).toMatchObject({ userId: demoUsers.buyer.id, link: '/profile' })
    expect(seller.events.filter((event) => event.event === 'notification')).toEqual([])
  })

  it('reconnect a cut LISTEN connection and catch the streams up', async () => {
    const stream = await streamOn(urls[1]!, 'seller')
    await second.query(`SELECT pg_terminate_backend(pid) FROM pg_stat_activity WHERE application_name = 'vishwas listen' AND datname = current_database()`)
    const during = await notify(kit.database, demoUsers.seller.id, { title: 'While B was not listening' })
    await stream.waitFor(isNotification(during), 20_000)
    // Listening again: the next one arrives live too.
    const after = await notify(kit.database, demoUsers.seller.id, { title: 'After' })
    await stream.waitFor(isNotification(after), 20_000)
  })
})
