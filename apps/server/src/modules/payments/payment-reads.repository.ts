// SQL of reading payments: a person's history, a receipt's details, the admin's list with its
// filters, the money held on the ledger by deal and rental, and the figures of the reconciliation
// report. Payments are read through paymentViewColumns/paymentViewFrom, the one shape of a
// PaymentView. The admin's list is newest first by (created_at, id), which the payments' indexes
// serve without a sort for every filter the payment manager offers (see the slice's migration).
import type { HeldBalanceView, PaymentMethod, PaymentProvider, PaymentPurpose, PaymentStatus, PaymentView } from '@vishwas/domain'
import type { QueryFn } from '../../db/database'
import { paymentViewColumns, paymentViewFrom } from './payments.repository'

const iso = (column: string) => `to_char(${column} AT TIME ZONE 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS.MS"Z"')`

export type PaymentFilters = {
  status?: PaymentStatus | undefined
  purpose?: PaymentPurpose | undefined
  method?: PaymentMethod | undefined
  provider?: PaymentProvider | undefined
  /** Made on or after this day (YYYY-MM-DD, India time). */
  fromDay?: string | undefined
  /** Made on or before this day (YYYY-MM-DD, India time). */
  toDay?: string | undefined
  dealId?: string | undefined
  payerId?: string | undefined
  payeeId?: string | undefined
  /** Either party: a person's own history. */
  partyId?: string | undefined
  /** The start of a receipt number or a property reference. */
  search?: string | undefined
}

const likePrefix = (text: string) => `${text.replace(/[\\%_]/g, (c) => `\\${c}`)}%`

/** The WHERE clause of `filters` on `payments pay`, its values pushed onto `params`. */
function whereOf(filters: PaymentFilters, params: unknown[]): string {
  const clauses: string[] = []
  const add = (clause: (n: string) => string, value: unknown) => {
    params.push(value)
    clauses.push(clause(`$${params.length}`))
  }
  if (filters.status) add((n) => `pay.status = ${n}`, filters.status)
  if (filters.purpose) add((n) => `pay.purpose = ${n}`, filters.purpose)
  if (filters.method) add((n) => `pay.method = ${n}`, filters.method)
  if (filters.provider) add((n) => `pay.provider = ${n}`, filters.provider)
  // An India day's bounds as instants (a stable expression: the created_at index takes it).
  if (filters.fromDay) add((n) => `pay.created_at >= ${n}::date::timestamp AT TIME ZONE 'Asia/Kolkata'`, filters.fromDay)
  if (filters.toDay) add((n) => `pay.created_at < (${n}::date + 1)::timestamp AT TIME ZONE 'Asia/Kolkata'`, filters.toDay)
  if (filters.dealId) add((n) => `pay.deal_id = ${n}::uuid`, filters.dealId)
  if (filters.payerId) add((n) => `pay.payer_id = ${n}::uuid`, filters.payerId)
  if (filters.payeeId) add((n) => `pay.payee_id = ${n}::uuid`, filters.payeeId)
  if (filters.partyId) add((n) => `(pay.payer_id = ${n}::uuid OR pay.payee_id = ${n}::uuid)`, filters.partyId)
  // Receipt numbers and references are upper case; a prefix match uses their pattern indexes.
  if (filters.search) add((n) => `(pay.receipt_number LIKE ${n} OR pay.property_reference LIKE ${n})`, likePrefix(filters.search.toUpperCase()))
  return clauses.length > 0 ? `WHERE ${clauses.join(' AND ')}` : ''
}

/**
 * The SQL of how many payments match. Filters on the counted columns and days alone are summed
 * from payment_counts (a few thousand rows at most, where counting 100 000 payments took 20-40 ms
 * a page); a deal, a person or a search is selective, and counted on the payments by their indexes.
 */
function countSql(filters: PaymentFilters, params: unknown[]): string {
  const counted = !filters.dealId && !filters.payerId && !filters.payeeId && !filters.partyId && !filters.search
  if (!counted) return `SELECT count(*)::int AS total FROM payments pay ${whereOf(filters, params)}`
  const clauses: string[] = []
  const add = (clause: (n: string) => string, value: unknown) => {
    params.push(value)
    clauses.push(clause(`$${params.length}`))
  }
  if (filters.status) add((n) => `status = ${n}`, filters.status)
  if (filters.purpose) add((n) => `purpose = ${n}`, filters.purpose)
  if (filters.method) add((n) => `method = ${n}`, filters.method)
  if (filters.provider) add((n) => `provider = ${n}`, filters.provider)
  if (filters.fromDay) add((n) => `day >= ${n}::date`, filters.fromDay)
  if (filters.toDay) add((n) => `day <= ${n}::date`, filters.toDay)
  return `SELECT coalesce(sum(n), 0)::int AS total FROM payment_counts ${clauses.length > 0 ? `WHERE ${clauses.join(' AND ')}` : ''}`
}

/**
 * One page of payments, newest first, and how many match, in one statement (one connection and
 * one round trip a request). The page's ids are found first from the payments alone (an index
 * walk), then only those rows are joined to their payer and payee.
 */
export async function listPayments(query: QueryFn, input: { filters: PaymentFilters; page: number; limit: number }): Promise<{ payments: PaymentView[]; total: number }> {
  const params: unknown[] = []
  const where = whereOf(input.filters, params)
  params.push(input.limit, (input.page - 1) * input.limit)
  const pageSql = `SELECT pay.id, pay.created_at FROM payments pay ${where} ORDER BY pay.created_at DESC, pay.id DESC LIMIT $${params.length - 1} OFFSET $${params.length}`
  const total = countSql(input.filters, params)
  const rows = await query<PaymentView & { _total: number; _at: string | null }>(
    `WITH page AS (${pageSql}), counted AS (${total})
     SELECT counted.total AS "_total", v.* FROM counted
     LEFT JOIN LATERAL (SELECT ${paymentViewColumns}, page.created_at AS "_at" FROM page JOIN ${paymentViewFrom} ON pay.id = page.id) v ON true
     ORDER BY v."_at" DESC, v.id DESC`,
    params,
  )
  const payments = rows.filter((row) => row.id !== null).map(({ _total, _at, ...payment }) => payment)
  return { payments, total: rows[0]?._total ?? 0 }
}

/** What a receipt shows beyond the payment: the property's address now (blank once the listing is purged) and the bank's reference. */
export async function receiptExtras(query: QueryFn, paymentId: string): Promise<{ line1: string | null; locality: string | null; city: string | null; state: string | null; postalCode: string | null; bankReference: string | null } | undefined> {
  const [row] = await query<{ line1: string | null; locality: string | null; city: string | null; state: string | null; postalCode: string | null; bankReference: string | null }>(
    `SELECT p.doc->'location'->'address'->>'line1' AS line1, coalesce(p.locality, p.doc->'location'->'address'->>'locality') AS locality, p.city, p.state,
       coalesce(p.postal_code, p.doc->'location'->'address'->>'postalCode') AS "postalCode", pay.bank_reference AS "bankReference"
     FROM payments pay LEFT JOIN properties p ON p.id = pay.property_id WHERE pay.id = $1::uuid`,
    [paymentId],
  )
  return row
}

/**
 * Money held on the ledger, by deal (escrow:<dealId>) and rental (deposit:<rentalId>): only
 * non-zero balances, largest first, with the payment that put it there (its property, payer and
 * payee) and when the money last went in.
 */
export async function heldBalances(query: QueryFn, input: { page: number; limit: number }): Promise<{ balances: HeldBalanceView[]; total: number }> {
  const rows = await query<HeldBalanceView & { total: number }>(
    `WITH held AS (
       SELECT e.account, sum(e.credit_paise - e.debit_paise) AS held, max(t.posted_at) FILTER (WHERE e.credit_paise > 0) AS since
       FROM ledger_entries e JOIN ledger_transactions t ON t.id = e.transaction_id
       WHERE e.account LIKE 'escrow:%' OR e.account LIKE 'deposit:%'
       GROUP BY e.account HAVING sum(e.credit_paise - e.debit_paise) <> 0
     ), keyed AS (
       SELECT held.*, CASE WHEN account LIKE 'escrow:%' THEN 'escrow' ELSE 'deposit' END AS kind,
         CASE WHEN account LIKE 'escrow:%' THEN substr(account, 8)::uuid END AS deal_id,
         CASE WHEN account LIKE 'deposit:%' THEN substr(account, 9)::uuid END AS rental_id,
         count(*) OVER () AS total
       FROM held ORDER BY held DESC, account LIMIT $1 OFFSET $2
     )
     SELECT k.kind, k.account, k.deal_id::text AS "dealId", k.rental_id::text AS "rentalId", src."propertyId", coalesce(src."propertyReference", '') AS "propertyReference",
       coalesce(src."propertyTitle", '') AS "propertyTitle", src."payerId", coalesce(src."payerName", '') AS "payerName", src."payeeId", coalesce(src."payeeName", '') AS "payeeName",
       k.held::float8 AS "heldPaise", ${iso('k.since')} AS since, k.total::int AS total
     FROM keyed k
     LEFT JOIN LATERAL (
       SELECT pay.property_id::text AS "propertyId", pay.property_reference AS "propertyReference", pay.property_title AS "propertyTitle",
         pay.payer_id::text AS "payerId", pu.full_name AS "payerName", pay.payee_id::text AS "payeeId", pe.full_name AS "payeeName"
       FROM ${paymentViewFrom}
       WHERE (k.deal_id IS NOT NULL AND pay.deal_id = k.deal_id AND pay.purpose = 'token') OR (k.rental_id IS NOT NULL AND pay.rental_id = k.rental_id AND pay.purpose = 'deposit')
       ORDER BY (pay.status IN ('succeeded', 'refunded')) DESC, pay.created_at DESC LIMIT 1
     ) src ON true
     ORDER BY k.held DESC, k.account`,
    [input.limit, (input.page - 1) * input.limit],
  )
  return { balances: rows.map(({ total: _total, ...balance }) => balance), total: rows[0]?.total ?? 0 }
}

export type LedgerMismatch = { paymentId: string; receiptNumber: string | null; amountPaise: number; status: PaymentStatus }

/** Payments marked succeeded (or refunded after it) with no capture posting on the ledger. */
export async function succeededWithoutCapture(query: QueryFn, limit: number): Promise<LedgerMismatch[]> {
  return query<LedgerMismatch>(
    `SELECT pay.id::text AS "paymentId", pay.receipt_number AS "receiptNumber", pay.amount_paise::float8 AS "amountPaise", pay.status
     FROM payments pay WHERE pay.status IN ('succeeded', 'refunded')
       AND NOT EXISTS (SELECT 1 FROM ledger_transactions t WHERE t.payment_id = pay.id AND t.kind = 'capture')
     ORDER BY pay.created_at LIMIT $1`,
    [limit],
  )
}

/** Capture postings whose payment is not succeeded (nor refunded after succeeding). */
export async function captureWithoutSuccess(query: QueryFn, limit: number): Promise<LedgerMismatch[]> {
  return query<LedgerMismatch>(
    `SELECT pay.id::text AS "paymentId", pay.receipt_number AS "receiptNumber", pay.amount_paise::float8 AS "amountPaise", pay.status
     FROM ledger_transactions t JOIN payments pay ON pay.id = t.payment_id
     WHERE t.kind = 'capture' AND pay.status NOT IN ('succeeded', 'refunded')
     ORDER BY t.posted_at LIMIT $1`,
    [limit],
  )
}

export type StalePayment = { paymentId: string; providerOrderId: string | null; provider: PaymentProvider; amountPaise: number; createdAt: string }

/** Payments still pending or processing that were created before `olderThan`, oldest first; and how many there are. */
export async function stalePendingPayments(query: QueryFn, input: { olderThan: string; limit: number }): Promise<{ payments: StalePayment[]; total: number }> {
  const [payments, [count]] = await Promise.all([
    query<StalePayment>(
      `SELECT id::text AS "paymentId", provider_order_id AS "providerOrderId", provider, amount_paise::float8 AS "amountPaise", ${iso('created_at')} AS "createdAt"
       FROM payments WHERE status IN ('pending', 'processing') AND created_at < $1::timestamptz ORDER BY created_at LIMIT $2`,
      [input.olderThan, input.limit],
    ),
    query<{ total: number }>(`SELECT count(*)::int AS total FROM payments WHERE status IN ('pending', 'processing') AND created_at < $1::timestamptz`, [input.olderThan]),
  ])
  return { payments, total: count?.total ?? 0 }
}

export type WaitingRefund = { paymentId: string; receiptNumber: string | null; amountPaise: number; createdAt: string }

export async function refundsPendingAtGateway(query: QueryFn, limit: number): Promise<WaitingRefund[]> {
  return query<WaitingRefund>(
    `SELECT r.payment_id::text AS "paymentId", pay.receipt_number AS "receiptNumber", r.amount_paise::float8 AS "amountPaise", ${iso('r.created_at')} AS "createdAt"
     FROM payment_refunds r JOIN payments pay ON pay.id = r.payment_id WHERE r.status = 'pending' ORDER BY r.created_at LIMIT $1`,
    [limit],
  )
}

export type LedgerTotals = { clearingPaise: number; capturedPaise: number; processedRefundsPaise: number; pendingRefundsPaise: number }

/** The gateway clearing account's balance (debits less credits) beside what the payments and refunds say. */
export async function ledgerTotals(query: QueryFn): Promise<LedgerTotals> {
  const [row] = await query<LedgerTotals>(
    `SELECT
       (SELECT coalesce(sum(debit_paise - credit_paise), 0) FROM ledger_entries WHERE account = 'gateway:clearing')::float8 AS "clearingPaise",
       (SELECT coalesce(sum(amount_paise), 0) FROM payments WHERE status IN ('succeeded', 'refunded'))::float8 AS "capturedPaise",
       (SELECT coalesce(sum(amount_paise), 0) FROM payment_refunds WHERE status = 'processed')::float8 AS "processedRefundsPaise",
       (SELECT coalesce(sum(amount_paise), 0) FROM payment_refunds WHERE status = 'pending')::float8 AS "pendingRefundsPaise"`,
  )
  return row!
}
