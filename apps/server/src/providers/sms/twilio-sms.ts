// Twilio Programmable Messaging: POST {base}/2010-04-01/Accounts/{sid}/Messages.json, HTTP
// Basic auth with the account SID and auth token, a form body (To, From, Body); 201 on success.
import type { FetchLike } from '../http'
import { postToProvider } from './send-form'
import { oneTimeCodeText, type OneTimeCodeMessage, type SmsProvider, type TextMessage } from './sms-provider'

export const TWILIO_BASE_URL = 'https://api.twilio.com'

export function createTwilioSmsProvider(options: { accountSid: string; authToken: string; from: string; baseUrl: string; fetch?: FetchLike }): SmsProvider {
  const credentials = Buffer.from(`${options.accountSid}:${options.authToken}`).toString('base64')
  const url = `${options.baseUrl.replace(/\/$/, '')}/2010-04-01/Accounts/${encodeURIComponent(options.accountSid)}/Messages.json`
  const send = async (to: string, body: string) => {
    const form = new URLSearchParams({ To: to, From: options.from, Body: body })
    await postToProvider(
      'twilio',
      url,
      { headers: { Authorization: `Basic ${credentials}`, 'Content-Type': 'application/x-www-form-urlencoded' }, body: form.toString() },
      options.fetch,
    )
  }
  return {
    name: 'twilio',
    sendCode: (message: OneTimeCodeMessage) => send(message.phoneNumber, oneTimeCodeText(message)),
    sendText: (message: TextMessage) => send(message.phoneNumber, message.text),
  }
}
