// MSG91 (India): the Flow API sends a DLT-registered template with the code as its `otp`
// variable. POST {base}/api/v5/flow, header `authkey`. MSG91 can answer 200 with
// { type: 'error' }, so the answer's type is checked too.
import type { FetchLike } from '../http'
import { describe, postToProvider } from './send-form'
import { SmsDeliveryError, type OneTimeCodeMessage, type SmsProvider } from './sms-provider'

export const MSG91_BASE_URL = 'https://control.msg91.com'

export function createMsg91SmsProvider(options: { authKey: string; templateId: string; baseUrl: string; fetch?: FetchLike }): SmsProvider {
  return {
    name: 'msg91',
    async sendCode(message: OneTimeCodeMessage) {
      const body = {
        template_id: options.templateId,
        short_url: '0',
        // MSG91 takes the number with its country code and without the plus.
        recipients: [{ mobiles: message.phoneNumber.replace(/^\+/, ''), otp: message.code, minutes: String(message.expiresInMinutes) }],
      }
      const answer = await postToProvider(
        'msg91',
        `${options.baseUrl.replace(/\/$/, '')}/api/v5/flow`,
        { headers: { authkey: options.authKey, 'Content-Type': 'application/json' }, body: JSON.stringify(body) },
        options.fetch,
      )
      const type = typeof answer === 'object' && answer !== null ? (answer as { type?: unknown }).type : undefined
      if (type !== 'success') throw new SmsDeliveryError('msg91', 502, describe(answer))
    },
  }
}
