// The payment gateway behind one interface (ARCHITECTURE §2: PAYMENT_PROVIDER): the embedded
// simulated gateway (the default: test mode, no account) or Razorpay. The service never speaks a
// gateway's dialect: it makes an order, hands the browser a checkout, verifies what comes back
// (the checkout's signature, the webhook's signature over the raw body), asks the gateway what
// happened to an order (reconciliation), and refunds. Amounts are whole paise.
import type { Checkout, PaymentMethod, PaymentProvider } from '@vishwas/domain'

/** What the gateway says of one payment attempt on an order. */
export type GatewayPayment = {
  id: string
  orderId: string
  /** captured: the money is ours to hold; failed: it did not go through; created/authorized: not yet. */
  status: 'created' | 'authorized' | 'captured' | 'failed' | 'refunded'
  amountPaise: number
  method: PaymentMethod | null
  /** The bank's reference (UPI RRN, card auth code, netbanking reference), when the gateway gives one. */
  bankReference: string | null
  errorReason: string | null
}

/** A verified webhook, reduced to what the service acts on. */
export type GatewayEvent = {
  /** The gateway's id of the event: processing is once per id, however often it is delivered. */
  eventId: string
  type: 'payment.captured' | 'payment.failed' | 'refund.processed' | 'refund.failed' | 'other'
  /** The gateway's name of the event type (what was received). */
  rawType: string
  orderId: string | null
  payment: GatewayPayment | null
  refund: { id: string; paymentId: string; amountPaise: number } | null
}

export type WebhookHeaders = Record<string, string | string[] | undefined>

export class GatewayWebhookError extends Error {
  constructor(message: string) {
    super(message)
    this.name = 'GatewayWebhookError'
  }
}

export interface PaymentGateway {
  readonly provider: PaymentProvider
  /** No real money moves (the simulated gateway; Razorpay with rzp_test_ keys). */
  readonly testMode: boolean
  /** An order for this amount; `receipt` is our payment id (the gateway echoes it back). */
  createOrder(input: { amountPaise: number; receipt: string; notes: Record<string, string> }): Promise<{ orderId: string }>
  /** What the browser needs to pay the order. */
  checkout(input: { orderId: string; amountPaise: number; description: string; merchantName: string }): Checkout
  /** Whether the checkout's answer was signed by the gateway for this order and payment. */
  verifyCheckout(input: { orderId: string; gatewayPaymentId: string; signature: string }): boolean
  /** Whether the webhook's signature over the raw body is the gateway's (constant-time). */
  verifyWebhook(rawBody: Buffer, headers: WebhookHeaders): boolean
  /**
   * The event in a verified webhook; a GatewayWebhookError when its body is not one. `headers`:
   * the request's, for gateways that name the event only there (Razorpay's x-razorpay-event-id).
   */
  parseWebhook(rawBody: Buffer, headers?: WebhookHeaders): GatewayEvent
  /** Every payment attempt on the order, as the gateway records it (reconciliation). */
  orderPayments(orderId: string): Promise<GatewayPayment[]>
  /** Gives `amountPaise` of a captured payment back to the payer; the same key refunds once. */
  refund(input: { gatewayPaymentId: string; amountPaise: number; idempotencyKey: string; notes: Record<string, string> }): Promise<{ refundId: string; status: 'processed' | 'pending' }>
  /**
   * Escrow at the gateway (Razorpay Route), where it offers it: moves `amountPaise` of a captured
   * payment to the payee's linked account but holds its settlement until released.
   */
  holdTransfer?(input: { gatewayPaymentId: string; linkedAccountId: string; amountPaise: number; notes: Record<string, string> }): Promise<{ transferId: string }>
  /** Lets a held transfer settle to the linked account (the deal's release). */
  releaseTransfer?(transferId: string): Promise<void>
  /** Razorpay Route: takes a held transfer back from the linked account (before the payment is refunded). */
  reverseTransfer?(transferId: string, amountPaise: number): Promise<void>
}
