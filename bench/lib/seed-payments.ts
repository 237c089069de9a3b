// node --import tsx bench/lib/seed-payments.ts <count>   (run.mjs and payments.mjs run it, with the
// measured server's environment: same database)
//
// N payments for the payment manager's list, set-based in SQL: spread over the last year, between
// the demo buyer and the seeded listings' owners, every status, purpose, method and provider in
// the proportions a live marketplace has (most succeeded, a few pending, failed or refunded); each
// succeeded or refunded payment gets its receipt number and its capture posting (four balanced
// ledger entries), as settlement would write them. Then ANALYZE, so the plans are the warm ones.
import { loadConfig } from '../../apps/server/src/config'
import { openConfiguredDatabase } from '../../apps/server/src/db/open'

const BUYER = '00000000-0000-4000-8000-000000000004'

async function main(count: number) {
  const database = await openConfiguredDatabase(loadConfig())
  try {
    const started = performance.now()
    const [seeded] = await database.query<{ n: number }>(`SELECT count(*)::int AS n FROM payments WHERE idempotency_key LIKE 'bench-%'`)
    if (seeded && seeded.n > 0) {
      // Ledger entries can never be deleted: a database seeded once keeps its payments.
      console.error(`[bench] ${seeded.n} bench payments are already there`)
      return
    }
    await database.transaction(async (query) => {
      // One statement writes them all: longer than the server's statement timeout allows a request.
      await query('SET LOCAL statement_timeout = 0')
      await query(
        `INSERT INTO payments (id, deal_id, property_id, property_reference, property_title, payer_id, payee_id, amount_paise, purpose, method, status,
           escrow_status, provider, test_mode, provider_order_id, provider_payment_id, idempotency_key, receipt_number, refunded_paise, settled_at, created_at, updated_at)
         SELECT gen_random_uuid(), CASE WHEN s.purpose = 'token' THEN gen_random_uuid() END, p.id, p.reference, p.title, $2::uuid, p.owner_id,
           s.amount, s.purpose, CASE WHEN s.status IN ('succeeded', 'refunded') THEN (ARRAY['upi', 'card', 'netbanking', 'neft'])[1 + s.i % 4] END, s.status,
           CASE WHEN s.purpose = 'token' AND s.status = 'succeeded' THEN 'held' WHEN s.purpose = 'token' AND s.status = 'refunded' THEN 'refunded' ELSE 'not-applicable' END,
           CASE WHEN s.i % 10 = 0 THEN 'razorpay' ELSE 'simulated' END, s.i % 10 <> 0, 'order_bench' || s.i,
           CASE WHEN s.status IN ('succeeded', 'refunded', 'failed') THEN 'pay_bench' || s.i END, 'bench-' || s.i,
           CASE WHEN s.status IN ('succeeded', 'refunded') THEN 'VR-' || to_char(s.at AT TIME ZONE 'Asia/Kolkata', 'YYYY') || '-B' || lpad(s.i::text, 7, '0') END,
           CASE WHEN s.status = 'refunded' THEN s.amount ELSE 0 END, CASE WHEN s.status IN ('succeeded', 'refunded') THEN s.at + interval '2 minutes' END, s.at, s.at
         FROM (
           SELECT i, now() - (i * interval '1 second' * (31536000.0 / $1)) AS at,
             (ARRAY['succeeded', 'succeeded', 'succeeded', 'succeeded', 'succeeded', 'succeeded', 'succeeded', 'pending', 'failed', 'refunded'])[1 + (i * 7) % 10] AS status,
             (ARRAY['token', 'rent', 'rent', 'deposit', 'token'])[1 + (i * 3) % 5] AS purpose,
             (100000 + (i * 7919) % 50000000)::bigint AS amount
           FROM generate_series(1, $1) AS i
         ) s
         JOIN (SELECT id, reference, title, owner_id, row_number() OVER (ORDER BY id) - 1 AS n FROM (SELECT * FROM properties ORDER BY id LIMIT 5000) q) p
           ON p.n = s.i % (SELECT least(count(*), 5000) FROM properties)`,
        [count, BUYER],
      )
      await query(
        `WITH captured AS (
           INSERT INTO ledger_transactions (idempotency_key, kind, description, payment_id, deal_id, posted_at)
           SELECT 'capture:' || id, 'capture', 'Paid (bench)', id, deal_id, settled_at FROM payments WHERE idempotency_key LIKE 'bench-%' AND status IN ('succeeded', 'refunded')
           RETURNING id, payment_id, deal_id
         )
         INSERT INTO ledger_entries (transaction_id, account, debit_paise, credit_paise)
         SELECT c.id, e.account, e.debit, e.credit FROM captured c JOIN payments pay ON pay.id = c.payment_id
         CROSS JOIN LATERAL (VALUES
           ('gateway:clearing', pay.amount_paise, 0::bigint),
           ('payer:' || pay.payer_id, 0::bigint, pay.amount_paise),
           ('payer:' || pay.payer_id, pay.amount_paise, 0::bigint),
           (CASE WHEN pay.deal_id IS NOT NULL THEN 'escrow:' || pay.deal_id ELSE 'payee:' || pay.payee_id END, 0::bigint, pay.amount_paise)
         ) AS e(account, debit, credit)`,
      )
    })
    await database.query('ANALYZE payments')
    await database.query('ANALYZE ledger_transactions')
    await database.query('ANALYZE ledger_entries')
    const [row] = await database.query<{ n: number }>(`SELECT count(*)::int AS n FROM payments`)
    console.error(`[bench] ${row?.n} payments seeded in ${Math.round(performance.now() - started)} ms`)
  } finally {
    await database.close()
  }
}

await main(Number(process.argv[2] ?? '100000'))
