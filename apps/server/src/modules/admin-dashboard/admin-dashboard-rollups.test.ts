// The admin dashboard reads payments from payment_daily_totals (kept by triggers) and buckets rows
// by a binary search over the buckets' first instants: both must answer exactly what counting every
// row by its India day answers.
import { dashboardRoles, type DashboardInterval, type DashboardReport } from '@vishwas/domain'
import { describe, expect, it } from 'vitest'
import { createAs, demoUsers, requestAs, usePropertyKit } from '../properties/properties-test-kit'

const kit = usePropertyKit()
const query = <T extends Record<string, unknown>>(text: string, params?: unknown[]) => kit.database.query<T>(text, params)
const IN_INDIA = "AT TIME ZONE 'Asia/Kolkata'"

/**
 * 300 payments in one statement, one every 25 h 7 min from 3 June 2025 23:59:59 in India (a second
 * before the range below begins) to April 2026, every fifth status of each kind, amounts all different.
 */
async function seededPayments(propertyId: string) {
  await query(
    `INSERT INTO payments (property_id, property_reference, property_title, payer_id, payee_id, amount_paise, purpose, status, provider, idempotency_key, created_at)
     SELECT $1, 'PROP-TEST', 'Test', $2, $3, 1000 + i * 37, 'rent', (ARRAY['succeeded', 'succeeded', 'pending', 'failed', 'refunded'])[1 + i % 5], 'simulated', 'k' || i,
       timestamptz '2025-06-03T18:29:59Z' + i * interval '25 hours 7 minutes'
     FROM generate_series(0, 299) AS i`,
    [propertyId, demoUsers.buyer.id, demoUsers.seller.id],
  )
}

const kept = () => query(`SELECT day::text AS day, n, paise::text AS paise FROM payment_daily_totals WHERE n <> 0 OR paise <> 0 ORDER BY 1`)
const counted = () =>
  query(`SELECT (created_at ${IN_INDIA})::date::text AS day, count(*)::int AS n, sum(amount_paise)::text AS paise FROM payments WHERE status = 'succeeded' GROUP BY 1 ORDER BY 1`)

describe('payment_daily_totals', () => {
  it('equals counting the succeeded payments through inserts, status and amount changes, back-dating, deletes and TRUNCATE', async () => {
    const listing = await createAs(kit, 'seller')
    await seededPayments(listing.id)
    const afterInsert = await counted()
    expect(afterInsert.reduce((sum, row) => sum + Number(row.n), 0)).toBe(120)
    expect(await kept()).toEqual(afterInsert)

    // Pending payments succeed, succeeded ones are refunded, one amount is corrected.
    await query("UPDATE payments SET status = 'succeeded' WHERE idempotency_key IN ('k2', 'k7', 'k12')")
    await query("UPDATE payments SET status = 'refunded' WHERE idempotency_key IN ('k0', 'k6')")
    await query("UPDATE payments SET amount_paise = 777777 WHERE idempotency_key = 'k1'")
    // Nothing counted moves: a failed payment's amount, a succeeded payment's method.
    await query("UPDATE payments SET amount_paise = 5, method = 'upi' WHERE idempotency_key IN ('k3', 'k5')")
    expect(await kept()).toEqual(await counted())

    // Back-dated: several at once into earlier days, one across India's midnight (18:30 UTC).
    await query("UPDATE payments SET created_at = created_at - interval '200 days' WHERE idempotency_key IN ('k10', 'k11', 'k15', 'k20')")
    await query("UPDATE payments SET created_at = '2025-12-31T18:30:00Z' WHERE idempotency_key = 'k21'")
    expect(await kept()).toEqual(await counted())

    await query("DELETE FROM payments WHERE idempotency_key IN ('k1', 'k5', 'k25', 'k26', 'k27')")
    expect(await kept()).toEqual(await counted())

    await query('TRUNCATE payments CASCADE')
    expect(await query('SELECT * FROM payment_daily_totals')).toEqual([])
  })
})

/** What counting every row of a source by its India day's bucket answers: bucket -> count (and paise). */
async function directly(table: string, where: string, range: { from: string; to: string; interval: DashboardInterval }, role?: string) {
  const rows = await query<{ bucket: string; n: number; paise: string }>(
    `SELECT to_char(date_trunc($3::text, t.created_at ${IN_INDIA}), 'YYYY-MM-DD') AS bucket, count(*)::int AS n, coalesce(sum(${table === 'payments' ? 't.amount_paise' : '0'}), 0)::text AS paise
       FROM ${table} t
      WHERE t.created_at >= ($1::date)::timestamp ${IN_INDIA} AND t.created_at < ($2::date + 1)::timestamp ${IN_INDIA} AND ${where}
        ${role ? `AND (CASE WHEN t.is_admin THEN 'admin' WHEN t.is_seller THEN 'seller' WHEN t.is_dealer THEN 'dealer' ELSE 'user' END) = '${role}'` : ''}
      GROUP BY 1`,
    [range.from, range.to, range.interval],
  )
  return new Map(rows.map((row) => [row.bucket, { n: row.n, paise: Number(row.paise) }]))
}

const seriesOf = (buckets: string[], counts: Map<string, { n: number; paise: number }>, field: 'n' | 'paise' = 'n') => buckets.map((bucket) => counts.get(bucket)?.[field] ?? 0)

/** Listings, people, sign-ins, inquiries, visits and deals spread over a year, a few on the range's edges. */
async function activity() {
  const ids: string[] = []
  for (let i = 0; i < 4; i++) ids.push((await createAs(kit, 'seller')).id)
  // India's first and last seconds of the range, and a second either side of it.
  const listingTimes = ['2025-06-03T18:29:59Z', '2025-06-03T18:30:00Z', '2026-03-17T18:29:59Z', '2026-03-17T18:30:00Z']
  for (const [i, id] of ids.entries()) await query('UPDATE properties SET created_at = $2 WHERE id = $1', [id, listingTimes[i]])
  await query("UPDATE properties SET status = 'sold' WHERE id = $1", [ids[1]])
  await query("UPDATE users SET created_at = '2025-09-01T19:00:00Z' WHERE id = ANY($1::uuid[])", [[demoUsers.buyer.id, demoUsers.dealer.id, demoUsers.admin.id]])
  const [property] = ids
  const every = (step: string) => `timestamptz '2025-06-02T12:00:00Z' + i * interval '${step}'`
  await query(
    `INSERT INTO refresh_tokens (id, family_id, parent_id, user_id, token_hash, created_at, expires_at, family_expires_at)
     SELECT u, u, NULL, $1, 'h' || i, ${every('3 days 5 hours')}, now() + interval '7 days', now() + interval '30 days'
     FROM (SELECT i, gen_random_uuid() AS u FROM generate_series(0, 99) AS i) AS s`,
    [demoUsers.buyer.id],
  )
  await query(`INSERT INTO inquiries (property_id, user_id, status, created_at) SELECT $1, $2, 'closed', ${every('2 days 11 hours')} FROM generate_series(0, 139) AS i`, [property, demoUsers.buyer.id])
  await query(
    `INSERT INTO site_visits (property_id, visitor_id, status, slot_start, slot_end, created_at)
     SELECT $1, $2, 'completed', '2026-03-20T05:30:00Z', '2026-03-20T06:30:00Z', ${every('4 days 7 hours')} FROM generate_series(0, 79) AS i`,
    [property, demoUsers.buyer.id],
  )
  await query(`INSERT INTO deals (property_id, type, amount_paise, created_at) SELECT $1, 'sale', 100000 + i, ${every('6 days 13 hours')} FROM generate_series(0, 49) AS i`, [property])
  await seededPayments(property!)
  // Then some payments change after the fact, as refunds and late captures do.
  await query("UPDATE payments SET status = 'succeeded' WHERE idempotency_key IN ('k2', 'k47')")
  await query("UPDATE payments SET status = 'refunded' WHERE idempotency_key IN ('k0', 'k51')")
}

describe('GET /api/admin/dashboard over many rows', () => {
  it('answers what counting every row by its India day answers, by day, week and month, with the range cut mid-week and mid-month', async () => {
    await activity()
    for (const interval of ['day', 'week', 'month'] as const) {
      const range = { from: '2025-06-04', to: '2026-03-17', interval }
      const response = await requestAs(kit, 'admin', { url: `/api/admin/dashboard?from=${range.from}&to=${range.to}&interval=${interval}` })
      expect(response.statusCode).toBe(200)
      const { buckets, series, totals } = response.json<DashboardReport>()
      const payments = await directly('payments', "t.status = 'succeeded'", range)
      expect(series.payments).toEqual(seriesOf(buckets, payments))
      expect(series.paymentsPaise).toEqual(seriesOf(buckets, payments, 'paise'))
      expect(series.newListings).toEqual(seriesOf(buckets, await directly('properties', 'true', range)))
      expect(series.signIns).toEqual(seriesOf(buckets, await directly('refresh_tokens', 't.parent_id IS NULL', range)))
      expect(series.inquiries).toEqual(seriesOf(buckets, await directly('inquiries', 'true', range)))
      expect(series.visits).toEqual(seriesOf(buckets, await directly('site_visits', 'true', range)))
      expect(series.deals).toEqual(seriesOf(buckets, await directly('deals', 'true', range)))
      for (const role of dashboardRoles) expect(series.newUsers[role]).toEqual(seriesOf(buckets, await directly('users', 'true', range, role)))
      // Every source has rows inside the range, and the listings on its edges count only inside.
      expect([totals.payments > 50, totals.signIns > 50, totals.inquiries > 50, totals.visits > 30, totals.deals > 20, totals.newUsers.user > 0]).toEqual([true, true, true, true, true, true])
      expect(totals.newListings).toBe(2)
    }
  })
})
