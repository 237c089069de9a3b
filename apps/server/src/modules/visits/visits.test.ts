// Site visits on both engines: booking (bad input of issue #23 refused with the domain's
// messages), the turn of confirm / propose / accept, notifications to the other side, the host's
// calendar, who may see a visit (404 for anyone else), and the .ics file.
import { visitMessages, visitSlotMessages } from '@vishwas/domain'
import { describe, expect, it } from 'vitest'
import { demoUsers, otherSeller, requestAs, usePropertyKit } from '../properties/properties-test-kit'
import { bookVisit, indiaTime, listingOf, moveVisit, notificationsOf, pastSlot, slotAt } from './visits-test-kit'

const kit = usePropertyKit()

type Visit = { id: string; status: string; version: number; slot: { start: string; end: string }; proposedSlots: { start: string; end: string }[]; proposedBy: string; allowedActions: string[] }
const visitOf = (response: { json<T>(): T }) => response.json<{ visit: Visit }>().visit

describe('booking a site visit', () => {
  it('proposes up to three slots, notifies the property side, and the seller confirms one', async () => {
    const property = await listingOf(kit)
    const slots = [slotAt(3, 16), slotAt(2, 10)]
    const booked = await bookVisit(kit, 'buyer', property.reference, { slots, mode: 'video', notes: 'Ring the bell' })
    expect(booked.statusCode, booked.body).toBe(201)
    const visit = visitOf(booked)
    expect(visit).toMatchObject({ status: 'requested', proposedBy: 'visitor', slot: slots[1], allowedActions: ['propose', 'cancel'] })
    expect(visit.proposedSlots).toEqual([slots[1], slots[0]])
    const told = await notificationsOf(kit, demoUsers.seller.id)
    expect(told).toEqual([expect.objectContaining({ kind: 'visit', title: `Visit requested at ${property.basicInfo.title}`, link: `/${property.id}/tools?section=visits` })])

    const seen = visitOf(await requestAs(kit, 'seller', { url: `/api/visits/${visit.id}` }))
    expect(seen.allowedActions).toEqual(['confirm', 'propose', 'cancel'])
    const confirmed = await moveVisit(kit, 'seller', visit.id, { action: 'confirm', slotStart: slots[0]!.start, version: seen.version })
    expect(confirmed.statusCode, confirmed.body).toBe(200)
    expect(visitOf(confirmed)).toMatchObject({ status: 'confirmed', slot: slots[0], version: 1 })
    expect((await notificationsOf(kit, demoUsers.buyer.id)).map((n) => n.title)).toEqual([`Visit confirmed at ${property.basicInfo.title}`])
  })

  it('lets the property side propose another slot, which only the visitor then accepts', async () => {
    const property = await listingOf(kit)
    const visit = visitOf(await bookVisit(kit, 'buyer', property.id, { slots: [slotAt(2, 10)] }))
    const other = slotAt(4, 18)
    const proposed = await moveVisit(kit, 'seller', visit.id, { action: 'propose', slots: [other] })
    expect(visitOf(proposed)).toMatchObject({ status: 'requested', proposedBy: 'property side', proposedSlots: [other], slot: other })
    const early = await moveVisit(kit, 'seller', visit.id, { action: 'confirm' })
    expect(early.statusCode).toBe(409)
    expect(early.json()).toMatchObject({ message: visitMessages.awaitingVisitor })
    const accepted = await moveVisit(kit, 'buyer', visit.id, { action: 'accept' })
    expect(accepted.statusCode, accepted.body).toBe(200)
    expect(visitOf(accepted)).toMatchObject({ status: 'confirmed', slot: other })
    expect((await notificationsOf(kit, demoUsers.seller.id)).map((n) => n.title)).toEqual([
      `Visit requested at ${property.basicInfo.title}`,
      `Visit confirmed at ${property.basicInfo.title}`,
    ])
  })

  it('refuses the bad input of the issue: past, outside 07:00-21:00 India time, too many slots, own property', async () => {
    const property = await listingOf(kit)
    const refused = async (payload: unknown, message: string, caller: 'buyer' | 'seller' = 'buyer') => {
      const response = await bookVisit(kit, caller, property.id, payload)
      expect(response.statusCode, response.body).toBe(422)
      expect(response.json()).toMatchObject({ success: false, message })
    }
    await refused({ slots: [pastSlot()] }, visitSlotMessages.inPast)
    await refused({ slots: [{ start: indiaTime(2, 6, 30), end: indiaTime(2, 7, 30) }] }, visitSlotMessages.outsideHours)
    await refused({ slots: [{ start: indiaTime(2, 20, 30), end: indiaTime(2, 21, 30) }] }, visitSlotMessages.outsideHours)
    await refused({ slots: [slotAt(2, 10, 15)] }, visitSlotMessages.length)
    await refused({ slots: [slotAt(2, 10), slotAt(2, 12), slotAt(2, 14), slotAt(2, 16)] }, visitSlotMessages.tooManySlots)
    await refused({ slots: [] }, visitSlotMessages.noSlots)
    await refused({ slots: [slotAt(2, 10)] }, visitMessages.ownProperty, 'seller')
    expect((await bookVisit(kit, 'buyer', property.id, { slots: [{ start: 'tomorrow', end: 'later' }] })).statusCode).toBe(400)
    expect(await kit.database.query('SELECT id FROM site_visits')).toEqual([])
    expect(await notificationsOf(kit, demoUsers.seller.id)).toEqual([])
  })

  it('keeps one open visit per person and listing, and refuses the signed-out and unknown listings', async () => {
    const property = await listingOf(kit)
    expect((await bookVisit(kit, 'buyer', property.id, { slots: [slotAt(2, 10)] })).statusCode).toBe(201)
    const again = await bookVisit(kit, 'buyer', property.id, { slots: [slotAt(3, 10)] })
    expect(again.statusCode).toBe(409)
    expect(again.json()).toMatchObject({ message: visitMessages.alreadyBooked })
    expect((await bookVisit(kit, null, property.id, { slots: [slotAt(2, 10)] })).statusCode).toBe(401)
    expect((await bookVisit(kit, 'buyer', '00000000-0000-4000-8000-0000000000ff', { slots: [slotAt(2, 10)] })).statusCode).toBe(404)
  })
})

describe('who sees a visit', () => {
  it('the visitor, the property side and admins; another buyer or seller gets 404, the signed-out 401', async () => {
    const property = await listingOf(kit)
    const visit = visitOf(await bookVisit(kit, 'buyer', property.id, { slots: [slotAt(2, 10)] }))
    for (const caller of ['buyer', 'seller', 'admin', 'dealer'] as const) expect((await requestAs(kit, caller, { url: `/api/visits/${visit.id}` })).statusCode, caller).toBe(200)
    const stranger = await requestAs(kit, 'otherSeller', { url: `/api/visits/${visit.id}` })
    expect(stranger.statusCode).toBe(404)
    expect(stranger.json()).toMatchObject({ message: visitMessages.notFound })
    expect((await moveVisit(kit, 'otherSeller', visit.id, { action: 'cancel' })).statusCode).toBe(404)
    expect((await requestAs(kit, 'otherSeller', { url: `/api/visits/${visit.id}/calendar.ics` })).statusCode).toBe(404)
    expect((await requestAs(kit, null, { url: `/api/visits/${visit.id}` })).statusCode).toBe(401)
    expect((await requestAs(kit, null, { url: `/api/visits/${visit.id}/calendar.ics` })).statusCode).toBe(401)
    const list = async (caller: 'buyer' | 'seller' | 'admin' | 'otherSeller', query: Record<string, string> = {}) =>
      (await requestAs(kit, caller, { url: '/api/visits', query })).json<{ visits: Visit[]; pagination: { total: number } }>()
    expect((await list('buyer')).visits.map((v) => v.id)).toEqual([visit.id])
    expect((await list('buyer', { role: 'property' })).visits).toEqual([])
    expect((await list('seller', { role: 'property' })).visits.map((v) => v.id)).toEqual([visit.id])
    expect((await list('admin')).pagination.total).toBe(1)
    expect((await list('otherSeller')).visits).toEqual([])
    expect((await list('otherSeller', { propertyId: property.id })).visits).toEqual([])
  })

  it("lists a listing's calendar by date range and status", async () => {
    const property = await listingOf(kit)
    const soon = visitOf(await bookVisit(kit, 'buyer', property.id, { slots: [slotAt(2, 10)] }))
    const [dealerVisit] = await kit.database.query<{ id: string }>(
      `INSERT INTO site_visits (property_id, visitor_id, proposed_slots, slot_start, slot_end) VALUES ($1, $2, '[]', $3, $4) RETURNING id::text AS id`,
      [property.id, otherSeller.id, slotAt(10, 10).start, slotAt(10, 10).end],
    )
    const calendar = async (query: Record<string, string>) =>
      (await requestAs(kit, 'seller', { url: '/api/visits', query: { propertyId: property.reference, ...query } })).json<{ visits: Visit[] }>().visits.map((v) => v.id)
    expect(await calendar({})).toEqual([soon.id, dealerVisit!.id])
    expect(await calendar({ from: indiaTime(1, 0), to: indiaTime(5, 0) })).toEqual([soon.id])
    expect(await calendar({ from: indiaTime(5, 0) })).toEqual([dealerVisit!.id])
    expect(await calendar({ status: 'confirmed' })).toEqual([])
    expect((await requestAs(kit, 'seller', { url: '/api/visits', query: { from: 'monday' } })).statusCode).toBe(400)
  })
})

describe('the calendar file', () => {
  it('is an RFC 5545 event in UTC with a UID, escaped text and CRLF lines', async () => {
    const property = await listingOf(kit)
    await kit.database.query(`UPDATE properties SET title = 'Flat; 3 BHK, Mohali' WHERE id = $1`, [property.id])
    const slot = slotAt(2, 10)
    const visit = visitOf(await bookVisit(kit, 'buyer', property.id, { slots: [slot] }))
    await moveVisit(kit, 'seller', visit.id, { action: 'confirm' })
    const response = await requestAs(kit, 'buyer', { url: `/api/visits/${visit.id}/calendar.ics` })
    expect(response.statusCode, response.body).toBe(200)
    expect(response.headers['content-type']).toBe('text/calendar; charset=utf-8')
    expect(response.headers['content-disposition']).toMatch(/^attachment; filename="visit-PROP-.+\.ics"$/)
    const utc = (iso: string) => iso.replace(/[-:]/g, '').replace('.000', '')
    const body = response.body
    expect(body.startsWith('BEGIN:VCALENDAR\r\nVERSION:2.0\r\n')).toBe(true)
    expect(body).toContain(`\r\nUID:${visit.id}@vishwas.visits\r\n`)
    expect(body).toContain(`\r\nDTSTART:${utc(slot.start)}\r\nDTEND:${utc(slot.end)}\r\nSEQUENCE:1\r\nSTATUS:CONFIRMED\r\n`)
    expect(body).toContain('SUMMARY:Site visit: Flat\\; 3 BHK\\, Mohali\r\n')
    expect(body.split('\r\n').every((line) => new TextEncoder().encode(line).length <= 75)).toBe(true)
    expect(body.endsWith('END:VEVENT\r\nEND:VCALENDAR\r\n')).toBe(true)
    expect((await requestAs(kit, 'seller', { url: `/api/visits/${visit.id}/calendar.ics` })).statusCode).toBe(200)
  })
})
