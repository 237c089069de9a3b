// Fixtures of the payment proofs: the simulated gateway's webhooks made and signed here (to
// deliver them again, late, out of order), and the ledger's invariants read back from SQL.
import { createHmac, randomUUID } from 'node:crypto'
import { ledgerAccounts } from '@vishwas/domain'
import { expect } from 'vitest'
import { SIMULATED_SIGNATURE_HEADER } from '../../providers/payments/simulated-gateway'
import { testConfig } from '../../test/test-app'
import type { PropertyKit } from '../properties/properties-test-kit'

export const WEBHOOK_URL = '/api/payments/webhooks/simulated'

/** The simulated gateway's webhook secret of this worker (its DATA_DIR's secrets.json). */
export function simulatedWebhookSecret(): string {
  const payments = testConfig().payments
  if (payments.provider !== 'simulated') throw new Error('The test config is not on the simulated gateway')
  return payments.webhookSecret
}

export type SimulatedWebhook = { rawBody: string; headers: Record<string, string> }

/** A payment event as the simulated gateway sends it, signed with `secret` (or its own). */
export function simulatedPaymentWebhook(
  input: { event: 'payment.captured' | 'payment.failed'; orderId: string; gatewayPaymentId: string; amountPaise: number; eventId?: string },
  secret = simulatedWebhookSecret(),
): SimulatedWebhook {
  const captured = input.event === 'payment.captured'
  const rawBody = JSON.stringify({
    id: input.eventId ?? `evt_${randomUUID().replaceAll('-', '')}`,
    entity: 'event',
    event: input.event,
    created_at: Math.floor(Date.now() / 1000),
    payload: {
      payment: {
        entity: {
          id: input.gatewayPaymentId,
          entity: 'payment',
          order_id: input.orderId,
          amount: input.amountPaise,
          currency: 'INR',
          status: captured ? 'captured' : 'failed',
          method: 'upi',
          bank_reference: captured ? 'TESTPROOF' : null,
          error_description: captured ? null : 'The payer’s bank declined the payment (test mode)',
        },
      },
    },
  })
  return { rawBody, headers: { 'content-type': 'application/json', [SIMULATED_SIGNATURE_HEADER]: createHmac('sha256', secret).update(rawBody).digest('hex') } }
}

export async function deliver(kit: PropertyKit, webhook: SimulatedWebhook) {
  return kit.app.inject({ method: 'POST', url: WEBHOOK_URL, payload: webhook.rawBody, headers: webhook.headers })
}

const number = (value: unknown) => Number(value)

/**
 * The ledger's invariants, from SQL: postings balance (each and in total), no holding account is
 * below zero, no idempotency key posted twice, each succeeded (or refunded) payment has one
 * capture of its amount and none other has any, refunded_paise is what its refund and deposit-return
 * postings gave back to the payer,
 * and each deal's escrow agrees with its status.
 */
export async function expectLedgerConsistent(kit: PropertyKit): Promise<void> {
  const { query } = kit.database
  const [totals] = await query<{ debits: number; credits: number }>('SELECT coalesce(sum(debit_paise), 0)::float8 AS debits, coalesce(sum(credit_paise), 0)::float8 AS credits FROM ledger_entries')
  expect(totals!.debits).toBe(totals!.credits)
  expect(await query(`SELECT transaction_id FROM ledger_entries GROUP BY transaction_id HAVING sum(debit_paise) <> sum(credit_paise)`)).toEqual([])
  expect(await query(`SELECT account, sum(credit_paise - debit_paise)::float8 AS balance FROM ledger_entries WHERE account LIKE 'escrow:%' OR account LIKE 'deposit:%' GROUP BY account HAVING sum(credit_paise - debit_paise) < 0`)).toEqual([])
  expect(await query(`SELECT idempotency_key FROM ledger_transactions GROUP BY idempotency_key HAVING count(*) > 1`)).toEqual([])

  const payments = await query<{ id: string; status: string; amount: number; refunded: number; captures: number; captured: number; refundPostings: number }>(
    `SELECT p.id::text AS id, p.status, p.amount_paise::float8 AS amount, p.refunded_paise::float8 AS refunded,
       (SELECT count(*) FROM ledger_transactions t WHERE t.payment_id = p.id AND t.kind = 'capture')::int AS captures,
       (SELECT coalesce(sum(e.debit_paise), 0) FROM ledger_transactions t JOIN ledger_entries e ON e.transaction_id = t.id WHERE t.payment_id = p.id AND t.kind = 'capture' AND e.account = $1)::float8 AS captured,
       (SELECT coalesce(sum(e.credit_paise), 0) FROM ledger_transactions t JOIN ledger_entries e ON e.transaction_id = t.id WHERE t.payment_id = p.id AND t.kind IN ('refund', 'deposit-return') AND e.account = 'refunds:' || p.payer_id::text)::float8 AS "refundPostings"
     FROM payments p`,
    [ledgerAccounts.gatewayClearing],
  )
  for (const payment of payments) {
    const settled = payment.status === 'succeeded' || payment.status === 'refunded'
    expect({ id: payment.id, captures: payment.captures, captured: number(payment.captured) }).toEqual({ id: payment.id, captures: settled ? 1 : 0, captured: settled ? payment.amount : 0 })
    expect({ id: payment.id, refunded: payment.refunded }).toEqual({ id: payment.id, refunded: number(payment.refundPostings) })
    expect(payment.refunded).toBeLessThanOrEqual(payment.amount)
    if (payment.status === 'refunded') expect(payment.refunded).toBe(payment.amount)
  }

  const deals = await query<{ id: string; status: string; held: number; token: number }>(
    `SELECT d.id::text AS id, d.status,
       (SELECT coalesce(sum(credit_paise - debit_paise), 0) FROM ledger_entries WHERE account = 'escrow:' || d.id::text)::float8 AS held,
       (SELECT coalesce(sum(p.amount_paise - p.refunded_paise), 0) FROM payments p WHERE p.deal_id = d.id AND p.purpose = 'token' AND p.escrow_status = 'held')::float8 AS token
     FROM deals d`,
  )
  for (const deal of deals) {
    if (deal.status === 'escrow-funded' || deal.status === 'documents-verified') expect({ deal: deal.id, held: deal.held }).toEqual({ deal: deal.id, held: deal.token })
    else expect({ deal: deal.id, status: deal.status, held: deal.held }).toEqual({ deal: deal.id, status: deal.status, held: 0 })
  }
}
