// The development SMS provider: the code goes to the server log and to an in-memory outbox that
// GET /api/dev/outbox reads (never in production; see modules/dev).
import type { OneTimeCodeMessage, SmsProvider, TextMessage } from './sms-provider'

export interface OutboxEntry {
  phoneNumber: string
  code: string
  sentAt: string
}

export interface ConsoleSmsProvider extends SmsProvider {
  readonly name: 'console'
  sendText(message: TextMessage): Promise<void>
  /** The last code sent to this number, if any. */
  latest(phoneNumber: string): OutboxEntry | undefined
}

/** Numbers remembered at most (the oldest is forgotten first). */
const OUTBOX_SIZE = 1000

export function createConsoleSmsProvider(options: {
  log: (entry: OutboxEntry, text: string) => void
  now: () => number
  /** Where other texts (visit reminders) are written; the code log without it. */
  logText?: (message: TextMessage) => void
}): ConsoleSmsProvider {
  const outbox = new Map<string, OutboxEntry>()
  return {
    name: 'console',
    sendCode(message: OneTimeCodeMessage) {
      const entry = { phoneNumber: message.phoneNumber, code: message.code, sentAt: new Date(options.now()).toISOString() }
      outbox.delete(message.phoneNumber)
      outbox.set(message.phoneNumber, entry)
      if (outbox.size > OUTBOX_SIZE) outbox.delete(outbox.keys().next().value ?? '')
      options.log(entry, `one-time code for ${message.phoneNumber}: ${message.code}`)
      return Promise.resolve()
    },
    sendText(message: TextMessage) {
      options.logText?.(message)
      return Promise.resolve()
    },
    latest: (phoneNumber) => outbox.get(phoneNumber),
  }
}
