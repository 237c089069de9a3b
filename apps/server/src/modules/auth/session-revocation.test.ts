// Access tokens die with their session: after logout, and after a replayed refresh token revokes
// its family, the session's access tokens are refused at once (not up to 15 minutes later),
// while the user's other sessions go on.
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

const validate = (accessToken: string) => app.inject({ url: '/api/auth/validate', headers: bearer(accessToken) })
const me = (accessToken: string) => app.inject({ url: '/api/users/me', cookies: { vishwas_access: accessToken } })
const refresh = (refreshToken: string) => app.inject({ method: 'POST', url: '/api/auth/refresh', payload: { refreshToken } })
const tokensOf = (response: Awaited<ReturnType<typeof refresh>>) => response.json<{ data: { accessToken: string; refreshToken: string } }>().data

describe('access tokens after logout', () => {
  it('refuses the logged-out session\'s access token at once, by header and by cookie', async () => {
    const session = await signIn(app, demoUsers.seller.phoneNumber)
    expect((await validate(session.accessToken)).statusCode).toBe(200)
    const logout = await app.inject({ method: 'POST', url: '/api/auth/logout', payload: {}, cookies: { vishwas_refresh: session.refreshToken } })
    expect(logout.statusCode).toBe(200)
    const after = await validate(session.accessToken)
    expect(after.statusCode).toBe(401)
    expect(after.json()).toMatchObject({ success: false, code: 'UNAUTHORIZED' })
    expect((await me(session.accessToken)).statusCode).toBe(401)
  })

  it('ends the session of the access token when logout gets no refresh token', async () => {
    const session = await signIn(app, demoUsers.buyer.phoneNumber)
    expect((await app.inject({ method: 'POST', url: '/api/auth/logout', payload: {}, headers: bearer(session.accessToken) })).statusCode).toBe(200)
    expect((await validate(session.accessToken)).statusCode).toBe(401)
    expect((await refresh(session.refreshToken)).statusCode).toBe(401)
  })

  it("leaves the user's other sessions working", async () => {
    const phone = await signIn(app, demoUsers.dealer.phoneNumber)
    clock.advance(61_000)
    const laptop = await signIn(app, demoUsers.dealer.phoneNumber)
    await app.inject({ method: 'POST', url: '/api/auth/logout', payload: { refreshToken: phone.refreshToken } })
    expect((await validate(phone.accessToken)).statusCode).toBe(401)
    expect((await validate(laptop.accessToken)).statusCode).toBe(200)
  })
})

describe('access tokens after a replayed refresh token', () => {
  it("refuses every access token of the revoked family, the thief's and the owner's", async () => {
    const session = await signIn(app, demoUsers.seller.phoneNumber)
    const rotated = await refresh(session.refreshToken)
    expect(rotated.statusCode).toBe(200)
    const next = tokensOf(rotated)
    expect((await validate(next.accessToken)).statusCode).toBe(200)
    clock.advance(11_000)
    expect((await refresh(session.refreshToken)).statusCode).toBe(401)
    expect((await validate(next.accessToken)).statusCode).toBe(401)
    expect((await validate(session.accessToken)).statusCode).toBe(401)
  })
})

describe('the session in the access token', () => {
  it('names the refresh-token family, and ends no later than the family', async () => {
    const session = await signIn(app, demoUsers.buyer.phoneNumber)
    const [family] = await database.query<{ familyId: string; familyExpiresAt: number }>(
      'SELECT family_id AS "familyId", extract(epoch FROM family_expires_at)::float8 AS "familyExpiresAt" FROM refresh_tokens',
    )
    expect(decodeJwt(session.accessToken).sid).toBe(family?.familyId)
    // Refresh every 6 days (the idle limit is 7) up to 5 minutes before the family's 30 days end.
    let refreshToken = session.refreshToken
    for (let i = 0; i < 4; i++) {
      clock.advance(6 * DAY)
      refreshToken = tokensOf(await refresh(refreshToken)).refreshToken
    }
    clock.advance(6 * DAY - 5 * 60_000)
    const last = tokensOf(await refresh(refreshToken))
    expect(decodeJwt(last.accessToken).exp).toBe(Math.floor(family?.familyExpiresAt ?? 0))
  })
})
