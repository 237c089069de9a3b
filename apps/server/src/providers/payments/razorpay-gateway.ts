// Razorpay (PAYMENT_PROVIDER=razorpay): Orders, Standard Checkout, signed webhooks, refunds and
// Route transfers held for escrow, over its REST API (HTTP Basic auth with the key id and secret,
// JSON, amounts in paise). Every call has a time-out: an unreachable, slow or failing Razorpay is
// a ProviderHttpError (503 for no answer), never a hang.
import { createHash, createHmac, timingSafeEqual } from 'node:crypto'
import type { PaymentMethod } from '@vishwas/domain'
import { PROVIDER_TIMEOUT_MS, ProviderHttpError, type FetchLike } from '../http'
import { GatewayWebhookError, type GatewayEvent, type GatewayPayment, type PaymentGateway, type WebhookHeaders } from './payment-gateway'

export type RazorpayGatewayOptions = {
  keyId: string
  keySecret: string
  webhookSecret: string
  baseUrl: string
  fetch?: FetchLike
  timeoutMs?: number
}

/** A failure Razorpay explained ({ error: { code, description } }): kept for the log, never shown to users. */
export class RazorpayApiError extends ProviderHttpError {
  constructor(
    status: number,
    readonly code: string | null,
    readonly description: string | null,
  ) {
    super(status)
    this.name = 'RazorpayApiError'
  }
}

type Json = Record<string, unknown>

const isObject = (value: unknown): value is Json => typeof value === 'object' && value !== null && !Array.isArray(value)
const text = (value: unknown): string | null => (typeof value === 'string' && value.trim() !== '' ? value : null)
const paise = (value: unknown): number | null => (typeof value === 'number' && Number.isSafeInteger(value) && value >= 0 ? value : null)

// Razorpay's ids are a prefix and base62 characters; anything else never reaches a URL path.
const razorpayId = /^[A-Za-z0-9_]{1,64}$/
function pathId(id: string): string {
  if (!razorpayId.test(id)) throw new RangeError('Not a Razorpay id')
  return id
}

/** Razorpay's methods in the domain's words; wallets, pay-later and the like have none (null). */
const methods: Readonly<Record<string, PaymentMethod>> = { upi: 'upi', card: 'card', emi: 'card', netbanking: 'netbanking' }

const statuses: Readonly<Record<string, GatewayPayment['status']>> = {
  created: 'created',
  // Cash-on-delivery style payments wait like a created one.
  pending: 'created',
  authorized: 'authorized',
  captured: 'captured',
  failed: 'failed',
  refunded: 'refunded',
}

/** A payment entity reduced to what the service records; null when it is not one. */
function toGatewayPayment(entity: unknown): GatewayPayment | null {
  if (!isObject(entity)) return null
  const id = text(entity.id)
  const amountPaise = paise(entity.amount)
  const status = typeof entity.status === 'string' ? statuses[entity.status] : undefined
  if (!id || amountPaise === null || !status) return null
  const acquirer = isObject(entity.acquirer_data) ? entity.acquirer_data : {}
  return {
    id,
    orderId: text(entity.order_id) ?? '',
    status,
    amountPaise,
    method: (typeof entity.method === 'string' && methods[entity.method]) || null,
    // UPI's RRN, a card's RRN or auth code, netbanking's bank transaction id, a wallet's transaction id.
    bankReference: text(acquirer.rrn) ?? text(acquirer.auth_code) ?? text(acquirer.bank_transaction_id) ?? text(acquirer.transaction_id) ?? null,
    errorReason: status === 'failed' ? (text(entity.error_description) ?? text(entity.error_reason) ?? text(entity.error_code) ?? 'Payment failed') : null,
  }
}

function toGatewayRefund(entity: unknown): GatewayEvent['refund'] {
  if (!isObject(entity)) return null
  const id = text(entity.id)
  const paymentId = text(entity.payment_id)
  const amountPaise = paise(entity.amount)
  return id && paymentId && amountPaise !== null ? { id, paymentId, amountPaise } : null
}

const eventTypes: Readonly<Record<string, GatewayEvent['type']>> = {
  'payment.captured': 'payment.captured',
  // Sent with the payment when its order is paid: the same fact as payment.captured.
  'order.paid': 'payment.captured',
  'payment.failed': 'payment.failed',
  'refund.processed': 'refund.processed',
  'refund.failed': 'refund.failed',
}

function hmacHex(secret: string, message: string | Buffer): string {
  return createHmac('sha256', secret).update(message).digest('hex')
}

/** Whether `signature` is the hex HMAC expected, compared in constant time (any other length or text: no). */
function sameSignature(expectedHex: string, signature: unknown): boolean {
  if (typeof signature !== 'string' || !/^[0-9a-fA-F]+$/.test(signature) || signature.length !== expectedHex.length) return false
  return timingSafeEqual(Buffer.from(expectedHex, 'hex'), Buffer.from(signature, 'hex'))
}

function headerValue(headers: WebhookHeaders | undefined, name: string): string | undefined {
  if (!headers) return undefined
  const found = Object.entries(headers).find(([key]) => key.toLowerCase() === name)?.[1]
  return typeof found === 'string' ? found : undefined
}

/**
 * Razorpay's X-Refund-Idempotency key: 10 or more letters, digits, hyphens or underscores. Our key
 * is used as it is when it fits, else its digest, so the same key always sends the same header.
 */
export function refundIdempotencyKey(key: string): string {
  return /^[A-Za-z0-9_-]{10,64}$/.test(key) ? key : createHash('sha256').update(key).digest('hex')
}

export function createRazorpayGateway(options: RazorpayGatewayOptions): PaymentGateway & Required<Pick<PaymentGateway, 'holdTransfer' | 'releaseTransfer' | 'reverseTransfer'>> {
  const baseUrl = options.baseUrl.replace(/\/$/, '')
  const authorization = `Basic ${Buffer.from(`${options.keyId}:${options.keySecret}`).toString('base64')}`
  const fetchImpl = options.fetch ?? fetch
  const timeoutMs = options.timeoutMs ?? PROVIDER_TIMEOUT_MS
  // Test keys move no money (Razorpay's test mode).
  const testMode = options.keyId.startsWith('rzp_test_')

  async function call(method: 'GET' | 'POST' | 'PATCH', path: string, body?: Json, headers: Record<string, string> = {}): Promise<Json> {
    let response: Response
    try {
      response = await fetchImpl(`${baseUrl}${path}`, {
        method,
        headers: { Accept: 'application/json', Authorization: authorization, ...(body ? { 'Content-Type': 'application/json' } : {}), ...headers },
        body: body ? JSON.stringify(body) : undefined,
        signal: AbortSignal.timeout(timeoutMs),
      })
    } catch {
      // No answer (network failure or time-out): the gateway is unavailable, whatever the cause.
      throw new ProviderHttpError(503)
    }
    let answer: unknown
    try {
      answer = await response.json()
    } catch {
      answer = undefined
    }
    if (!response.ok) {
      const error = isObject(answer) && isObject(answer.error) ? answer.error : {}
      throw new RazorpayApiError(response.status, text(error.code), text(error.description))
    }
    if (!isObject(answer)) throw new ProviderHttpError(502)
    return answer
  }

  return {
    provider: 'razorpay',
    testMode,

    async createOrder({ amountPaise, receipt, notes }) {
      const order = await call('POST', '/v1/orders', { amount: amountPaise, currency: 'INR', receipt, notes })
      const orderId = text(order.id)
      if (!orderId) throw new ProviderHttpError(502)
      return { orderId }
    },

    checkout({ orderId, amountPaise, description, merchantName }) {
      return { provider: 'razorpay', orderId, keyId: options.keyId, amountPaise, currency: 'INR', name: merchantName, description, testMode }
    },

    verifyCheckout({ orderId, gatewayPaymentId, signature }) {
      if (orderId === '' || gatewayPaymentId === '') return false
      return sameSignature(hmacHex(options.keySecret, `${orderId}|${gatewayPaymentId}`), signature)
    },

    verifyWebhook(rawBody, headers) {
      return sameSignature(hmacHex(options.webhookSecret, rawBody), headerValue(headers, 'x-razorpay-signature'))
    },

    parseWebhook(rawBody, headers) {
      let body: unknown
      try {
        body = JSON.parse(rawBody.toString('utf8'))
      } catch {
        throw new GatewayWebhookError('The webhook body is not JSON')
      }
      if (!isObject(body) || !text(body.event)) throw new GatewayWebhookError('The webhook body names no event')
      const rawType = body.event as string
      const type = eventTypes[rawType] ?? 'other'
      const payload = isObject(body.payload) ? body.payload : {}
      const entity = (name: string) => {
        const wrapper = payload[name]
        return isObject(wrapper) ? wrapper.entity : undefined
      }

      const payment = entity('payment') === undefined ? null : toGatewayPayment(entity('payment'))
      const refund = toGatewayRefund(entity('refund'))
      const orderEntity = entity('order')
      const orderId = (payment?.orderId || null) ?? (isObject(orderEntity) ? text(orderEntity.id) : null)

      // Events acted on must carry what they are about; others are acknowledged as they come, since
      // a refused delivery is retried for a day and then the webhook is switched off.
      if ((type === 'payment.captured' || type === 'payment.failed') && !payment) throw new GatewayWebhookError(`The ${rawType} event carries no payment`)
      if ((type === 'refund.processed' || type === 'refund.failed') && !refund) throw new GatewayWebhookError(`The ${rawType} event carries no refund`)

      // Razorpay names the event only in the x-razorpay-event-id header, which its signature does not
      // cover; without a plausible one, the body's digest stands in (a redelivery carries the same body).
      const header = headerValue(headers, 'x-razorpay-event-id')
      const eventId = header && /^[A-Za-z0-9_-]{1,64}$/.test(header) ? header : `sha256:${createHash('sha256').update(rawBody).digest('hex')}`
      return { eventId, type, rawType, orderId, payment, refund }
    },

    async orderPayments(orderId) {
      const answer = await call('GET', `/v1/orders/${pathId(orderId)}/payments`)
      if (!Array.isArray(answer.items)) throw new ProviderHttpError(502)
      return answer.items.map(toGatewayPayment).filter((payment): payment is GatewayPayment => payment !== null)
    },

    async refund({ gatewayPaymentId, amountPaise, idempotencyKey, notes }) {
      const key = refundIdempotencyKey(idempotencyKey)
      // receipt (at most 40 characters) lets a refund be found by our key on the dashboard too.
      const refund = await call('POST', `/v1/payments/${pathId(gatewayPaymentId)}/refund`, { amount: amountPaise, speed: 'normal', notes, receipt: key.slice(0, 40) }, { 'X-Refund-Idempotency': key })
      const refundId = text(refund.id)
      if (!refundId) throw new ProviderHttpError(502)
      // 'failed' is told later by the refund.failed webhook, as for a pending one.
      return { refundId, status: refund.status === 'processed' ? 'processed' : 'pending' }
    },

    async holdTransfer({ gatewayPaymentId, linkedAccountId, amountPaise, notes }) {
      const answer = await call('POST', `/v1/payments/${pathId(gatewayPaymentId)}/transfers`, {
        transfers: [{ account: linkedAccountId, amount: amountPaise, currency: 'INR', notes, on_hold: true }],
      })
      const first: unknown = Array.isArray(answer.items) ? answer.items[0] : answer
      const transferId = isObject(first) ? text(first.id) : null
      if (!transferId) throw new ProviderHttpError(502)
      return { transferId }
    },

    async releaseTransfer(transferId) {
      const transfer = await call('PATCH', `/v1/transfers/${pathId(transferId)}`, { on_hold: false })
      // Razorpay answers with the transfer; one still on hold was not released.
      if (transfer.on_hold !== false && transfer.on_hold !== 0) throw new ProviderHttpError(502)
    },

    async reverseTransfer(transferId, amountPaise) {
      const reversal = await call('POST', `/v1/transfers/${pathId(transferId)}/reversals`, { amount: amountPaise })
      if (!text(reversal.id)) throw new ProviderHttpError(502)
    },
  }
}
