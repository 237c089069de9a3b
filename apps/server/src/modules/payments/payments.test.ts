// The deal's money end to end through the API on the simulated gateway: the buyer pays the token
// into escrow (idempotently, only when the deal is agreed, never twice), the checkout's answer and
// the gateway's webhooks (each delivered twice) settle it once, and the deal's completion releases
// the escrow to the seller while its cancellation refunds the buyer. Every step's postings balance.
import { ledgerAccounts, paymentMessages, tokenAmountOf } from '@vishwas/domain'
import { describe, expect, it } from 'vitest'
import { demoUsers, requestAs, usePropertyKit } from '../properties/properties-test-kit'
import { draftDeal, stepAs, verifiedDocuments } from '../deals/deals-test-kit'
import { agreedDeal, balance, confirm, escrowOf, newKey, payAtTestGateway, paymentOf, startDealPayment, startedDealPayment, webhooksDelivered } from './payments-test-kit'

const kit = usePropertyKit()

async function ledgerBalances() {
  const [row] = await kit.database.query<{ debits: number; credits: number }>('SELECT coalesce(sum(debit_paise), 0)::float8 AS debits, coalesce(sum(credit_paise), 0)::float8 AS credits FROM ledger_entries')
  return row!
}

describe('paying a deal’s token into escrow', () => {
  it('holds the token in escrow once, funds the deal, and releases it to the seller when the deal completes', async () => {
    const { property, deal } = await agreedDeal(kit)
    const token = tokenAmountOf(deal)
    expect(token).toBe(80_000_000) // 10 % of ₹80 lakh

    const key = newKey()
    const started = await startedDealPayment(kit, deal.id, key)
    expect(started.payment).toMatchObject({ status: 'pending', amountPaise: token, purpose: 'token', payerId: demoUsers.buyer.id, payeeId: demoUsers.seller.id, testMode: true, escrowStatus: 'not-applicable' })
    expect(started.checkout).toMatchObject({ provider: 'simulated', testMode: true, url: `/pay/test/${started.checkout.orderId}` })
    // The same key answers the same payment; so does a new key while it is under way.
    expect((await startedDealPayment(kit, deal.id, key)).payment.id).toBe(started.payment.id)
    expect((await startedDealPayment(kit, deal.id)).payment.id).toBe(started.payment.id)

    const paid = await payAtTestGateway(kit, started.checkout.orderId)
    expect(paid.ok).toBe(true)
    // A forged signature records nothing.
    const forged = await confirm(kit, 'buyer', started.payment.id, { orderId: paid.orderId, gatewayPaymentId: paid.gatewayPaymentId, signature: 'a'.repeat(64) })
    expect(forged.statusCode).toBe(400)
    expect(forged.json()).toMatchObject({ message: paymentMessages.badSignature })
    const confirmed = await confirm(kit, 'buyer', started.payment.id, { orderId: paid.orderId, gatewayPaymentId: paid.gatewayPaymentId, signature: paid.signature! })
    expect(confirmed.statusCode, confirmed.body).toBe(200)
    await webhooksDelivered(kit)
    const payment = await paymentOf(kit, 'buyer', started.payment.id)
    expect(payment).toMatchObject({ status: 'succeeded', escrowStatus: 'held', method: 'upi', providerPaymentId: paid.gatewayPaymentId })
    expect(payment.receiptNumber).toMatch(/^VR-\d{4}-\d{6}$/)
    expect(await escrowOf(kit, deal.id)).toBe(token)
    // The webhook came twice and the confirmation once: one capture posting.
    expect(await kit.database.query(`SELECT 1 FROM ledger_transactions WHERE payment_id = $1 AND kind = 'capture'`, [payment.id])).toHaveLength(1)
    expect(await kit.database.query(`SELECT outcome FROM payment_webhook_events`)).toEqual([{ outcome: 'processed' }])

    const funded = (await requestAs(kit, 'seller', { url: `/api/deals/${deal.id}` })).json<{ deal: { status: string; timeline: { action: string; actorId: string | null; note: string }[] } }>().deal
    expect(funded.status).toBe('escrow-funded')
    expect(funded.timeline.at(-1)).toMatchObject({ action: 'fund-escrow', actorId: null, note: expect.stringContaining(payment.receiptNumber!) })
    // A second token payment on a funded deal is refused.
    const again = await startDealPayment(kit, 'buyer', deal.id)
    expect(again.statusCode).toBe(409)
    expect(again.json()).toMatchObject({ message: paymentMessages.tokenAlreadyPaid })

    await verifiedDocuments(kit, property.id)
    await stepAs(kit, 'seller', deal.id, 'verify-documents')
    const completed = await stepAs(kit, 'seller', deal.id, 'complete')
    expect(completed.status).toBe('completed')
    expect(await escrowOf(kit, deal.id)).toBe(0)
    expect(await balance(kit, ledgerAccounts.payee(demoUsers.seller.id))).toBe(token)
    expect(await paymentOf(kit, 'seller', payment.id)).toMatchObject({ escrowStatus: 'released' })
    const { debits, credits } = await ledgerBalances()
    expect(debits).toBe(credits)
  })

  it('refunds the buyer when the deal is cancelled while escrow holds the token', async () => {
    const { deal } = await agreedDeal(kit, { tokenAmountPaise: 5_000_000 })
    const started = await startedDealPayment(kit, deal.id)
    await payAtTestGateway(kit, started.checkout.orderId)
    await webhooksDelivered(kit)
    expect(await escrowOf(kit, deal.id)).toBe(5_000_000)
    // A listing whose deal holds money cannot go to the trash (its escrow would go with it).
    const deleting = await requestAs(kit, 'seller', { method: 'DELETE', url: `/api/properties/${deal.propertyReference}` })
    expect(deleting.statusCode).toBe(409)
    expect(deleting.json()).toMatchObject({ message: paymentMessages.escrowHeldDeleteRefused })
    const cancelled = await stepAs(kit, 'buyer', deal.id, 'cancel')
    expect(cancelled.status).toBe('cancelled')
    await kit.app.jobs.jobs.find((job) => job.name === 'payments-reconcile')!.run({ now: new Date(), signal: new AbortController().signal, log: kit.app.log })
    await webhooksDelivered(kit)
    expect(await escrowOf(kit, deal.id)).toBe(0)
    expect(await balance(kit, ledgerAccounts.refunds(demoUsers.buyer.id))).toBe(5_000_000)
    expect(await paymentOf(kit, 'buyer', started.payment.id)).toMatchObject({ status: 'refunded', escrowStatus: 'refunded', refundedPaise: 5_000_000 })
    expect(await kit.database.query(`SELECT status FROM payment_refunds`)).toEqual([{ status: 'processed' }])
    expect((await requestAs(kit, 'seller', { method: 'DELETE', url: `/api/properties/${deal.propertyReference}` })).statusCode).toBe(200)
    const [order] = await kit.database.query<{ refunded: number }>('SELECT refunded_paise::float8 AS refunded FROM simulated_gateway_orders')
    expect(order!.refunded).toBe(5_000_000)
  })

  it('answers who may pay, when, and with which key', async () => {
    const { deal, property } = await agreedDeal(kit)
    expect((await startDealPayment(kit, 'buyer', deal.id, null)).json()).toMatchObject({ message: paymentMessages.idempotencyKeyRequired })
    expect((await startDealPayment(kit, 'buyer', deal.id, 'short')).json()).toMatchObject({ message: paymentMessages.idempotencyKeyFormat })
    const seller = await startDealPayment(kit, 'seller', deal.id)
    expect(seller.statusCode).toBe(403)
    expect(seller.json()).toMatchObject({ message: paymentMessages.onlyBuyerPays('buyer') })
    expect((await startDealPayment(kit, 'otherSeller', deal.id)).statusCode).toBe(404)
    expect((await startDealPayment(kit, null, deal.id)).statusCode).toBe(401)
    const key = newKey()
    const started = await startedDealPayment(kit, deal.id, key)
    // The key of this payment used for another deal is refused.
    const { deal: other } = await agreedDeal(kit)
    const reused = await startDealPayment(kit, 'buyer', other.id, key)
    expect(reused.statusCode).toBe(422)
    expect(reused.json()).toMatchObject({ message: paymentMessages.idempotencyKeyReused })
    // Only its payer, payee and admins see a payment.
    expect((await requestAs(kit, 'dealer', { url: `/api/payments/${started.payment.id}` })).statusCode).toBe(404)
    expect((await requestAs(kit, 'admin', { url: `/api/payments/${started.payment.id}` })).statusCode).toBe(200)
    // A draft deal takes no token.
    const draft = await draftDeal(kit, property)
    const early = await startDealPayment(kit, 'buyer', draft.id)
    expect(early.statusCode).toBe(409)
    expect(early.json()).toMatchObject({ message: paymentMessages.tokenWhenAgreed('draft') })
  })
})
