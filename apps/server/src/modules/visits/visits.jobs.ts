// The visit reminders (issue #23), a scheduled job: 24 hours and 1 hour before each confirmed
// visit, the visitor and the property side get a notification and, unless they turned SMS
// reminders off (users.sms_reminders), a text through the SMS provider. Each reminder is claimed
// on its row before anything is sent, so it goes once however many instances run the job; a text
// the provider refuses is logged, not retried (a late reminder is worse than none).
import type { FastifyBaseLogger } from 'fastify'
import type { DatabaseHandle } from '../../db/database'
import type { SmsProvider } from '../../providers/sms/sms-provider'
import { createVisitsRepository, type DueReminder } from './visits.repository'

const when = (iso: string) => new Date(iso).toLocaleString('en-IN', { timeZone: 'Asia/Kolkata', dateStyle: 'medium', timeStyle: 'short' }).replace(/\u202f/g, ' ')

export function reminderText(reminder: DueReminder, which: 'day' | 'hour', brandName: string): string {
  const lead = which === 'day' ? 'Tomorrow' : 'In an hour'
  const where = reminder.mode === 'video' ? 'by video' : `at ${reminder.propertyAddress}`
  return `${brandName}: ${lead}, site visit of ${reminder.propertyTitle} ${where}, ${when(reminder.slotStart)} (India time).`
}

export function createVisitReminderJob(input: { database: DatabaseHandle; sms: () => SmsProvider; brandName: string; log?: Pick<FastifyBaseLogger, 'warn'> }) {
  const visits = createVisitsRepository(input.database)
  /** Sends what is due at `now`; answers how many reminders (visits) it sent. */
  return async (now: Date): Promise<number> => {
    let sent = 0
    for (const which of ['hour', 'day'] as const) {
      const due = await visits.claimReminders({
        which,
        now: now.toISOString(),
        notify: (reminder) =>
          reminder.recipients.map((person) => ({
            userId: person.userId,
            kind: 'visit',
            title: `${which === 'day' ? 'Visit tomorrow' : 'Visit in an hour'}: ${reminder.propertyTitle}`,
            body: reminderText(reminder, which, input.brandName),
            link: person.isVisitor ? `/profile/activity?visit=${reminder.visitId}` : `/${reminder.propertyId}/tools?section=visits`,
          })),
      })
      const sms = input.sms()
      for (const reminder of due) {
        const text = reminderText(reminder, which, input.brandName)
        for (const person of reminder.recipients) {
          if (!person.smsReminders || !person.phoneNumber || !sms.sendText) continue
          await sms.sendText({ phoneNumber: person.phoneNumber, text }).catch((error: unknown) => input.log?.warn({ err: error, visitId: reminder.visitId }, 'visit reminder text not sent'))
        }
      }
      sent += due.length
    }
    return sent
  }
}
