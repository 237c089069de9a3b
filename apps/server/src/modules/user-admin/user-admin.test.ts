// The admin's user calls: the list (search, filters, pages), adding a user, changing details and
// roles (never the last admin's), each recorded in the audit trail; every call refused to a
// seller and a dealer (403) and to no one signed in (401).
import { describe, expect, it } from 'vitest'
import { demoUsers, otherSeller, requestAs, usePropertyKit } from '../properties/properties-test-kit'

const kit = usePropertyKit()

type ListAnswer = { users: { id: string; fullName: string; roles: Record<string, boolean>; kycStatus: string; suspended: boolean }[]; pagination: { total: number; pages: number } }
const list = async (query = '') => (await requestAs(kit, 'admin', { url: `/api/admin/users${query}` })).json<ListAnswer>()
const namesOf = (answer: ListAnswer) => answer.users.map((user) => user.fullName).sort()
const put = (did: string, payload: object) => requestAs(kit, 'admin', { method: 'PUT', url: `/api/admin/users/${did}`, payload })

describe('GET /api/admin/users', () => {
  it('lists users newest first, paginated, searched by name, e-mail or phone and filtered by role, KYC and suspension', async () => {
    const all = await list()
    expect(all.pagination).toEqual({ page: 1, limit: 10, total: 5, pages: 1 })
    expect((await list('?limit=2&page=3')).users).toHaveLength(1)
    expect(namesOf(await list('?search=priya'))).toEqual(['Priya Verma'])
    expect(namesOf(await list('?search=BUYER@vishwas'))).toEqual(['Ananya Iyer'])
    expect(namesOf(await list('?search=98000%2000004'))).toEqual(['Ananya Iyer'])
    expect((await list('?search=%25')).users).toEqual([])
    expect(namesOf(await list('?role=seller'))).toEqual([demoUsers.seller.fullName, otherSeller.fullName].sort())
    expect(namesOf(await list('?role=dealer'))).toEqual([demoUsers.dealer.fullName])
    expect((await list('?kycStatus=pending')).users.every((user) => user.kycStatus === 'pending')).toBe(true)
    await kit.database.query('UPDATE users SET suspended_at = now() WHERE id = $1', [demoUsers.buyer.id])
    expect(namesOf(await list('?suspended=true'))).toEqual(['Ananya Iyer'])
    expect((await list('?suspended=false')).pagination.total).toBe(4)
    await kit.database.query(
      `INSERT INTO dealer_applications (user_id, rera_number, rera_state, agency_name, office_address) VALUES ($1, 'A51700012345', 'Maharashtra', 'Verma Realty', 'Sector 70, Mohali')`,
      [demoUsers.seller.id],
    )
    expect(namesOf(await list('?dealerPending=true'))).toEqual(['Priya Verma'])
    expect((await requestAs(kit, 'admin', { url: '/api/admin/users?role=wizard' })).statusCode).toBe(400)
    expect((await requestAs(kit, 'admin', { url: '/api/admin/users?limit=500' })).statusCode).toBe(400)
  })
})

describe('adding and changing users', () => {
  it('adds a user who can then sign in with the phone number; a taken number is a 409', async () => {
    const created = await requestAs(kit, 'admin', {
      method: 'POST',
      url: '/api/admin/users',
      payload: { phoneNumber: '98100 00049', fullName: 'Kavya Menon', email: 'kavya@mail.example', city: 'Kochi', state: 'Kerala', roles: { isSeller: true } },
    })
    expect(created.statusCode).toBe(201)
    const { user } = created.json<{ user: { id: string } }>()
    expect(created.json()).toMatchObject({ user: { phoneNumber: '+919810000049', fullName: 'Kavya Menon', roles: { isAdmin: false, isSeller: true, isDealer: false } }, standing: { suspended: false }, kyc: { status: 'not-started' }, dealer: { status: 'not-applied' } })
    const [audit] = await kit.database.query('SELECT action, target_id AS "targetId", actor_id AS "actorId" FROM admin_actions')
    expect(audit).toEqual({ action: 'user.create', targetId: user.id, actorId: demoUsers.admin.id })
    const again = await requestAs(kit, 'admin', { method: 'POST', url: '/api/admin/users', payload: { phoneNumber: '+919810000049', fullName: 'Someone', email: '', city: '', state: '' } })
    expect(again.json()).toMatchObject({ message: 'A user with this phone number exists already', code: 'CONFLICT' })
    expect((await requestAs(kit, 'admin', { method: 'POST', url: '/api/admin/users', payload: { phoneNumber: 'call me', fullName: 'X', email: '', city: '', state: '' } })).statusCode).toBe(400)
  })

  it('changes details and roles, recording before and after', async () => {
    const changed = await put(demoUsers.buyer.id, { fullName: 'Ananya R. Iyer', roles: { isAdmin: false, isSeller: true, isDealer: true } })
    expect(changed.statusCode).toBe(200)
    expect(changed.json()).toMatchObject({ user: { fullName: 'Ananya R. Iyer', roles: { isAdmin: false, isSeller: true, isDealer: true } } })
    const [audit] = await kit.database.query<{ action: string; before: { fullName: string }; after: { fullName: string } }>('SELECT action, before, after FROM admin_actions')
    expect(audit).toMatchObject({ action: 'user.roles', before: { fullName: 'Ananya Iyer', roles: { isDealer: false } }, after: { fullName: 'Ananya R. Iyer', roles: { isDealer: true } } })
    const grants = await kit.database.query('SELECT role, via FROM user_role_grants WHERE user_id = $1 ORDER BY role', [demoUsers.buyer.id])
    expect(grants).toEqual([{ role: 'dealer', via: 'admin' }, { role: 'seller', via: 'admin' }])
    // The new roles hold on the buyer's next request.
    expect((await requestAs(kit, 'buyer', { url: '/api/users/me' })).json()).toMatchObject({ user: { roles: { isDealer: true } } })
    expect((await put(demoUsers.buyer.id, { email: 'not an address' })).statusCode).toBe(400)
    expect((await put(demoUsers.buyer.id, { kycStatus: 'verified' })).statusCode).toBe(400)
    expect((await put('00000000-0000-4000-8000-00000000dead', { fullName: 'Nobody' })).statusCode).toBe(404)
  })

  it('refuses to demote the last admin, and allows it once there is another', async () => {
    const refused = await put(demoUsers.admin.id, { roles: { isAdmin: false, isSeller: false, isDealer: false } })
    expect(refused.statusCode).toBe(409)
    expect(refused.json()).toEqual({ success: false, message: 'This is the last admin: make someone else an admin first', code: 'CONFLICT' })
    expect((await kit.database.query('SELECT count(*)::int AS n FROM admin_actions'))[0]).toEqual({ n: 0 })
    await put(demoUsers.seller.id, { roles: { isAdmin: true, isSeller: true, isDealer: false } })
    expect((await put(demoUsers.admin.id, { roles: { isAdmin: false, isSeller: false, isDealer: false } })).statusCode).toBe(200)
    // The demoted admin loses the admin pages on their next request.
    expect((await requestAs(kit, 'admin', { url: '/api/admin/users' })).statusCode).toBe(403)
  })
})

describe('who may call', () => {
  const did = demoUsers.buyer.id
  const calls = [
    { method: 'GET' as const, url: '/api/admin/users' },
    { method: 'POST' as const, url: '/api/admin/users', payload: { phoneNumber: '+919810000048', fullName: 'X', email: '', city: '', state: '' } },
    { method: 'GET' as const, url: `/api/admin/users/${did}` },
    { method: 'PUT' as const, url: `/api/admin/users/${did}`, payload: { fullName: 'X' } },
    { method: 'POST' as const, url: `/api/admin/users/${did}/kyc-decision`, payload: { decision: 'verify', reason: 'Looks right' } },
    { method: 'POST' as const, url: `/api/admin/users/${did}/dealer-application-decision`, payload: { decision: 'approve', reason: 'Looks right' } },
    { method: 'POST' as const, url: `/api/admin/users/${did}/suspension`, payload: { reason: 'Looks wrong' } },
    { method: 'POST' as const, url: `/api/admin/users/${did}/reinstatement`, payload: { reason: 'Looks right' } },
  ]

  it.each(calls)('$method $url: 403 to a seller and a dealer, 401 signed out', async (call) => {
    for (const caller of ['seller', 'dealer', 'buyer'] as const) {
      const refused = await requestAs(kit, caller, call)
      expect(refused.statusCode).toBe(403)
      expect(refused.json()).toEqual({ success: false, message: 'You need admin privileges to access this page', code: 'FORBIDDEN' })
    }
    expect((await requestAs(kit, null, call)).statusCode).toBe(401)
    expect((await kit.database.query('SELECT count(*)::int AS n FROM admin_actions'))[0]).toEqual({ n: 0 })
  })

  it('gives an admin the whole picture of a user', async () => {
    const response = await requestAs(kit, 'admin', { url: `/api/admin/users/${demoUsers.dealer.id}` })
    expect(response.json()).toMatchObject({ success: true, user: { id: demoUsers.dealer.id, roles: { isDealer: true } }, standing: { suspended: false, suspendedAt: null }, kyc: { status: expect.any(String) }, dealer: { status: 'not-applied', application: null } })
  })
})
