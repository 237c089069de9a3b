// A stand-in for Razorpay's API on 127.0.0.1: it checks Basic auth, keeps orders, payments,
// refunds and transfers in memory and answers in Razorpay's documented shapes (the JSON under
// providers/payments/fixtures, copied from its reference). A test plays the customer (payOrder,
// failOrder, checkoutSignature), plays Razorpay's webhook sender (signedWebhook), and breaks the
// service on purpose (outage: no answer, or a 5xx).
import { createHmac, randomBytes, randomUUID } from 'node:crypto'
import { readFileSync } from 'node:fs'
import { createServer, type IncomingHttpHeaders, type ServerResponse } from 'node:http'
import type { AddressInfo } from 'node:net'
import { join } from 'node:path'

type Json = Record<string, unknown>

const fixturesDir = join(import.meta.dirname, '../payments/fixtures')
/** A documented answer, fresh each time (callers change it). */
export function razorpayFixture(name: string): Json {
  return JSON.parse(readFileSync(join(fixturesDir, `${name}.json`), 'utf8')) as Json
}

const base62 = 'ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789'
/** An id like Razorpay's: a prefix and 14 base62 characters. */
const newId = (prefix: string) => `${prefix}_${Array.from(randomBytes(14), (byte) => base62[byte % 62]).join('')}`
const now = () => Math.floor(Date.now() / 1000)

export type FakePaymentMethod = 'upi' | 'card' | 'netbanking' | 'wallet'

/** What a webhook is about: Razorpay sends the entities as they are when the event happens. */
export type FakeWebhookEvent =
  | { event: 'payment.authorized' | 'payment.captured' | 'payment.failed'; paymentId: string }
  | { event: 'order.paid'; orderId: string }
  | { event: 'refund.created' | 'refund.processed' | 'refund.failed'; refundId: string }
  /** Any body, e.g. a recorded fixture or a hand-made malformed one. */
  | { envelope: unknown }

export type SignedWebhook = { rawBody: Buffer; headers: Record<string, string> }

export type FakeRazorpayRequest = { method: string; path: string; headers: IncomingHttpHeaders; body: unknown }

export interface FakeRazorpay {
  url: string
  keyId: string
  keySecret: string
  requests: FakeRazorpayRequest[]
  orders: Map<string, Json>
  payments: Map<string, Json>
  refunds: Map<string, Json>
  transfers: Map<string, Json>
  /** The customer pays the order at the checkout: a captured payment, the order paid. */
  payOrder(orderId: string, options?: { method?: FakePaymentMethod }): Json
  /** The customer's attempt fails (the bank declines): a failed payment, the order attempted. */
  failOrder(orderId: string, options?: { method?: FakePaymentMethod; description?: string }): Json
  /** The razorpay_signature the checkout hands the browser for this payment. */
  checkoutSignature(orderId: string, paymentId: string): string
  /** A webhook as Razorpay delivers it: the exact body and its headers (signature, event id). */
  signedWebhook(event: FakeWebhookEvent, secret: string, options?: { eventId?: string }): SignedWebhook
  /** From now on: never answer ('timeout'), answer this HTTP status, or behave again (null). */
  outage(kind: 'timeout' | number | null): void
  /** The status of refunds made from now on ('processed' by default; 'pending' like a slow bank). */
  refundStatus: 'processed' | 'pending'
  close(): Promise<void>
}

class FakeError extends Error {
  constructor(
    readonly status: number,
    readonly body: Json,
  ) {
    super(`fake razorpay ${status}`)
  }
}
const badRequest = (description: string, field?: string) => {
  const body = razorpayFixture('error-bad-request')
  return new FakeError(400, { error: { ...(body.error as Json), description, field: field ?? null, source: 'NA', step: 'NA', reason: 'NA' } })
}
const notFound = () => badRequest('The id provided does not exist')

function paymentTemplate(method: FakePaymentMethod, failed: boolean): Json {
  if (failed) return { ...razorpayFixture('payment-failed-netbanking'), method, bank: method === 'netbanking' ? 'HDFC' : null }
  if (method === 'upi') return razorpayFixture('payment-captured-upi')
  const event = razorpayFixture(method === 'card' ? 'webhook-payment-captured-card' : 'webhook-order-paid')
  const payment = ((event.payload as Json).payment as Json).entity as Json
  if (method === 'wallet') return { ...payment, method: 'wallet', bank: null, wallet: 'payzapp', acquirer_data: { transaction_id: null } }
  return payment
}

export async function startFakeRazorpay(options: { keyId?: string; keySecret?: string } = {}): Promise<FakeRazorpay> {
  const keyId = options.keyId ?? 'rzp_test_FakeKey0000001'
  const keySecret = options.keySecret ?? 'fake-key-secret'
  const expectedAuth = `Basic ${Buffer.from(`${keyId}:${keySecret}`).toString('base64')}`
  const requests: FakeRazorpayRequest[] = []
  const orders = new Map<string, Json>()
  const payments = new Map<string, Json>()
  const refunds = new Map<string, Json>()
  const transfers = new Map<string, Json>()
  const refundsByKey = new Map<string, { body: string; refundId: string }>()
  let outage: 'timeout' | number | null = null

  const find = (store: Map<string, Json>, id: string | undefined) => {
    const found = id ? store.get(id) : undefined
    if (!found) throw notFound()
    return found
  }

  const routes: { method: string; pattern: RegExp; handle: (match: string[], body: Json, headers: IncomingHttpHeaders) => { status?: number; body: Json } }[] = [
    {
      method: 'POST',
      pattern: /^\/v1\/orders$/,
      handle: (_match, body) => {
        if (typeof body.amount !== 'number' || !Number.isSafeInteger(body.amount) || body.amount < 100) throw badRequest('The amount must be at least INR 1.00', 'amount')
        if (body.currency !== 'INR') throw badRequest('The currency field is invalid', 'currency')
        if (body.receipt !== undefined && (typeof body.receipt !== 'string' || body.receipt.length > 40)) throw badRequest('The receipt may not be greater than 40 characters.', 'receipt')
        const order = { ...razorpayFixture('order-created'), id: newId('order'), amount: body.amount, amount_due: body.amount, receipt: body.receipt ?? null, notes: body.notes ?? [], created_at: now() }
        orders.set(order.id, order)
        return { body: order }
      },
    },
    { method: 'GET', pattern: /^\/v1\/orders\/([^/]+)$/, handle: ([id]) => ({ body: find(orders, id) }) },
    {
      method: 'GET',
      pattern: /^\/v1\/orders\/([^/]+)\/payments$/,
      handle: ([id]) => {
        find(orders, id)
        const items = [...payments.values()].filter((payment) => payment.order_id === id)
        return { body: { entity: 'collection', count: items.length, items } }
      },
    },
    { method: 'GET', pattern: /^\/v1\/payments\/([^/]+)$/, handle: ([id]) => ({ body: find(payments, id) }) },
    {
      method: 'POST',
      pattern: /^\/v1\/payments\/([^/]+)\/refund$/,
      handle: ([id], body, headers) => {
        const payment = find(payments, id)
        const key = typeof headers['x-refund-idempotency'] === 'string' ? headers['x-refund-idempotency'] : undefined
        const asSent = JSON.stringify(body)
        if (key !== undefined) {
          if (!/^[A-Za-z0-9_-]{10,}$/.test(key)) throw badRequest('The idempotency key is invalid')
          const earlier = refundsByKey.get(key)
          if (earlier && earlier.body !== asSent) throw new FakeError(400, razorpayFixture('error-idempotency-key-reused'))
          if (earlier) return { body: find(refunds, earlier.refundId) }
        }
        if (payment.status !== 'captured' && payment.status !== 'refunded') throw badRequest('Only payments which have been captured can be refunded')
        const left = (payment.amount as number) - (payment.amount_refunded as number)
        const amount = body.amount === undefined ? left : body.amount
        if (typeof amount !== 'number' || !Number.isSafeInteger(amount) || amount < 100) throw badRequest('The amount must be atleast INR 1.00', 'amount')
        if (amount > left) throw badRequest('The refund amount provided is greater than amount captured', 'amount')
        const refund = {
          ...razorpayFixture('refund-created'),
          id: newId('rfnd'),
          amount,
          payment_id: id,
          receipt: body.receipt ?? null,
          notes: body.notes ?? [],
          status: fake.refundStatus,
          created_at: now(),
        }
        refunds.set(refund.id, refund)
        if (key !== undefined) refundsByKey.set(key, { body: asSent, refundId: refund.id })
        payment.amount_refunded = (payment.amount_refunded as number) + amount
        payment.refund_status = payment.amount_refunded === payment.amount ? 'full' : 'partial'
        if (payment.refund_status === 'full') payment.status = 'refunded'
        return { body: refund }
      },
    },
    {
      method: 'POST',
      pattern: /^\/v1\/payments\/([^/]+)\/transfers$/,
      handle: ([id], body) => {
        const payment = find(payments, id)
        if (payment.status !== 'captured') throw badRequest('Transfers can be made only on captured payments')
        if (!Array.isArray(body.transfers) || body.transfers.length === 0) throw badRequest('The transfers field is required.', 'transfers')
        const made = (body.transfers as Json[]).map((transfer) => {
          if (typeof transfer.account !== 'string' || !transfer.account.startsWith('acc_')) throw badRequest('The account id is invalid', 'account')
          if (typeof transfer.amount !== 'number' || !Number.isSafeInteger(transfer.amount) || transfer.amount < 1) throw badRequest('The amount is invalid', 'amount')
          return transfer
        })
        const total = made.reduce((sum, transfer) => sum + (transfer.amount as number), (payment.amount_transferred as number | undefined) ?? 0)
        if (total > (payment.amount as number)) throw badRequest('The sum of amount requested for transfer is greater than the captured amount')
        const template = (razorpayFixture('transfers-on-hold').items as Json[])[0] as Json
        const items = made.map((transfer) => {
          const onHold = transfer.on_hold === true || transfer.on_hold === 1
          const created = { ...template, id: newId('trf'), source: id, recipient: transfer.account, amount: transfer.amount, notes: transfer.notes ?? [], on_hold: onHold, settlement_status: onHold ? 'on_hold' : 'pending', created_at: now() }
          transfers.set(created.id, created)
          return created
        })
        payment.amount_transferred = total
        return { body: { entity: 'collection', count: items.length, items } }
      },
    },
    {
      method: 'POST',
      pattern: /^\/v1\/transfers\/([^/]+)\/reversals$/,
      handle: ([id], body) => {
        const transfer = find(transfers, id)
        const reversed = (transfer.amount_reversed as number | undefined) ?? 0
        const amount = typeof body.amount === 'number' ? body.amount : (transfer.amount as number) - reversed
        if (!Number.isSafeInteger(amount) || amount < 1 || reversed + amount > (transfer.amount as number)) throw badRequest('The reversal amount is greater than the amount transferred', 'amount')
        transfer.amount_reversed = reversed + amount
        const payment = payments.get(transfer.source as string)
        if (payment) payment.amount_transferred = ((payment.amount_transferred as number | undefined) ?? 0) - amount
        return { body: { id: newId('rvrsl'), entity: 'reversal', transfer_id: id, amount, currency: 'INR', notes: [], created_at: now() } }
      },
    },
    {
      method: 'PATCH',
      pattern: /^\/v1\/transfers\/([^/]+)$/,
      handle: ([id], body) => {
        const transfer = find(transfers, id)
        if (typeof body.on_hold !== 'boolean' && body.on_hold !== 0 && body.on_hold !== 1) throw badRequest('The on hold field is required.', 'on_hold')
        transfer.on_hold = body.on_hold === true || body.on_hold === 1
        transfer.on_hold_until = null
        transfer.settlement_status = transfer.on_hold ? 'on_hold' : 'pending'
        return { body: transfer }
      },
    },
  ]

  const send = (res: ServerResponse, status: number, body: Json) => {
    res.writeHead(status, { 'Content-Type': 'application/json' })
    res.end(JSON.stringify(body))
  }

  const server = createServer((req, res) => {
    const chunks: Buffer[] = []
    req.on('data', (chunk: Buffer) => chunks.push(chunk))
    req.on('end', () => {
      const raw = Buffer.concat(chunks).toString('utf8')
      const path = new URL(req.url ?? '/', 'http://127.0.0.1').pathname
      let body: unknown = undefined
      try {
        body = raw === '' ? {} : JSON.parse(raw)
      } catch {
        body = raw
      }
      requests.push({ method: req.method ?? '', path, headers: req.headers, body })
      // A time-out: the request is held until the caller gives up (or the fake closes).
      if (outage === 'timeout') return
      if (typeof outage === 'number') {
        send(res, outage, { error: { code: 'SERVER_ERROR', description: 'We are facing some trouble completing your request at the moment. Please try again shortly.', source: 'NA', step: 'NA', reason: 'NA', metadata: {} } })
        return
      }
      if (req.headers.authorization !== expectedAuth) {
        send(res, 401, razorpayFixture('error-authentication'))
        return
      }
      if (typeof body !== 'object' || body === null || Array.isArray(body)) {
        send(res, 400, badRequest('The request body is not valid JSON').body)
        return
      }
      for (const route of routes) {
        const match = route.method === req.method ? route.pattern.exec(path) : null
        if (!match) continue
        try {
          const answer = route.handle(match.slice(1), body as Json, req.headers)
          send(res, answer.status ?? 200, answer.body)
        } catch (error) {
          if (!(error instanceof FakeError)) throw error
          send(res, error.status, error.body)
        }
        return
      }
      send(res, 400, badRequest('The requested URL was not found on the server.').body)
    })
  })
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve))
  const { port } = server.address() as AddressInfo

  const attempt = (orderId: string, method: FakePaymentMethod, failed: boolean, description?: string) => {
    const order = orders.get(orderId)
    if (!order) throw new Error(`No order ${orderId} at the fake Razorpay`)
    const payment: Json = {
      ...paymentTemplate(method, failed),
      id: newId('pay'),
      order_id: orderId,
      amount: order.amount,
      amount_refunded: 0,
      amount_transferred: 0,
      refund_status: null,
      notes: order.notes,
      created_at: now(),
    }
    if (failed && description) payment.error_description = description
    payments.set(payment.id as string, payment)
    order.attempts = (order.attempts as number) + 1
    order.status = failed ? 'attempted' : 'paid'
    if (!failed) {
      order.amount_paid = order.amount
      order.amount_due = 0
    }
    return payment
  }

  const envelope = (event: FakeWebhookEvent): unknown => {
    if ('envelope' in event) return event.envelope
    const wrap = (contains: string[], payload: Json) => ({ entity: 'event', account_id: 'acc_BFQ7uQEaa7j2z7', event: event.event, contains, payload, created_at: now() })
    if ('paymentId' in event) return wrap(['payment'], { payment: { entity: find(payments, event.paymentId) } })
    if ('orderId' in event) {
      const order = find(orders, event.orderId)
      const paid = [...payments.values()].find((payment) => payment.order_id === event.orderId && payment.status === 'captured')
      if (!paid) throw new Error(`Order ${event.orderId} has no captured payment`)
      return wrap(['payment', 'order'], { payment: { entity: paid }, order: { entity: order } })
    }
    const refund = find(refunds, event.refundId)
    if (event.event !== 'refund.created') refund.status = event.event === 'refund.processed' ? 'processed' : 'failed'
    return wrap(['refund', 'payment'], { refund: { entity: refund }, payment: { entity: find(payments, refund.payment_id as string) } })
  }

  const fake: FakeRazorpay = {
    url: `http://127.0.0.1:${port}`,
    keyId,
    keySecret,
    requests,
    orders,
    payments,
    refunds,
    transfers,
    refundStatus: 'processed',
    payOrder: (orderId, { method = 'upi' } = {}) => attempt(orderId, method, false),
    failOrder: (orderId, { method = 'netbanking', description } = {}) => attempt(orderId, method, true, description),
    checkoutSignature: (orderId, paymentId) => createHmac('sha256', keySecret).update(`${orderId}|${paymentId}`).digest('hex'),
    signedWebhook(event, secret, { eventId } = {}) {
      const rawBody = Buffer.from(JSON.stringify(envelope(event)))
      return {
        rawBody,
        headers: {
          'content-type': 'application/json',
          'x-razorpay-signature': createHmac('sha256', secret).update(rawBody).digest('hex'),
          'x-razorpay-event-id': eventId ?? `evt_${randomUUID().replaceAll('-', '').slice(0, 14)}`,
        },
      }
    },
    outage: (kind) => {
      outage = kind
    },
    close: () =>
      new Promise((resolve) => {
        server.close(() => resolve())
        server.closeAllConnections()
      }),
  }
  return fake
}
