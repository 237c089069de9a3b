// The SMS adapters against a stand-in for each provider on 127.0.0.1 replaying recorded answers:
// the real request (method, path, auth, body) and the real error handling run; no internet.
import { createServer, type IncomingHttpHeaders } from 'node:http'
import type { AddressInfo } from 'node:net'
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest'
import { recorded } from '../testing/fake-http-server'
import { createConsoleSmsProvider } from './console-sms'
import { createMsg91SmsProvider } from './msg91-sms'
import { SmsDeliveryError, type OneTimeCodeMessage } from './sms-provider'
import { createTwilioSmsProvider } from './twilio-sms'

type Seen = { method: string; path: string; headers: IncomingHttpHeaders; body: string }
type Answer = { status: number; body: unknown }

// The shared fake server records URLs and headers; these adapters POST, so this one keeps the body too.
let server: ReturnType<typeof createServer>
let baseUrl = ''
let seen: Seen[] = []
let answer: Answer = { status: 200, body: {} }

beforeAll(async () => {
  server = createServer((req, res) => {
    let body = ''
    req.on('data', (chunk: Buffer) => (body += chunk.toString('utf8')))
    req.on('end', () => {
      seen.push({ method: req.method ?? '', path: req.url ?? '', headers: req.headers, body })
      res.writeHead(answer.status, { 'Content-Type': 'application/json' })
      res.end(JSON.stringify(answer.body))
    })
  })
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve))
  baseUrl = `http://127.0.0.1:${(server.address() as AddressInfo).port}`
})
afterAll(() => new Promise<void>((resolve) => server.close(() => resolve())))
beforeEach(() => {
  seen = []
})

const message: OneTimeCodeMessage = { phoneNumber: '+919800000004', code: '123456', expiresInMinutes: 5, brandName: 'Vishwas' }
const reply = (status: number, fixture: string) => {
  answer = { status, body: recorded(import.meta.dirname, fixture) }
}
const failure = (promise: Promise<unknown>) => promise.then(() => undefined, (error: unknown) => error)

describe('MSG91 (Flow API)', () => {
  const provider = () => createMsg91SmsProvider({ authKey: 'test-auth-key', templateId: '64f0c0ffee', baseUrl })

  it('POSTs the template with the code to /api/v5/flow, the auth key in the authkey header', async () => {
    reply(200, 'msg91-flow-success')
    await provider().sendCode(message)
    expect(seen).toHaveLength(1)
    const [request] = seen
    expect(request).toMatchObject({ method: 'POST', path: '/api/v5/flow' })
    expect(request?.headers.authkey).toBe('test-auth-key')
    expect(request?.headers['content-type']).toBe('application/json')
    expect(JSON.parse(request?.body ?? '')).toEqual({ template_id: '64f0c0ffee', short_url: '0', recipients: [{ mobiles: '919800000004', otp: '123456', minutes: '5' }] })
  })

  it("fails on MSG91's { type: 'error' } even with HTTP 200, and on an HTTP error", async () => {
    reply(200, 'msg91-flow-error')
    expect(await failure(provider().sendCode(message))).toMatchObject({ provider: 'msg91', status: 502, detail: 'Template ID Missing or Invalid Template' })
    reply(401, 'msg91-unauthorized')
    const error = await failure(provider().sendCode(message))
    expect(error).toBeInstanceOf(SmsDeliveryError)
    expect(error).toMatchObject({ status: 401, detail: 'Authentication failure' })
  })
})

describe('Twilio (Programmable Messaging)', () => {
  const provider = (url = baseUrl) => createTwilioSmsProvider({ accountSid: 'AC00000000000000000000000000000000', authToken: 'secret-token', from: '+15005550006', baseUrl: url })

  it('POSTs To, From and Body as a form to Messages.json with HTTP Basic auth', async () => {
    reply(201, 'twilio-message-created')
    await provider().sendCode(message)
    const [request] = seen
    expect(request).toMatchObject({ method: 'POST', path: '/2010-04-01/Accounts/AC00000000000000000000000000000000/Messages.json' })
    expect(request?.headers.authorization).toBe(`Basic ${Buffer.from('AC00000000000000000000000000000000:secret-token').toString('base64')}`)
    expect(request?.headers['content-type']).toBe('application/x-www-form-urlencoded')
    expect(Object.fromEntries(new URLSearchParams(request?.body))).toEqual({
      To: '+919800000004',
      From: '+15005550006',
      Body: '123456 is your Vishwas sign-in code. It expires in 5 minutes. Never share it with anyone.',
    })
  })

  it('sends free text (a visit reminder) the same way', async () => {
    reply(201, 'twilio-message-created')
    await provider().sendText?.({ phoneNumber: '+919800000004', text: 'Vishwas: In an hour, site visit.' })
    expect(Object.fromEntries(new URLSearchParams(seen[0]?.body))).toEqual({ To: '+919800000004', From: '+15005550006', Body: 'Vishwas: In an hour, site visit.' })
  })

  it("passes Twilio's error on, and calls an unreachable service a 503", async () => {
    reply(400, 'twilio-invalid-to')
    expect(await failure(provider().sendCode(message))).toMatchObject({ provider: 'twilio', status: 400, detail: "Invalid 'To' Phone Number: +91980000XXXX" })
    expect(await failure(provider('http://127.0.0.1:9').sendCode(message))).toMatchObject({ provider: 'twilio', status: 503 })
  })
})

describe('console', () => {
  it('logs the code and keeps the last one per number for the outbox', async () => {
    const logged: string[] = []
    let now = Date.parse('2026-11-21T10:00:00Z')
    const provider = createConsoleSmsProvider({ log: (_entry, text) => logged.push(text), now: () => now })
    expect(provider.latest(message.phoneNumber)).toBeUndefined()
    await provider.sendCode(message)
    now += 60_000
    await provider.sendCode({ ...message, code: '654321' })
    expect(provider.latest(message.phoneNumber)).toEqual({ phoneNumber: '+919800000004', code: '654321', sentAt: '2026-11-21T10:01:00.000Z' })
    expect(logged).toEqual(['one-time code for +919800000004: 123456', 'one-time code for +919800000004: 654321'])
  })

  it('writes other texts (visit reminders) to their log, outside the code outbox', async () => {
    const texts: string[] = []
    const provider = createConsoleSmsProvider({ log: () => undefined, now: () => 0, logText: (sent) => texts.push(`${sent.phoneNumber}: ${sent.text}`) })
    await provider.sendText({ phoneNumber: '+919800000004', text: 'Visit tomorrow' })
    expect(texts).toEqual(['+919800000004: Visit tomorrow'])
    expect(provider.latest('+919800000004')).toBeUndefined()
  })
})
