import { screen, waitFor, within } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import type { HeldBalanceView, LedgerPostingView, PaymentView, ReceiptView, ReconciliationReport } from '@vishwas/domain'
import { describe, expect, it } from 'vitest'
import { fakeApi } from '../../../testing/fake-api'
import { renderRoutes } from '../../../testing/render'
import { PaymentHistorySection } from './payment-history-section'
import { PaymentManager } from './payment-manager'
import { ReceiptPage } from './receipt-page'

const BUYER = '00000000-0000-4000-8000-000000000004'
const SELLER = '00000000-0000-4000-8000-000000000002'

const payment: PaymentView = {
  id: '11111111-2222-4333-8444-555555555555',
  dealId: '99999999-2222-4333-8444-555555555555',
  rentalId: null,
  rentPeriod: null,
  propertyId: '77777777-2222-4333-8444-555555555555',
  propertyReference: 'PROP-TEST1-AB12',
  propertyTitle: '3 BHK Apartment in Sector 70',
  payerId: BUYER,
  payerName: 'Ananya Iyer',
  payeeId: SELLER,
  payeeName: 'Priya Verma',
  amountPaise: 80_000_000,
  currency: 'INR',
  purpose: 'token',
  method: 'upi',
  status: 'succeeded',
  escrowStatus: 'held',
  provider: 'simulated',
  testMode: true,
  providerOrderId: 'order_abc12345',
  providerPaymentId: 'pay_abc12345',
  receiptNumber: 'VR-2026-000042',
  refundedPaise: 0,
  failureReason: null,
  settledAt: '2026-11-20T10:30:00.000Z',
  createdAt: '2026-11-20T10:28:00.000Z',
  updatedAt: '2026-11-20T10:30:00.000Z',
}
const pending: PaymentView = { ...payment, id: '22222222-2222-4333-8444-555555555555', status: 'pending', receiptNumber: null, method: null, escrowStatus: 'not-applicable', providerPaymentId: null }
const page = (payments: PaymentView[]) => ({ body: { success: true, payments, pagination: { page: 1, limit: 10, total: payments.length, pages: 1 } } })

describe('PaymentHistorySection', () => {
  it('lists my payments with status, amounts in ₹ and receipt links, and filters them', async () => {
    const api = fakeApi({ 'GET /api/payments': (call) => page(call.url.searchParams.get('status') === 'pending' ? [pending] : [pending, payment]) })
    renderRoutes([{ path: '/profile', element: <PaymentHistorySection userId={BUYER} /> }], '/profile')
    const item = (await screen.findByText(/VR-2026-000042/)).closest('li') as HTMLElement
    expect(item.textContent).toContain('₹8,00,000.00')
    expect(item.textContent).toContain('(₹8 L)')
    expect(item.textContent).toContain('Paid to Priya Verma')
    expect(within(item).getByText('Paid')).toBeTruthy()
    expect(within(item).getByRole('link', { name: 'Receipt' }).getAttribute('href')).toBe(`/payments/${payment.id}/receipt`)
    expect(screen.getAllByRole('link', { name: 'Receipt' })).toHaveLength(1)
    await userEvent.setup().selectOptions(screen.getByLabelText('Status'), 'pending')
    await waitFor(() => expect(screen.queryByText(/VR-2026-000042/)).toBeNull())
    expect(api.calls.at(-1)?.url.searchParams.get('status')).toBe('pending')
  })
})

describe('ReceiptPage', () => {
  const receipt: ReceiptView = {
    receiptNumber: 'VR-2026-000042',
    paymentId: payment.id,
    issuedAt: payment.settledAt!,
    payerName: 'Ananya Iyer',
    payeeName: 'Priya Verma',
    propertyReference: 'PROP-TEST1-AB12',
    propertyTitle: '3 BHK Apartment in Sector 70',
    propertyAddress: 'Flat 1203, Sector 70, Mohali, Punjab 160071',
    purpose: 'token',
    purposeLabel: 'Token amount',
    rentPeriod: null,
    amountPaise: 1_250_000_50,
    amountInWords: 'Rupees Twelve Lakh Fifty Thousand and Fifty Paise Only',
    method: 'upi',
    reference: 'pay_abc12345',
    refundedPaise: 0,
    testMode: true,
  }

  it('shows the receipt with the test-mode banner, the amount in words and the download', async () => {
    fakeApi({ [`GET /api/payments/${payment.id}/receipt`]: () => ({ body: { success: true, receipt } }) })
    renderRoutes([{ path: '/payments/:paymentId/receipt', element: <ReceiptPage paymentId={payment.id} /> }], `/payments/${payment.id}/receipt`)
    expect(await screen.findByText('VR-2026-000042')).toBeTruthy()
    expect(screen.getByText(/TEST MODE — no real money moved/)).toBeTruthy()
    expect(screen.getByText('Rupees Twelve Lakh Fifty Thousand and Fifty Paise Only')).toBeTruthy()
    expect(screen.getByText('₹12,50,000.50')).toBeTruthy()
    expect(screen.getByText('20 Nov 2026, 4:00 pm IST')).toBeTruthy()
    expect(screen.getByRole('button', { name: 'Download PDF' })).toBeTruthy()
  })

  it('says why there is no receipt yet', async () => {
    fakeApi({ [`GET /api/payments/${pending.id}/receipt`]: () => ({ status: 409, body: { success: false, message: 'No receipt yet: the payment has not succeeded (it is pending)', code: 'CONFLICT' } }) })
    renderRoutes([{ path: '/r', element: <ReceiptPage paymentId={pending.id} /> }], '/r')
    expect(await screen.findByText(/No receipt yet: the payment has not succeeded/)).toBeTruthy()
  })
})

describe('PaymentManager', () => {
  const postings: LedgerPostingView[] = [
    {
      id: 'tx1',
      kind: 'capture',
      description: 'Paid ₹8,00,000.00 token amount for 3 BHK Apartment in Sector 70',
      paymentId: payment.id,
      dealId: payment.dealId,
      rentalId: null,
      postedAt: payment.settledAt!,
      entries: [
        { account: 'gateway:clearing', debitPaise: 80_000_000, creditPaise: 0 },
        { account: `escrow:${payment.dealId}`, debitPaise: 0, creditPaise: 80_000_000 },
      ],
    },
  ]
  const balance: HeldBalanceView = { kind: 'escrow', account: `escrow:${payment.dealId}`, dealId: payment.dealId, rentalId: null, propertyId: payment.propertyId, propertyReference: payment.propertyReference, propertyTitle: payment.propertyTitle, payerId: BUYER, payerName: 'Ananya Iyer', payeeId: SELLER, payeeName: 'Priya Verma', heldPaise: 80_000_000, since: payment.settledAt! }
  const report: ReconciliationReport = {
    generatedAt: '2026-11-28T10:00:00.000Z',
    agrees: false,
    summary: '1 difference between the ledger, the payments and the gateway',
    issues: [{ kind: 'succeeded-without-capture', paymentId: payment.id, receiptNumber: 'VR-2026-000042', amountPaise: 70_000, gatewayStatus: null, explanation: 'Marked paid (receipt VR-2026-000042) but the ledger has no capture posting for it' }],
    totals: { clearingPaise: 0, capturedPaise: 70_000, processedRefundsPaise: 0, pendingRefundsPaise: 0, expectedAtGatewayPaise: 70_000, ledgerAtGatewayPaise: 0, differencePaise: -70_000 },
    gatewayChecked: 0,
    gatewayUnchecked: 0,
  }

  function renderManager(refund: () => { status?: number; body: unknown }) {
    const api = fakeApi({
      'GET /api/admin/payments': (call) => page(call.url.searchParams.get('status') === 'pending' ? [pending] : [pending, payment]),
      'GET /api/admin/payments/[^/]+/postings': () => ({ body: { success: true, payment, postings } }),
      'POST /api/admin/payments/[^/]+/refunds': refund,
      'GET /api/admin/escrow': () => ({ body: { success: true, balances: [balance], pagination: { page: 1, limit: 20, total: 1, pages: 1 } } }),
      'GET /api/admin/payments/reconciliation': () => ({ body: { success: true, report } }),
    })
    renderRoutes([{ path: '/admin/paymentmanager', element: <PaymentManager auditTrail={(id) => <p>Audit of {id}</p>} /> }], '/admin/paymentmanager')
    return { api, user: userEvent.setup() }
  }

  it('filters payments, opens one with its postings and audit trail, and refunds with a reason and an Idempotency-Key', async () => {
    const { api, user } = renderManager(() => ({ status: 422, body: { success: false, message: 'A refund cannot exceed what is left of the payment: ₹8,00,000.00', code: 'UNPROCESSABLE' } }))
    expect(await screen.findByText('2 payments')).toBeTruthy()
    await user.selectOptions(screen.getByLabelText('Status'), 'pending')
    await user.click(screen.getByRole('button', { name: 'Apply' }))
    expect(await screen.findByText('1 payment')).toBeTruthy()
    expect(api.calls.at(-1)?.url.searchParams.get('status')).toBe('pending')
    await user.selectOptions(screen.getByLabelText('Status'), '')
    await user.click(screen.getByRole('button', { name: 'Apply' }))
    await screen.findByText('2 payments')

    await user.click(screen.getAllByRole('button', { name: 'Details of VR-2026-000042' })[0]!)
    const drawer = await screen.findByRole('dialog')
    expect(await within(drawer).findByText('gateway:clearing')).toBeTruthy()
    expect(within(drawer).getByRole('columnheader', { name: 'Debit' })).toBeTruthy()
    expect(within(drawer).getByText(`Audit of ${payment.id}`)).toBeTruthy()

    await user.click(within(drawer).getByRole('button', { name: 'Refund…' }))
    const dialog = await screen.findByRole('alertdialog')
    expect(within(dialog).getByLabelText<HTMLInputElement>(/Amount to refund/).value).toBe('800000')
    await user.click(within(dialog).getByRole('button', { name: 'Refund' }))
    expect(within(dialog).getByText('Give a reason for the refund')).toBeTruthy()
    expect(api.requests('POST', `/api/admin/payments/${payment.id}/refunds`)).toHaveLength(0)
    await user.type(within(dialog).getByLabelText('Reason (required)'), 'Buyer withdrew')
    await user.click(within(dialog).getByRole('button', { name: 'Refund' }))
    expect(await within(dialog).findByText(/A refund cannot exceed what is left/)).toBeTruthy()
    const sent = api.requests('POST', `/api/admin/payments/${payment.id}/refunds`)
    expect(sent.map((c) => c.body)).toEqual([{ amountPaise: 80_000_000, reason: 'Buyer withdrew' }])
    const init = api.fetchMock.mock.calls.find(([input, options]) => typeof input === 'string' && input.includes('/refunds') && options?.method === 'POST')![1]!
    expect((init.headers as Record<string, string>)['Idempotency-Key']).toMatch(/^[0-9a-f-]{36}$/)
  })

  it('shows escrow balances and the reconciliation report', async () => {
    const { user } = renderManager(() => ({ body: {} }))
    await user.click(await screen.findByRole('tab', { name: 'Escrow balances' }))
    expect(await screen.findByText('Deal escrow · Ananya Iyer → Priya Verma')).toBeTruthy()
    await user.click(screen.getByRole('tab', { name: 'Reconciliation' }))
    expect(await screen.findByText('1 difference between the ledger, the payments and the gateway')).toBeTruthy()
    expect(screen.getByText(/no capture posting/)).toBeTruthy()
  })
})
