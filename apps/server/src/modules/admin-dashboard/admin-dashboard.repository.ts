// SQL of the admin dashboard: every series and breakdown in one statement, so one round trip and
// one snapshot. Listings and payments come from daily rollups kept by triggers
// (property_daily_counts, payment_daily_totals: a row or a few a day) and property_counts; the
// other sources are counted over their creation-time indexes, only inside the range. Days are
// India's calendar days.
import type { DashboardInterval } from '@vishwas/domain'
import type { DatabaseHandle } from '../../db/database'

/**
 * One counted group: which source, which bucket (its first day), up to two keys, a count and
 * paise. Listings come as one row per bucket (no keys), one per status (k1, no bucket) and one per
 * type (k2, no bucket): grouping sets, so a long range by day is a few hundred rows, not one per
 * day, status and type.
 */
export type DashboardRow = { source: DashboardSource; bucket: string | null; k1: string | null; k2: string | null; n: number; paise: string | number }
export type DashboardSource = 'listings' | 'users' | 'signIns' | 'inquiries' | 'visits' | 'deals' | 'payments' | 'cities'

const IN_INDIA = "AT TIME ZONE 'Asia/Kolkata'"
/**
 * Which bucket (1, 2, ...) a row's timestamptz `column` falls in: width_bucket's binary search
 * over the buckets' first instants. Turning every row's instant into an India date and a string
 * costs about a microsecond a row (over a year's 40 000 payments, most of the dashboard's time
 * before their rollup); the search costs a tenth of that, and each bucket's name is written once,
 * outside.
 */
const bucketAt = (column: string) => `width_bucket(${column}, k.starts)`
/** The same for a date column (the daily rollups). */
const bucketOn = (column: string) => `width_bucket(${column}, k.days)`
/** Rows of `table` created inside the range, counted per bucket. */
const countedPerBucket = (source: DashboardSource, table: string, where = 'true') =>
  `SELECT '${source}', ${bucketAt('t.created_at')}, NULL, NULL, count(*)::int, 0::bigint
   FROM ${table} t, r, k WHERE t.created_at >= r.from_at AND t.created_at < r.to_at AND ${where} GROUP BY 2`

export const CITIES_SHOWN = 10

// k: every bucket's first day from the one holding `from` to the one holding `to` (date_trunc's
// weeks begin on Monday, as the domain's dashboardBuckets), and the instant India's day begins
// there, both in order. Each source counts per bucket number (i); the bucket's name (its first
// day) is written once per counted group, at the end.
export const dashboardStatement = {
  name: 'admin_dashboard',
  text: `WITH r AS (
  SELECT $1::date AS from_day, $2::date AS to_day,
    ($1::date)::timestamp ${IN_INDIA} AS from_at, ($2::date + 1)::timestamp ${IN_INDIA} AS to_at
), k AS (
  SELECT array_agg(s::date ORDER BY s) AS days, array_agg(s ${IN_INDIA} ORDER BY s) AS starts
  FROM generate_series(date_trunc($3::text, $1::date::timestamp), $2::date::timestamp, ('1 ' || $3::text)::interval) AS s
)
SELECT c.source, to_char(k.days[c.i]::timestamp, 'YYYY-MM-DD') AS bucket, c.k1, c.k2, c.n, c.paise FROM k, (
SELECT 'listings' AS source, g.i, g.status AS k1, g.type AS k2, g.n, 0::bigint AS paise FROM (
  SELECT ${bucketOn('d.day')} AS i, d.status, d.type, sum(d.n)::int AS n
  FROM property_daily_counts d, r, k WHERE d.day >= r.from_day AND d.day <= r.to_day
  GROUP BY GROUPING SETS ((1), (2), (3))
) g WHERE g.n <> 0
UNION ALL
SELECT 'users', ${bucketAt('u.created_at')},
    CASE WHEN u.is_admin THEN 'admin' WHEN u.is_seller THEN 'seller' WHEN u.is_dealer THEN 'dealer' ELSE 'user' END, NULL, count(*)::int, 0
  FROM users u, r, k WHERE u.created_at >= r.from_at AND u.created_at < r.to_at GROUP BY 2, 3
UNION ALL
${countedPerBucket('signIns', 'refresh_tokens', 't.parent_id IS NULL')}
UNION ALL
${countedPerBucket('inquiries', 'inquiries')}
UNION ALL
${countedPerBucket('visits', 'site_visits')}
UNION ALL
${countedPerBucket('deals', 'deals')}
UNION ALL
SELECT 'payments', ${bucketOn('p.day')}, NULL, NULL, sum(p.n)::int, sum(p.paise)::bigint
  FROM payment_daily_totals p, r, k WHERE p.day >= r.from_day AND p.day <= r.to_day GROUP BY 2 HAVING sum(p.n) <> 0
UNION ALL
SELECT 'cities', NULL, coalesce((SELECT min(pc.city) FROM place_counts pc WHERE pc.city_key = c.city_key AND pc.locality_key = ''), initcap(c.city_key)), NULL, c.n, 0
  FROM (SELECT city_key, sum(n)::int AS n FROM property_counts GROUP BY city_key HAVING sum(n) > 0 ORDER BY 2 DESC, 1 LIMIT ${CITIES_SHOWN}) c
) c`,
}

export function createAdminDashboardRepository(database: DatabaseHandle) {
  return {
    /** Every counted group of the range [from, to] (India's days, both included), bucketed by `interval`. */
    counts(input: { from: string; to: string; interval: DashboardInterval }): Promise<DashboardRow[]> {
      return database.prepared<DashboardRow>({ ...dashboardStatement, values: [input.from, input.to, input.interval] })
    },
  }
}

export type AdminDashboardRepository = ReturnType<typeof createAdminDashboardRepository>
