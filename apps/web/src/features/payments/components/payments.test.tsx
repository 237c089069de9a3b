import { screen } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import type { PaymentView } from '@vishwas/domain'
import { describe, expect, it } from 'vitest'
import { fakeApi } from '../../../testing/fake-api'
import { renderRoutes } from '../../../testing/render'
import { PayTokenCard } from './pay-token-card'
import { PaymentPage } from './payment-page'
import { TestCheckoutPage } from './test-checkout-page'

const DEAL = '00000000-0000-4000-8000-0000000000d1'
const PAYMENT = '00000000-0000-4000-8000-0000000000f1'
const ORDER = 'order_abcdefghij12'

const payment = (overrides: Partial<PaymentView> = {}): PaymentView => ({
  id: PAYMENT,
  dealId: DEAL,
  rentalId: null,
  rentPeriod: null,
  propertyId: 'p',
  propertyReference: 'PROP-2026-0001',
  propertyTitle: 'Builder floor in Kharar',
  payerId: 'b',
  payerName: 'Ananya Iyer',
  payeeId: 's',
  payeeName: 'Priya Verma',
  amountPaise: 8_00_000_00,
  currency: 'INR',
  purpose: 'token',
  method: null,
  status: 'pending',
  escrowStatus: 'not-applicable',
  provider: 'simulated',
  testMode: true,
  providerOrderId: ORDER,
  providerPaymentId: null,
  receiptNumber: null,
  refundedPaise: 0,
  failureReason: null,
  settledAt: null,
  createdAt: '2026-11-28T10:00:00.000Z',
  updatedAt: '2026-11-28T10:00:00.000Z',
  ...overrides,
})

describe('paying a deal’s token', () => {
  it('starts the payment with an idempotency key and opens the test checkout', async () => {
    const api = fakeApi({
      'POST /api/deals/[^/]+/payments': () => ({ status: 201, body: { success: true, payment: payment(), checkout: { provider: 'simulated', orderId: ORDER, url: `/pay/test/${ORDER}`, testMode: true } } }),
    })
    renderRoutes(
      [
        { path: '/deals/:dealId', element: <PayTokenCard dealId={DEAL} tokenDuePaise={8_00_000_00} canPayToken tokenPayment={null} /> },
        { path: '/pay/test/:orderId', element: <p>Test checkout</p> },
      ],
      `/deals/${DEAL}`,
    )
    await userEvent.click(screen.getByRole('button', { name: 'Pay ₹8,00,000.00 into escrow' }))
    expect(await screen.findByText('Test checkout')).toBeTruthy()
    const [request] = api.requests('POST', `/api/deals/${DEAL}/payments`)
    expect(request!.headers['idempotency-key']).toMatch(/^[0-9a-f-]{36}$/)
  })

  it('pays at the test gateway, confirms the signed answer and lands on the payment', async () => {
    const api = fakeApi({
      'GET /api/test-gateway/orders/[^/]+': () => ({ body: { success: true, order: { orderId: ORDER, amountPaise: 8_00_000_00, status: 'created', paymentId: null, testMode: true } } }),
      'POST /api/test-gateway/orders/[^/]+/pay': () => ({ body: { success: true, result: { ok: true, orderId: ORDER, gatewayPaymentId: 'pay_x', signature: 'ab'.repeat(32) } } }),
      'POST /api/payments/[^/]+/confirm': () => ({ body: { success: true, payment: payment({ status: 'succeeded', escrowStatus: 'held', receiptNumber: 'VR-2026-000001', settledAt: '2026-11-28T10:01:00.000Z' }) } }),
      'GET /api/payments/[^/]+': () => ({ body: { success: true, payment: payment({ status: 'succeeded', escrowStatus: 'held', receiptNumber: 'VR-2026-000001', settledAt: '2026-11-28T10:01:00.000Z' }) } }),
    })
    renderRoutes(
      [
        { path: '/pay/test/:orderId', element: <TestCheckoutPage orderId={ORDER} paymentId={PAYMENT} /> },
        { path: '/payments/:paymentId', element: <PaymentPage paymentId={PAYMENT} /> },
      ],
      `/pay/test/${ORDER}?payment=${PAYMENT}`,
    )
    expect((await screen.findByRole('note')).textContent).toContain('Test mode')
    await userEvent.click(await screen.findByLabelText('Card'))
    await userEvent.click(await screen.findByRole('button', { name: 'Pay ₹8,00,000.00 (test)' }))
    expect(await screen.findByText('VR-2026-000001')).toBeTruthy()
    expect(screen.getByText('Held in escrow')).toBeTruthy()
    expect(api.requests('POST', `/api/test-gateway/orders/${ORDER}/pay`)[0]!.body).toEqual({ outcome: 'succeed', method: 'card' })
    expect(api.requests('POST', `/api/payments/${PAYMENT}/confirm`)[0]!.body).toEqual({ orderId: ORDER, gatewayPaymentId: 'pay_x', signature: 'ab'.repeat(32) })
  })

  it('says why a payment failed and that nothing was charged', async () => {
    fakeApi({ 'GET /api/payments/[^/]+': () => ({ body: { success: true, payment: payment({ status: 'failed', failureReason: 'The bank declined the payment' }) } }) })
    renderRoutes([{ path: '/payments/:paymentId', element: <PaymentPage paymentId={PAYMENT} /> }], `/payments/${PAYMENT}`)
    expect((await screen.findByRole('alert')).textContent).toBe('The bank declined the payment Nothing was charged.')
    expect(screen.getByRole('link', { name: 'Back to the deal' }).getAttribute('href')).toBe(`/deals/${DEAL}`)
  })
})
