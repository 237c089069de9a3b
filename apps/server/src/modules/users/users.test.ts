// GET /api/users/me, GET and PUT /api/users/{did}: self or admin, profile fields only, the record
// merged over the default user template, SPEC's 'No access token available'.
import { messages, userSchema } from '@vishwas/domain'
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest'
import type { App } from '../../app'
import type { DatabaseHandle } from '../../db/database'
import { testDatabase } from '../../test/test-app'
import { authTestApp, bearer, demoUsers, manualClock, resetIdentityTables, signIn, type SignedIn } from '../auth/auth-test-kit'

const clock = manualClock()
let app: App
let database: DatabaseHandle
let buyer: SignedIn
let seller: SignedIn
let admin: SignedIn

beforeAll(async () => {
  database = await testDatabase()
  app = await authTestApp({ clock, database })
})
afterAll(() => app.close())
beforeEach(async () => {
  await resetIdentityTables(database)
  clock.advance(24 * 60 * 60 * 1000)
  buyer = await signIn(app, demoUsers.buyer.phoneNumber, '192.0.2.1')
  seller = await signIn(app, demoUsers.seller.phoneNumber, '192.0.2.2')
  admin = await signIn(app, demoUsers.admin.phoneNumber, '192.0.2.3')
})

const get = (path: string, token?: string) => app.inject({ url: `/api/users/${path}`, headers: token ? bearer(token) : {} })
const put = (did: string, payload: unknown, token?: string) => app.inject({ method: 'PUT', url: `/api/users/${did}`, payload: payload as object, headers: token ? bearer(token) : {} })

describe('GET /api/users/me', () => {
  it("gives the signed-in user's record merged over the default user", async () => {
    const response = await get('me', buyer.accessToken)
    expect(response.statusCode).toBe(200)
    const { user } = response.json()
    expect(user).toEqual({
      id: demoUsers.buyer.id,
      did: demoUsers.buyer.id,
      uid: 'demo-uid-buyer',
      phoneNumber: '+919800000004',
      fullName: 'Ananya Iyer',
      email: 'buyer@vishwas.example',
      accountType: 'individual',
      kycStatus: 'pending',
      createdAt: expect.stringMatching(/^\d{4}-\d\d-\d\dT\d\d:\d\d:\d\d\.\d{3}Z$/),
      segment: 'buyer',
      country: 'India',
      state: 'Karnataka',
      city: 'Bengaluru',
      roles: { isAdmin: false, isSeller: false, isDealer: false },
    })
    expect(userSchema.parse(user)).toMatchObject({ did: demoUsers.buyer.id })
  })

  it('fills what a new account lacks from the default template', async () => {
    const newcomer = await signIn(app, '+919812345678', '192.0.2.4')
    const { user } = (await get('me', newcomer.accessToken)).json()
    expect(user).toMatchObject({ fullName: '', email: '', accountType: 'individual', kycStatus: 'not-started', country: 'India', state: '', city: '' })
    expect(user).not.toHaveProperty('segment')
  })
})

describe('GET /api/users/{did}', () => {
  it("answers 'No access token available' without a token, 'Authentication required' with a bad one", async () => {
    for (const path of [demoUsers.buyer.id, 'me']) {
      const response = await get(path)
      expect(response.statusCode).toBe(401)
      expect(response.json()).toEqual({ success: false, message: 'No access token available', code: 'UNAUTHORIZED' })
      expect(response.json().message).toBe(messages.noAccessToken)
      expect((await get(path, 'expired.or.forged')).json().message).toBe('Authentication required')
    }
  })

  it('lets a user read their own record but not another user’s', async () => {
    expect((await get(demoUsers.buyer.id, buyer.accessToken)).json().user.uid).toBe('demo-uid-buyer')
    expect((await get(demoUsers.buyer.id.toUpperCase(), buyer.accessToken)).statusCode).toBe(200)
    const response = await get(demoUsers.seller.id, buyer.accessToken)
    expect(response.statusCode).toBe(403)
    expect(response.json()).toEqual({ success: false, message: "You don't have permission to access another user's profile", code: 'FORBIDDEN' })
  })

  it('lets an admin read anyone; an unknown id is 404 for them and 403 for others', async () => {
    expect((await get(demoUsers.seller.id, admin.accessToken)).json().user.fullName).toBe('Priya Verma')
    const missing = 'b6f7a1f0-6c1e-4c8e-9a55-0d6f1c2f3e4a'
    expect((await get(missing, admin.accessToken)).json()).toEqual({ success: false, message: 'User not found', code: 'NOT_FOUND' })
    expect((await get(missing, buyer.accessToken)).statusCode).toBe(403)
  })

  it('wants a UUID', async () => {
    const response = await get('demo-uid-buyer', buyer.accessToken)
    expect(response.statusCode).toBe(400)
    expect(response.json().message).toBe("Invalid path parameter 'did': must be a user id (UUID)")
  })
})

describe('PUT /api/users/{did}', () => {
  it('changes profile fields of the own record and leaves the rest', async () => {
    const response = await put(demoUsers.buyer.id, { fullName: 'Ananya R. Iyer', city: 'Mysuru', email: 'ananya@mail.example', segment: 'investor' }, buyer.accessToken)
    expect(response.statusCode).toBe(200)
    expect(response.json().user).toMatchObject({ fullName: 'Ananya R. Iyer', city: 'Mysuru', state: 'Karnataka', email: 'ananya@mail.example', segment: 'investor', kycStatus: 'pending' })
    expect((await get('me', buyer.accessToken)).json().user.city).toBe('Mysuru')
  })

  it('never writes roles, KYC status, the phone number or ids', async () => {
    for (const payload of [{ roles: { isAdmin: true } }, { kycStatus: 'verified' }, { phoneNumber: '+919999999999' }, { uid: 'x' }, { fullName: 'A', isAdmin: true }]) {
      const response = await put(demoUsers.buyer.id, payload, buyer.accessToken)
      expect(response.statusCode).toBe(400)
      expect(response.json()).toMatchObject({ success: false, code: 'VALIDATION_ERROR', message: expect.stringMatching(/^Unknown body field '/) })
    }
    expect((await get('me', buyer.accessToken)).json().user).toMatchObject({ fullName: 'Ananya Iyer', kycStatus: 'pending', roles: { isAdmin: false } })
  })

  it('checks the values', async () => {
    const response = await put(demoUsers.buyer.id, { email: 'not-an-email' }, buyer.accessToken)
    expect(response.statusCode).toBe(400)
    expect(response.json().errors).toEqual([{ path: 'body.email', message: expect.stringContaining("Invalid body field 'email'") }])
    expect((await put(demoUsers.buyer.id, { segment: 'astronaut' }, buyer.accessToken)).statusCode).toBe(400)
  })

  it('does not let a user change another user’s record; an admin may', async () => {
    const refused = await put(demoUsers.seller.id, { fullName: 'Hacked' }, buyer.accessToken)
    expect(refused.statusCode).toBe(403)
    expect((await get(demoUsers.seller.id, seller.accessToken)).json().user.fullName).toBe('Priya Verma')
    const changed = await put(demoUsers.seller.id, { city: 'Ludhiana' }, admin.accessToken)
    expect(changed.json().user).toMatchObject({ id: demoUsers.seller.id, city: 'Ludhiana' })
  })

  it('needs a token', async () => {
    expect((await put(demoUsers.buyer.id, { fullName: 'X' })).json().message).toBe('No access token available')
  })
})
