import { api } from '../../../lib/api-client'

export interface OutboxEntry {
  phoneNumber: string
  code: string
  sentAt: string
}

interface OutboxResponse extends OutboxEntry {
  success: true
}

/** GET /api/dev/outbox?phoneNumber=: the last code sent to a number, on a development server only. */
export async function getDevOutbox(phoneNumber: string, signal?: AbortSignal): Promise<OutboxEntry> {
  const { phoneNumber: sentTo, code, sentAt } = await api.get<OutboxResponse>('/dev/outbox', { query: { phoneNumber }, signal })
  return { phoneNumber: sentTo, code, sentAt }
}
