import { describe, expect, it } from 'vitest'
import { paymentReadMessages, receiptAddress, reconciliationExplanations } from './payment-reads'

describe('receiptAddress', () => {
  it('joins the parts that are there, once each, with the state and PIN together', () => {
    expect(receiptAddress({ line1: 'Flat 1203, Tower B', locality: 'Sector 70', city: 'Mohali', state: 'Punjab', postalCode: '160071' })).toBe('Flat 1203, Tower B, Sector 70, Mohali, Punjab 160071')
    expect(receiptAddress({ locality: 'Mohali', city: 'Mohali', state: 'Punjab' })).toBe('Mohali, Punjab')
    expect(receiptAddress({ line1: '  ', city: null, state: null, postalCode: null })).toBe('')
  })
})

describe('the reconciliation report’s words', () => {
  it('explains each difference plainly', () => {
    expect(paymentReadMessages.noReceiptYet('pending')).toBe('No receipt yet: the payment has not succeeded (it is pending)')
    expect(reconciliationExplanations.succeededWithoutCapture('VR-2026-000001')).toContain('(receipt VR-2026-000001) but the ledger has no capture posting')
    expect(reconciliationExplanations.succeededWithoutCapture(null)).toMatch(/^Marked paid but/)
    expect(reconciliationExplanations.captureWithoutSuccess('failed')).toContain('the payment is failed')
    expect(reconciliationExplanations.pendingAtGateway(12, 'captured')).toContain('settles it on its next run')
    expect(reconciliationExplanations.pendingAtGateway(12, 'failed')).toContain('marks it failed')
    expect(reconciliationExplanations.pendingAtGateway(12, 'created')).toBe('Awaiting payment for 12 minutes; the gateway says: created. Nothing was collected yet; it expires after a day.')
    expect(reconciliationExplanations.refundPending(5)).toContain('5 minutes ago')
    expect(reconciliationExplanations.clearingMismatch('₹700.00')).toContain('differ by ₹700.00')
  })
})
