// A crash loses no acknowledged write: the built server (dist/server.js, as `npm start` runs it)
// over a fresh database, a signed-in seller creating properties from several connections at once,
// `kill -9` in the middle of the loop, a restart on the same data, and every property the server
// answered 201 for is there. Three crashes per run, on the engine of the project (a data dir in a
// temporary folder, or a database of its own on the PostgreSQL cluster).
import { solveChallenge, type Challenge } from 'altcha-lib'
import { deriveKey } from 'altcha-lib/algorithms/sha'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { demoUsers } from './db/seed/users'
import { resetIdentityTables } from './modules/auth/auth-test-kit'
import { propertyBody, square } from './modules/properties/properties-test-kit'
import { buildServer, builtServer } from './test/built-server'

const CRASHES = 3
const WRITERS = 4

const server = builtServer('crash')

async function post<T>(url: string, body: unknown): Promise<T> {
  const response = await fetch(url, { method: 'POST', headers: { 'content-type': 'application/json' }, body: JSON.stringify(body) })
  if (!response.ok) throw new Error(`${url}: ${response.status} ${await response.text()}`)
  return (await response.json()) as T
}

/** The demo seller signs in through the real flow (bot check, code from the development outbox). */
async function signInSeller(url: string): Promise<string> {
  const phoneNumber = demoUsers.seller.phoneNumber
  const { challenge } = (await (await fetch(`${url}/api/auth/challenge`)).json()) as { challenge: Challenge }
  const solution = await solveChallenge({ challenge, deriveKey })
  const altcha = Buffer.from(JSON.stringify({ challenge, solution })).toString('base64')
  const { verificationId } = await post<{ verificationId: string }>(`${url}/api/auth/otp/send`, { phoneNumber, altcha })
  const outbox = await fetch(`${url}/api/dev/outbox?${new URLSearchParams({ phoneNumber }).toString()}`)
  const { code } = (await outbox.json()) as { code: string }
  const { data } = await post<{ data: { uid: string; idToken: string } }>(`${url}/api/auth/otp/verify`, { verificationId, code })
  const session = await post<{ data: { accessToken: string } }>(`${url}/api/auth/token`, { uid: data.uid, phoneNumber, idToken: data.idToken })
  return session.data.accessToken
}

let written = 0
/** A property with a boundary of its own (the n-th square of a grid near Mohali). */
function nextProperty() {
  const n = written++
  return propertyBody({
    basicInfo: { title: `Crash test flat ${n}`, type: 'residential', subType: 'apartment', status: 'active', listingType: 'sale' },
    location: {
      address: { line1: `Flat ${n}`, locality: 'Sector 70', city: 'Mohali', state: 'Punjab', postalCode: '160071' },
      geofence: { vertices: square(30.6 + Math.floor(n / 100) * 0.002, 76.6 + (n % 100) * 0.002) },
    },
  })
}

/**
 * Creates properties from WRITERS connections until the server dies; `kill -9` once `killAfter`
 * creations were acknowledged, while the others are in flight. Returns the acknowledged ids.
 */
async function writeUntilKilled(url: string, token: string, killAfter: number): Promise<string[]> {
  const acknowledged: string[] = []
  const headers = { 'content-type': 'application/json', authorization: `Bearer ${token}` }
  const writer = async () => {
    for (;;) {
      let response: Response
      try {
        response = await fetch(`${url}/api/properties`, { method: 'POST', headers, body: JSON.stringify(nextProperty()) })
      } catch {
        return // the server is gone: this write was never acknowledged
      }
      let body: { property?: { id: string } }
      try {
        body = (await response.json()) as typeof body
      } catch {
        return // the answer was cut off: not acknowledged either
      }
      if (response.status !== 201 || !body.property) throw new Error(`a write was refused: ${response.status} ${JSON.stringify(body)}`)
      acknowledged.push(body.property.id)
      if (acknowledged.length === killAfter) server.kill()
    }
  }
  await Promise.all(Array.from({ length: WRITERS }, writer))
  return acknowledged
}

/** The acknowledged ids the restarted server does not know. */
async function missing(url: string, token: string, ids: string[]): Promise<string[]> {
  const lost: string[] = []
  for (const id of ids) {
    const response = await fetch(`${url}/api/properties/${id}`, { headers: { authorization: `Bearer ${token}` } })
    if (response.status !== 200) lost.push(id)
  }
  return lost
}

describe(`the server killed with SIGKILL while writing (${server.engine})`, () => {
  beforeAll(async () => {
    buildServer()
    // A fresh database holding the demo users (the seller signs in as one of them).
    const database = await server.open(true)
    try {
      await resetIdentityTables(database)
    } finally {
      await database.close()
    }
  }, 120_000)

  afterAll(() => server.remove())

  it('loses no acknowledged write, crash after crash', async () => {
    let url = await server.start({ ALTCHA_MAX_NUMBER: '100' })
    const token = await signInSeller(url)
    const acknowledged: string[] = []
    for (let crash = 1; crash <= CRASHES; crash++) {
      // Somewhere between the 20th and the 59th acknowledged write of the round.
      const ids = await writeUntilKilled(url, token, 20 + Math.floor(Math.random() * 40))
      expect(await server.stop()).toEqual({ code: null, signal: 'SIGKILL' })
      expect(ids.length).toBeGreaterThanOrEqual(20)
      acknowledged.push(...ids)
      url = await server.start({ ALTCHA_MAX_NUMBER: '100' })
      expect(await missing(url, token, acknowledged), `after crash ${crash}`).toEqual([])
    }
    // And the last one closes cleanly, as an operator stops it.
    expect(await server.stop('SIGTERM')).toEqual({ code: 0, signal: null })
  }, 180_000)
})
