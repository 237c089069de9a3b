// "List your property": POST /api/users/me/seller-role makes the signed-in caller a seller by that
// act, records the grant (who, when, how) and takes effect on the same access token at once.
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest'
import type { DatabaseHandle } from '../../db/database'
import { authTestApp, bearer, demoUsers, manualClock, resetIdentityTables, signIn, type SignedIn } from '../auth/auth-test-kit'
import { propertyBody } from '../properties/properties-test-kit'
import { testDatabase } from '../../test/test-app'
import type { App } from '../../app'

const clock = manualClock()
let app: App
let database: DatabaseHandle
let newcomer: SignedIn

beforeAll(async () => {
  database = await testDatabase()
  app = await authTestApp({ clock, database })
})
afterAll(() => app.close())
beforeEach(async () => {
  await resetIdentityTables(database)
  clock.advance(24 * 60 * 60 * 1000)
  newcomer = await signIn(app, '+919812345678', '192.0.2.10')
})

const becomeSeller = (token?: string) => app.inject({ method: 'POST', url: '/api/users/me/seller-role', headers: token ? bearer(token) : {} })
const grantsOf = (userId: string) =>
  database.query<{ role: string; grantedBy: string | null; via: string; grantedAt: string }>(
    `SELECT role, granted_by AS "grantedBy", via, granted_at::text AS "grantedAt" FROM user_role_grants WHERE user_id = $1`,
    [userId],
  )

describe('POST /api/users/me/seller-role', () => {
  it('makes a new user a seller and records who, when and how', async () => {
    const before = Date.now()
    const response = await becomeSeller(newcomer.accessToken)
    expect(response.statusCode).toBe(200)
    const { user, grant } = response.json<{ user: { id: string; roles: unknown }; grant: Record<string, unknown> }>()
    expect(user.roles).toEqual({ isAdmin: false, isSeller: true, isDealer: false })
    expect(grant).toEqual({ role: 'seller', grantedBy: user.id, via: 'list-your-property', grantedAt: expect.stringMatching(/^\d{4}-\d\d-\d\dT\d\d:\d\d:\d\d\.\d{3}Z$/) })
    expect(Date.parse(grant.grantedAt as string)).toBeGreaterThanOrEqual(before - 60_000)

    const rows = await grantsOf(user.id)
    expect(rows).toEqual([{ role: 'seller', grantedBy: user.id, via: 'list-your-property', grantedAt: expect.any(String) }])
    expect((await app.inject({ url: '/api/users/me', headers: bearer(newcomer.accessToken) })).json<{ user: { roles: unknown } }>().user.roles).toMatchObject({ isSeller: true })
  })

  it('lets the same access token list a property at once, which it could not before', async () => {
    const create = () => app.inject({ method: 'POST', url: '/api/properties', headers: bearer(newcomer.accessToken), payload: propertyBody() })
    const refused = await create()
    expect(refused.statusCode).toBe(403)
    expect(refused.json<{ message: string }>().message).toBe('You need seller privileges to access this page')
    await becomeSeller(newcomer.accessToken)
    expect((await create()).statusCode).toBe(201)
  })

  it('grants once: a seller already is one, and a repeat or a race records nothing more', async () => {
    const seller = await signIn(app, demoUsers.seller.phoneNumber, '192.0.2.11')
    const already = await becomeSeller(seller.accessToken)
    expect(already.statusCode).toBe(200)
    expect(already.json<{ grant: unknown; user: { roles: unknown } }>()).toMatchObject({ grant: null, user: { roles: { isSeller: true } } })
    expect(await grantsOf(demoUsers.seller.id)).toEqual([])

    const answers = await Promise.all([becomeSeller(newcomer.accessToken), becomeSeller(newcomer.accessToken), becomeSeller(newcomer.accessToken)])
    expect(answers.map((answer) => answer.statusCode)).toEqual([200, 200, 200])
    expect(answers.filter((answer) => answer.json<{ grant: unknown }>().grant !== null)).toHaveLength(1)
    const { user } = answers[0].json<{ user: { id: string } }>()
    expect(await grantsOf(user.id)).toHaveLength(1)
    expect((await becomeSeller(newcomer.accessToken)).json<{ grant: unknown }>().grant).toBeNull()
  })

  it('changes only the caller, and never other roles', async () => {
    const buyer = await signIn(app, demoUsers.buyer.phoneNumber, '192.0.2.12')
    const { user } = (await becomeSeller(buyer.accessToken)).json<{ user: { id: string; roles: unknown } }>()
    expect(user).toMatchObject({ id: demoUsers.buyer.id, roles: { isAdmin: false, isSeller: true, isDealer: false } })
    const [others] = await database.query<{ n: number }>('SELECT count(*)::int AS n FROM users WHERE is_seller AND id <> ALL($1::uuid[])', [[demoUsers.buyer.id, demoUsers.seller.id]])
    expect(others?.n).toBe(0)
  })

  it("needs a signed-in caller: 'No access token available' without a token", async () => {
    const response = await becomeSeller()
    expect(response.statusCode).toBe(401)
    expect(response.json()).toEqual({ success: false, message: 'No access token available', code: 'UNAUTHORIZED' })
    expect((await becomeSeller('forged.token.value')).statusCode).toBe(401)
    const [count] = await database.query<{ n: number }>('SELECT count(*)::int AS n FROM user_role_grants')
    expect(count?.n).toBe(0)
  })
})
