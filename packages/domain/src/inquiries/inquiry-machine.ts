// An inquiry's life (issue #23): a signed-in user asks about a property, the people with property
// access answer in its thread. new -> contacted -> qualified -> closed, or spam. The asker may
// close their own question; only the property side (or an admin) sorts it.
import { inquiryStatuses } from '../schemas/engagement-enums'
import { defineStateMachine } from '../transactions/state-machine'

export const inquiryParties = ['asker', 'property side', 'admin'] as const
export type InquiryParty = (typeof inquiryParties)[number]
export type InquiryStatus = (typeof inquiryStatuses)[number]

export const inquiryMachine = defineStateMachine({
  entity: 'inquiry',
  statuses: inquiryStatuses,
  parties: inquiryParties,
  rules: [
    { action: 'contact', from: ['new'], to: 'contacted', by: ['property side', 'admin'] },
    { action: 'qualify', from: ['new', 'contacted'], to: 'qualified', by: ['property side', 'admin'] },
    { action: 'close', from: ['new', 'contacted', 'qualified'], to: 'closed', by: ['asker', 'property side', 'admin'] },
    { action: 'mark-spam', from: ['new', 'contacted', 'qualified'], to: 'spam', by: ['property side', 'admin'] },
  ],
})
export type InquiryAction = (typeof inquiryMachine.rules)[number]['action']
export const inquiryActions = inquiryMachine.rules.map((rule) => rule.action)

/** Statuses in which the thread is open: one such inquiry per person and property. */
export const openInquiryStatuses = ['new', 'contacted', 'qualified'] as const satisfies readonly InquiryStatus[]
export const isOpenInquiry = (status: InquiryStatus) => (openInquiryStatuses as readonly string[]).includes(status)

/** New inquiries one person may start in a day, across all properties. */
export const MAX_INQUIRIES_PER_DAY = 20
export const MAX_INQUIRY_MESSAGE_LENGTH = 2000

export const inquiryMessages = {
  notFound: 'Inquiry not found',
  threadClosed: (status: string) => `This inquiry is ${status}: its thread takes no more messages`,
  markedSpam: 'Your earlier question about this property was marked as spam, so you cannot ask again.',
  tooMany: `You have asked ${MAX_INQUIRIES_PER_DAY} questions today. Please try again tomorrow.`,
  ownProperty: 'You cannot ask about your own property.',
  emptyMessage: 'Write your question',
} as const
