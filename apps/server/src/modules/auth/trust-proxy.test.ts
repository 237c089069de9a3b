// TRUST_PROXY names the proxies: the client address is the first untrusted one from the right of
// X-Forwarded-For, so a client that writes its own header cannot walk past the per-address
// sign-in limit (20 code sends per address per hour), while a trusted proxy's clients are told apart.
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest'
import type { App } from '../../app'
import type { DatabaseHandle } from '../../db/database'
import { testDatabase } from '../../test/test-app'
import { OTP_POLICY } from './auth-policy'
import { authTestApp, resetIdentityTables, solveBotCheck } from './auth-test-kit'

const PROXY = '10.0.0.7'
let app: App
let database: DatabaseHandle
let phones = 0

beforeAll(async () => {
  database = await testDatabase()
  app = await authTestApp({ database, env: { TRUST_PROXY: '10.0.0.0/24,127.0.0.1' } })
})
afterAll(() => app.close())
beforeEach(() => resetIdentityTables(database))

/** A code send to a new number (so only the per-address limit can refuse it). */
async function send(remoteAddress: string, forwardedFor: string): Promise<number> {
  phones += 1
  const phoneNumber = `+91987${String(phones).padStart(7, '0')}`
  const altcha = await solveBotCheck(app)
  const response = await app.inject({
    method: 'POST',
    url: '/api/auth/otp/send',
    payload: { phoneNumber, altcha },
    remoteAddress,
    headers: { 'x-forwarded-for': forwardedFor },
  })
  return response.statusCode
}

const limit = OTP_POLICY.sendsPerIp.limit

describe('the per-address sign-in limit behind TRUST_PROXY', () => {
  it('holds for an untrusted client that rotates X-Forwarded-For', async () => {
    const answers: number[] = []
    for (let i = 0; i <= limit; i++) answers.push(await send('198.51.100.7', `203.0.113.${i + 1}`))
    expect(answers.slice(0, limit)).toEqual(Array.from({ length: limit }, () => 200))
    expect(answers[limit]).toBe(429)
  })

  it("uses the address a trusted proxy forwards: each of its clients has the client's own limit", async () => {
    const answers: number[] = []
    for (let i = 0; i <= limit; i++) answers.push(await send(PROXY, `203.0.113.${i + 1}`))
    expect(answers).toEqual(Array.from({ length: limit + 1 }, () => 200))
    const sameClient: number[] = []
    for (let i = 0; i <= limit; i++) sameClient.push(await send(PROXY, '192.0.2.50'))
    expect(sameClient.at(-1)).toBe(429)
  })

  it('takes the first untrusted address from the right: what the client wrote to the left is ignored', async () => {
    const answers: number[] = []
    // The client sent "X-Forwarded-For: <anything>"; the proxies appended the client's real address and their own.
    for (let i = 0; i <= limit; i++) answers.push(await send('127.0.0.1', `198.18.0.${i + 1}, 192.0.2.99, 10.0.0.3`))
    expect(answers[limit - 1]).toBe(200)
    expect(answers[limit]).toBe(429)
  })
})
