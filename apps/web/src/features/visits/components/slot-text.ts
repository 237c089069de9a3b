import { fromIndiaLocalInput, type VisitSlot } from '@vishwas/domain'
import type { SlotDraft } from './slot-fields'

const dateTime = new Intl.DateTimeFormat('en-IN', { timeZone: 'Asia/Kolkata', weekday: 'short', day: 'numeric', month: 'short', hour: 'numeric', minute: '2-digit' })
const time = new Intl.DateTimeFormat('en-IN', { timeZone: 'Asia/Kolkata', hour: 'numeric', minute: '2-digit' })

/** 'Tue, 2 Dec, 10:00 am – 11:00 am' in India time. */
export function slotText(slot: VisitSlot): string {
  return `${dateTime.format(new Date(slot.start))} – ${time.format(new Date(slot.end))}`.replace(/\u202f/g, ' ')
}

/** A drafted slot as the API's, or undefined while its start is not a date and time. */
export function draftToSlot(draft: SlotDraft): VisitSlot | undefined {
  const start = fromIndiaLocalInput(draft.start)
  return start ? { start, end: new Date(Date.parse(start) + draft.minutes * 60_000).toISOString() } : undefined
}

export const visitStatusLabels = { requested: 'Requested', confirmed: 'Confirmed', completed: 'Completed', cancelled: 'Cancelled', 'no-show': 'No-show' } as const
