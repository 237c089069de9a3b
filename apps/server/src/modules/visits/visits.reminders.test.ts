// The visit reminders: 24 h and 1 h before a confirmed visit, to the visitor and the property
// side, as notifications and as texts unless the person turned SMS reminders off; each once, even
// when two instances run the job at the same moment.
import { describe, expect, it } from 'vitest'
import type { SmsProvider, TextMessage } from '../../providers/sms/sms-provider'
import { demoUsers, usePropertyKit } from '../properties/properties-test-kit'
import { createVisitReminderJob } from './visits.jobs'
import { insertVisit, listingOf, notificationsOf } from './visits-test-kit'

const kit = usePropertyKit()
const HOUR = 3_600_000

function recordingSms(): SmsProvider & { texts: TextMessage[] } {
  const texts: TextMessage[] = []
  return { name: 'console', texts, sendCode: () => Promise.resolve(), sendText: (message) => Promise.resolve(void texts.push(message)) }
}

describe('visit reminders', () => {
  it('go a day and an hour before, to both sides, each once even from two instances at once', async () => {
    const property = await listingOf(kit)
    const start = new Date('2030-01-15T05:30:00.000Z') // 11:00 in India
    const id = await insertVisit(kit, { propertyId: property.id, visitorId: demoUsers.buyer.id, status: 'confirmed', slots: [{ start: start.toISOString(), end: new Date(start.getTime() + HOUR).toISOString() }] })
    await insertVisit(kit, { propertyId: property.id, visitorId: demoUsers.dealer.id, status: 'requested', slots: [{ start: start.toISOString(), end: new Date(start.getTime() + HOUR).toISOString() }] })
    await kit.database.query('UPDATE users SET sms_reminders = false WHERE id = $1', [demoUsers.seller.id])
    const sms = recordingSms()
    const instanceA = createVisitReminderJob({ database: kit.database, sms: () => sms, brandName: 'Vishwas' })
    const instanceB = createVisitReminderJob({ database: kit.database, sms: () => sms, brandName: 'Vishwas' })

    expect(await instanceA(new Date(start.getTime() - 25 * HOUR))).toBe(0)
    const dayBefore = new Date(start.getTime() - 23 * HOUR)
    expect((await Promise.all([instanceA(dayBefore), instanceB(dayBefore)])).sort()).toEqual([0, 1])
    expect(await instanceA(new Date(start.getTime() - 2 * HOUR))).toBe(0)
    const hourBefore = new Date(start.getTime() - 50 * 60_000)
    expect((await Promise.all([instanceA(hourBefore), instanceB(hourBefore)])).sort()).toEqual([0, 1])
    expect(await instanceB(new Date(start.getTime() - 10 * 60_000))).toBe(0)

    const title = property.basicInfo.title
    expect((await notificationsOf(kit, demoUsers.buyer.id)).map((n) => [n.title, n.link])).toEqual([
      [`Visit tomorrow: ${title}`, `/profile/activity?visit=${id}`],
      [`Visit in an hour: ${title}`, `/profile/activity?visit=${id}`],
    ])
    expect((await notificationsOf(kit, demoUsers.seller.id)).map((n) => n.title)).toEqual([`Visit tomorrow: ${title}`, `Visit in an hour: ${title}`])
    // The seller turned texts off: only the buyer is texted, once per reminder.
    expect(sms.texts.map((text) => text.phoneNumber)).toEqual([demoUsers.buyer.phoneNumber, demoUsers.buyer.phoneNumber])
    expect(sms.texts[0]?.text).toBe(`Vishwas: Tomorrow, site visit of ${title} at Flat 1203, Tower B, Sector 70, Mohali, 15 Jan 2030, 11:00 am (India time).`)
    const [row] = await kit.database.query<{ day: boolean; hour: boolean }>('SELECT reminder_day_sent_at IS NOT NULL AS day, reminder_hour_sent_at IS NOT NULL AS hour FROM site_visits WHERE id = $1', [id])
    expect(row).toEqual({ day: true, hour: true })
  })

  it('skips the day-before reminder of a visit confirmed within the hour, and cancelled visits', async () => {
    const property = await listingOf(kit)
    const start = new Date('2030-01-15T05:30:00.000Z')
    const slot = { start: start.toISOString(), end: new Date(start.getTime() + HOUR).toISOString() }
    await insertVisit(kit, { propertyId: property.id, visitorId: demoUsers.buyer.id, status: 'confirmed', slots: [slot] })
    await insertVisit(kit, { propertyId: property.id, visitorId: demoUsers.dealer.id, status: 'cancelled', slots: [slot] })
    const sms = recordingSms()
    const job = createVisitReminderJob({ database: kit.database, sms: () => sms, brandName: 'Vishwas' })
    expect(await job(new Date(start.getTime() - 30 * 60_000))).toBe(1)
    expect((await notificationsOf(kit, demoUsers.buyer.id)).map((n) => n.title)).toEqual([`Visit in an hour: ${property.basicInfo.title}`])
    expect(await notificationsOf(kit, demoUsers.dealer.id)).toEqual([])
  })

  it('runs on the job runner as visit-reminders', () => {
    expect(kit.app.jobs.jobs.map((job) => job.name)).toContain('visit-reminders')
  })
})
