// Sends one-time sign-in codes by SMS. `console` (the default) writes the code to the server log
// and keeps the last one per number for the development outbox; `msg91` and `twilio` call their
// HTTP APIs (ARCHITECTURE §2).

export type SmsProviderName = 'console' | 'msg91' | 'twilio'

export interface OneTimeCodeMessage {
  /** E.164, e.g. +919800000001. */
  phoneNumber: string
  code: string
  expiresInMinutes: number
  brandName: string
}

/** A free-text message (a visit reminder). */
export interface TextMessage {
  /** E.164, e.g. +919800000001. */
  phoneNumber: string
  text: string
}

export interface SmsProvider {
  readonly name: SmsProviderName
  sendCode(message: OneTimeCodeMessage): Promise<void>
  /** Free text; absent where the provider sends registered templates only (MSG91 needs a DLT template per message). */
  sendText?(message: TextMessage): Promise<void>
}

/** The provider did not accept the message: `status` is its HTTP status, or 503 when it could not be reached. */
export class SmsDeliveryError extends Error {
  constructor(
    readonly provider: SmsProviderName,
    readonly status: number,
    readonly detail: string,
  ) {
    super(`${provider} did not accept the message (${status}): ${detail}`)
    this.name = 'SmsDeliveryError'
  }
}

/** The text of a code message, for providers that send free text. */
export function oneTimeCodeText(message: OneTimeCodeMessage): string {
  return `${message.code} is your ${message.brandName} sign-in code. It expires in ${message.expiresInMinutes} minutes. Never share it with anyone.`
}
