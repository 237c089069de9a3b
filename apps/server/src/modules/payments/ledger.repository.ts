// SQL of the ledger. postToLedger records one balanced posting once per idempotency key, inside
// the caller's transaction: it locks each holding account it takes money from (so two releases of
// one escrow cannot both pass the check), refuses to take an escrow or deposit below zero, and
// writes the entries; the database refuses any change or deletion of them afterwards and checks at
// commit that every posting balances (migration 0036).
import { holdingDebits, ledgerMessages, postingProblem, type LedgerPostingView, type Posting } from '@vishwas/domain'
import type { QueryFn } from '../../db/database'
import { AppError } from '../../errors'

const iso = (column: string) => `to_char(${column} AT TIME ZONE 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS.MS"Z"')`

export type PostingLinks = { paymentId?: string | null | undefined; dealId?: string | null | undefined; rentalId?: string | null | undefined; reversesId?: string | null | undefined }

/** Records `posting` under `idempotencyKey` (once: a second call with the key records nothing); its id and whether it was new. */
export async function postToLedger(query: QueryFn, input: { idempotencyKey: string; posting: Posting } & PostingLinks): Promise<{ id: string; created: boolean }> {
  const { posting } = input
  const problem = postingProblem(posting.entries)
  if (problem) throw new Error(`Refusing a ledger posting (${posting.kind}): ${problem}`)
  const taken = [...holdingDebits(posting.entries)].sort(([a], [b]) => a.localeCompare(b))
  for (const [account] of taken) await query('SELECT pg_advisory_xact_lock(hashtextextended($1, 0))', [`ledger:${account}`])
  const [inserted] = await query<{ id: string }>(
    `INSERT INTO ledger_transactions (idempotency_key, kind, description, payment_id, deal_id, rental_id, reverses_id)
     VALUES ($1, $2, $3, $4::uuid, $5::uuid, $6::uuid, $7::uuid)
     ON CONFLICT (idempotency_key) DO NOTHING RETURNING id::text AS id`,
    [input.idempotencyKey, posting.kind, posting.description, input.paymentId ?? null, input.dealId ?? null, input.rentalId ?? null, input.reversesId ?? null],
  )
  if (!inserted) {
    const [existing] = await query<{ id: string }>('SELECT id::text AS id FROM ledger_transactions WHERE idempotency_key = $1', [input.idempotencyKey])
    return { id: existing!.id, created: false }
  }
  for (const [account, paise] of taken) {
    const balance = await balanceWith(query, account)
    if (balance < paise) throw new AppError('CONFLICT', ledgerMessages.overdrawn(account, balance, paise))
  }
  await query(
    `INSERT INTO ledger_entries (transaction_id, account, debit_paise, credit_paise)
     SELECT $1::uuid, account, debit, credit FROM unnest($2::text[], $3::bigint[], $4::bigint[]) AS e(account, debit, credit)`,
    [inserted.id, posting.entries.map((e) => e.account), posting.entries.map((e) => e.debitPaise), posting.entries.map((e) => e.creditPaise)],
  )
  return { id: inserted.id, created: true }
}

/** An account's balance: the sum of its entries, credits less debits. */
export async function balanceWith(query: QueryFn, account: string): Promise<number> {
  const [row] = await query<{ balance: number }>('SELECT coalesce(sum(credit_paise - debit_paise), 0)::float8 AS balance FROM ledger_entries WHERE account = $1', [account])
  return row?.balance ?? 0
}

/** Postings with their entries, oldest first, for a payment, a deal or a rental. */
export async function postingsWith(query: QueryFn, filter: { paymentId?: string; dealId?: string; rentalId?: string }): Promise<LedgerPostingView[]> {
  const [column, value] = filter.paymentId ? ['payment_id', filter.paymentId] : filter.dealId ? ['deal_id', filter.dealId] : ['rental_id', filter.rentalId]
  return query<LedgerPostingView>(
    `SELECT t.id::text AS id, t.kind, t.description, t.payment_id::text AS "paymentId", t.deal_id::text AS "dealId", t.rental_id::text AS "rentalId", ${iso('t.posted_at')} AS "postedAt",
       (SELECT json_agg(json_build_object('account', e.account, 'debitPaise', e.debit_paise, 'creditPaise', e.credit_paise) ORDER BY e.id) FROM ledger_entries e WHERE e.transaction_id = t.id) AS entries
     FROM ledger_transactions t WHERE t.${column} = $1::uuid ORDER BY t.posted_at, t.id`,
    [value],
  )
}
