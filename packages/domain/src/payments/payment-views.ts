// The shapes of the payment calls, shared by the server (validation, OpenAPI) and the web app.
import { z } from 'zod'
import { lineText } from '../schemas/fields'
import { escrowStatuses, paymentMethods, paymentPurposes, paymentStatuses } from '../schemas/deal-schemas'
import { postingKinds } from './ledger'
import { paymentMessages } from './payment-rules'

export const paymentProviders = ['simulated', 'razorpay'] as const
export type PaymentProvider = (typeof paymentProviders)[number]
export type PaymentPurpose = (typeof paymentPurposes)[number]
export type PaymentStatus = (typeof paymentStatuses)[number]
export type EscrowStatus = (typeof escrowStatuses)[number]
export type PaymentMethod = (typeof paymentMethods)[number]

export const paymentPurposeLabels: Readonly<Record<PaymentPurpose, string>> = {
  token: 'Token amount',
  booking: 'Booking amount',
  installment: 'Instalment',
  'full-payment': 'Full payment',
  rent: 'Rent',
  deposit: 'Security deposit',
  commission: 'Commission',
  refund: 'Refund',
}

export const paymentStatusLabels: Readonly<Record<PaymentStatus, string>> = {
  pending: 'Awaiting payment',
  processing: 'Processing',
  succeeded: 'Paid',
  failed: 'Failed',
  refunded: 'Refunded',
}

export const escrowStatusLabels: Readonly<Record<EscrowStatus, string>> = {
  'not-applicable': 'Not held',
  held: 'Held in escrow',
  released: 'Released',
  refunded: 'Refunded',
  disputed: 'Disputed',
}

const iso = z.string()
const paise = z.number().int().min(0)

export const paymentViewSchema = z.object({
  id: z.string(),
  dealId: z.string().nullable(),
  rentalId: z.string().nullable(),
  rentPeriod: z.string().nullable(),
  propertyId: z.string(),
  propertyReference: z.string(),
  propertyTitle: z.string(),
  payerId: z.string(),
  payerName: z.string(),
  payeeId: z.string(),
  payeeName: z.string(),
  amountPaise: paise,
  currency: z.literal('INR'),
  purpose: z.enum(paymentPurposes),
  method: z.enum(paymentMethods).nullable(),
  status: z.enum(paymentStatuses),
  escrowStatus: z.enum(escrowStatuses),
  provider: z.enum(paymentProviders),
  /** Made at the simulated gateway: no real money moved. */
  testMode: z.boolean(),
  providerOrderId: z.string().nullable(),
  providerPaymentId: z.string().nullable(),
  receiptNumber: z.string().nullable(),
  refundedPaise: paise,
  failureReason: z.string().nullable(),
  settledAt: iso.nullable(),
  createdAt: iso,
  updatedAt: iso,
})
export type PaymentView = z.infer<typeof paymentViewSchema>

/** How the browser pays an order: the simulated gateway's own page, or Razorpay's Checkout with these options. */
export const checkoutSchema = z.discriminatedUnion('provider', [
  z.object({ provider: z.literal('simulated'), orderId: z.string(), url: z.string(), testMode: z.literal(true) }),
  z.object({
    provider: z.literal('razorpay'),
    orderId: z.string(),
    keyId: z.string(),
    amountPaise: paise,
    currency: z.literal('INR'),
    name: z.string(),
    description: z.string(),
    testMode: z.boolean(),
  }),
])
export type Checkout = z.infer<typeof checkoutSchema>

/** What the browser got back from the checkout (Razorpay's handler: razorpay_payment_id, razorpay_order_id, razorpay_signature). */
export const confirmCheckoutInputSchema = z.strictObject({
  orderId: z.string().min(1).max(64),
  gatewayPaymentId: z.string().min(1).max(64),
  signature: z.string().min(1).max(256),
})
export type ConfirmCheckoutInput = z.infer<typeof confirmCheckoutInputSchema>

export const rentalPaymentInputSchema = z.strictObject({
  purpose: z.enum(['deposit', 'rent']).meta({ description: 'deposit: the security deposit; rent: one month of rent.' }),
  period: z
    .string()
    .regex(/^\d{4}-(0[1-9]|1[0-2])$/, { error: 'The month must be written YYYY-MM' })
    .optional()
    .meta({ description: 'For rent: the month paid for (YYYY-MM); default the earliest unpaid month.' }),
})
export type RentalPaymentInput = z.infer<typeof rentalPaymentInputSchema>

export const refundInputSchema = z.strictObject({
  amountPaise: z.number().int().min(1).max(Number.MAX_SAFE_INTEGER).optional().meta({ description: 'How much to refund, in paise; default all that is left.' }),
  reason: lineText(500, 'Reason').min(1, { error: paymentMessages.refundReasonRequired }),
})
export type RefundInput = z.infer<typeof refundInputSchema>

export const ledgerEntryViewSchema = z.object({ account: z.string(), debitPaise: paise, creditPaise: paise })
export const ledgerPostingViewSchema = z.object({
  id: z.string(),
  kind: z.enum(postingKinds),
  description: z.string(),
  paymentId: z.string().nullable(),
  dealId: z.string().nullable(),
  rentalId: z.string().nullable(),
  postedAt: iso,
  entries: z.array(ledgerEntryViewSchema),
})
export type LedgerPostingView = z.infer<typeof ledgerPostingViewSchema>

export const receiptViewSchema = z.object({
  receiptNumber: z.string(),
  paymentId: z.string(),
  issuedAt: iso,
  payerName: z.string(),
  payeeName: z.string(),
  propertyReference: z.string(),
  propertyTitle: z.string(),
  propertyAddress: z.string(),
  purpose: z.enum(paymentPurposes),
  purposeLabel: z.string(),
  rentPeriod: z.string().nullable(),
  amountPaise: paise,
  amountInWords: z.string(),
  method: z.enum(paymentMethods).nullable(),
  reference: z.string(),
  refundedPaise: paise,
  testMode: z.boolean(),
})
export type ReceiptView = z.infer<typeof receiptViewSchema>

/** A person's Razorpay linked account (Route) that a deal's escrow is transferred to, set by an admin; null clears it. */
export const payoutAccountInputSchema = z.strictObject({
  accountId: z
    .string()
    .trim()
    .regex(/^acc_[A-Za-z0-9]{14}$/, { error: 'A payout account is a Razorpay linked account id: acc_ and 14 letters or digits' })
    .nullable()
    .meta({ description: "The person's Razorpay linked account id (acc_...), or null to clear it." }),
  reason: lineText(500, 'Reason').min(1, { error: 'Give a reason' }),
})
export type PayoutAccountInput = z.infer<typeof payoutAccountInputSchema>
