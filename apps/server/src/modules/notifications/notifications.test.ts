// The notification calls on both engines: the caller's own list (newest first, paginated,
// ?unread=true), the unread count, read one and read all, another's notification as a 404, the
// signed-out 401, and the SMS-reminder setting.
import { notificationMessages } from '@vishwas/domain'
import { describe, expect, it } from 'vitest'
import { demoUsers, requestAs, signedOut, usePropertyKit } from '../properties/properties-test-kit'
import { notify } from './notifications-test-kit'

const kit = usePropertyKit()

type Listed = { notifications: { id: string; title: string; read: boolean; readAt?: string; link?: string; kind: string }[]; unreadCount: number; pagination: { total: number; pages: number } }

const list = async (query = '') => {
  const response = await requestAs(kit, 'buyer', { url: `/api/notifications${query}` })
  expect(response.statusCode, response.body).toBe(200)
  return response.json<Listed>()
}

describe('notifications', () => {
  it('lists the caller’s own, newest first, paginated, with the unread count', async () => {
    const ids: string[] = []
    for (let n = 1; n <= 3; n += 1) ids.push(await notify(kit.database, demoUsers.buyer.id, { title: `Number ${n}`, link: `/property/${n}` }))
    await notify(kit.database, demoUsers.seller.id, { title: 'For the seller' })
    const all = await list()
    expect(all.notifications.map((item) => item.title)).toEqual(['Number 3', 'Number 2', 'Number 1'])
    expect(all.notifications[0]).toMatchObject({ id: ids[2], kind: 'system', read: false, link: '/property/3' })
    expect(all.notifications[0]).not.toHaveProperty('readAt')
    expect(all.unreadCount).toBe(3)
    const page = await list('?page=2&limit=2')
    expect(page.notifications.map((item) => item.title)).toEqual(['Number 1'])
    expect(page.pagination).toEqual({ page: 2, limit: 2, total: 3, pages: 2 })
    expect((await requestAs(kit, 'buyer', { url: '/api/notifications/unread-count' })).json()).toEqual({ success: true, unreadCount: 3 })
    expect((await requestAs(kit, 'seller', { url: '/api/notifications/unread-count' })).json()).toEqual({ success: true, unreadCount: 1 })
  })

  it('marks one read (once), filters the unread, and marks all read', async () => {
    const first = await notify(kit.database, demoUsers.buyer.id, { title: 'First' })
    await notify(kit.database, demoUsers.buyer.id, { title: 'Second' })
    const read = await requestAs(kit, 'buyer', { method: 'POST', url: `/api/notifications/${first}/read` })
    expect(read.statusCode, read.body).toBe(200)
    const { readAt } = read.json<{ notification: { read: boolean; readAt: string } }>().notification
    expect(read.json()).toMatchObject({ success: true, notification: { id: first, read: true } })
    const again = await requestAs(kit, 'buyer', { method: 'POST', url: `/api/notifications/${first}/read` })
    expect(again.json<{ notification: { readAt: string } }>().notification.readAt).toBe(readAt)
    expect((await list('?unread=true')).notifications.map((item) => item.title)).toEqual(['Second'])
    expect((await list('?unread=false')).notifications).toHaveLength(2)
    const all = await requestAs(kit, 'buyer', { method: 'POST', url: '/api/notifications/read-all' })
    expect(all.json()).toEqual({ success: true, updated: 1, unreadCount: 0 })
    expect((await list()).unreadCount).toBe(0)
    expect((await requestAs(kit, 'buyer', { method: 'POST', url: '/api/notifications/read-all' })).json()).toEqual({ success: true, updated: 0, unreadCount: 0 })
  })

  it("answers another user's notification as not found and leaves it unread", async () => {
    const theirs = await notify(kit.database, demoUsers.seller.id)
    for (const caller of ['buyer', 'admin'] as const) {
      const response = await requestAs(kit, caller, { method: 'POST', url: `/api/notifications/${theirs}/read` })
      expect(response.statusCode).toBe(404)
      expect(response.json()).toEqual({ success: false, message: notificationMessages.notFound, code: 'NOT_FOUND' })
    }
    await requestAs(kit, 'buyer', { method: 'POST', url: '/api/notifications/read-all' })
    expect((await requestAs(kit, 'seller', { url: '/api/notifications/unread-count' })).json()).toEqual({ success: true, unreadCount: 1 })
    expect((await requestAs(kit, 'buyer', { method: 'POST', url: '/api/notifications/00000000-0000-4000-8000-00000000abcd/read' })).statusCode).toBe(404)
    expect((await requestAs(kit, 'buyer', { method: 'POST', url: '/api/notifications/not-a-uuid/read' })).statusCode).toBe(400)
    expect((await requestAs(kit, 'buyer', { url: '/api/notifications?unread=maybe' })).statusCode).toBe(400)
    expect((await requestAs(kit, 'buyer', { url: '/api/notifications?userId=x' })).statusCode).toBe(400)
  })

  it('refuses the signed-out with 401 on every call', async () => {
    const calls = [
      { url: '/api/notifications' },
      { url: '/api/notifications/unread-count' },
      { url: '/api/notifications/stream' },
      { method: 'POST' as const, url: '/api/notifications/read-all' },
      { method: 'POST' as const, url: '/api/notifications/00000000-0000-4000-8000-00000000abcd/read' },
      { url: '/api/users/me/notification-settings' },
      { method: 'PUT' as const, url: '/api/users/me/notification-settings', payload: { smsReminders: false } },
    ]
    for (const call of calls) {
      const response = await requestAs(kit, null, call)
      expect(response.statusCode, call.url).toBe(401)
      expect(response.json()).toEqual(signedOut)
    }
  })

  it('reads and changes the SMS-reminder setting of the caller only', async () => {
    const url = '/api/users/me/notification-settings'
    expect((await requestAs(kit, 'buyer', { url })).json()).toEqual({ success: true, settings: { smsReminders: true } })
    const off = await requestAs(kit, 'buyer', { method: 'PUT', url, payload: { smsReminders: false } })
    expect(off.json()).toEqual({ success: true, settings: { smsReminders: false } })
    expect((await requestAs(kit, 'buyer', { url })).json()).toEqual({ success: true, settings: { smsReminders: false } })
    expect((await requestAs(kit, 'seller', { url })).json()).toEqual({ success: true, settings: { smsReminders: true } })
    expect((await requestAs(kit, 'buyer', { method: 'PUT', url, payload: { smsReminders: 'no' } })).statusCode).toBe(400)
    expect((await requestAs(kit, 'buyer', { method: 'PUT', url, payload: { smsReminders: true, userId: demoUsers.seller.id } })).statusCode).toBe(400)
    expect((await requestAs(kit, 'buyer', { method: 'PUT', url, payload: {} })).statusCode).toBe(400)
  })
})
