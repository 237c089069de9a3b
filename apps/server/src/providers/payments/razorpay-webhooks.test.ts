// Razorpay's webhooks: the signature (HMAC-SHA256 of the raw body with the webhook secret, in
// x-razorpay-signature) and the events, from the bodies Razorpay documents and from the fake's.
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { razorpayFixture, startFakeRazorpay, type FakeRazorpay } from '../testing/fake-razorpay'
import { GatewayWebhookError } from './payment-gateway'
import { createRazorpayGateway } from './razorpay-gateway'

const webhookSecret = 'whsec-vishwas-test'
let fake: FakeRazorpay
beforeAll(async () => {
  fake = await startFakeRazorpay()
})
afterAll(() => fake.close())

const gateway = () => createRazorpayGateway({ keyId: fake.keyId, keySecret: fake.keySecret, webhookSecret, baseUrl: fake.url, timeoutMs: 300 })
const documented = (name: string) => fake.signedWebhook({ envelope: razorpayFixture(name) }, webhookSecret, { eventId: `evt_${name.replaceAll('-', '_')}` })
const parseError = (body: string) => {
  try {
    gateway().parseWebhook(Buffer.from(body), {})
    return undefined
  } catch (error) {
    return error
  }
}

describe('the webhook signature', () => {
  it("accepts Razorpay's signature over the exact bytes received", () => {
    const { rawBody, headers } = documented('webhook-payment-captured-upi')
    expect(gateway().verifyWebhook(rawBody, headers)).toBe(true)
    // Node gives header names in lower case; a caller that kept Razorpay's capitals is understood too.
    expect(gateway().verifyWebhook(rawBody, { 'X-Razorpay-Signature': headers['x-razorpay-signature'] })).toBe(true)
  })

  it('refuses a tampered body, another body, another secret, and missing, repeated or garbage headers', () => {
    const { rawBody, headers } = documented('webhook-payment-captured-upi')
    const signature = headers['x-razorpay-signature'] ?? ''
    const tampered = Buffer.from(rawBody.toString('utf8').replace('"amount":100', '"amount":900'))
    expect(tampered.equals(rawBody)).toBe(false)
    expect(gateway().verifyWebhook(tampered, headers)).toBe(false)
    // Re-serialised JSON is not the raw body: one added space breaks the signature.
    expect(gateway().verifyWebhook(Buffer.from(JSON.stringify(JSON.parse(rawBody.toString('utf8')), null, 1)), headers)).toBe(false)
    const other = documented('webhook-payment-failed-netbanking')
    expect(gateway().verifyWebhook(rawBody, other.headers)).toBe(false)
    expect(gateway().verifyWebhook(rawBody, fake.signedWebhook({ envelope: razorpayFixture('webhook-payment-captured-upi') }, 'another-secret').headers)).toBe(false)
    const flipped = `${signature.slice(0, -1)}${signature.endsWith('0') ? '1' : '0'}`
    for (const bad of [flipped, '0'.repeat(64), signature.slice(0, 63), `${signature}0`, 'g'.repeat(64), '', `sha256=${signature}`]) {
      expect(gateway().verifyWebhook(rawBody, { 'x-razorpay-signature': bad })).toBe(false)
    }
    expect(gateway().verifyWebhook(rawBody, {})).toBe(false)
    expect(gateway().verifyWebhook(rawBody, { 'x-razorpay-signature': undefined })).toBe(false)
    expect(gateway().verifyWebhook(rawBody, { 'x-razorpay-signature': [signature, signature] })).toBe(false)
  })
})

describe("Razorpay's documented events", () => {
  it('payment.captured (UPI, card) and order.paid are a captured payment with its method and bank reference', () => {
    const upi = documented('webhook-payment-captured-upi')
    expect(gateway().parseWebhook(upi.rawBody, upi.headers)).toEqual({
      eventId: 'evt_webhook_payment_captured_upi',
      type: 'payment.captured',
      rawType: 'payment.captured',
      orderId: 'order_DESxiijbl9xjDB',
      payment: { id: 'pay_DESyzxuld02Zul', orderId: 'order_DESxiijbl9xjDB', status: 'captured', amountPaise: 100, method: 'upi', bankReference: '0125836177', errorReason: null },
      refund: null,
    })
    const card = documented('webhook-payment-captured-card')
    expect(gateway().parseWebhook(card.rawBody, card.headers).payment).toMatchObject({ method: 'card', bankReference: '322206890934', errorReason: null })
    const orderPaid = documented('webhook-order-paid')
    expect(gateway().parseWebhook(orderPaid.rawBody, orderPaid.headers)).toMatchObject({
      type: 'payment.captured',
      rawType: 'order.paid',
      orderId: 'order_DESlLckIVRkHWj',
      payment: { id: 'pay_DESlfW9H8K9uqM', status: 'captured', method: 'netbanking', bankReference: '0125836177' },
    })
  })

  it("payment.failed carries Razorpay's reason; refund.processed and refund.failed carry the refund", () => {
    const failed = documented('webhook-payment-failed-netbanking')
    expect(gateway().parseWebhook(failed.rawBody, failed.headers)).toMatchObject({
      type: 'payment.failed',
      orderId: 'order_DEATVTRRctwEGb',
      payment: { id: 'pay_DEAU825sJlCbGa', status: 'failed', amountPaise: 50000, method: 'netbanking', bankReference: null, errorReason: 'Payment failed' },
    })
    const processed = documented('webhook-refund-processed')
    expect(gateway().parseWebhook(processed.rawBody, processed.headers)).toMatchObject({
      type: 'refund.processed',
      orderId: 'order_FPoIeimWki9j8A',
      refund: { id: 'rfnd_FSC2yiyDa8rVUt', paymentId: 'pay_FPoJKWQQ8lK13n', amountPaise: 50000 },
    })
    const refundFailed = documented('webhook-refund-failed')
    expect(gateway().parseWebhook(refundFailed.rawBody, refundFailed.headers)).toMatchObject({ type: 'refund.failed', refund: { id: 'rfnd_FSC3nqQ6jdiXmz' } })
  })

  it('other events are acknowledged as "other", even with entities the service does not read', () => {
    const downtime = documented('webhook-payment-downtime-started')
    expect(gateway().parseWebhook(downtime.rawBody, downtime.headers)).toEqual({
      eventId: 'evt_webhook_payment_downtime_started',
      type: 'other',
      rawType: 'payment.downtime.started',
      orderId: null,
      payment: null,
      refund: null,
    })
    expect(gateway().parseWebhook(Buffer.from('{"event":"payment.authorized","payload":{"payment":{"entity":{"id":7}}}}'), {})).toMatchObject({ type: 'other', payment: null })
  })
})

describe('webhooks from the fake Razorpay', () => {
  it('follow an order through payment, refund and a redelivery with the same event id', async () => {
    const { orderId } = await gateway().createOrder({ amountPaise: 2_500_000, receipt: 'pay-9', notes: {} })
    const payment = fake.payOrder(orderId, { method: 'card' })
    const captured = fake.signedWebhook({ event: 'payment.captured', paymentId: payment.id as string }, webhookSecret, { eventId: 'evt_Captured000001' })
    expect(captured.headers).toMatchObject({ 'content-type': 'application/json', 'x-razorpay-event-id': 'evt_Captured000001' })
    expect(gateway().verifyWebhook(captured.rawBody, captured.headers)).toBe(true)
    expect(gateway().parseWebhook(captured.rawBody, captured.headers)).toMatchObject({ eventId: 'evt_Captured000001', type: 'payment.captured', orderId, payment: { id: payment.id, amountPaise: 2_500_000 } })
    const paid = fake.signedWebhook({ event: 'order.paid', orderId }, webhookSecret)
    expect(gateway().parseWebhook(paid.rawBody, paid.headers)).toMatchObject({ type: 'payment.captured', rawType: 'order.paid', orderId, eventId: expect.stringMatching(/^evt_/) as string })

    const { refundId } = await gateway().refund({ gatewayPaymentId: payment.id as string, amountPaise: 500_000, idempotencyKey: 'refund-pay-9-0001', notes: {} })
    const refunded = fake.signedWebhook({ event: 'refund.processed', refundId }, webhookSecret)
    expect(gateway().parseWebhook(refunded.rawBody, refunded.headers)).toMatchObject({ type: 'refund.processed', refund: { id: refundId, paymentId: payment.id, amountPaise: 500_000 } })

    const { orderId: declined } = await gateway().createOrder({ amountPaise: 10_000, receipt: 'pay-10', notes: {} })
    const failedPayment = fake.failOrder(declined, { method: 'upi', description: 'UPI PIN was incorrect' })
    const failed = fake.signedWebhook({ event: 'payment.failed', paymentId: failedPayment.id as string }, webhookSecret)
    expect(gateway().parseWebhook(failed.rawBody, failed.headers)).toMatchObject({ type: 'payment.failed', payment: { method: 'upi', errorReason: 'UPI PIN was incorrect' } })
  })

  it('without a plausible event id header, a redelivered body keeps one id (its digest)', () => {
    const { rawBody } = documented('webhook-payment-captured-upi')
    const first = gateway().parseWebhook(rawBody)
    expect(first.eventId).toMatch(/^sha256:[0-9a-f]{64}$/)
    expect(gateway().parseWebhook(Buffer.from(rawBody), {}).eventId).toBe(first.eventId)
    expect(gateway().parseWebhook(rawBody, { 'x-razorpay-event-id': ['a', 'b'] }).eventId).toBe(first.eventId)
    expect(gateway().parseWebhook(rawBody, { 'x-razorpay-event-id': `evt_${'x'.repeat(200)}` }).eventId).toBe(first.eventId)
    expect(gateway().parseWebhook(rawBody, { 'x-razorpay-event-id': "evt_1' OR '1'='1" }).eventId).toBe(first.eventId)
  })
})

describe('bodies that are not an event', () => {
  it('are a GatewayWebhookError: not JSON, no event, or an acted-on event without its entity', () => {
    for (const body of ['', 'not json', '[]', 'null', '{"payload":{}}', '{"event":42}']) {
      expect(parseError(body)).toBeInstanceOf(GatewayWebhookError)
    }
    expect(parseError('{"event":"payment.captured","payload":{}}')).toMatchObject({ message: 'The payment.captured event carries no payment' })
    expect(parseError('{"event":"payment.captured","payload":{"payment":{"entity":{"id":"pay_1","amount":-5,"status":"captured"}}}}')).toBeInstanceOf(GatewayWebhookError)
    expect(parseError('{"event":"payment.failed","payload":{"payment":{"entity":{"id":"pay_1","amount":100,"status":"weird"}}}}')).toBeInstanceOf(GatewayWebhookError)
    expect(parseError('{"event":"order.paid","payload":{"order":{"entity":{"id":"order_1"}}}}')).toBeInstanceOf(GatewayWebhookError)
    expect(parseError('{"event":"refund.processed","payload":{"refund":{"entity":{"id":"rfnd_1","amount":"100"}}}}')).toMatchObject({ message: 'The refund.processed event carries no refund' })
  })
})
