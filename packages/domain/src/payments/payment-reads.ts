// Reading payments (issue: payments and escrow): a person's payment history, receipts, and the
// admin's payment manager (every payment, its postings, escrow balances, the reconciliation
// report). The shapes and messages here are shared by the server and the web app.
import { z } from 'zod'
import { paymentMethods, paymentPurposes, paymentStatuses } from '../schemas/deal-schemas'
import { paymentProviders } from './payment-views'

export const paymentReadMessages = {
  noReceiptYet: (status: string) => `No receipt yet: the payment has not succeeded (it is ${status})`,
  ledgerAgrees: 'The ledger and the gateway agree',
  badDateRange: 'The "from" date must be on or before the "to" date',
} as const

/** Payments listed on one page of the admin's payment manager or a person's history, at most. */
export const PAYMENTS_PAGE_LIMIT = 100
/** A payment pending longer than this is asked about at the gateway in the reconciliation report. */
export const RECONCILE_PENDING_AFTER_MS = 10 * 60_000
/** At most this many pending payments are asked about at the gateway per report (each is one call). */
export const RECONCILE_GATEWAY_CHECKS = 50

export const paymentListFilterFields = {
  status: z.enum(paymentStatuses, { error: `must be one of ${paymentStatuses.join(', ')}` }).optional(),
  purpose: z.enum(paymentPurposes, { error: `must be one of ${paymentPurposes.join(', ')}` }).optional(),
} as const

export const adminPaymentFilterFields = {
  ...paymentListFilterFields,
  method: z.enum(paymentMethods, { error: `must be one of ${paymentMethods.join(', ')}` }).optional(),
  provider: z.enum(paymentProviders, { error: `must be one of ${paymentProviders.join(', ')}` }).optional(),
} as const

const iso = z.string()
const paise = z.number().int()

/** One deal's or rental's money held on the ledger (escrow:<dealId>, deposit:<rentalId>). */
export const heldBalanceViewSchema = z.object({
  kind: z.enum(['escrow', 'deposit']),
  account: z.string(),
  dealId: z.string().nullable(),
  rentalId: z.string().nullable(),
  propertyId: z.string().nullable(),
  propertyReference: z.string(),
  propertyTitle: z.string(),
  payerId: z.string().nullable(),
  payerName: z.string(),
  payeeId: z.string().nullable(),
  payeeName: z.string(),
  heldPaise: paise,
  /** When the money first went in (its first posting). */
  since: iso,
})
export type HeldBalanceView = z.infer<typeof heldBalanceViewSchema>

export const reconciliationIssueKinds = ['succeeded-without-capture', 'capture-without-success', 'pending-at-gateway', 'refund-pending', 'clearing-mismatch'] as const
export type ReconciliationIssueKind = (typeof reconciliationIssueKinds)[number]

export const reconciliationIssueSchema = z.object({
  kind: z.enum(reconciliationIssueKinds),
  paymentId: z.string().nullable(),
  receiptNumber: z.string().nullable(),
  amountPaise: paise,
  /** What the gateway says now (pending payments only). */
  gatewayStatus: z.string().nullable(),
  explanation: z.string(),
})
export type ReconciliationIssue = z.infer<typeof reconciliationIssueSchema>

export const reconciliationReportSchema = z.object({
  generatedAt: iso,
  agrees: z.boolean(),
  summary: z.string(),
  issues: z.array(reconciliationIssueSchema),
  totals: z.object({
    /** The gateway clearing account's balance (debits less credits): what the ledger says the gateway collected. */
    clearingPaise: paise,
    /** The amounts of the payments that succeeded (refunded ones included: they were collected). */
    capturedPaise: paise,
    processedRefundsPaise: paise,
    pendingRefundsPaise: paise,
    /** What the gateway should hold for us now: captured less processed refunds. */
    expectedAtGatewayPaise: paise,
    /** The ledger's view of the same: the clearing balance less processed refunds. */
    ledgerAtGatewayPaise: paise,
    differencePaise: paise,
  }),
  /** Pending payments asked about at the gateway, and how many more were not asked this time. */
  gatewayChecked: z.number().int(),
  gatewayUnchecked: z.number().int(),
})
export type ReconciliationReport = z.infer<typeof reconciliationReportSchema>

export const reconciliationExplanations = {
  succeededWithoutCapture: (receipt: string | null) =>
    `Marked paid${receipt ? ` (receipt ${receipt})` : ''} but the ledger has no capture posting for it: the money is not on the ledger. Check the gateway's record and post the capture, or correct the payment.`,
  captureWithoutSuccess: (status: string) =>
    `The ledger has a capture posting for this payment but the payment is ${status}: money is on the ledger for a payment that did not succeed. Check the gateway and reverse the posting if nothing was collected.`,
  pendingAtGateway: (minutes: number, gatewayStatus: string) =>
    `Awaiting payment for ${minutes} minutes; the gateway says: ${gatewayStatus}. ${
      gatewayStatus === 'captured' ? 'The gateway collected it: the reconciliation job settles it on its next run.' : gatewayStatus === 'failed' ? 'It failed at the gateway: the reconciliation job marks it failed.' : 'Nothing was collected yet; it expires after a day.'
    }`,
  gatewayUnreachable: 'the gateway did not answer',
  refundPending: (minutes: number) => `A refund asked for ${minutes} minutes ago has not been made at the gateway yet: the refund sender retries it.`,
  clearingMismatch: (difference: string) =>
    `The gateway clearing account and the payments that succeeded differ by ${difference}: some money was collected without a payment marked paid, or the other way round. The rows above name the payments.`,
} as const

/** A receipt's property address from its parts: "Flat 4B, Koregaon Park, Pune, Maharashtra 411001". */
export function receiptAddress(parts: { line1?: string | null; locality?: string | null; city?: string | null; state?: string | null; postalCode?: string | null }): string {
  const place = [parts.line1, parts.locality, parts.city].map((part) => part?.trim()).filter((part): part is string => Boolean(part))
  const state = [parts.state?.trim(), parts.postalCode?.trim()].filter(Boolean).join(' ')
  return [...new Set([...place, ...(state ? [state] : [])])].join(', ')
}
