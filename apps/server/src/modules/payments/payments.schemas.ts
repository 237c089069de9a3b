// Schemas of the payment calls (they make the OpenAPI entries).
import { IDEMPOTENCY_KEY_PATTERN, checkoutSchema, paymentMessages, paymentMethods, paymentViewSchema } from '@vishwas/domain'
import { z } from 'zod'

export const idempotencyHeadersSchema = z.object({
  'idempotency-key': z.string().optional().meta({ description: 'Required: a unique value (8-128 letters, digits, dashes, underscores) per payment attempt, sent again unchanged on a retry; the same key answers the same payment.' }),
})

/** The Idempotency-Key header, checked here so the message is the one people read. */
export function idempotencyKeyOf(headers: { 'idempotency-key'?: string | undefined }): { key: string } | { problem: string } {
  const key = headers['idempotency-key']?.trim()
  if (!key) return { problem: paymentMessages.idempotencyKeyRequired }
  if (!IDEMPOTENCY_KEY_PATTERN.test(key)) return { problem: paymentMessages.idempotencyKeyFormat }
  return { key }
}

const uuidParam = (name: string) => z.uuid({ error: `${name} must be a UUID` })

export const dealPaymentParamsSchema = z.object({ dealId: uuidParam('dealId') })
export const rentalPaymentParamsSchema = z.object({ rentalId: uuidParam('rentalId') })
export const paymentParamsSchema = z.object({ paymentId: uuidParam('paymentId') })
export const payoutAccountParamsSchema = z.object({ userId: uuidParam('userId') })
export const payoutAccountResponseSchema = z.object({ success: z.literal(true), userId: z.string(), payoutAccountId: z.string().nullable() })
export const webhookParamsSchema = z.object({ provider: z.enum(['simulated', 'razorpay'], { error: 'Unknown payment provider' }) })
export const testOrderParamsSchema = z.object({ orderId: z.string().regex(/^order_[A-Za-z0-9]{8,40}$/, { error: 'Unknown order' }) })

export const startedPaymentResponseSchema = z.object({ success: z.literal(true), payment: paymentViewSchema, checkout: checkoutSchema })
export const paymentResponseSchema = z.object({ success: z.literal(true), payment: paymentViewSchema })
export const webhookResponseSchema = z.object({ success: z.literal(true), outcome: z.enum(['processed', 'duplicate', 'unknown-order', 'ignored']) })

export const testOrderResponseSchema = z.object({
  success: z.literal(true),
  order: z.object({ orderId: z.string(), amountPaise: z.number().int(), status: z.enum(['created', 'paid', 'failed']), paymentId: z.string().nullable(), testMode: z.literal(true) }),
})
export const testPayBodySchema = z.strictObject({
  outcome: z.enum(['succeed', 'fail']).meta({ description: 'What the test payer chooses.' }),
  method: z.enum(paymentMethods).meta({ description: 'How the test payer pays.' }),
})
export const testPayResponseSchema = z.object({
  success: z.literal(true),
  result: z.discriminatedUnion('ok', [
    z.object({ ok: z.literal(true), orderId: z.string(), gatewayPaymentId: z.string(), signature: z.string() }),
    z.object({ ok: z.literal(false), orderId: z.string(), gatewayPaymentId: z.string(), reason: z.string() }),
  ]),
})
