// POST /api/auth/token (first sign-in, cookies, the identity proof) and the access token: what it
// carries, and the tokens /api/auth/validate refuses.
import { decodeProtectedHeader, decodeJwt, SignJWT, UnsecuredJWT } from 'jose'
import { userSchema } from '@vishwas/domain'
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest'
import type { App } from '../../app'
import type { DatabaseHandle } from '../../db/database'
import { testConfig, testDatabase } from '../../test/test-app'
import { authTestApp, bearer, demoUsers, manualClock, resetIdentityTables, sendCode, sentCode, signIn, verifyCode } from './auth-test-kit'
import { createAuthTokens, deriveKey } from './auth-tokens'

const clock = manualClock()
let app: App
let database: DatabaseHandle
const newcomer = '+919812345678'

beforeAll(async () => {
  database = await testDatabase()
  app = await authTestApp({ clock, database, env: { ADMIN_PHONES: `+91 98123 45600,${demoUsers.buyer.phoneNumber}` } })
})
afterAll(() => app.close())
beforeEach(async () => {
  await resetIdentityTables(database)
  clock.advance(24 * 60 * 60 * 1000)
})

async function verified(phoneNumber: string) {
  const { verificationId } = (await sendCode(app, phoneNumber)).json<{ verificationId: string }>()
  return (await verifyCode(app, verificationId, await sentCode(app, phoneNumber))).json<{ data: { uid: string; idToken: string } }>().data
}

const exchange = (payload: Record<string, unknown>) => app.inject({ method: 'POST', url: '/api/auth/token', payload })
const validate = (headers: Record<string, string>) => app.inject({ url: '/api/auth/validate', headers })

describe('POST /api/auth/token', () => {
  it('signs in a demo seller with their record merged over the default user', async () => {
    const { uid, idToken } = await verified(demoUsers.seller.phoneNumber)
    const response = await exchange({ uid, phoneNumber: demoUsers.seller.phoneNumber, idToken })
    expect(response.statusCode).toBe(200)
    const { data } = response.json()
    expect(data).toEqual({ accessToken: expect.any(String), refreshToken: expect.stringMatching(/^[\w-]{43}$/), user: expect.any(Object) })
    expect(userSchema.parse(data.user)).toMatchObject({ uid: 'demo-uid-seller', did: demoUsers.seller.id, fullName: 'Priya Verma' })
    expect(data.user).toMatchObject({ id: demoUsers.seller.id, roles: { isAdmin: false, isSeller: true, isDealer: false }, country: 'India' })
  })

  it('creates the user on the first sign-in, without roles, and admin only for ADMIN_PHONES', async () => {
    const { uid, idToken } = await verified(newcomer)
    const { user } = (await exchange({ uid, phoneNumber: newcomer, idToken })).json().data
    expect(user).toMatchObject({ uid, phoneNumber: newcomer, fullName: '', email: '', kycStatus: 'not-started', roles: { isAdmin: false, isSeller: false, isDealer: false } })
    expect(user.id).not.toBe(uid)

    const admin = await signIn(app, '+919812345600')
    expect(admin.user.roles).toEqual({ isAdmin: true, isSeller: false, isDealer: false })
    // Recorded: who (the new user), when, and how (ADMIN_PHONES, no granting user); nothing for the newcomer.
    const grants = await database.query<{ userId: string; role: string; grantedBy: string | null; via: string }>(
      'SELECT user_id AS "userId", role, granted_by AS "grantedBy", via FROM user_role_grants ORDER BY id',
    )
    expect(grants).toEqual([{ userId: admin.user.id, role: 'admin', grantedBy: null, via: 'admin-phones' }])
    // ADMIN_PHONES acts on the first sign-in only: an existing account keeps its roles.
    expect((await signIn(app, demoUsers.buyer.phoneNumber)).user.roles.isAdmin).toBe(false)
  })

  it('sets both cookies: 7 days, Secure, SameSite=Strict, path /; the refresh cookie HttpOnly', async () => {
    const { uid, idToken } = await verified(demoUsers.buyer.phoneNumber)
    const response = await exchange({ uid, phoneNumber: demoUsers.buyer.phoneNumber, idToken })
    const { accessToken, refreshToken } = response.json().data
    expect(response.headers['set-cookie']).toEqual([
      `vishwas_access=${accessToken}; Max-Age=604800; Path=/; Secure; SameSite=Strict`,
      `vishwas_refresh=${refreshToken}; Max-Age=604800; Path=/; HttpOnly; Secure; SameSite=Strict`,
    ])
    expect(response.headers['cache-control']).toBe('no-store')
  })

  it('takes an identity proof once, only for its own uid and number, and for 5 minutes', async () => {
    const { uid, idToken } = await verified(newcomer)
    const refusedFor = async (payload: Record<string, unknown>) => {
      const response = await exchange(payload)
      expect(response.statusCode).toBe(401)
      expect(response.json()).toEqual({ success: false, message: 'Sign-in could not be confirmed. Please request a new code.', code: 'UNAUTHORIZED' })
    }
    await refusedFor({ uid: demoUsers.buyer.uid, phoneNumber: newcomer, idToken })
    await refusedFor({ uid, phoneNumber: demoUsers.buyer.phoneNumber, idToken })
    await refusedFor({ uid, phoneNumber: newcomer, idToken: `${idToken.slice(0, -2)}xx` })
    expect((await exchange({ uid, phoneNumber: newcomer, idToken })).statusCode).toBe(200)
    await refusedFor({ uid, phoneNumber: newcomer, idToken })

    const late = await verified(demoUsers.dealer.phoneNumber)
    clock.advance(5 * 60 * 1000 + 1000)
    await refusedFor({ ...late, phoneNumber: demoUsers.dealer.phoneNumber })
  })

  it('needs the identity proof', async () => {
    const response = await exchange({ uid: demoUsers.buyer.uid, phoneNumber: demoUsers.buyer.phoneNumber })
    expect(response.statusCode).toBe(400)
    expect(response.json()).toMatchObject({ code: 'VALIDATION_ERROR', errors: [{ path: 'body.idToken' }] })
  })
})

describe('the access token', () => {
  it('carries uid, did, roles, its session and a 15-minute expiry, for this issuer and audience, typ access', async () => {
    const { accessToken, user } = await signIn(app, demoUsers.dealer.phoneNumber)
    expect(decodeProtectedHeader(accessToken)).toEqual({ alg: 'HS256', typ: 'access' })
    const claims = decodeJwt(accessToken)
    expect(claims).toEqual({
      uid: 'demo-uid-dealer',
      did: user.id,
      roles: { isAdmin: false, isSeller: false, isDealer: true },
      sid: expect.stringMatching(/^[0-9a-f-]{36}$/),
      iss: 'vishwas',
      aud: 'vishwas-web',
      iat: Math.floor(clock.now() / 1000),
      exp: Math.floor(clock.now() / 1000) + 900,
    })
  })

  it('is accepted by GET /api/auth/validate from the header or, without one, the cookie', async () => {
    const { accessToken, user } = await signIn(app, demoUsers.admin.phoneNumber)
    const expected = { success: true, valid: true, payload: { uid: 'demo-uid-admin', did: user.id, exp: decodeJwt(accessToken).exp, roles: { isAdmin: true, isSeller: false, isDealer: false } } }
    expect((await validate(bearer(accessToken))).json()).toEqual(expected)
    expect((await validate({ cookie: `vishwas_access=${accessToken}` })).json()).toEqual(expected)
  })

  it("is required: 401 'Authentication required'", async () => {
    for (const headers of [{}, { authorization: 'Bearer' }, { authorization: 'Basic dXNlcjpwYXNz' }, bearer('not.a.token')]) {
      const response = await validate(headers)
      expect(response.statusCode).toBe(401)
      expect(response.json()).toEqual({ success: false, message: 'Authentication required', code: 'UNAUTHORIZED' })
    }
  })

  it('is refused when signed with another key, unsigned (alg none), expired, without its session, or with uid equal to did', async () => {
    const { accessToken, user } = await signIn(app, demoUsers.seller.phoneNumber)
    const claims = { uid: user.uid, did: user.id, roles: user.roles, sid: decodeJwt(accessToken).sid }
    const ourKey = deriveKey(testConfig().secrets.tokenSigningKey, 'access-token')
    const signed = (payload: Record<string, unknown>, key: Uint8Array, header: Record<string, unknown> = {}) =>
      new SignJWT(payload)
        .setProtectedHeader({ alg: 'HS256', typ: 'access', ...header })
        .setIssuer('vishwas')
        .setAudience('vishwas-web')
        .setIssuedAt(Math.floor(clock.now() / 1000))
        .setExpirationTime(Math.floor(clock.now() / 1000) + 900)
        .sign(key)

    expect((await validate(bearer(await signed(claims, ourKey)))).statusCode).toBe(200)
    const refused = [
      await signed(claims, deriveKey('another-key-another-key-another-key', 'access-token')),
      new UnsecuredJWT(claims).setIssuer('vishwas').setAudience('vishwas-web').setIssuedAt().setExpirationTime('15m').encode(),
      await signed({ ...claims, uid: user.id }, ourKey),
      await signed({ ...claims, sid: undefined }, ourKey),
      await signed({ ...claims, sid: 'not-a-session' }, ourKey),
      await signed(claims, ourKey, { jku: 'https://attacker.example/keys.json' }),
      await signed(claims, ourKey, { jwk: { kty: 'oct', k: 'AAAA' } }),
      await signed(claims, ourKey, { x5u: 'https://attacker.example/cert.pem' }),
      await signed(claims, ourKey, { typ: 'id' }),
      await new SignJWT(claims).setProtectedHeader({ alg: 'HS512', typ: 'access' }).setIssuer('vishwas').setAudience('vishwas-web').setIssuedAt().setExpirationTime('15m').sign(new Uint8Array(64).fill(1)),
    ]
    for (const token of refused) expect((await validate(bearer(token))).statusCode).toBe(401)

    // Accepted (and remembered as checked) until it expires, then refused.
    expect((await validate(bearer(accessToken))).statusCode).toBe(200)
    clock.advance(15 * 60 * 1000 - 1000)
    expect((await validate(bearer(accessToken))).statusCode).toBe(200)
    clock.advance(1000)
    const expired = await validate(bearer(accessToken))
    expect(expired.statusCode).toBe(401)
    expect(expired.json().message).toBe('Authentication required')
  })

  it('is refused when it is an identity proof, or for a user who no longer exists', async () => {
    const { idToken } = await verified(newcomer)
    expect((await validate(bearer(idToken))).statusCode).toBe(401)
    const { accessToken, user } = await signIn(app, demoUsers.buyer.phoneNumber)
    await database.query('DELETE FROM users WHERE id = $1', [user.id])
    expect((await validate(bearer(accessToken))).statusCode).toBe(401)
  })
})

describe('SPEC §5 token rule on the server', () => {
  it("logs 'Invalid token: uid and did are the same' and 'Token missing uid or did', and refuses", async () => {
    const tokens = createAuthTokens({ signingKey: 's'.repeat(40), clock })
    const logged: string[] = []
    const roles = { isAdmin: false, isSeller: false, isDealer: false }
    const sessionId = '00000000-0000-4000-8000-0000000000aa'
    const same = await tokens.signAccessToken({ uid: demoUsers.buyer.id, did: demoUsers.buyer.id, roles, sessionId })
    const missing = await tokens.signAccessToken({ uid: '', did: demoUsers.buyer.id, roles, sessionId })
    expect(await tokens.verifyAccessToken(same.token, (m) => logged.push(m))).toBeNull()
    expect(await tokens.verifyAccessToken(missing.token, (m) => logged.push(m))).toBeNull()
    expect(logged).toEqual(['Invalid token: uid and did are the same', 'Token missing uid or did'])
  })
})
