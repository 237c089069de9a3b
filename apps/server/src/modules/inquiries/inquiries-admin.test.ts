// The admin console's inquiry calls: every inquiry by status and listing, the thread, and moving
// the status as an admin (recorded in the audit trail, the asker notified); admins only.
import { messages } from '@vishwas/domain'
import { describe, expect, it } from 'vitest'
import { createAs, demoUsers, requestAs, usePropertyKit, type Caller } from '../properties/properties-test-kit'
import { notificationsOf } from '../visits/visits-test-kit'

const kit = usePropertyKit()

type Inquiry = { id: string; status: string; version: number; allowedActions: string[]; propertyId: string }

async function askAs(caller: Caller, propertyId: string, message: string): Promise<Inquiry> {
  const response = await requestAs(kit, caller, { method: 'POST', url: `/api/properties/${propertyId}/inquiries`, payload: { message } })
  if (response.statusCode !== 201) throw new Error(`ask failed: ${response.statusCode} ${response.body}`)
  return response.json<{ inquiry: Inquiry }>().inquiry
}

describe('admin inquiry calls', () => {
  it('list every inquiry by status and listing, with its thread, and move its status as an admin, recorded', async () => {
    const first = await createAs(kit, 'seller')
    const second = await createAs(kit, 'otherSeller')
    const onFirst = await askAs('buyer', first.id, 'Is the price negotiable?')
    const onSecond = await askAs('dealer', second.id, 'Can I bring a client?')

    const all = await requestAs(kit, 'admin', { url: '/api/admin/inquiries' })
    expect(all.statusCode).toBe(200)
    expect(all.json()).toMatchObject({ pagination: { total: 2 } })
    expect(all.json<{ inquiries: Inquiry[] }>().inquiries.every((inquiry) => inquiry.allowedActions.includes('contact'))).toBe(true)
    expect((await requestAs(kit, 'admin', { url: `/api/admin/inquiries?propertyId=${second.reference}` })).json()).toMatchObject({ inquiries: [{ id: onSecond.id }], pagination: { total: 1 } })

    const thread = await requestAs(kit, 'admin', { url: `/api/admin/inquiries/${onFirst.id}` })
    expect(thread.json()).toMatchObject({ inquiry: { id: onFirst.id, status: 'new' }, messages: [{ body: 'Is the price negotiable?', fromAsker: true }] })

    const moved = await requestAs(kit, 'admin', { method: 'POST', url: `/api/admin/inquiries/${onFirst.id}/transitions`, payload: { action: 'mark-spam', version: onFirst.version, reason: 'Repeated offers' } })
    expect(moved.statusCode, moved.body).toBe(200)
    expect(moved.json()).toMatchObject({ inquiry: { status: 'spam', version: onFirst.version + 1 } })
    expect((await requestAs(kit, 'admin', { url: '/api/admin/inquiries?status=spam' })).json()).toMatchObject({ inquiries: [{ id: onFirst.id }], pagination: { total: 1 } })
    const audit = await requestAs(kit, 'admin', { url: `/api/admin/audit?targetType=inquiry&targetId=${onFirst.id}` })
    expect(audit.json()).toMatchObject({ actions: [{ action: 'inquiry.mark-spam', actorId: demoUsers.admin.id, before: { status: 'new' }, after: { status: 'spam' }, reason: 'Repeated offers' }] })
    expect((await notificationsOf(kit, demoUsers.buyer.id)).map((n) => n.title)).toContain(`Inquiry about ${first.basicInfo.title}: spam`)

    // A move the status does not allow, and a stale version.
    const again = await requestAs(kit, 'admin', { method: 'POST', url: `/api/admin/inquiries/${onFirst.id}/transitions`, payload: { action: 'contact' } })
    expect(again.statusCode).toBe(409)
    const stale = await requestAs(kit, 'admin', { method: 'POST', url: `/api/admin/inquiries/${onSecond.id}/transitions`, payload: { action: 'contact', version: onSecond.version + 5 } })
    expect(stale.statusCode).toBe(409)
    expect((await requestAs(kit, 'admin', { url: '/api/admin/inquiries/00000000-0000-4000-8000-00000000dead' })).statusCode).toBe(404)
  })

  it('are refused to sellers, dealers and buyers (403) and signed-out callers (401), even on their own inquiries', async () => {
    const property = await createAs(kit, 'seller')
    const inquiry = await askAs('dealer', property.id, 'Is it vacant?')
    const calls = [
      { method: 'GET' as const, url: '/api/admin/inquiries' },
      { method: 'GET' as const, url: `/api/admin/inquiries/${inquiry.id}` },
      { method: 'POST' as const, url: `/api/admin/inquiries/${inquiry.id}/transitions`, payload: { action: 'close' } },
    ]
    for (const call of calls) {
      for (const caller of ['seller', 'dealer', 'buyer'] as Caller[]) {
        const response = await requestAs(kit, caller, call)
        expect(response.statusCode, `${caller} ${call.url}`).toBe(403)
        expect(response.json()).toMatchObject({ message: messages.adminPrivilegesRequired })
      }
      expect((await requestAs(kit, null, call)).statusCode).toBe(401)
    }
    expect((await requestAs(kit, 'admin', { url: `/api/admin/inquiries/${inquiry.id}` })).json()).toMatchObject({ inquiry: { status: 'new' } })
  })
})
