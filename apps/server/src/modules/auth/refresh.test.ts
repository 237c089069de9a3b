// POST /api/auth/refresh and /api/auth/logout: rotation, the 10 s grace window for two tabs,
// replay revoking the family, the 7-day idle and 30-day absolute lifetimes, logout.
import { decodeJwt } from 'jose'
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest'
import type { App } from '../../app'
import type { DatabaseHandle } from '../../db/database'
import { testDatabase } from '../../test/test-app'
import { authTestApp, bearer, demoUsers, manualClock, resetIdentityTables, signIn } from './auth-test-kit'

const clock = manualClock()
let app: App
let database: DatabaseHandle
const DAY = 24 * 60 * 60 * 1000

beforeAll(async () => {
  database = await testDatabase()
  app = await authTestApp({ clock, database })
})
afterAll(() => app.close())
beforeEach(async () => {
  await resetIdentityTables(database)
  clock.advance(DAY)
})

const refresh = (refreshToken?: string) => app.inject({ method: 'POST', url: '/api/auth/refresh', payload: refreshToken === undefined ? {} : { refreshToken } })
const tokensOf = (response: Awaited<ReturnType<typeof refresh>>) => response.json<{ data: { accessToken: string; refreshToken: string } }>().data

function expectSessionExpired(response: Awaited<ReturnType<typeof refresh>>) {
  expect(response.statusCode).toBe(401)
  expect(response.json()).toEqual({ success: false, message: 'Session expired. Please sign in again.', code: 'UNAUTHORIZED' })
}

describe('POST /api/auth/refresh', () => {
  it('rotates: new tokens, new cookies, the old refresh token spent', async () => {
    const session = await signIn(app, demoUsers.seller.phoneNumber)
    clock.advance(60_000)
    const response = await refresh(session.refreshToken)
    expect(response.statusCode).toBe(200)
    const next = tokensOf(response)
    expect(next.refreshToken).not.toBe(session.refreshToken)
    expect(next.accessToken).not.toBe(session.accessToken)
    expect(decodeJwt(next.accessToken)).toMatchObject({ uid: 'demo-uid-seller', did: demoUsers.seller.id, roles: { isSeller: true } })
    expect(response.headers['set-cookie']).toEqual([
      `vishwas_access=${next.accessToken}; Max-Age=604800; Path=/; Secure; SameSite=Strict`,
      `vishwas_refresh=${next.refreshToken}; Max-Age=604800; Path=/; HttpOnly; Secure; SameSite=Strict`,
    ])
    const rows = await database.query<{ token_hash: string }>('SELECT token_hash FROM refresh_tokens')
    expect(rows).toHaveLength(2)
    expect(JSON.stringify(rows)).not.toContain(session.refreshToken)
  })

  it('takes the refresh token from the HttpOnly cookie when the body has none', async () => {
    const session = await signIn(app, demoUsers.buyer.phoneNumber)
    const response = await app.inject({ method: 'POST', url: '/api/auth/refresh', payload: {}, cookies: { vishwas_refresh: session.refreshToken } })
    expect(response.statusCode).toBe(200)
    expect((await app.inject({ method: 'POST', url: '/api/auth/refresh' })).statusCode).toBe(401)
  })

  it('lets two tabs refresh the same token at once (grace window), both sessions working', async () => {
    const session = await signIn(app, demoUsers.buyer.phoneNumber)
    const [first, second] = await Promise.all([refresh(session.refreshToken), refresh(session.refreshToken)])
    expect([first.statusCode, second.statusCode]).toEqual([200, 200])
    const tabs = [tokensOf(first), tokensOf(second)]
    expect(tabs[0]?.refreshToken).not.toBe(tabs[1]?.refreshToken)
    clock.advance(9_000)
    expect((await refresh(session.refreshToken)).statusCode).toBe(200)
    for (const tab of tabs) expect((await refresh(tab.refreshToken)).statusCode).toBe(200)
  })

  it('treats a rotated token used again after 10 s as stolen: the whole family is revoked', async () => {
    const session = await signIn(app, demoUsers.buyer.phoneNumber)
    const legitimate = tokensOf(await refresh(session.refreshToken))
    clock.advance(10_001)
    const replay = await refresh(session.refreshToken)
    expectSessionExpired(replay)
    expect(replay.headers['set-cookie']).toEqual([
      'vishwas_access=; Max-Age=0; Path=/; Expires=Thu, 01 Jan 1970 00:00:00 GMT; Secure; SameSite=Strict',
      'vishwas_refresh=; Max-Age=0; Path=/; Expires=Thu, 01 Jan 1970 00:00:00 GMT; HttpOnly; Secure; SameSite=Strict',
    ])
    expectSessionExpired(await refresh(legitimate.refreshToken))
    const [row] = await database.query<{ live: number }>('SELECT count(*)::int AS live FROM refresh_tokens WHERE revoked_at IS NULL')
    expect(row?.live).toBe(0)
  })

  it('revokes only that family: another sign-in of the same user stays', async () => {
    const laptop = await signIn(app, demoUsers.buyer.phoneNumber)
    clock.advance(61_000)
    const phone = await signIn(app, demoUsers.buyer.phoneNumber)
    await refresh(laptop.refreshToken)
    clock.advance(11_000)
    expectSessionExpired(await refresh(laptop.refreshToken))
    expect((await refresh(phone.refreshToken)).statusCode).toBe(200)
  })

  it('ends a session unused for 7 days, and every session 30 days after sign-in', async () => {
    const idle = await signIn(app, demoUsers.buyer.phoneNumber)
    clock.advance(7 * DAY)
    expectSessionExpired(await refresh(idle.refreshToken))

    clock.advance(61_000)
    let token = (await signIn(app, demoUsers.buyer.phoneNumber)).refreshToken
    for (const days of [6, 6, 6, 6, 5]) {
      clock.advance(days * DAY)
      const response = await refresh(token)
      expect(response.statusCode).toBe(200)
      token = tokensOf(response).refreshToken
    }
    // Day 30 after sign-in, one day after the last refresh.
    clock.advance(DAY)
    expectSessionExpired(await refresh(token))
  })

  it('refuses unknown tokens', async () => {
    expectSessionExpired(await refresh('x'.repeat(43)))
  })

  it('puts the current roles in the new access token', async () => {
    const session = await signIn(app, demoUsers.seller.phoneNumber)
    await database.query('UPDATE users SET is_seller = false, is_dealer = true WHERE id = $1', [demoUsers.seller.id])
    expect(decodeJwt(tokensOf(await refresh(session.refreshToken)).accessToken).roles).toEqual({ isAdmin: false, isSeller: false, isDealer: true })
  })
})

describe('POST /api/auth/logout', () => {
  it('revokes the family and clears both cookies', async () => {
    const session = await signIn(app, demoUsers.buyer.phoneNumber)
    const next = tokensOf(await refresh(session.refreshToken))
    const response = await app.inject({ method: 'POST', url: '/api/auth/logout', payload: {}, cookies: { vishwas_refresh: next.refreshToken }, headers: bearer(next.accessToken) })
    expect(response.statusCode).toBe(200)
    expect(response.json()).toEqual({ success: true })
    expect(response.headers['set-cookie']).toEqual([
      'vishwas_access=; Max-Age=0; Path=/; Expires=Thu, 01 Jan 1970 00:00:00 GMT; Secure; SameSite=Strict',
      'vishwas_refresh=; Max-Age=0; Path=/; Expires=Thu, 01 Jan 1970 00:00:00 GMT; HttpOnly; Secure; SameSite=Strict',
    ])
    expectSessionExpired(await refresh(next.refreshToken))
    expectSessionExpired(await refresh(session.refreshToken))
  })

  it('takes the token from the body too, and works signed out', async () => {
    const session = await signIn(app, demoUsers.buyer.phoneNumber)
    expect((await app.inject({ method: 'POST', url: '/api/auth/logout', payload: { refreshToken: session.refreshToken } })).statusCode).toBe(200)
    expectSessionExpired(await refresh(session.refreshToken))
    expect((await app.inject({ method: 'POST', url: '/api/auth/logout', payload: {} })).json()).toEqual({ success: true })
    expect((await app.inject({ method: 'POST', url: '/api/auth/logout' })).statusCode).toBe(200)
  })
})
