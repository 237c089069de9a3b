// Payments and the ledger (issue: payments and escrow). A payment is one attempt to move money
// through the gateway for a deal's token, a rental's deposit or a month's rent; its amount is
// always the server's. The ledger is double-entry in whole paise: a ledger transaction is one
// balanced posting, recorded once per idempotency key, whose entries are never changed or
// deleted (a trigger refuses it; a correction is a reversing posting). A balance is the sum of an
// account's entries. A payment is created once per (payer, Idempotency-Key), a refund once per
// key; webhook events are recorded once per (provider, event id). The simulated gateway keeps its
// own record of orders, as a real gateway would on its side.
import { sql } from 'drizzle-orm'
import { bigint, bigserial, boolean, check, index, integer, jsonb, pgSequence, pgTable, primaryKey, text, timestamp, uniqueIndex, uuid } from 'drizzle-orm/pg-core'
import { users } from './users'

/** Receipt numbers: one sequence, so two payments succeeding at once never share a number. */
export const receiptNumbers = pgSequence('receipt_numbers', { startWith: 1 })

export const payments = pgTable(
  'payments',
  {
    id: uuid('id').primaryKey().default(sql`gen_random_uuid()`),
    /**
     * The deal or rental paid for. Not foreign keys: a deal goes to the trash with its listing and
     * comes back on restore, and a payment and its postings outlive even a purged listing.
     */
    dealId: uuid('deal_id'),
    rentalId: uuid('rental_id'),
    /** The month a rent payment is for (YYYY-MM). */
    rentPeriod: text('rent_period'),
    /** The property at the time of payment (receipts outlive listings). */
    propertyId: uuid('property_id').notNull(),
    propertyReference: text('property_reference').notNull(),
    propertyTitle: text('property_title').notNull(),
    payerId: uuid('payer_id')
      .notNull()
      .references(() => users.id, { onDelete: 'restrict' }),
    payeeId: uuid('payee_id')
      .notNull()
      .references(() => users.id, { onDelete: 'restrict' }),
    amountPaise: bigint('amount_paise', { mode: 'number' }).notNull(),
    currency: text('currency').notNull().default('INR'),
    purpose: text('purpose').notNull(),
    /** How it was paid, once the gateway says (upi, card, netbanking, ...). */
    method: text('method'),
    status: text('status').notNull().default('pending'),
    escrowStatus: text('escrow_status').notNull().default('not-applicable'),
    /** simulated or razorpay: the gateway the order was made at. */
    provider: text('provider').notNull(),
    /** Made where no real money moves: the simulated gateway, or Razorpay with test keys. */
    testMode: boolean('test_mode').notNull().default(false),
    providerOrderId: text('provider_order_id'),
    providerPaymentId: text('provider_payment_id'),
    bankReference: text('bank_reference'),
    failureReason: text('failure_reason'),
    /** The payer's Idempotency-Key for the request that created it. */
    idempotencyKey: text('idempotency_key').notNull(),
    /** Assigned when the payment succeeds (VR-YYYY-NNNNNN). */
    receiptNumber: text('receipt_number'),
    refundedPaise: bigint('refunded_paise', { mode: 'number' }).notNull().default(0),
    /** Razorpay Route: the transfer of the escrow to the payee's linked account, and where it stands (on_hold, released, reversed). */
    gatewayTransferId: text('gateway_transfer_id'),
    gatewayTransferStatus: text('gateway_transfer_status'),
    settledAt: timestamp('settled_at', { withTimezone: true, mode: 'string' }),
    version: integer('version').notNull().default(0),
    createdAt: timestamp('created_at', { withTimezone: true, mode: 'string' }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true, mode: 'string' }).notNull().defaultNow(),
  },
  (t) => [
    uniqueIndex('payments_idempotency_idx').on(t.payerId, t.idempotencyKey),
    uniqueIndex('payments_order_idx').on(t.provider, t.providerOrderId),
    uniqueIndex('payments_gateway_payment_idx').on(t.provider, t.providerPaymentId),
    uniqueIndex('payments_receipt_idx').on(t.receiptNumber),
    // One live token payment per deal, one deposit per rental, one rent payment per month.
    uniqueIndex('payments_one_token_idx')
      .on(t.dealId)
      .where(sql`${t.purpose} = 'token' AND ${t.status} IN ('pending', 'processing', 'succeeded')`),
    uniqueIndex('payments_one_deposit_idx')
      .on(t.rentalId)
      .where(sql`${t.purpose} = 'deposit' AND ${t.status} IN ('pending', 'processing', 'succeeded')`),
    uniqueIndex('payments_one_rent_idx')
      .on(t.rentalId, t.rentPeriod)
      .where(sql`${t.purpose} = 'rent' AND ${t.status} IN ('pending', 'processing', 'succeeded')`),
    index('payments_payer_idx').on(t.payerId, t.createdAt),
    index('payments_payee_idx').on(t.payeeId, t.createdAt),
    index('payments_deal_idx').on(t.dealId),
    index('payments_rental_idx').on(t.rentalId),
    index('payments_created_idx').on(t.createdAt),
    index('payments_status_idx').on(t.status, t.createdAt),
    // The payment manager's filters, each newest first without a sort; receipt numbers and
    // property references are searched by their start (LIKE 'VR-2026-00%'), which needs pattern ops.
    index('payments_purpose_idx').on(t.purpose, t.createdAt),
    index('payments_method_idx').on(t.method, t.createdAt),
    index('payments_receipt_prefix_idx').using('btree', t.receiptNumber.op('text_pattern_ops')),
    index('payments_reference_prefix_idx').using('btree', t.propertyReference.op('text_pattern_ops')),
    check('payments_amount_positive', sql`${t.amountPaise} > 0`),
    check('payments_refund_within_amount', sql`${t.refundedPaise} >= 0 AND ${t.refundedPaise} <= ${t.amountPaise}`),
  ],
)

export const ledgerTransactions = pgTable(
  'ledger_transactions',
  {
    id: uuid('id').primaryKey().default(sql`gen_random_uuid()`),
    idempotencyKey: text('idempotency_key').notNull(),
    /** capture, release, refund, deposit-return, reversal, ... */
    kind: text('kind').notNull(),
    description: text('description').notNull(),
    paymentId: uuid('payment_id').references(() => payments.id, { onDelete: 'restrict' }),
    dealId: uuid('deal_id'),
    rentalId: uuid('rental_id'),
    /** The posting this one reverses, for a correction. */
    reversesId: uuid('reverses_id'),
    postedAt: timestamp('posted_at', { withTimezone: true, mode: 'string' }).notNull().defaultNow(),
  },
  (t) => [
    uniqueIndex('ledger_transactions_key_idx').on(t.idempotencyKey),
    index('ledger_transactions_payment_idx').on(t.paymentId),
    index('ledger_transactions_deal_idx').on(t.dealId),
    index('ledger_transactions_rental_idx').on(t.rentalId),
  ],
)

export const ledgerEntries = pgTable(
  'ledger_entries',
  {
    id: bigserial('id', { mode: 'number' }).primaryKey(),
    transactionId: uuid('transaction_id')
      .notNull()
      .references(() => ledgerTransactions.id, { onDelete: 'restrict' }),
    account: text('account').notNull(),
    debitPaise: bigint('debit_paise', { mode: 'number' }).notNull().default(0),
    creditPaise: bigint('credit_paise', { mode: 'number' }).notNull().default(0),
  },
  (t) => [
    index('ledger_entries_account_idx').on(t.account, t.id),
    index('ledger_entries_transaction_idx').on(t.transactionId),
    check('ledger_entries_one_side', sql`(${t.debitPaise} > 0 AND ${t.creditPaise} = 0) OR (${t.creditPaise} > 0 AND ${t.debitPaise} = 0)`),
  ],
)

/** Refunds of a payment: asked for (by the deal's cancellation or an admin), then made at the gateway. */
export const paymentRefunds = pgTable(
  'payment_refunds',
  {
    id: uuid('id').primaryKey().default(sql`gen_random_uuid()`),
    paymentId: uuid('payment_id')
      .notNull()
      .references(() => payments.id, { onDelete: 'restrict' }),
    amountPaise: bigint('amount_paise', { mode: 'number' }).notNull(),
    reason: text('reason').notNull(),
    /** Who asked: a person, or null for the system (a cancelled deal). */
    requestedBy: uuid('requested_by'),
    /** pending (not yet at the gateway), processed, failed. */
    status: text('status').notNull().default('pending'),
    providerRefundId: text('provider_refund_id'),
    idempotencyKey: text('idempotency_key').notNull(),
    createdAt: timestamp('created_at', { withTimezone: true, mode: 'string' }).notNull().defaultNow(),
    processedAt: timestamp('processed_at', { withTimezone: true, mode: 'string' }),
  },
  (t) => [
    uniqueIndex('payment_refunds_key_idx').on(t.idempotencyKey),
    index('payment_refunds_payment_idx').on(t.paymentId),
    index('payment_refunds_pending_idx')
      .on(t.createdAt)
      .where(sql`${t.status} = 'pending'`),
    check('payment_refunds_amount_positive', sql`${t.amountPaise} > 0`),
  ],
)

/** Gateway webhook events, each processed once (by the gateway's event id), whatever the order or number of deliveries. */
export const paymentWebhookEvents = pgTable(
  'payment_webhook_events',
  {
    provider: text('provider').notNull(),
    eventId: text('event_id').notNull(),
    eventType: text('event_type').notNull(),
    /** processed, ignored (nothing to do), unknown-order. */
    outcome: text('outcome').notNull(),
    payload: jsonb('payload').notNull(),
    receivedAt: timestamp('received_at', { withTimezone: true, mode: 'string' }).notNull().defaultNow(),
  },
  (t) => [primaryKey({ columns: [t.provider, t.eventId] }), index('payment_webhook_events_received_idx').on(t.receivedAt)],
)

/** The simulated gateway's own record (the gateway's side of the world: orders, its payments, its refunds). */
export const simulatedGatewayOrders = pgTable(
  'simulated_gateway_orders',
  {
    orderId: text('order_id').primaryKey(),
    amountPaise: bigint('amount_paise', { mode: 'number' }).notNull(),
    receipt: text('receipt').notNull(),
    notes: jsonb('notes').notNull().default({}),
    /** created, paid, failed */
    status: text('status').notNull().default('created'),
    paymentId: text('payment_id'),
    method: text('method'),
    errorReason: text('error_reason'),
    refundedPaise: bigint('refunded_paise', { mode: 'number' }).notNull().default(0),
    createdAt: timestamp('created_at', { withTimezone: true, mode: 'string' }).notNull().defaultNow(),
    paidAt: timestamp('paid_at', { withTimezone: true, mode: 'string' }),
  },
  (t) => [uniqueIndex('simulated_gateway_orders_payment_idx').on(t.paymentId)],
)

/** The simulated gateway's refunds, once per idempotency key (as a real gateway keeps them): the same refund sent twice is made once. */
export const simulatedGatewayRefunds = pgTable('simulated_gateway_refunds', {
  idempotencyKey: text('idempotency_key').primaryKey(),
  refundId: text('refund_id').notNull(),
  paymentId: text('payment_id').notNull(),
  amountPaise: bigint('amount_paise', { mode: 'number' }).notNull(),
  createdAt: timestamp('created_at', { withTimezone: true, mode: 'string' }).notNull().defaultNow(),
})
