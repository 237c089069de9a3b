// The audit trail: recorded in the change's transaction, read by admins only, filtered by object.
import { describe, expect, it } from 'vitest'
import { demoUsers, requestAs, usePropertyKit } from '../properties/properties-test-kit'
import { recordAdminAction } from './admin-audit.repository'

const kit = usePropertyKit()

describe('GET /api/admin/audit', () => {
  it('lists admin actions newest first, by object, to admins only', async () => {
    await kit.database.transaction(async (query) => {
      await recordAdminAction(query, { actorId: demoUsers.admin.id, action: 'user.suspend', targetType: 'user', targetId: demoUsers.seller.id, before: { suspended: false }, after: { suspended: true }, reason: 'Fake listings' })
      await recordAdminAction(query, { actorId: demoUsers.admin.id, action: 'payment.refund', targetType: 'payment', targetId: 'p-1', after: { refundedPaise: 100 }, reason: 'Duplicate' })
    })
    // A change rolled back takes its record with it.
    await expect(
      kit.database.transaction(async (query) => {
        await recordAdminAction(query, { actorId: demoUsers.admin.id, action: 'user.reinstate', targetType: 'user', targetId: demoUsers.seller.id })
        throw new Error('the change failed')
      }),
    ).rejects.toThrow('the change failed')

    const forUser = await requestAs(kit, 'admin', { url: `/api/admin/audit?targetType=user&targetId=${demoUsers.seller.id}` })
    expect(forUser.statusCode).toBe(200)
    expect(forUser.json()).toMatchObject({
      actions: [{ action: 'user.suspend', actorName: demoUsers.admin.fullName, before: { suspended: false }, after: { suspended: true }, reason: 'Fake listings' }],
      pagination: { total: 1 },
    })
    expect((await requestAs(kit, 'admin', { url: '/api/admin/audit' })).json()).toMatchObject({ pagination: { total: 2 } })
    for (const caller of ['seller', 'dealer', 'buyer'] as const) expect((await requestAs(kit, caller, { url: '/api/admin/audit' })).statusCode).toBe(403)
    expect((await requestAs(kit, null, { url: '/api/admin/audit' })).statusCode).toBe(401)
    expect((await requestAs(kit, 'admin', { url: '/api/admin/audit?targetType=planet' })).statusCode).toBe(400)
  })
})
