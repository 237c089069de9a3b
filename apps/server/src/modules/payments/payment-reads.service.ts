// Reading payments (issue: payments and escrow): a person's payment history, a payment's receipt
// (to its payer, its payee and admins, once it has succeeded), and the admin's payment manager:
// every payment, its postings, the money held by deal and rental, and the reconciliation report.
import {
  RECONCILE_GATEWAY_CHECKS,
  RECONCILE_PENDING_AFTER_MS,
  amountInWords,
  formatPaise,
  paymentPurposeLabels,
  paymentReadMessages,
  receiptAddress,
  reconciliationExplanations,
  type LedgerPostingView,
  type PaymentView,
  type ReceiptView,
  type ReconciliationIssue,
  type ReconciliationReport,
} from '@vishwas/domain'
import type { FastifyBaseLogger } from 'fastify'
import type { DatabaseHandle } from '../../db/database'
import { AppError, notFound } from '../../errors'
import type { AuthContext } from '../../plugins/auth-guards'
import type { PaymentGateway } from '../../providers/payments/payment-gateway'
import { postingsWith } from './ledger.repository'
import {
  captureWithoutSuccess,
  heldBalances,
  ledgerTotals,
  listPayments,
  receiptExtras,
  refundsPendingAtGateway,
  stalePendingPayments,
  succeededWithoutCapture,
  type PaymentFilters,
} from './payment-reads.repository'
import { findPaymentView } from './payments.repository'
import { visiblePayment } from './payments.service'

export type PaymentReadsDeps = { database: DatabaseHandle; gateway: Pick<PaymentGateway, 'provider' | 'orderPayments'>; log: FastifyBaseLogger }

type Page = { page: number; limit: number }

/** The caller's payments, as payer or payee, newest first. */
export function myPayments(input: { deps: Pick<PaymentReadsDeps, 'database'>; auth: AuthContext; filters: Pick<PaymentFilters, 'status' | 'purpose'> } & Page) {
  const { deps, auth, filters, page, limit } = input
  return listPayments(deps.database.query, { filters: { status: filters.status, purpose: filters.purpose, partyId: auth.did }, page, limit })
}

/** Every payment, for the admin's payment manager. */
export function allPayments(input: { deps: Pick<PaymentReadsDeps, 'database'>; filters: PaymentFilters } & Page) {
  return listPayments(input.deps.database.query, { filters: input.filters, page: input.page, limit: input.limit })
}

/** The receipt of a payment the caller may see; 409 until it has succeeded. */
export async function paymentReceipt(input: { deps: Pick<PaymentReadsDeps, 'database'>; auth: AuthContext; paymentId: string }): Promise<ReceiptView> {
  const payment = await visiblePayment(input.deps, input.auth, input.paymentId)
  if (!payment.receiptNumber || (payment.status !== 'succeeded' && payment.status !== 'refunded')) throw new AppError('CONFLICT', paymentReadMessages.noReceiptYet(payment.status))
  const extras = await receiptExtras(input.deps.database.query, payment.id)
  return {
    receiptNumber: payment.receiptNumber,
    paymentId: payment.id,
    issuedAt: payment.settledAt ?? payment.updatedAt,
    payerName: payment.payerName,
    payeeName: payment.payeeName,
    propertyReference: payment.propertyReference,
    propertyTitle: payment.propertyTitle,
    propertyAddress: extras ? receiptAddress(extras) : '',
    purpose: payment.purpose,
    purposeLabel: paymentPurposeLabels[payment.purpose],
    rentPeriod: payment.rentPeriod,
    amountPaise: payment.amountPaise,
    amountInWords: amountInWords(payment.amountPaise),
    method: payment.method,
    reference: payment.providerPaymentId ?? extras?.bankReference ?? payment.providerOrderId ?? payment.id,
    refundedPaise: payment.refundedPaise,
    testMode: payment.testMode,
  }
}

/** A payment's ledger postings, oldest first (admins). */
export async function paymentPostings(input: { deps: Pick<PaymentReadsDeps, 'database'>; paymentId: string }): Promise<{ payment: PaymentView; postings: LedgerPostingView[] }> {
  const payment = await findPaymentView(input.deps.database.query, input.paymentId)
  if (!payment) throw notFound('Payment not found')
  return { payment, postings: await postingsWith(input.deps.database.query, { paymentId: payment.id }) }
}

export function escrowBalances(input: { deps: Pick<PaymentReadsDeps, 'database'> } & Page) {
  return heldBalances(input.deps.database.query, { page: input.page, limit: input.limit })
}

const ISSUE_LIMIT = 200
const minutesSince = (iso: string, now: Date) => Math.max(0, Math.floor((now.getTime() - Date.parse(iso)) / 60_000))

/**
 * The reconciliation report: where the ledger and the payments disagree, what the gateway says
 * now of payments pending longer than ten minutes (at most RECONCILE_GATEWAY_CHECKS asked, one
 * call each), refunds not yet made at the gateway, and the clearing account against the payments.
 * It reads only; the reconciliation job is what settles.
 */
export async function reconciliationReport(input: { deps: PaymentReadsDeps; now: Date }): Promise<ReconciliationReport> {
  const { deps, now } = input
  const { query } = deps.database
  const issues: ReconciliationIssue[] = []
  for (const row of await succeededWithoutCapture(query, ISSUE_LIMIT)) {
    issues.push({ kind: 'succeeded-without-capture', paymentId: row.paymentId, receiptNumber: row.receiptNumber, amountPaise: row.amountPaise, gatewayStatus: null, explanation: reconciliationExplanations.succeededWithoutCapture(row.receiptNumber) })
  }
  for (const row of await captureWithoutSuccess(query, ISSUE_LIMIT)) {
    issues.push({ kind: 'capture-without-success', paymentId: row.paymentId, receiptNumber: row.receiptNumber, amountPaise: row.amountPaise, gatewayStatus: null, explanation: reconciliationExplanations.captureWithoutSuccess(row.status) })
  }
  const stale = await stalePendingPayments(query, { olderThan: new Date(now.getTime() - RECONCILE_PENDING_AFTER_MS).toISOString(), limit: RECONCILE_GATEWAY_CHECKS })
  for (const payment of stale.payments) {
    let gatewayStatus = 'no order was made at the gateway'
    if (payment.providerOrderId && payment.provider === deps.gateway.provider) {
      try {
        const attempts = await deps.gateway.orderPayments(payment.providerOrderId)
        gatewayStatus = attempts.find((a) => a.status === 'captured' || a.status === 'refunded')?.status ?? attempts.at(-1)?.status ?? 'no payment attempt yet'
      } catch (error) {
        deps.log.warn({ err: error, paymentId: payment.paymentId }, 'the payment gateway did not answer for the reconciliation report')
        gatewayStatus = reconciliationExplanations.gatewayUnreachable
      }
    } else if (payment.providerOrderId) gatewayStatus = `made at ${payment.provider}, not this server's gateway`
    issues.push({ kind: 'pending-at-gateway', paymentId: payment.paymentId, receiptNumber: null, amountPaise: payment.amountPaise, gatewayStatus, explanation: reconciliationExplanations.pendingAtGateway(minutesSince(payment.createdAt, now), gatewayStatus) })
  }
  for (const refund of await refundsPendingAtGateway(query, ISSUE_LIMIT)) {
    issues.push({ kind: 'refund-pending', paymentId: refund.paymentId, receiptNumber: refund.receiptNumber, amountPaise: refund.amountPaise, gatewayStatus: null, explanation: reconciliationExplanations.refundPending(minutesSince(refund.createdAt, now)) })
  }
  const totals = await ledgerTotals(query)
  const differencePaise = totals.clearingPaise - totals.capturedPaise
  if (differencePaise !== 0) {
    issues.push({ kind: 'clearing-mismatch', paymentId: null, receiptNumber: null, amountPaise: Math.abs(differencePaise), gatewayStatus: null, explanation: reconciliationExplanations.clearingMismatch(formatPaise(Math.abs(differencePaise))) })
  }
  const agrees = issues.length === 0
  return {
    generatedAt: now.toISOString(),
    agrees,
    summary: agrees ? paymentReadMessages.ledgerAgrees : `${issues.length} ${issues.length === 1 ? 'difference' : 'differences'} between the ledger, the payments and the gateway`,
    issues,
    totals: {
      ...totals,
      expectedAtGatewayPaise: totals.capturedPaise - totals.processedRefundsPaise,
      ledgerAtGatewayPaise: totals.clearingPaise - totals.processedRefundsPaise,
      differencePaise,
    },
    gatewayChecked: stale.payments.length,
    gatewayUnchecked: Math.max(0, stale.total - stale.payments.length),
  }
}
