// The guards every later module uses: signed in, seller, admin, property access (SPEC §6), with
// roles read from the database on each request so a demoted user loses access at once.
import { messages, type AccessProperty } from '@vishwas/domain'
import Fastify, { type FastifyInstance } from 'fastify'
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest'
import type { App } from '../app'
import type { DatabaseHandle } from '../db/database'
import { authTestApp, bearer, demoUsers, manualClock, resetIdentityTables, signIn, TEST_ENV, type SignedIn } from '../modules/auth/auth-test-kit'
import { testConfig, testDatabase } from '../test/test-app'
import auth from './auth'
import { requirePropertyAccess, type AuthContext } from './auth-guards'
import db from './db'
import errorHandler from './error-handler'

const clock = manualClock()
let app: App
let guarded: FastifyInstance
let database: DatabaseHandle
const session: Record<'buyer' | 'seller' | 'admin' | 'dealer', SignedIn> = {} as never

beforeAll(async () => {
  database = await testDatabase()
  app = await authTestApp({ clock, database })
  // A module of the kind later issues add: routes behind the guards.
  guarded = Fastify()
  await guarded.register(errorHandler)
  await guarded.register(db, { config: testConfig(TEST_ENV), database, owns: false })
  await guarded.register(auth, { config: testConfig(TEST_ENV), clock })
  guarded.get('/api/public', async (request) => ({ auth: await request.authenticate() }))
  guarded.get('/api/unasked', (request) => ({ auth: request.auth }))
  guarded.get('/api/mine', { preHandler: guarded.requireUser }, (request) => ({ did: request.auth?.did }))
  guarded.get('/api/seller/dashboard', { preHandler: guarded.requireSeller }, () => ({ ok: true }))
  guarded.get('/api/admin/dashboard', { preHandler: guarded.requireAdmin }, () => ({ ok: true }))
  await guarded.ready()
})
afterAll(async () => {
  await guarded.close()
  await app.close()
})
beforeEach(async () => {
  await resetIdentityTables(database)
  clock.advance(24 * 60 * 60 * 1000)
  for (const [i, role] of (['buyer', 'seller', 'admin', 'dealer'] as const).entries()) session[role] = await signIn(app, demoUsers[role].phoneNumber, `192.0.2.${i}`)
})

const call = (url: string, role?: keyof typeof session) => guarded.inject({ url, headers: role ? bearer(session[role].accessToken) : {} })

describe('route guards', () => {
  it("require a signed-in user: 401 'Authentication required'", async () => {
    expect((await call('/api/mine', 'buyer')).json()).toEqual({ did: demoUsers.buyer.id })
    const response = await call('/api/mine')
    expect(response.statusCode).toBe(401)
    expect(response.json()).toEqual({ success: false, message: 'Authentication required', code: 'UNAUTHORIZED' })
  })

  it('leave public routes open; a route that asks learns who is calling, one that does not pays nothing', async () => {
    expect((await call('/api/unasked', 'seller')).json()).toEqual({ auth: null })
    expect((await call('/api/public')).json()).toEqual({ auth: null })
    expect((await call('/api/public', 'seller')).json().auth).toEqual({
      uid: 'demo-uid-seller',
      did: demoUsers.seller.id,
      roles: { isAdmin: false, isSeller: true, isDealer: false },
      exp: expect.any(Number),
      // In no dealer's team: no seats.
      teams: [],
    })
  })

  it("require the seller role: 'You need seller privileges to access this page'", async () => {
    expect((await call('/api/seller/dashboard', 'seller')).statusCode).toBe(200)
    for (const role of ['buyer', 'admin', 'dealer'] as const) {
      const response = await call('/api/seller/dashboard', role)
      expect(response.statusCode).toBe(403)
      expect(response.json()).toEqual({ success: false, message: 'You need seller privileges to access this page', code: 'FORBIDDEN' })
    }
    expect((await call('/api/seller/dashboard')).statusCode).toBe(401)
  })

  it("require the admin role: 'You need admin privileges to access this page'", async () => {
    expect((await call('/api/admin/dashboard', 'admin')).statusCode).toBe(200)
    const response = await call('/api/admin/dashboard', 'seller')
    expect(response.statusCode).toBe(403)
    expect(response.json().message).toBe(messages.adminPrivilegesRequired)
  })

  it('take effect on the next request when a user is demoted, with the same token', async () => {
    expect((await call('/api/admin/dashboard', 'admin')).statusCode).toBe(200)
    expect((await call('/api/seller/dashboard', 'seller')).statusCode).toBe(200)
    await database.query('UPDATE users SET is_admin = false WHERE id = $1', [demoUsers.admin.id])
    await database.query('UPDATE users SET is_seller = false WHERE id = $1', [demoUsers.seller.id])
    expect((await call('/api/admin/dashboard', 'admin')).statusCode).toBe(403)
    expect((await call('/api/seller/dashboard', 'seller')).statusCode).toBe(403)
    const validated = await app.inject({ url: '/api/auth/validate', headers: bearer(session.admin.accessToken) })
    expect(validated.json().payload.roles).toEqual({ isAdmin: false, isSeller: false, isDealer: false })
    // And promotion too.
    await database.query('UPDATE users SET is_admin = true WHERE id = $1', [demoUsers.buyer.id])
    expect((await call('/api/admin/dashboard', 'buyer')).statusCode).toBe(200)
  })
})

describe('requirePropertyAccess (SPEC §6 property tools)', () => {
  const me = '11111111-1111-4111-8111-111111111111'
  const someone = '22222222-2222-4222-8222-222222222222'
  const user = (roles: Partial<AuthContext['roles']> = {}): AuthContext => ({ uid: 'u-me', did: me, exp: 0, roles: { isAdmin: false, isSeller: false, isDealer: false, ...roles } })
  const property = (overrides: AccessProperty = {}): AccessProperty => ({
    ownership: { owners: [{ userId: someone }], ownerId: someone },
    metadata: { createdBy: someone, listedBy: someone },
    dealerInfo: { currentDealer: { userId: someone } },
    ...overrides,
  })

  it('lets an admin in always, and anyone with the dealer role', () => {
    expect(requirePropertyAccess({ auth: user({ isAdmin: true }), property: property() }).did).toBe(me)
    expect(requirePropertyAccess({ auth: user({ isDealer: true }), property: property() }).did).toBe(me)
  })

  it('lets in an owner (owners list or owner id), the creator, the lister and the current dealer', () => {
    const allowed: AccessProperty[] = [
      property({ ownership: { owners: [{ userId: someone }, { userId: me }], ownerId: someone } }),
      property({ ownership: { owners: [], ownerId: me } }),
      property({ metadata: { createdBy: me, listedBy: someone } }),
      property({ metadata: { createdBy: 'system', listedBy: me } }),
      property({ dealerInfo: { currentDealer: { userId: me } } }),
    ]
    for (const p of allowed) expect(() => requirePropertyAccess({ auth: user({ isSeller: true }), property: p })).not.toThrow()
  })

  it("refuses everyone else with 'You don't have permission to access property management tools', and 401 signed out", () => {
    expect(() => requirePropertyAccess({ auth: user({ isSeller: true }), property: property({ dealerInfo: { currentDealer: null } }) })).toThrow(
      expect.objectContaining({ statusCode: 403, message: "You don't have permission to access property management tools" }),
    )
    expect(messages.propertyToolsDenied).toBe("You don't have permission to access property management tools")
    expect(() => requirePropertyAccess({ auth: null, property: property() })).toThrow(expect.objectContaining({ statusCode: 401, message: 'Authentication required' }))
  })
})
