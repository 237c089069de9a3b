// SQL of payments and their refunds. The functions that take `query` run inside the caller's
// transaction (a payment settles in the same transaction as its ledger posting and the deal's
// step); lockPayment takes the row for that transaction, so a webhook and the checkout's
// confirmation arriving together settle it once.
import type { EscrowStatus, PaymentMethod, PaymentProvider, PaymentPurpose, PaymentStatus, PaymentView } from '@vishwas/domain'
import type { QueryFn } from '../../db/database'

const iso = (column: string) => `to_char(${column} AT TIME ZONE 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS.MS"Z"')`

/** The columns of a PaymentView, from `payments pay` joined to the payer `pu` and payee `pe`. */
export const paymentViewColumns = `pay.id::text AS id, pay.deal_id::text AS "dealId", pay.rental_id::text AS "rentalId", pay.rent_period AS "rentPeriod",
  pay.property_id::text AS "propertyId", pay.property_reference AS "propertyReference", pay.property_title AS "propertyTitle",
  pay.payer_id::text AS "payerId", coalesce(pu.full_name, '') AS "payerName", pay.payee_id::text AS "payeeId", coalesce(pe.full_name, '') AS "payeeName",
  pay.amount_paise::float8 AS "amountPaise", pay.currency, pay.purpose, pay.method, pay.status, pay.escrow_status AS "escrowStatus", pay.provider,
  pay.test_mode AS "testMode", pay.provider_order_id AS "providerOrderId", pay.provider_payment_id AS "providerPaymentId",
  pay.receipt_number AS "receiptNumber", pay.refunded_paise::float8 AS "refundedPaise", pay.failure_reason AS "failureReason",
  ${iso('pay.settled_at')} AS "settledAt", ${iso('pay.created_at')} AS "createdAt", ${iso('pay.updated_at')} AS "updatedAt"`

export const paymentViewFrom = 'payments pay LEFT JOIN users pu ON pu.id = pay.payer_id LEFT JOIN users pe ON pe.id = pay.payee_id'

export async function findPaymentView(query: QueryFn, id: string): Promise<PaymentView | undefined> {
  const [payment] = await query<PaymentView>(`SELECT ${paymentViewColumns} FROM ${paymentViewFrom} WHERE pay.id = $1::uuid`, [id])
  return payment
}

/** The payment row as the service reads it to decide (for update when in a transaction that will change it). */
export type PaymentRow = {
  id: string
  dealId: string | null
  rentalId: string | null
  rentPeriod: string | null
  propertyId: string
  propertyTitle: string
  payerId: string
  payeeId: string
  amountPaise: number
  purpose: PaymentPurpose
  status: PaymentStatus
  escrowStatus: EscrowStatus
  provider: PaymentProvider
  providerOrderId: string | null
  providerPaymentId: string | null
  refundedPaise: number
  version: number
  createdAt: string
}

const rowColumns = `id::text AS id, deal_id::text AS "dealId", rental_id::text AS "rentalId", rent_period AS "rentPeriod", property_id::text AS "propertyId",
  property_title AS "propertyTitle", payer_id::text AS "payerId", payee_id::text AS "payeeId", amount_paise::float8 AS "amountPaise", purpose, status,
  escrow_status AS "escrowStatus", provider, provider_order_id AS "providerOrderId", provider_payment_id AS "providerPaymentId",
  refunded_paise::float8 AS "refundedPaise", version, ${iso('created_at')} AS "createdAt"`

export async function lockPayment(query: QueryFn, id: string): Promise<PaymentRow | undefined> {
  const [row] = await query<PaymentRow>(`SELECT ${rowColumns} FROM payments WHERE id = $1::uuid FOR UPDATE`, [id])
  return row
}

export async function findPaymentRow(query: QueryFn, id: string): Promise<PaymentRow | undefined> {
  const [row] = await query<PaymentRow>(`SELECT ${rowColumns} FROM payments WHERE id = $1::uuid`, [id])
  return row
}

/** The payment of a gateway's order, locked for the rest of the transaction (a webhook's one round trip to find and lock it). */
export async function lockPaymentByOrder(query: QueryFn, provider: PaymentProvider, orderId: string): Promise<PaymentRow | undefined> {
  const [row] = await query<PaymentRow>(`SELECT ${rowColumns} FROM payments WHERE provider = $1 AND provider_order_id = $2 FOR UPDATE`, [provider, orderId])
  return row
}

/** The live (pending, processing or succeeded) payment of this purpose for a deal, a rental's deposit or a month's rent. */
export async function livePaymentFor(query: QueryFn, target: { dealId: string } | { rentalId: string; purpose: 'deposit' } | { rentalId: string; purpose: 'rent'; period: string }): Promise<PaymentRow | undefined> {
  const live = `status IN ('pending', 'processing', 'succeeded')`
  const [row] =
    'dealId' in target
      ? await query<PaymentRow>(`SELECT ${rowColumns} FROM payments WHERE deal_id = $1::uuid AND purpose = 'token' AND ${live}`, [target.dealId])
      : target.purpose === 'deposit'
        ? await query<PaymentRow>(`SELECT ${rowColumns} FROM payments WHERE rental_id = $1::uuid AND purpose = 'deposit' AND ${live}`, [target.rentalId])
        : await query<PaymentRow>(`SELECT ${rowColumns} FROM payments WHERE rental_id = $1::uuid AND purpose = 'rent' AND rent_period = $2 AND ${live}`, [target.rentalId, target.period])
  return row
}

export type NewPayment = {
  dealId?: string | undefined
  rentalId?: string | undefined
  rentPeriod?: string | undefined
  propertyId: string
  propertyReference: string
  propertyTitle: string
  payerId: string
  payeeId: string
  amountPaise: number
  purpose: PaymentPurpose
  provider: PaymentProvider
  testMode: boolean
  idempotencyKey: string
}

export async function insertPayment(query: QueryFn, payment: NewPayment): Promise<string> {
  const [row] = await query<{ id: string }>(
    `INSERT INTO payments (deal_id, rental_id, rent_period, property_id, property_reference, property_title, payer_id, payee_id, amount_paise, purpose, provider, test_mode, idempotency_key)
     VALUES ($1::uuid, $2::uuid, $3, $4::uuid, $5, $6, $7::uuid, $8::uuid, $9, $10, $11, $12, $13) RETURNING id::text AS id`,
    [
      payment.dealId ?? null,
      payment.rentalId ?? null,
      payment.rentPeriod ?? null,
      payment.propertyId,
      payment.propertyReference,
      payment.propertyTitle,
      payment.payerId,
      payment.payeeId,
      payment.amountPaise,
      payment.purpose,
      payment.provider,
      payment.testMode,
      payment.idempotencyKey,
    ],
  )
  return row!.id
}

export async function setOrderId(query: QueryFn, id: string, orderId: string): Promise<void> {
  await query('UPDATE payments SET provider_order_id = $2, updated_at = now(), version = version + 1 WHERE id = $1::uuid', [id, orderId])
}

/** A payment the gateway captured: succeeded, with its receipt number, method and references. */
export async function markSucceeded(
  query: QueryFn,
  input: { id: string; gatewayPaymentId: string; method: PaymentMethod | null; bankReference: string | null; escrowStatus: EscrowStatus; at: string; status?: 'succeeded' | 'refunded' },
): Promise<{ receiptNumber: string }> {
  const [row] = await query<{ receiptNumber: string }>(
    `UPDATE payments SET status = $7, provider_payment_id = $2, method = $3, bank_reference = $4, escrow_status = $5, failure_reason = NULL,
       receipt_number = 'VR-' || to_char($6::timestamptz AT TIME ZONE 'Asia/Kolkata', 'YYYY') || '-' || lpad(nextval('receipt_numbers')::text, 6, '0'),
       settled_at = $6::timestamptz, updated_at = now(), version = version + 1
     WHERE id = $1::uuid RETURNING receipt_number AS "receiptNumber"`,
    [input.id, input.gatewayPaymentId, input.method, input.bankReference, input.escrowStatus, input.at, input.status ?? 'succeeded'],
  )
  return row!
}

export async function markFailed(query: QueryFn, input: { id: string; gatewayPaymentId: string | null; reason: string }): Promise<void> {
  await query(
    `UPDATE payments SET status = 'failed', provider_payment_id = coalesce(provider_payment_id, $2), failure_reason = $3, updated_at = now(), version = version + 1 WHERE id = $1::uuid AND status IN ('pending', 'processing')`,
    [input.id, input.gatewayPaymentId, input.reason],
  )
}

export async function setEscrowStatus(query: QueryFn, id: string, escrowStatus: EscrowStatus): Promise<void> {
  await query('UPDATE payments SET escrow_status = $2, updated_at = now(), version = version + 1 WHERE id = $1::uuid', [id, escrowStatus])
}

/** Adds a refund to the payment's refunded total; fully refunded, it becomes `refunded`. */
export async function addRefunded(query: QueryFn, id: string, amountPaise: number): Promise<void> {
  await query(
    `UPDATE payments SET refunded_paise = refunded_paise + $2, status = CASE WHEN refunded_paise + $2 >= amount_paise THEN 'refunded' ELSE status END,
       updated_at = now(), version = version + 1 WHERE id = $1::uuid`,
    [id, amountPaise],
  )
}

export type RefundRow = { id: string; paymentId: string; amountPaise: number; reason: string; status: 'pending' | 'processed' | 'failed'; providerRefundId: string | null; idempotencyKey: string; createdAt: string }

const refundColumns = `id::text AS id, payment_id::text AS "paymentId", amount_paise::float8 AS "amountPaise", reason, status, provider_refund_id AS "providerRefundId", idempotency_key AS "idempotencyKey", ${iso('created_at')} AS "createdAt"`

/** Records a refund to be made at the gateway (once per key); the refund row. */
export async function insertRefund(query: QueryFn, input: { paymentId: string; amountPaise: number; reason: string; requestedBy: string | null; idempotencyKey: string }): Promise<{ refund: RefundRow; created: boolean }> {
  const [created] = await query<RefundRow>(
    `INSERT INTO payment_refunds (payment_id, amount_paise, reason, requested_by, idempotency_key) VALUES ($1::uuid, $2, $3, $4::uuid, $5)
     ON CONFLICT (idempotency_key) DO NOTHING RETURNING ${refundColumns}`,
    [input.paymentId, input.amountPaise, input.reason, input.requestedBy, input.idempotencyKey],
  )
  if (created) return { refund: created, created: true }
  const [existing] = await query<RefundRow>(`SELECT ${refundColumns} FROM payment_refunds WHERE idempotency_key = $1`, [input.idempotencyKey])
  return { refund: existing!, created: false }
}

/** Refunds asked for and not yet made at the gateway; not while the payment's escrow transfer still sits with the payee (it is reversed first). */
export async function pendingRefunds(query: QueryFn, limit: number): Promise<(RefundRow & { provider: PaymentProvider; providerPaymentId: string | null })[]> {
  return query(
    `SELECT r.id::text AS id, r.payment_id::text AS "paymentId", r.amount_paise::float8 AS "amountPaise", r.reason, r.status, r.provider_refund_id AS "providerRefundId",
       r.idempotency_key AS "idempotencyKey", ${iso('r.created_at')} AS "createdAt", p.provider, p.provider_payment_id AS "providerPaymentId"
     FROM payment_refunds r JOIN payments p ON p.id = r.payment_id
    WHERE r.status = 'pending' AND coalesce(p.gateway_transfer_status, '') NOT IN ('holding', 'on_hold', 'reversing')
    ORDER BY r.created_at LIMIT $1`,
    [limit],
  )
}

export async function markRefundSent(query: QueryFn, input: { id: string; providerRefundId: string; processed: boolean }): Promise<void> {
  await query(
    `UPDATE payment_refunds SET provider_refund_id = $2, status = CASE WHEN $3 THEN 'processed' ELSE status END, processed_at = CASE WHEN $3 THEN now() ELSE processed_at END WHERE id = $1::uuid`,
    [input.id, input.providerRefundId, input.processed],
  )
}

export async function markRefundProcessedByProviderId(query: QueryFn, providerRefundId: string): Promise<void> {
  await query(`UPDATE payment_refunds SET status = 'processed', processed_at = coalesce(processed_at, now()) WHERE provider_refund_id = $1`, [providerRefundId])
}

/** Records a webhook event once; false when it was already recorded (a duplicate delivery). */
export async function recordWebhookEvent(query: QueryFn, event: { provider: PaymentProvider; eventId: string; eventType: string; outcome: string; payload: unknown }): Promise<boolean> {
  const rows = await query(
    `INSERT INTO payment_webhook_events (provider, event_id, event_type, outcome, payload) VALUES ($1, $2, $3, $4, $5::jsonb) ON CONFLICT DO NOTHING RETURNING event_id`,
    [event.provider, event.eventId, event.eventType, event.outcome, JSON.stringify(event.payload)],
  )
  return rows.length > 0
}

/** Payments still waiting for the gateway's word, oldest first (reconciliation). */
export async function unsettledPayments(query: QueryFn, input: { olderThan: string; limit: number }): Promise<PaymentRow[]> {
  // Failed ones of the last day too: an order whose first attempt failed may have been paid by a second attempt whose webhook was lost.
  return query<PaymentRow>(
    `SELECT ${rowColumns} FROM payments
      WHERE provider_order_id IS NOT NULL AND created_at < $1::timestamptz
        AND (status IN ('pending', 'processing') OR (status = 'failed' AND updated_at > $1::timestamptz - interval '1 day'))
      ORDER BY created_at LIMIT $2`,
    [input.olderThan, input.limit],
  )
}

/** Another live payment (pending, processing, succeeded) for the same thing as this one: the deal's token, the rental's deposit, the month's rent. */
export async function otherLivePayment(query: QueryFn, payment: Pick<PaymentRow, 'id' | 'dealId' | 'rentalId' | 'purpose' | 'rentPeriod'>): Promise<string | undefined> {
  const [row] = await query<{ id: string }>(
    `SELECT id::text AS id FROM payments
      WHERE id <> $1::uuid AND purpose = $2 AND status IN ('pending', 'processing', 'succeeded')
        AND deal_id IS NOT DISTINCT FROM $3::uuid AND rental_id IS NOT DISTINCT FROM $4::uuid AND rent_period IS NOT DISTINCT FROM $5 LIMIT 1`,
    [payment.id, payment.purpose, payment.dealId, payment.rentalId, payment.rentPeriod],
  )
  return row?.id
}
