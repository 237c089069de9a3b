// Inquiries on both engines: asking (a second ask joins the open thread), the number shown to the
// property side only when shared, the thread with notifications both ways, lists by role,
// status and listing, who may see one (404 for anyone else), and the limits.
import { MAX_INQUIRIES_PER_DAY, inquiryMessages } from '@vishwas/domain'
import { describe, expect, it } from 'vitest'
import { demoUsers, requestAs, usePropertyKit } from '../properties/properties-test-kit'
import { ask, listingOf, notificationsOf } from '../visits/visits-test-kit'

const kit = usePropertyKit()

type Inquiry = { id: string; status: string; version: number; phoneNumber?: string; sharePhone: boolean; message: string; messageCount: number; name: string; allowedActions: string[] }
type Message = { authorId: string | null; authorName: string | null; fromAsker: boolean; body: string }
const inquiryOf = (response: { json<T>(): T }) => response.json<{ inquiry: Inquiry }>().inquiry
const threadOf = async (caller: 'buyer' | 'seller' | 'admin', id: string) => (await requestAs(kit, caller, { url: `/api/inquiries/${id}` })).json<{ inquiry: Inquiry; messages: Message[] }>()

describe('asking about a listing', () => {
  it('starts a thread, notifies the property side, and a second ask joins it', async () => {
    const property = await listingOf(kit)
    const first = await ask(kit, 'buyer', property.reference, { message: '  Is the price negotiable?  ' })
    expect(first.statusCode, first.body).toBe(201)
    const inquiry = inquiryOf(first)
    expect(inquiry).toMatchObject({ status: 'new', message: 'Is the price negotiable?', sharePhone: false, name: demoUsers.buyer.fullName, channel: 'web' })
    expect(inquiry.phoneNumber).toBeUndefined()
    expect(await notificationsOf(kit, demoUsers.seller.id)).toEqual([
      { kind: 'inquiry', title: `New question about ${property.basicInfo.title}`, body: 'Is the price negotiable?', link: `/${property.id}/tools?section=inquiries&inquiry=${inquiry.id}` },
    ])
    const second = await ask(kit, 'buyer', property.id, { message: 'And is parking included?' })
    expect(second.statusCode).toBe(200)
    expect(second.json()).toMatchObject({ created: false, inquiry: { id: inquiry.id, messageCount: 2 } })
    expect(await kit.database.query('SELECT id FROM inquiries')).toHaveLength(1)
  })

  it("shows the asker's number to the property side only when they ticked share", async () => {
    const property = await listingOf(kit)
    const hidden = inquiryOf(await ask(kit, 'buyer', property.id, { message: 'Call me?' }))
    expect((await threadOf('seller', hidden.id)).inquiry.phoneNumber).toBeUndefined()
    const list = await requestAs(kit, 'seller', { url: '/api/inquiries', query: { role: 'property' } })
    expect(JSON.stringify(list.json())).not.toContain(demoUsers.buyer.phoneNumber)
    await ask(kit, 'buyer', property.id, { message: 'Yes, call me', sharePhone: true })
    expect((await threadOf('seller', hidden.id)).inquiry).toMatchObject({ sharePhone: true, phoneNumber: demoUsers.buyer.phoneNumber })
  })

  it('answers in the thread both ways, each reply notifying the other side; the asker does not see owners by name', async () => {
    const property = await listingOf(kit)
    const inquiry = inquiryOf(await ask(kit, 'buyer', property.id, { message: 'Is it east facing?' }))
    const reply = await requestAs(kit, 'seller', { method: 'POST', url: `/api/inquiries/${inquiry.id}/messages`, payload: { body: 'Yes, <b>east</b> facing.' } })
    expect(reply.statusCode, reply.body).toBe(201)
    expect((await notificationsOf(kit, demoUsers.buyer.id)).map((n) => [n.title, n.link])).toEqual([[`Reply about ${property.basicInfo.title}`, `/profile/activity?inquiry=${inquiry.id}`]])
    expect((await requestAs(kit, 'buyer', { method: 'POST', url: `/api/inquiries/${inquiry.id}/messages`, payload: { body: 'Thanks!' } })).statusCode).toBe(201)
    expect((await notificationsOf(kit, demoUsers.seller.id)).map((n) => n.title)).toEqual([`New question about ${property.basicInfo.title}`, `New message about ${property.basicInfo.title}`])
    const asker = await threadOf('buyer', inquiry.id)
    expect(asker.messages.map((m) => [m.fromAsker, m.body, m.authorName])).toEqual([
      [true, 'Is it east facing?', demoUsers.buyer.fullName],
      [false, 'Yes, <b>east</b> facing.', null],
      [true, 'Thanks!', demoUsers.buyer.fullName],
    ])
    expect((await threadOf('seller', inquiry.id)).messages[1]).toMatchObject({ authorName: demoUsers.seller.fullName, authorId: demoUsers.seller.id })
    const empty = await requestAs(kit, 'buyer', { method: 'POST', url: `/api/inquiries/${inquiry.id}/messages`, payload: { body: '   ' } })
    expect(empty.statusCode).toBe(400)
  })

  it('refuses one’s own listing, a closed thread, spam askers and more than the daily number', async () => {
    const property = await listingOf(kit)
    const own = await ask(kit, 'seller', property.id, { message: 'Mine?' })
    expect(own.statusCode).toBe(422)
    expect(own.json()).toMatchObject({ message: inquiryMessages.ownProperty })
    const inquiry = inquiryOf(await ask(kit, 'buyer', property.id, { message: 'Hello' }))
    expect((await requestAs(kit, 'seller', { method: 'POST', url: `/api/inquiries/${inquiry.id}/transitions`, payload: { action: 'mark-spam' } })).statusCode).toBe(200)
    const closed = await requestAs(kit, 'buyer', { method: 'POST', url: `/api/inquiries/${inquiry.id}/messages`, payload: { body: 'Hello?' } })
    expect(closed.statusCode).toBe(409)
    expect(closed.json()).toMatchObject({ message: inquiryMessages.threadClosed('spam') })
    const again = await ask(kit, 'buyer', property.id, { message: 'Hello again' })
    expect(again.statusCode).toBe(409)
    expect(again.json()).toMatchObject({ message: inquiryMessages.markedSpam })
    await kit.database.query(
      `INSERT INTO inquiries (property_id, user_id, status) SELECT $1::uuid, $2::uuid, 'closed' FROM generate_series(1, $3::int)`,
      [property.id, demoUsers.dealer.id, MAX_INQUIRIES_PER_DAY],
    )
    const tooMany = await ask(kit, 'dealer', property.id, { message: 'One more' })
    expect(tooMany.statusCode).toBe(429)
    expect(tooMany.json()).toMatchObject({ message: inquiryMessages.tooMany })
  })
})

describe('who sees an inquiry', () => {
  it('the asker, the property side and admins; another buyer or seller gets 404, the signed-out 401', async () => {
    const property = await listingOf(kit)
    const inquiry = inquiryOf(await ask(kit, 'buyer', property.id, { message: 'Is it available?' }))
    for (const caller of ['buyer', 'seller', 'admin', 'dealer'] as const) expect((await requestAs(kit, caller, { url: `/api/inquiries/${inquiry.id}` })).statusCode, caller).toBe(200)
    const stranger = await requestAs(kit, 'otherSeller', { url: `/api/inquiries/${inquiry.id}` })
    expect(stranger.statusCode).toBe(404)
    expect(stranger.json()).toMatchObject({ message: inquiryMessages.notFound })
    expect((await requestAs(kit, 'otherSeller', { method: 'POST', url: `/api/inquiries/${inquiry.id}/messages`, payload: { body: 'hi' } })).statusCode).toBe(404)
    expect((await requestAs(kit, 'otherSeller', { method: 'POST', url: `/api/inquiries/${inquiry.id}/transitions`, payload: { action: 'close' } })).statusCode).toBe(404)
    expect((await requestAs(kit, null, { url: `/api/inquiries/${inquiry.id}` })).statusCode).toBe(401)
    expect((await requestAs(kit, null, { url: '/api/inquiries' })).statusCode).toBe(401)
    expect((await ask(kit, null, property.id, { message: 'hi' })).statusCode).toBe(401)

    const ids = async (caller: 'buyer' | 'seller' | 'admin' | 'otherSeller', query: Record<string, string> = {}) =>
      { const r = await requestAs(kit, caller, { url: '/api/inquiries', query }); expect(r.statusCode, r.body).toBe(200); return r.json<{ inquiries: Inquiry[] }>().inquiries.map((i) => i.id) }
    expect(await ids('buyer')).toEqual([inquiry.id])
    expect(await ids('buyer', { role: 'property' })).toEqual([])
    expect(await ids('seller', { role: 'property', status: 'new', propertyId: property.reference })).toEqual([inquiry.id])
    expect(await ids('seller', { status: 'closed' })).toEqual([])
    expect(await ids('admin')).toEqual([inquiry.id])
    expect(await ids('otherSeller')).toEqual([])
    expect(await ids('otherSeller', { propertyId: property.id })).toEqual([])
    const page = (await requestAs(kit, 'admin', { url: '/api/inquiries', query: { limit: '1', page: '1' } })).json()
    expect(page).toMatchObject({ pagination: { page: 1, limit: 1, total: 1, pages: 1 } })
  })
})
