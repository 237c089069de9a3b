// The Razorpay adapter against a fake Razorpay on 127.0.0.1 answering in its documented shapes:
// the real requests (paths, Basic auth, bodies, idempotency header) and the real failure handling
// run; no internet, no database.
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest'
import { ProviderHttpError } from '../http'
import { startFakeRazorpay, type FakeRazorpay } from '../testing/fake-razorpay'
import { createRazorpayGateway, RazorpayApiError, refundIdempotencyKey } from './razorpay-gateway'

const webhookSecret = 'whsec-vishwas-test'
let fake: FakeRazorpay
beforeAll(async () => {
  fake = await startFakeRazorpay({ keyId: 'rzp_test_Vishwas000001', keySecret: 'key-secret-test' })
})
afterAll(() => fake.close())
beforeEach(() => {
  fake.outage(null)
  fake.refundStatus = 'processed'
  fake.requests.length = 0
})

const gateway = (overrides: { keyId?: string; keySecret?: string; timeoutMs?: number } = {}) =>
  createRazorpayGateway({ keyId: fake.keyId, keySecret: fake.keySecret, webhookSecret, baseUrl: `${fake.url}/`, timeoutMs: 300, ...overrides })
const failure = (promise: Promise<unknown>) => promise.then(() => undefined, (error: unknown) => error)
const paidOrder = async (amountPaise = 2_500_000) => {
  const { orderId } = await gateway().createOrder({ amountPaise, receipt: 'pay-1', notes: {} })
  return { orderId, payment: fake.payOrder(orderId) }
}

describe('orders and the checkout', () => {
  it('creates an order in paise and INR with Basic auth, our receipt and notes', async () => {
    const { orderId } = await gateway().createOrder({ amountPaise: 2_500_000, receipt: '7d3c1c38-2f0e-4a51-9d7c-0a9b1c2d3e4f', notes: { dealId: 'deal-1' } })
    expect(orderId).toMatch(/^order_[A-Za-z0-9]{14}$/)
    const [request] = fake.requests
    expect(request).toMatchObject({ method: 'POST', path: '/v1/orders', body: { amount: 2_500_000, currency: 'INR', receipt: '7d3c1c38-2f0e-4a51-9d7c-0a9b1c2d3e4f', notes: { dealId: 'deal-1' } } })
    expect(request?.headers.authorization).toBe(`Basic ${Buffer.from('rzp_test_Vishwas000001:key-secret-test').toString('base64')}`)
    expect(request?.headers['content-type']).toBe('application/json')
    expect(fake.orders.get(orderId)).toMatchObject({ entity: 'order', amount: 2_500_000, amount_due: 2_500_000, status: 'created' })
  })

  it("passes Razorpay's refusal on with its status and words (wrong keys, too small an amount)", async () => {
    const unauthorized = await failure(gateway({ keySecret: 'wrong' }).createOrder({ amountPaise: 10_000, receipt: 'r', notes: {} }))
    expect(unauthorized).toBeInstanceOf(ProviderHttpError)
    expect(unauthorized).toBeInstanceOf(RazorpayApiError)
    expect(unauthorized).toMatchObject({ status: 401, code: 'BAD_REQUEST_ERROR', description: 'Authentication failed' })
    expect(await failure(gateway().createOrder({ amountPaise: 50, receipt: 'r', notes: {} }))).toMatchObject({ status: 400, description: 'The amount must be at least INR 1.00' })
  })

  it('hands the browser the options of Razorpay Checkout, test mode with rzp_test_ keys', () => {
    const checkout = gateway().checkout({ orderId: 'order_EKwxwAgItmmXdp', amountPaise: 2_500_000, description: 'Token amount for PROP-2F7K', merchantName: 'Vishwas' })
    expect(checkout).toEqual({
      provider: 'razorpay',
      orderId: 'order_EKwxwAgItmmXdp',
      keyId: 'rzp_test_Vishwas000001',
      amountPaise: 2_500_000,
      currency: 'INR',
      name: 'Vishwas',
      description: 'Token amount for PROP-2F7K',
      testMode: true,
    })
    const live = gateway({ keyId: 'rzp_live_Vishwas000001' })
    expect(live.testMode).toBe(false)
    expect(live.checkout({ orderId: 'order_x', amountPaise: 100, description: 'd', merchantName: 'Vishwas' })).toMatchObject({ testMode: false })
    expect(gateway()).toMatchObject({ provider: 'razorpay', testMode: true })
  })
})

describe("the checkout's signature (order_id|payment_id, HMAC-SHA256 with the key secret)", () => {
  it("accepts Razorpay's signature for this order and payment only", async () => {
    const { orderId, payment } = await paidOrder()
    const paymentId = payment.id as string
    const signature = fake.checkoutSignature(orderId, paymentId)
    expect(gateway().verifyCheckout({ orderId, gatewayPaymentId: paymentId, signature })).toBe(true)
    expect(gateway().verifyCheckout({ orderId, gatewayPaymentId: paymentId, signature: signature.toUpperCase() })).toBe(true)
    // Another order's payment, a payment signed for another order, another key's signature.
    const other = await paidOrder()
    expect(gateway().verifyCheckout({ orderId, gatewayPaymentId: other.payment.id as string, signature })).toBe(false)
    expect(gateway().verifyCheckout({ orderId: other.orderId, gatewayPaymentId: paymentId, signature })).toBe(false)
    expect(gateway({ keySecret: 'another-secret' }).verifyCheckout({ orderId, gatewayPaymentId: paymentId, signature })).toBe(false)
  })

  it('refuses a signature of the right length but wrong value, a short one, a long one and garbage', async () => {
    const { orderId, payment } = await paidOrder()
    const paymentId = payment.id as string
    const signature = fake.checkoutSignature(orderId, paymentId)
    const flipped = `${signature.slice(0, -1)}${signature.endsWith('0') ? '1' : '0'}`
    for (const bad of [flipped, '0'.repeat(64), signature.slice(0, 63), signature.slice(0, 62), `${signature}00`, 'z'.repeat(64), '', 'not a signature']) {
      expect(gateway().verifyCheckout({ orderId, gatewayPaymentId: paymentId, signature: bad })).toBe(false)
    }
    expect(gateway().verifyCheckout({ orderId: '', gatewayPaymentId: '', signature: fake.checkoutSignature('', '') })).toBe(false)
  })
})

describe('reconciliation: the payments on an order', () => {
  it('reads every attempt with its status, method and bank reference', async () => {
    const { orderId } = await gateway().createOrder({ amountPaise: 2_500_000, receipt: 'pay-2', notes: {} })
    const failed = fake.failOrder(orderId, { description: 'Your bank declined the payment' })
    const captured = fake.payOrder(orderId, { method: 'upi' })
    const payments = await gateway().orderPayments(orderId)
    expect(fake.requests.at(-1)).toMatchObject({ method: 'GET', path: `/v1/orders/${orderId}/payments` })
    expect(payments).toEqual([
      { id: failed.id, orderId, status: 'failed', amountPaise: 2_500_000, method: 'netbanking', bankReference: null, errorReason: 'Your bank declined the payment' },
      { id: captured.id, orderId, status: 'captured', amountPaise: 2_500_000, method: 'upi', bankReference: '0125836177', errorReason: null },
    ])
  })

  it('maps cards to their RRN, wallets to no domain method, and an unknown order to an error', async () => {
    const card = await gateway().createOrder({ amountPaise: 10_000, receipt: 'pay-3', notes: {} })
    fake.payOrder(card.orderId, { method: 'card' })
    expect(await gateway().orderPayments(card.orderId)).toMatchObject([{ method: 'card', bankReference: '322206890934', status: 'captured' }])
    const wallet = await gateway().createOrder({ amountPaise: 10_000, receipt: 'pay-4', notes: {} })
    fake.payOrder(wallet.orderId, { method: 'wallet' })
    expect(await gateway().orderPayments(wallet.orderId)).toMatchObject([{ method: null, bankReference: null }])
    expect(await failure(gateway().orderPayments('order_DoesNotExist00'))).toMatchObject({ status: 400, description: 'The id provided does not exist' })
    // An id that is not Razorpay's never becomes a path.
    expect(await failure(gateway().orderPayments('../payments'))).toBeInstanceOf(RangeError)
  })
})

describe('a slow or failing Razorpay', () => {
  it('is a 503 ProviderHttpError as soon as the time-out passes, never a hang', async () => {
    fake.outage('timeout')
    const started = Date.now()
    const errors = await Promise.all([
      failure(gateway().createOrder({ amountPaise: 10_000, receipt: 'r', notes: {} })),
      failure(gateway().orderPayments('order_EKwxwAgItmmXdp')),
      failure(gateway().refund({ gatewayPaymentId: 'pay_DESyzxuld02Zul', amountPaise: 100, idempotencyKey: 'refund-key-0001', notes: {} })),
    ])
    expect(Date.now() - started).toBeLessThan(2_000)
    for (const error of errors) {
      expect(error).toBeInstanceOf(ProviderHttpError)
      expect(error).toMatchObject({ status: 503 })
    }
  })

  it('passes a 5xx on as a ProviderHttpError with its status, and an unreachable host as 503', async () => {
    fake.outage(500)
    expect(await failure(gateway().createOrder({ amountPaise: 10_000, receipt: 'r', notes: {} }))).toMatchObject({ status: 500, code: 'SERVER_ERROR' })
    fake.outage(502)
    expect(await failure(gateway().holdTransfer({ gatewayPaymentId: 'pay_DESyzxuld02Zul', linkedAccountId: 'acc_I0QRP7PpvaHhpB', amountPaise: 100, notes: {} }))).toMatchObject({ status: 502 })
    const unreachable = createRazorpayGateway({ keyId: 'rzp_test_x', keySecret: 's', webhookSecret, baseUrl: 'http://127.0.0.1:9', timeoutMs: 300 })
    expect(await failure(unreachable.createOrder({ amountPaise: 10_000, receipt: 'r', notes: {} }))).toMatchObject({ status: 503 })
  })

  it('calls an answer that is not JSON a 502', async () => {
    const notJson = createRazorpayGateway({ keyId: 'rzp_test_x', keySecret: 's', webhookSecret, baseUrl: 'http://razorpay.invalid', fetch: () => Promise.resolve(new Response('<html>', { status: 200 })) })
    expect(await failure(notJson.createOrder({ amountPaise: 10_000, receipt: 'r', notes: {} }))).toMatchObject({ status: 502 })
  })
})

describe('refunds', () => {
  it('refunds part of a captured payment once per idempotency key (X-Refund-Idempotency)', async () => {
    const { payment } = await paidOrder(2_500_000)
    const input = { gatewayPaymentId: payment.id as string, amountPaise: 1_000_000, idempotencyKey: 'refund-7d3c1c38-0001', notes: { reason: 'Deal cancelled' } }
    const first = await gateway().refund(input)
    expect(first).toEqual({ refundId: expect.stringMatching(/^rfnd_/) as string, status: 'processed' })
    const request = fake.requests.at(-1)
    expect(request).toMatchObject({ method: 'POST', path: `/v1/payments/${payment.id as string}/refund`, body: { amount: 1_000_000, speed: 'normal', notes: { reason: 'Deal cancelled' }, receipt: 'refund-7d3c1c38-0001' } })
    expect(request?.headers['x-refund-idempotency']).toBe('refund-7d3c1c38-0001')
    // The same request again (a retry after a lost answer) gives the same refund, not a second one.
    expect(await gateway().refund(input)).toEqual(first)
    expect(fake.refunds.size).toBeGreaterThanOrEqual(1)
    expect(fake.payments.get(payment.id as string)).toMatchObject({ amount_refunded: 1_000_000, refund_status: 'partial' })
    // The same key for a different refund is refused; a new key refunds the rest.
    expect(await failure(gateway().refund({ ...input, amountPaise: 500_000 }))).toMatchObject({ status: 400, description: 'Different request with the same idempotency key has already been processed.' })
    const rest = await gateway().refund({ ...input, amountPaise: 1_500_000, idempotencyKey: 'refund-7d3c1c38-0002' })
    expect(rest.refundId).not.toBe(first.refundId)
    expect(fake.payments.get(payment.id as string)).toMatchObject({ amount_refunded: 2_500_000, status: 'refunded' })
    expect(await failure(gateway().refund({ ...input, amountPaise: 100, idempotencyKey: 'refund-7d3c1c38-0003' }))).toMatchObject({ status: 400 })
  })

  it("reports a refund the bank has not finished as pending, and turns any key into Razorpay's form", async () => {
    const { payment } = await paidOrder(10_000)
    fake.refundStatus = 'pending'
    expect(await gateway().refund({ gatewayPaymentId: payment.id as string, amountPaise: 10_000, idempotencyKey: 'short', notes: {} })).toMatchObject({ status: 'pending' })
    const sent = fake.requests.at(-1)?.headers['x-refund-idempotency']
    expect(sent).toMatch(/^[0-9a-f]{64}$/)
    expect(sent).toBe(refundIdempotencyKey('short'))
    expect(refundIdempotencyKey('refund:pay 1/2')).toBe(refundIdempotencyKey('refund:pay 1/2'))
    expect(refundIdempotencyKey('7d3c1c38-2f0e-4a51-9d7c-0a9b1c2d3e4f')).toBe('7d3c1c38-2f0e-4a51-9d7c-0a9b1c2d3e4f')
  })
})

describe('Route transfers held for escrow', () => {
  it('holds a transfer to the linked account, then releases it', async () => {
    const { payment } = await paidOrder(2_500_000)
    const { transferId } = await gateway().holdTransfer({ gatewayPaymentId: payment.id as string, linkedAccountId: 'acc_I0QRP7PpvaHhpB', amountPaise: 2_400_000, notes: { dealId: 'deal-1' } })
    expect(transferId).toMatch(/^trf_/)
    expect(fake.requests.at(-1)).toMatchObject({
      method: 'POST',
      path: `/v1/payments/${payment.id as string}/transfers`,
      body: { transfers: [{ account: 'acc_I0QRP7PpvaHhpB', amount: 2_400_000, currency: 'INR', notes: { dealId: 'deal-1' }, on_hold: true }] },
    })
    expect(fake.transfers.get(transferId)).toMatchObject({ on_hold: true, settlement_status: 'on_hold', recipient: 'acc_I0QRP7PpvaHhpB' })

    await gateway().releaseTransfer(transferId)
    expect(fake.requests.at(-1)).toMatchObject({ method: 'PATCH', path: `/v1/transfers/${transferId}`, body: { on_hold: false } })
    expect(fake.transfers.get(transferId)).toMatchObject({ on_hold: false, settlement_status: 'pending' })
  })

  it('is refused for more than was captured, or for a payment not captured', async () => {
    const { payment } = await paidOrder(10_000)
    expect(await failure(gateway().holdTransfer({ gatewayPaymentId: payment.id as string, linkedAccountId: 'acc_I0QRP7PpvaHhpB', amountPaise: 10_001, notes: {} }))).toMatchObject({ status: 400 })
    const { orderId } = await gateway().createOrder({ amountPaise: 10_000, receipt: 'pay-5', notes: {} })
    const failed = fake.failOrder(orderId)
    expect(await failure(gateway().holdTransfer({ gatewayPaymentId: failed.id as string, linkedAccountId: 'acc_I0QRP7PpvaHhpB', amountPaise: 100, notes: {} }))).toMatchObject({ status: 400 })
    expect(await failure(gateway().releaseTransfer('trf_DoesNotExist000'))).toMatchObject({ status: 400 })
  })
})
