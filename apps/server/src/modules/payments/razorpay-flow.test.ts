// The deal's money end to end with PAYMENT_PROVIDER=razorpay against the fake Razorpay: the order
// is made at Razorpay, the checkout is Razorpay's, the customer pays there, the checkout's signed
// answer and Razorpay's signed webhooks (payment.captured and order.paid of the same payment)
// settle it once, a forged webhook is refused, and a cancelled deal's refund is made at Razorpay
// and marked processed by its refund.processed webhook; with the seller's linked account named, the
// token is transferred there on hold (Route), released on completion and reversed before a refund.
import { paymentMessages } from '@vishwas/domain'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { startFakeRazorpay, type FakeRazorpay, type SignedWebhook } from '../../providers/testing/fake-razorpay'
import { stepAs, verifiedDocuments } from '../deals/deals-test-kit'
import { demoUsers, requestAs, usePropertyKit } from '../properties/properties-test-kit'
import { agreedDeal, confirm, escrowOf, newKey, paymentOf, startDealPayment } from './payments-test-kit'
import { expectLedgerConsistent } from './payments-proof-kit'

const webhookSecret = 'whsec-vishwas-flow'
let fake: FakeRazorpay
// Started before the kit builds the app (hooks run in the order they are declared).
beforeAll(async () => {
  fake = await startFakeRazorpay()
})
afterAll(() => fake.close())

const kit = usePropertyKit({
  env: () => ({ PAYMENT_PROVIDER: 'razorpay', RAZORPAY_KEY_ID: fake.keyId, RAZORPAY_KEY_SECRET: fake.keySecret, RAZORPAY_WEBHOOK_SECRET: webhookSecret, RAZORPAY_BASE_URL: fake.url }),
})

const deliver = (webhook: SignedWebhook) => kit.app.inject({ method: 'POST', url: '/api/payments/webhooks/razorpay', payload: webhook.rawBody, headers: webhook.headers })
const outcomeOf = async (webhook: SignedWebhook) => {
  const response = await deliver(webhook)
  expect(response.statusCode, response.body).toBe(200)
  return response.json<{ outcome: string }>().outcome
}

describe('a deal’s token through Razorpay', () => {
  it('pays at Razorpay, settles once from the checkout and both webhooks, refuses a forged one, and refunds at Razorpay on cancel', async () => {
    const { deal } = await agreedDeal(kit, { tokenAmountPaise: 3_000_000 })

    // Razorpay is down for a moment: 503, then the same key makes the order.
    const key = newKey()
    fake.outage(503)
    const down = await startDealPayment(kit, 'buyer', deal.id, key)
    expect(down.statusCode).toBe(503)
    expect(down.json()).toMatchObject({ message: paymentMessages.gatewayUnavailable })
    fake.outage(null)
    const response = await startDealPayment(kit, 'buyer', deal.id, key)
    expect(response.statusCode, response.body).toBe(201)
    const { payment, checkout } = response.json<{ payment: { id: string }; checkout: { provider: string; orderId: string; keyId: string; amountPaise: number; currency: string; testMode: boolean } }>()
    expect(checkout).toMatchObject({ provider: 'razorpay', keyId: fake.keyId, amountPaise: 3_000_000, currency: 'INR', testMode: true })
    expect(fake.orders.get(checkout.orderId)).toMatchObject({ amount: 3_000_000, receipt: payment.id })
    expect(fake.orders.size).toBe(1)

    const paid = fake.payOrder(checkout.orderId)
    const gatewayPaymentId = paid.id as string
    const forgedCheckout = await confirm(kit, 'buyer', payment.id, { orderId: checkout.orderId, gatewayPaymentId, signature: fake.checkoutSignature(checkout.orderId, 'pay_someoneelse') })
    expect(forgedCheckout.statusCode).toBe(400)
    expect(forgedCheckout.json()).toMatchObject({ message: paymentMessages.badSignature })
    const confirmed = await confirm(kit, 'buyer', payment.id, { orderId: checkout.orderId, gatewayPaymentId, signature: fake.checkoutSignature(checkout.orderId, gatewayPaymentId) })
    expect(confirmed.statusCode, confirmed.body).toBe(200)
    expect(confirmed.json()).toMatchObject({ payment: { status: 'succeeded', escrowStatus: 'held', providerPaymentId: gatewayPaymentId } })
    expect(await escrowOf(kit, deal.id)).toBe(3_000_000)

    // Razorpay's webhooks for the same payment, each delivered twice: recorded, posted nothing more.
    const captured = fake.signedWebhook({ event: 'payment.captured', paymentId: gatewayPaymentId }, webhookSecret)
    const orderPaid = fake.signedWebhook({ event: 'order.paid', orderId: checkout.orderId }, webhookSecret)
    expect([await outcomeOf(captured), await outcomeOf(orderPaid), await outcomeOf(captured), await outcomeOf(orderPaid)]).toEqual(['processed', expect.stringMatching(/^(processed|ignored)$/), 'duplicate', 'duplicate'])
    const forged = fake.signedWebhook({ event: 'payment.captured', paymentId: gatewayPaymentId }, 'not-the-webhook-secret')
    const refused = await deliver(forged)
    expect(refused.statusCode).toBe(400)
    expect(refused.json()).toMatchObject({ message: paymentMessages.webhookBadSignature })
    expect(await kit.database.query(`SELECT 1 FROM ledger_transactions WHERE payment_id = $1 AND kind = 'capture'`, [payment.id])).toHaveLength(1)
    expect((await kit.database.query(`SELECT 1 FROM payment_webhook_events`)).length).toBe(2)

    // Cancelled: the refund is made at Razorpay (pending at the bank), then its webhook says processed.
    fake.refundStatus = 'pending'
    expect((await stepAs(kit, 'buyer', deal.id, 'cancel')).status).toBe('cancelled')
    // The refund is sent at once when the cancellation does it, or by the next reconciliation.
    if (fake.refunds.size === 0) await kit.app.jobs.jobs.find((job) => job.name === 'payments-reconcile')!.run({ now: new Date(), signal: new AbortController().signal, log: kit.app.log })
    expect(fake.refunds.size).toBe(1)
    const [refund] = [...fake.refunds.values()]
    expect(refund).toMatchObject({ payment_id: gatewayPaymentId, amount: 3_000_000 })
    expect(await kit.database.query(`SELECT status, provider_refund_id AS "providerRefundId" FROM payment_refunds`)).toEqual([{ status: 'pending', providerRefundId: refund!.id }])
    expect(await outcomeOf(fake.signedWebhook({ event: 'refund.processed', refundId: refund!.id as string }, webhookSecret))).toBe('processed')
    expect(await kit.database.query(`SELECT status FROM payment_refunds`)).toEqual([{ status: 'processed' }])
    expect(await paymentOf(kit, 'buyer', payment.id)).toMatchObject({ status: 'refunded', escrowStatus: 'refunded', refundedPaise: 3_000_000 })
    expect(await escrowOf(kit, deal.id)).toBe(0)
    await expectLedgerConsistent(kit)
  })
})

describe('escrow at Razorpay (Route)', () => {
  it('transfers the token to the seller’s linked account on hold, releases it when the deal completes, and reverses it before a refund', async () => {
    const account = 'acc_VishwasSeller1'
    const named = await requestAs(kit, 'admin', { method: 'PUT', url: `/api/admin/users/${demoUsers.seller.id}/payout-account`, payload: { accountId: account, reason: 'Linked account verified' } })
    expect(named.statusCode, named.body).toBe(200)
    expect((await requestAs(kit, 'seller', { method: 'PUT', url: `/api/admin/users/${demoUsers.seller.id}/payout-account`, payload: { accountId: null, reason: 'x' } })).statusCode).toBe(403)
    expect((await requestAs(kit, 'admin', { method: 'PUT', url: `/api/admin/users/${demoUsers.seller.id}/payout-account`, payload: { accountId: 'acc_short', reason: 'x' } })).statusCode).toBe(400)

    async function paidDeal(tokenAmountPaise: number) {
      const { property, deal } = await agreedDeal(kit, { tokenAmountPaise })
      const started = (await startDealPayment(kit, 'buyer', deal.id)).json<{ payment: { id: string }; checkout: { orderId: string } }>()
      const gatewayPaymentId = fake.payOrder(started.checkout.orderId).id as string
      const confirmed = await confirm(kit, 'buyer', started.payment.id, { orderId: started.checkout.orderId, gatewayPaymentId, signature: fake.checkoutSignature(started.checkout.orderId, gatewayPaymentId) })
      expect(confirmed.statusCode, confirmed.body).toBe(200)
      const transfer = [...fake.transfers.values()].find((candidate) => candidate.source === gatewayPaymentId)
      return { property, deal, paymentId: started.payment.id, transfer }
    }
    /** The deal step's own kick and the job may each be doing part of the gateway's work: run the job until `done`, which nothing is made twice by. */
    async function reconciledUntil(done: () => boolean | Promise<boolean>) {
      for (let tries = 0; tries < 30 && !(await done()); tries += 1) {
        await kit.app.jobs.jobs.find((job) => job.name === 'payments-reconcile')!.run({ now: new Date(), signal: new AbortController().signal, log: kit.app.log })
        await new Promise((resolve) => setTimeout(resolve, 100))
      }
    }
    const transferOf = async (paymentId: string) =>
      (await kit.database.query<{ status: string | null }>('SELECT gateway_transfer_status AS status FROM payments WHERE id = $1::uuid', [paymentId]))[0]!.status

    // Completed: held at the seller's account, then released there.
    const sold = await paidDeal(2_000_000)
    expect(sold.transfer).toMatchObject({ recipient: account, amount: 2_000_000, on_hold: true })
    expect(await transferOf(sold.paymentId)).toBe('on_hold')
    await verifiedDocuments(kit, sold.property.id)
    await stepAs(kit, 'seller', sold.deal.id, 'verify-documents')
    await stepAs(kit, 'seller', sold.deal.id, 'complete')
    await reconciledUntil(async () => (await transferOf(sold.paymentId)) === 'released')
    expect(fake.transfers.get(sold.transfer!.id as string)).toMatchObject({ on_hold: false })
    expect(await transferOf(sold.paymentId)).toBe('released')

    // Cancelled: the transfer comes back from the seller's account before the buyer is refunded.
    const called = await paidDeal(1_000_000)
    await stepAs(kit, 'buyer', called.deal.id, 'cancel')
    const refundsOf = () => [...fake.refunds.values()].filter((refund) => refund.payment_id === (called.transfer!.source as string))
    await reconciledUntil(() => refundsOf().length > 0)
    expect(fake.transfers.get(called.transfer!.id as string)).toMatchObject({ amount_reversed: 1_000_000 })
    expect(await transferOf(called.paymentId)).toBe('reversed')
    expect(refundsOf()).toHaveLength(1)
    const audit = (await requestAs(kit, 'admin', { url: `/api/admin/audit?targetType=user&targetId=${demoUsers.seller.id}` })).json<{ actions: { action: string }[] }>()
    expect(audit.actions.map((action) => action.action)).toEqual(['user.payout-account'])
    await expectLedgerConsistent(kit)
  })
})
