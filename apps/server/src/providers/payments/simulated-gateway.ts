// The embedded test gateway (PAYMENT_PROVIDER=simulated, the default): it behaves like a real one
// so the whole payment path runs with no account and no network. It keeps its own record of
// orders (table simulated_gateway_orders: the gateway's side of the world), has its own checkout
// page in the web app where the payer succeeds or fails (or simply leaves), signs the checkout's
// answer and its webhooks with secrets of its own, and delivers each webhook over our own HTTP
// route like a gateway would: after a random delay, and some of them twice. Everything it does is
// test mode: no real money moves.
import { createHmac, randomBytes, timingSafeEqual } from 'node:crypto'
import type { Checkout, PaymentMethod } from '@vishwas/domain'
import type { DatabaseHandle } from '../../db/database'
import { GatewayWebhookError, type GatewayEvent, type GatewayPayment, type PaymentGateway, type WebhookHeaders } from './payment-gateway'

export const SIMULATED_SIGNATURE_HEADER = 'x-simulated-signature'
export const simulatedCheckoutPath = (orderId: string) => `/pay/test/${orderId}`

export type SimulatedOrder = {
  orderId: string
  amountPaise: number
  receipt: string
  notes: Record<string, string>
  status: 'created' | 'paid' | 'failed'
  paymentId: string | null
  method: PaymentMethod | null
  errorReason: string | null
  refundedPaise: number
}

export type SimulatedPayOutcome = { outcome: 'succeed'; method: PaymentMethod } | { outcome: 'fail'; method: PaymentMethod; reason?: string | undefined }

export type SimulatedGateway = PaymentGateway & {
  order(orderId: string): Promise<SimulatedOrder | undefined>
  /** The payer's choice on the checkout page: what the browser gets back (as Razorpay's handler would), and the webhooks go out. */
  pay(orderId: string, choice: SimulatedPayOutcome): Promise<{ ok: true; gatewayPaymentId: string; signature: string } | { ok: false; gatewayPaymentId: string; reason: string } | undefined>
  /** Waits for the webhooks under way (tests). */
  settled(): Promise<void>
  /** Stops delivering (the server is closing: what was not delivered is what reconciliation is for). */
  close(): void
}

export type SimulatedGatewayOptions = {
  database: DatabaseHandle
  keySecret: string
  webhookSecret: string
  duplicateRate: number
  maxDelayMs: number
  /** Posts a webhook to our own route (the app injects it through its whole HTTP pipeline). */
  deliver: (rawBody: string, headers: Record<string, string>) => Promise<void>
  random?: () => number
}

const id = (prefix: string) => `${prefix}_${randomBytes(10).toString('base64url').replace(/[-_]/g, 'x')}`
const hmac = (secret: string, text: string | Buffer) => createHmac('sha256', secret).update(text).digest('hex')

/** Constant-time comparison of two hex signatures (false for anything that is not one of the right length). */
export function signaturesMatch(expected: string, given: unknown): boolean {
  if (typeof given !== 'string' || given.length !== expected.length || !/^[0-9a-f]+$/i.test(given)) return false
  return timingSafeEqual(Buffer.from(expected, 'hex'), Buffer.from(given.toLowerCase(), 'hex'))
}

const orderColumns = `order_id AS "orderId", amount_paise::float8 AS "amountPaise", receipt, notes, status, payment_id AS "paymentId", method, error_reason AS "errorReason", refunded_paise::float8 AS "refundedPaise"`

export function createSimulatedGateway(options: SimulatedGatewayOptions): SimulatedGateway {
  const { database } = options
  const random = options.random ?? Math.random
  const pending = new Set<Promise<void>>()
  const timers = new Set<NodeJS.Timeout>()
  let closed = false

  function send(event: { event: string; payload: Record<string, unknown> }): void {
    const body = JSON.stringify({ id: id('evt'), entity: 'event', event: event.event, created_at: Math.floor(Date.now() / 1000), payload: event.payload })
    const headers = { 'content-type': 'application/json', [SIMULATED_SIGNATURE_HEADER]: hmac(options.webhookSecret, body) }
    const deliveries = random() < options.duplicateRate ? 2 : 1
    for (let n = 0; n < deliveries; n += 1) {
      const delay = Math.floor(random() * options.maxDelayMs)
      const delivery = new Promise<void>((resolve) => {
        const timer = setTimeout(() => {
          timers.delete(timer)
          if (closed) return resolve()
          // A failed delivery is a lost webhook: reconciliation finds the payment later, as with a real gateway.
          options.deliver(body, headers).then(resolve, () => resolve())
        }, delay)
        timer.unref()
        timers.add(timer)
      })
      pending.add(delivery)
      void delivery.finally(() => pending.delete(delivery))
    }
  }

  const paymentEntity = (order: SimulatedOrder, status: 'captured' | 'failed') => ({
    entity: {
      id: order.paymentId,
      entity: 'payment',
      order_id: order.orderId,
      amount: order.amountPaise,
      currency: 'INR',
      status,
      method: order.method,
      bank_reference: status === 'captured' ? `TEST${order.paymentId?.slice(-8).toUpperCase()}` : null,
      error_description: order.errorReason,
      notes: order.notes,
    },
  })

  const toGatewayPayment = (order: SimulatedOrder): GatewayPayment[] =>
    order.paymentId === null || order.status === 'created'
      ? []
      : [
          {
            id: order.paymentId,
            orderId: order.orderId,
            status: order.status === 'paid' ? (order.refundedPaise >= order.amountPaise ? 'refunded' : 'captured') : 'failed',
            amountPaise: order.amountPaise,
            method: order.method,
            bankReference: order.status === 'paid' ? `TEST${order.paymentId.slice(-8).toUpperCase()}` : null,
            errorReason: order.errorReason,
          },
        ]

  async function order(orderId: string): Promise<SimulatedOrder | undefined> {
    const [row] = await database.query<SimulatedOrder>(`SELECT ${orderColumns} FROM simulated_gateway_orders WHERE order_id = $1`, [orderId])
    return row
  }

  return {
    provider: 'simulated',
    testMode: true,

    async createOrder(input) {
      const orderId = id('order')
      await database.query(`INSERT INTO simulated_gateway_orders (order_id, amount_paise, receipt, notes) VALUES ($1, $2, $3, $4::jsonb)`, [orderId, input.amountPaise, input.receipt, JSON.stringify(input.notes)])
      return { orderId }
    },

    checkout(input): Checkout {
      return { provider: 'simulated', orderId: input.orderId, url: simulatedCheckoutPath(input.orderId), testMode: true }
    },

    verifyCheckout(input) {
      return signaturesMatch(hmac(options.keySecret, `${input.orderId}|${input.gatewayPaymentId}`), input.signature)
    },

    verifyWebhook(rawBody: Buffer, headers: WebhookHeaders) {
      return signaturesMatch(hmac(options.webhookSecret, rawBody), headers[SIMULATED_SIGNATURE_HEADER])
    },

    parseWebhook(rawBody: Buffer): GatewayEvent {
      let body: { id?: unknown; event?: unknown; payload?: { payment?: { entity?: Record<string, unknown> }; refund?: { entity?: Record<string, unknown> } } }
      try {
        body = JSON.parse(rawBody.toString('utf8')) as typeof body
      } catch {
        throw new GatewayWebhookError('The webhook body is not JSON')
      }
      if (typeof body.id !== 'string' || typeof body.event !== 'string') throw new GatewayWebhookError('The webhook has no event id or type')
      const payment = body.payload?.payment?.entity
      const refund = body.payload?.refund?.entity
      const type = body.event === 'payment.captured' || body.event === 'payment.failed' || body.event === 'refund.processed' ? body.event : 'other'
      return {
        eventId: body.id,
        type,
        rawType: body.event,
        orderId: typeof payment?.order_id === 'string' ? payment.order_id : null,
        payment:
          payment && typeof payment.id === 'string' && typeof payment.order_id === 'string'
            ? {
                id: payment.id,
                orderId: payment.order_id,
                status: payment.status === 'captured' ? 'captured' : 'failed',
                amountPaise: Number(payment.amount),
                method: (payment.method as PaymentMethod | null) ?? null,
                bankReference: typeof payment.bank_reference === 'string' ? payment.bank_reference : null,
                errorReason: typeof payment.error_description === 'string' ? payment.error_description : null,
              }
            : null,
        refund: refund && typeof refund.id === 'string' && typeof refund.payment_id === 'string' ? { id: refund.id, paymentId: refund.payment_id, amountPaise: Number(refund.amount) } : null,
      }
    },

    async orderPayments(orderId) {
      const found = await order(orderId)
      return found ? toGatewayPayment(found) : []
    },

    async refund(input) {
      // Once per idempotency key, like a real gateway: a refund sent twice (two senders at once, a retry) is made once.
      const made = await database.transaction(async (query) => {
        const [claimed] = await query<{ refundId: string }>(
          `INSERT INTO simulated_gateway_refunds (idempotency_key, refund_id, payment_id, amount_paise) VALUES ($1, $2, $3, $4)
           ON CONFLICT (idempotency_key) DO NOTHING RETURNING refund_id AS "refundId"`,
          [input.idempotencyKey, id('rfnd'), input.gatewayPaymentId, input.amountPaise],
        )
        if (!claimed) {
          const [earlier] = await query<{ refundId: string }>('SELECT refund_id AS "refundId" FROM simulated_gateway_refunds WHERE idempotency_key = $1', [input.idempotencyKey])
          return { refundId: earlier!.refundId, fresh: false }
        }
        const [row] = await query<SimulatedOrder>(
          `UPDATE simulated_gateway_orders SET refunded_paise = refunded_paise + $2 WHERE payment_id = $1 AND status = 'paid' AND refunded_paise + $2 <= amount_paise RETURNING ${orderColumns}`,
          [input.gatewayPaymentId, input.amountPaise],
        )
        if (!row) throw new Error(`The simulated gateway cannot refund ${input.amountPaise} paise of ${input.gatewayPaymentId}`)
        return { refundId: claimed.refundId, fresh: true }
      })
      if (made.fresh) {
        send({ event: 'refund.processed', payload: { refund: { entity: { id: made.refundId, entity: 'refund', payment_id: input.gatewayPaymentId, amount: input.amountPaise, status: 'processed', notes: input.notes } } } })
      }
      return { refundId: made.refundId, status: 'processed' as const }
    },

    order,

    async pay(orderId, choice) {
      const gatewayPaymentId = id('pay')
      const failed = choice.outcome === 'fail'
      const reason = failed ? (choice.reason ?? 'The payer’s bank declined the payment (test mode)') : null
      // One payment per order, as at a real gateway once it is paid; a failed attempt can be tried again.
      const [row] = await database.query<SimulatedOrder>(
        `UPDATE simulated_gateway_orders SET status = $2, payment_id = $3, method = $4, error_reason = $5, paid_at = CASE WHEN $2 = 'paid' THEN now() ELSE paid_at END
         WHERE order_id = $1 AND status <> 'paid' RETURNING ${orderColumns}`,
        [orderId, failed ? 'failed' : 'paid', gatewayPaymentId, choice.method, reason],
      )
      if (!row) return undefined
      send({ event: failed ? 'payment.failed' : 'payment.captured', payload: { payment: paymentEntity(row, failed ? 'failed' : 'captured') } })
      if (failed) return { ok: false, gatewayPaymentId, reason: reason! }
      return { ok: true, gatewayPaymentId, signature: hmac(options.keySecret, `${orderId}|${gatewayPaymentId}`) }
    },

    async settled() {
      while (pending.size > 0) await Promise.all([...pending])
    },

    close() {
      closed = true
      for (const timer of timers) clearTimeout(timer)
      timers.clear()
      pending.clear()
    },
  }
}
