// Bad input and faults through the API (issue: payments and escrow): someone else's deal, a
// second token, a refund larger than what is left, a forged webhook, one for an unknown order, the
// same webhook ten times, webhooks in reverse order, a gateway that times out. Each is answered
// with its message, and nothing is posted twice or lost.
import { formatPaise, paymentMessages } from '@vishwas/domain'
import { PassThrough } from 'node:stream'
import { describe, expect, it, vi } from 'vitest'
import { buildApp } from '../../app'
import { testConfig } from '../../test/test-app'
import { requestAs, usePropertyKit } from '../properties/properties-test-kit'
import { agreedDeal, escrowOf, newKey, payAtTestGateway, paymentOf, startDealPayment, startedDealPayment, webhooksDelivered } from './payments-test-kit'
import { deliver, expectLedgerConsistent, simulatedPaymentWebhook } from './payments-proof-kit'

// The simulated gateway's own webhooks go out at once, each twice; these tests add their own.
const kit = usePropertyKit()

const captures = async (paymentId: string) => (await kit.database.query(`SELECT 1 FROM ledger_transactions WHERE payment_id = $1 AND kind = 'capture'`, [paymentId])).length
const webhookEvents = () => kit.database.query<{ outcome: string; eventType: string }>('SELECT outcome, event_type AS "eventType" FROM payment_webhook_events ORDER BY received_at, event_id')

/** A started token payment whose order the gateway paid, with its webhooks not yet delivered by the gateway. */
async function startedAndOrdered(tokenAmountPaise = 2_000_000) {
  const { deal } = await agreedDeal(kit, { tokenAmountPaise })
  const started = await startedDealPayment(kit, deal.id)
  return { deal, started, orderId: started.checkout.orderId }
}

describe('payment faults', () => {
  it('refuses a payment for someone else’s deal (404) and a second token payment on a funded deal (409)', async () => {
    const { deal } = await agreedDeal(kit, { tokenAmountPaise: 1_000_000 })
    const stranger = await startDealPayment(kit, 'otherSeller', deal.id)
    expect(stranger.statusCode).toBe(404)
    expect(await kit.database.query('SELECT 1 FROM payments')).toHaveLength(0)

    const started = await startedDealPayment(kit, deal.id)
    await payAtTestGateway(kit, started.checkout.orderId)
    await webhooksDelivered(kit)
    const again = await startDealPayment(kit, 'buyer', deal.id)
    expect(again.statusCode).toBe(409)
    expect(again.json()).toMatchObject({ success: false, message: paymentMessages.tokenAlreadyPaid })
    expect(await kit.database.query('SELECT 1 FROM payments')).toHaveLength(1)
    expect(await escrowOf(kit, deal.id)).toBe(1_000_000)
    await expectLedgerConsistent(kit)
  })

  it('refuses a refund larger than what is left (422) and posts nothing for it', async () => {
    const { deal } = await agreedDeal(kit, { tokenAmountPaise: 1_000_000 })
    const started = await startedDealPayment(kit, deal.id)
    await payAtTestGateway(kit, started.checkout.orderId)
    await webhooksDelivered(kit)
    const refund = (amountPaise: number, key = newKey()) =>
      requestAs(kit, 'admin', { method: 'POST', url: `/api/admin/payments/${started.payment.id}/refunds`, headers: { 'idempotency-key': key }, payload: { amountPaise, reason: 'Goodwill' } })
    expect((await refund(400_000)).statusCode).toBe(200)
    const tooMuch = await refund(600_001)
    expect(tooMuch.statusCode).toBe(422)
    expect(tooMuch.json()).toMatchObject({ message: paymentMessages.refundTooLarge(formatPaise(600_000)) })
    expect(await paymentOf(kit, 'admin', started.payment.id)).toMatchObject({ status: 'succeeded', refundedPaise: 400_000 })
    expect(await kit.database.query(`SELECT 1 FROM ledger_transactions WHERE kind = 'refund'`)).toHaveLength(1)
    expect(await escrowOf(kit, deal.id)).toBe(600_000)
    await expectLedgerConsistent(kit)
  })

  it('refuses a webhook with a bad signature: 400, nothing recorded', async () => {
    const { started, orderId } = await startedAndOrdered()
    const forged = simulatedPaymentWebhook({ event: 'payment.captured', orderId, gatewayPaymentId: 'pay_forged', amountPaise: 2_000_000 }, 'not-the-gateways-secret')
    const response = await deliver(kit, forged)
    expect(response.statusCode).toBe(400)
    expect(response.json()).toMatchObject({ success: false, message: paymentMessages.webhookBadSignature })
    // The right body with its signature tampered, and with none at all.
    const genuine = simulatedPaymentWebhook({ event: 'payment.captured', orderId, gatewayPaymentId: 'pay_forged', amountPaise: 2_000_000 })
    const tampered = { ...genuine, rawBody: genuine.rawBody.replace('"amount":2000000', '"amount":1') }
    expect((await deliver(kit, tampered)).statusCode).toBe(400)
    expect((await deliver(kit, { ...genuine, headers: { 'content-type': 'application/json' } })).statusCode).toBe(400)
    expect(await webhookEvents()).toEqual([])
    expect(await paymentOf(kit, 'buyer', started.payment.id)).toMatchObject({ status: 'pending' })
    expect(await kit.database.query('SELECT 1 FROM ledger_transactions')).toHaveLength(0)
  })

  it('logs a warning for a webhook with a bad signature', async () => {
    // An app of its own on the same database, logging as in production (JSON, warnings) to a stream read here.
    const destination = new PassThrough()
    let text = ''
    destination.on('data', (chunk: Buffer) => (text += chunk.toString('utf8')))
    const app = await buildApp(testConfig({ LOG_LEVEL: 'warn', NODE_ENV: 'production', TOKEN_SIGNING_KEY: 'k'.repeat(40), ALTCHA_HMAC_KEY: 'a'.repeat(40) }), { database: kit.database, logDestination: destination })
    try {
      const forged = simulatedPaymentWebhook({ event: 'payment.captured', orderId: 'order_any', gatewayPaymentId: 'pay_any', amountPaise: 100 }, 'not-the-gateways-secret')
      const response = await app.inject({ method: 'POST', url: '/api/payments/webhooks/simulated', payload: forged.rawBody, headers: forged.headers })
      expect(response.statusCode).toBe(400)
      await new Promise((resolve) => setImmediate(resolve))
      const warnings = text.split('\n').filter((line) => line.includes('refused a payment webhook whose signature does not match'))
      expect(warnings).toHaveLength(1)
      expect(JSON.parse(warnings[0]!)).toMatchObject({ level: 40, provider: 'simulated', requestId: expect.any(String) })
    } finally {
      await app.close()
    }
  })

  it('records a webhook for an unknown order (200, unknown-order) and posts nothing', async () => {
    const unknown = simulatedPaymentWebhook({ event: 'payment.captured', orderId: 'order_nobodyknows', gatewayPaymentId: 'pay_nobody', amountPaise: 5_000 })
    const response = await deliver(kit, unknown)
    expect(response.statusCode, response.body).toBe(200)
    expect(response.json()).toEqual({ success: true, outcome: 'unknown-order' })
    expect(await webhookEvents()).toEqual([{ outcome: 'unknown-order', eventType: 'payment.captured' }])
    // Delivered again, it is a duplicate of the recorded event.
    expect((await deliver(kit, unknown)).json()).toEqual({ success: true, outcome: 'duplicate' })
    expect(await kit.database.query('SELECT 1 FROM ledger_transactions')).toHaveLength(0)
  })

  it('settles once when the same webhook comes ten times, some at the same moment', async () => {
    const { deal, started, orderId } = await startedAndOrdered()
    const paid = await payAtTestGateway(kit, orderId)
    await webhooksDelivered(kit)
    const webhook = simulatedPaymentWebhook({ event: 'payment.captured', orderId, gatewayPaymentId: paid.gatewayPaymentId, amountPaise: 2_000_000, eventId: 'evt_tentimes' })
    const outcomes = [...(await Promise.all(Array.from({ length: 5 }, () => deliver(kit, webhook))))]
    for (let n = 0; n < 5; n += 1) outcomes.push(await deliver(kit, webhook))
    expect(outcomes.map((response) => response.statusCode)).toEqual(Array(10).fill(200))
    // The gateway's own event settled it; ours is processed once (a no-op), then duplicates.
    const answers = outcomes.map((response) => response.json<{ outcome: string }>().outcome)
    expect(answers.filter((outcome) => outcome === 'processed')).toHaveLength(1)
    expect(answers.filter((outcome) => outcome === 'duplicate')).toHaveLength(9)
    expect(await captures(started.payment.id)).toBe(1)
    expect(await escrowOf(kit, deal.id)).toBe(2_000_000)
    await expectLedgerConsistent(kit)
  })

  it('keeps a payment succeeded when payment.failed arrives after payment.captured', async () => {
    const { deal, started, orderId } = await startedAndOrdered()
    const captured = simulatedPaymentWebhook({ event: 'payment.captured', orderId, gatewayPaymentId: 'pay_second', amountPaise: 2_000_000 })
    const failed = simulatedPaymentWebhook({ event: 'payment.failed', orderId, gatewayPaymentId: 'pay_first', amountPaise: 2_000_000 })
    expect((await deliver(kit, captured)).json()).toEqual({ success: true, outcome: 'processed' })
    expect((await deliver(kit, failed)).json()).toEqual({ success: true, outcome: 'processed' })
    expect(await paymentOf(kit, 'buyer', started.payment.id)).toMatchObject({ status: 'succeeded', escrowStatus: 'held', providerPaymentId: 'pay_second' })
    expect(await captures(started.payment.id)).toBe(1)
    expect(await escrowOf(kit, deal.id)).toBe(2_000_000)
    await expectLedgerConsistent(kit)
  })

  it('lets a payment succeed when payment.captured arrives after payment.failed (a retry that went through)', async () => {
    const { deal, started, orderId } = await startedAndOrdered()
    await deliver(kit, simulatedPaymentWebhook({ event: 'payment.failed', orderId, gatewayPaymentId: 'pay_first', amountPaise: 2_000_000 }))
    expect(await paymentOf(kit, 'buyer', started.payment.id)).toMatchObject({ status: 'failed' })
    await deliver(kit, simulatedPaymentWebhook({ event: 'payment.captured', orderId, gatewayPaymentId: 'pay_second', amountPaise: 2_000_000 }))
    expect(await paymentOf(kit, 'buyer', started.payment.id)).toMatchObject({ status: 'succeeded', escrowStatus: 'held', providerPaymentId: 'pay_second' })
    expect(await captures(started.payment.id)).toBe(1)
    const funded = (await requestAs(kit, 'buyer', { url: `/api/deals/${deal.id}` })).json<{ deal: { status: string } }>().deal
    expect(funded.status).toBe('escrow-funded')
    await expectLedgerConsistent(kit)
  })

  it('answers 503 when the gateway times out making the order, and the retry with the same key gives the same payment with an order', async () => {
    const { deal } = await agreedDeal(kit, { tokenAmountPaise: 2_000_000 })
    const gateway = kit.app.payments.gateway
    const timeout = vi.spyOn(gateway, 'createOrder').mockRejectedValueOnce(new DOMException('The operation was aborted due to timeout', 'TimeoutError'))
    try {
      const key = newKey()
      const first = await startDealPayment(kit, 'buyer', deal.id, key)
      expect(first.statusCode).toBe(503)
      expect(first.json()).toMatchObject({ success: false, message: paymentMessages.gatewayUnavailable })
      const [pending] = await kit.database.query<{ id: string; orderId: string | null }>('SELECT id::text AS id, provider_order_id AS "orderId" FROM payments')
      expect(pending).toMatchObject({ orderId: null })

      const retry = await startDealPayment(kit, 'buyer', deal.id, key)
      expect(retry.statusCode, retry.body).toBe(201)
      const started = retry.json<{ payment: { id: string; providerOrderId: string | null }; checkout: { orderId: string } }>()
      expect(started.payment.id).toBe(pending!.id)
      expect(started.checkout.orderId).toMatch(/\S/)
      expect(started.payment.providerOrderId).toBe(started.checkout.orderId)
      expect(timeout).toHaveBeenCalledTimes(2)
      expect(await kit.database.query('SELECT 1 FROM payments')).toHaveLength(1)
      // And it is paid and posted once.
      await payAtTestGateway(kit, started.checkout.orderId)
      await webhooksDelivered(kit)
      expect(await captures(started.payment.id)).toBe(1)
      await expectLedgerConsistent(kit)
    } finally {
      timeout.mockRestore()
    }
  })

  // The same refund sent twice at once (an admin's refund and a webhook's, or the reconciliation
  // job) is made once: the gateway keeps each idempotency key, as the interface promises.
  it('refunds once at the simulated gateway when the same refund is sent twice at once', async () => {
    const { started, orderId } = await startedAndOrdered()
    const paid = await payAtTestGateway(kit, orderId)
    await webhooksDelivered(kit)
    const gateway = kit.app.payments.gateway
    const refund = { gatewayPaymentId: paid.gatewayPaymentId, amountPaise: 500_000, idempotencyKey: `refund:${started.payment.id}`, notes: {} }
    const [first, second] = await Promise.all([gateway.refund(refund), gateway.refund(refund)])
    await webhooksDelivered(kit)
    expect(second.refundId).toBe(first.refundId)
    const [order] = await kit.database.query<{ refunded: number }>('SELECT refunded_paise::float8 AS refunded FROM simulated_gateway_orders WHERE order_id = $1', [orderId])
    expect(order!.refunded).toBe(500_000)
  })

  // An order whose first attempt failed and whose second was captured, with that webhook lost and
  // no confirmation (the tab closed, a crash): reconciliation also asks about the day's failed
  // payments, so the money taken is posted.
  it('settles, by reconciliation, a capture after a failed attempt whose webhook was lost', async () => {
    const { deal, started, orderId } = await startedAndOrdered()
    await payAtTestGateway(kit, orderId, 'fail')
    await webhooksDelivered(kit)
    expect(await paymentOf(kit, 'buyer', started.payment.id)).toMatchObject({ status: 'failed' })
    // The second attempt is captured at the gateway; its webhook never arrives.
    await kit.database.query(`UPDATE simulated_gateway_orders SET status = 'paid', payment_id = 'pay_secondattempt', method = 'upi', error_reason = NULL, paid_at = now() WHERE order_id = $1`, [orderId])
    await kit.app.jobs.jobs.find((job) => job.name === 'payments-reconcile')!.run({ now: new Date(Date.now() + 120_000), signal: new AbortController().signal, log: kit.app.log })
    await webhooksDelivered(kit)
    expect(await paymentOf(kit, 'buyer', started.payment.id)).toMatchObject({ status: 'succeeded', providerPaymentId: 'pay_secondattempt' })
    expect(await escrowOf(kit, deal.id)).toBe(2_000_000)
  })
})
