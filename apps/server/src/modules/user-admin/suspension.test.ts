// Suspending a user: signed out everywhere at once, sign-in refused with a clear message, their
// old access token refused on the next request, their listings out of every public view (list,
// page, map, search) and back when they are reinstated; all recorded in the audit trail.
import { accountMessages } from '@vishwas/domain'
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest'
import type { App } from '../../app'
import type { DatabaseHandle } from '../../db/database'
import { testDatabase } from '../../test/test-app'
import { authTestApp, bearer, demoUsers, manualClock, signIn, type SignedIn } from '../auth/auth-test-kit'
import { propertyBody, resetPropertyTables } from '../properties/properties-test-kit'

const clock = manualClock()
let app: App
let database: DatabaseHandle
let seller: SignedIn
let sellerElsewhere: SignedIn
let admin: SignedIn
let listingId: string
let draftId: string

beforeAll(async () => {
  database = await testDatabase()
  app = await authTestApp({ clock, database })
})
afterAll(() => app.close())
beforeEach(async () => {
  await resetPropertyTables(database)
  clock.advance(24 * 60 * 60 * 1000)
  seller = await signIn(app, demoUsers.seller.phoneNumber, '192.0.2.21')
  clock.advance(2 * 60 * 1000) // the resend gap of one phone
  sellerElsewhere = await signIn(app, demoUsers.seller.phoneNumber, '192.0.2.22')
  admin = await signIn(app, demoUsers.admin.phoneNumber, '192.0.2.23')
  const create = async (body: object) => (await app.inject({ method: 'POST', url: '/api/properties', headers: bearer(seller.accessToken), payload: body })).json<{ property: { id: string } }>().property.id
  listingId = await create(propertyBody())
  draftId = await create(propertyBody({ basicInfo: { title: 'Draft plot', type: 'land', subType: 'plot', status: 'draft', listingType: 'sale' } }))
})

const suspend = (token: string, did: string, reason = 'Listings with fake prices') =>
  app.inject({ method: 'POST', url: `/api/admin/users/${did}/suspension`, headers: bearer(token), payload: { reason } })
const reinstate = (token: string, did: string, reason = 'Prices corrected') =>
  app.inject({ method: 'POST', url: `/api/admin/users/${did}/reinstatement`, headers: bearer(token), payload: { reason } })
const publicIds = async () => (await app.inject({ url: '/api/properties/public?limit=100' })).json<{ properties: { id: string }[] }>().properties.map((p) => p.id)
const mapCount = async () => {
  const response = await app.inject({ url: '/api/map/viewport?south=30.6&west=76.6&north=30.8&east=76.8&zoom=16' })
  return JSON.stringify(response.json()).split(listingId).length - 1
}

describe('suspending a user', () => {
  it('signs them out everywhere, refuses their tokens and sign-in, and hides their listings until reinstated', async () => {
    expect(await publicIds()).toEqual([listingId])
    expect(await mapCount()).toBeGreaterThan(0)

    const suspended = await suspend(admin.accessToken, demoUsers.seller.id)
    expect(suspended.statusCode).toBe(200)
    expect(suspended.json()).toMatchObject({ standing: { suspended: true, suspendedReason: 'Listings with fake prices' } })

    // Both sessions: the access token is refused at once and the refresh token is dead.
    for (const session of [seller, sellerElsewhere]) {
      expect((await app.inject({ url: '/api/users/me', headers: bearer(session.accessToken) })).statusCode).toBe(401)
      expect((await app.inject({ method: 'POST', url: '/api/auth/refresh', payload: { refreshToken: session.refreshToken } })).statusCode).toBe(401)
    }
    // Signing in again is refused with a clear message.
    clock.advance(2 * 60 * 1000)
    await expect(signIn(app, demoUsers.seller.phoneNumber, '192.0.2.24')).rejects.toThrow(accountMessages.accountSuspended)
    expect(accountMessages.accountSuspended).toBe('This account is suspended. Contact support@vishwas.example to have it reinstated.')

    // The listing leaves every public view; the page answers 404; the draft is untouched.
    expect(await publicIds()).toEqual([])
    expect(await mapCount()).toBe(0)
    expect((await app.inject({ url: `/api/properties/public/${listingId}` })).statusCode).toBe(404)
    const buyer = await signIn(app, demoUsers.buyer.phoneNumber, '192.0.2.25')
    expect((await app.inject({ url: `/api/properties/${listingId}`, headers: bearer(buyer.accessToken) })).statusCode).not.toBe(200)
    const statuses = await database.query<{ id: string; status: string; doc: string; before: string | null }>(
      `SELECT id::text AS id, status, doc #>> '{basicInfo,status}' AS doc, status_before_suspension AS before FROM properties ORDER BY status`,
    )
    expect(statuses).toEqual([
      { id: draftId, status: 'draft', doc: 'draft', before: null },
      { id: listingId, status: 'inactive', doc: 'inactive', before: 'active' },
    ])
    expect((await suspend(admin.accessToken, demoUsers.seller.id)).json()).toMatchObject({ message: 'This user is suspended already', code: 'CONFLICT' })

    const back = await reinstate(admin.accessToken, demoUsers.seller.id)
    expect(back.json()).toMatchObject({ standing: { suspended: false, suspendedReason: null } })
    expect(await publicIds()).toEqual([listingId])
    expect((await app.inject({ url: `/api/properties/public/${listingId}` })).statusCode).toBe(200)
    clock.advance(2 * 60 * 1000)
    const again = await signIn(app, demoUsers.seller.phoneNumber, '192.0.2.26')
    expect((await app.inject({ url: '/api/users/me', headers: bearer(again.accessToken) })).statusCode).toBe(200)
    expect((await reinstate(admin.accessToken, demoUsers.seller.id)).json()).toMatchObject({ message: 'This user is not suspended' })

    const audit = await database.query<{ action: string; reason: string; after: unknown }>('SELECT action, reason, after FROM admin_actions ORDER BY created_at')
    expect(audit).toEqual([
      { action: 'user.suspend', reason: 'Listings with fake prices', after: { suspended: true, hiddenListings: 1 } },
      { action: 'user.reinstate', reason: 'Prices corrected', after: { suspended: false, restoredListings: 1 } },
    ])
    const notices = await database.query<{ title: string }>('SELECT title FROM notifications WHERE user_id = $1', [demoUsers.seller.id])
    expect(notices).toEqual([{ title: 'Your account is reinstated' }])
  })

  it('keeps a listing an admin changed meanwhile as they left it', async () => {
    await suspend(admin.accessToken, demoUsers.seller.id)
    await database.query(`UPDATE properties SET status = 'sold', doc = jsonb_set(doc, '{basicInfo,status}', '"sold"') WHERE id = $1`, [listingId])
    await reinstate(admin.accessToken, demoUsers.seller.id)
    const [row] = await database.query('SELECT status, status_before_suspension AS before FROM properties WHERE id = $1', [listingId])
    expect(row).toEqual({ status: 'sold', before: null })
  })

  it('is for admins only, never of oneself, and wants a reason', async () => {
    const dealer = await signIn(app, demoUsers.dealer.phoneNumber, '192.0.2.27')
    for (const token of [seller.accessToken, dealer.accessToken]) {
      expect((await suspend(token, demoUsers.buyer.id)).statusCode).toBe(403)
      expect((await reinstate(token, demoUsers.buyer.id)).statusCode).toBe(403)
    }
    expect((await app.inject({ method: 'POST', url: `/api/admin/users/${demoUsers.buyer.id}/suspension`, payload: { reason: 'No token' } })).statusCode).toBe(401)
    expect((await suspend(admin.accessToken, demoUsers.admin.id)).json()).toMatchObject({ message: 'You cannot suspend your own account', code: 'CONFLICT' })
    expect((await suspend(admin.accessToken, demoUsers.buyer.id, '')).statusCode).toBe(400)
    expect((await suspend(admin.accessToken, '00000000-0000-4000-8000-00000000dead')).statusCode).toBe(404)
    expect(await publicIds()).toEqual([listingId])
  })

})
