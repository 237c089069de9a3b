// Fixtures of the payment tests: an agreed deal, starting its token payment, paying it at the
// simulated gateway as the test checkout page does, and reading balances.
import { ledgerAccounts, type Checkout, type PaymentView, type Property } from '@vishwas/domain'
import { randomUUID } from 'node:crypto'
import { expect } from 'vitest'
import { createAs, requestAs, type Caller, type PropertyKit } from '../properties/properties-test-kit'
import { draftDeal, stepAs } from '../deals/deals-test-kit'
import { balanceWith } from './ledger.repository'

/** A sale listing of the demo seller and a deal on it between the demo buyer and seller, agreed (token: 10 % of ₹80 lakh unless given). */
export async function agreedDeal(kit: PropertyKit, options: { property?: Property; tokenAmountPaise?: number } = {}) {
  const property = options.property ?? (await createAs(kit, 'seller'))
  const deal = await draftDeal(kit, property)
  if (options.tokenAmountPaise) await kit.database.query('UPDATE deals SET token_amount_paise = $2 WHERE id = $1', [deal.id, options.tokenAmountPaise])
  await stepAs(kit, 'buyer', deal.id, 'negotiate')
  await stepAs(kit, 'seller', deal.id, 'agree')
  return { property, deal }
}

export const newKey = () => `test-${randomUUID()}`

export function startDealPayment(kit: PropertyKit, caller: Caller | null, dealId: string, key: string | null = newKey()) {
  return requestAs(kit, caller, { method: 'POST', url: `/api/deals/${dealId}/payments`, ...(key === null ? {} : { headers: { 'idempotency-key': key } }) })
}

export type Started = { payment: PaymentView; checkout: Checkout }

export async function startedDealPayment(kit: PropertyKit, dealId: string, key = newKey()): Promise<Started> {
  const response = await startDealPayment(kit, 'buyer', dealId, key)
  expect(response.statusCode, response.body).toBe(201)
  return response.json<Started>()
}

/** The payer's choice on the test checkout page; the gateway's signed answer. */
export async function payAtTestGateway(kit: PropertyKit, orderId: string, outcome: 'succeed' | 'fail' = 'succeed') {
  const response = await kit.app.inject({ method: 'POST', url: `/api/test-gateway/orders/${orderId}/pay`, payload: { outcome, method: 'upi' } })
  expect(response.statusCode, response.body).toBe(200)
  return response.json<{ result: { ok: boolean; orderId: string; gatewayPaymentId: string; signature?: string; reason?: string } }>().result
}

export function confirm(kit: PropertyKit, caller: Caller, paymentId: string, body: { orderId: string; gatewayPaymentId: string; signature: string }) {
  return requestAs(kit, caller, { method: 'POST', url: `/api/payments/${paymentId}/confirm`, payload: body })
}

export const paymentOf = async (kit: PropertyKit, caller: Caller, paymentId: string) => (await requestAs(kit, caller, { url: `/api/payments/${paymentId}` })).json<{ payment: PaymentView }>().payment

export const escrowOf = (kit: PropertyKit, dealId: string) => balanceWith(kit.database.query, ledgerAccounts.escrow(dealId))
export const balance = (kit: PropertyKit, account: string) => balanceWith(kit.database.query, account)

/** Waits for the simulated gateway's webhooks under way. */
export const webhooksDelivered = (kit: PropertyKit) => kit.app.payments.simulated!.settled()
