// SQL of the admin dashboard: every series and breakdown in one statement, so one round trip and
// one snapshot. Listings come from property_daily_counts and property_counts (kept by triggers,
// a few thousand rows at most); the other sources are counted over their creation-time indexes,
// only inside the range. Days are India's calendar days.
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
/** The bucket (its first day, YYYY-MM-DD) of a timestamptz column. */
const bucketOf = (column: string) => `to_char(date_trunc($3::text, ${column} ${IN_INDIA}), 'YYYY-MM-DD')`
/** Rows of `table` created inside the range, counted per bucket. */
const countedPerBucket = (source: DashboardSource, table: string, where = 'true') =>
  `SELECT '${source}' AS source, ${bucketOf('t.created_at')} AS bucket, NULL AS k1, NULL AS k2, count(*)::int AS n, 0::bigint AS paise
   FROM ${table} t, r WHERE t.created_at >= r.from_at AND t.created_at < r.to_at AND ${where} GROUP BY 2`

export const CITIES_SHOWN = 10

export const dashboardStatement = {
  name: 'admin_dashboard',
  text: `WITH r AS (
  SELECT $1::date AS from_day, $2::date AS to_day,
    ($1::date)::timestamp ${IN_INDIA} AS from_at, ($2::date + 1)::timestamp ${IN_INDIA} AS to_at
)
SELECT 'listings' AS source, to_char(g.b, 'YYYY-MM-DD') AS bucket, g.status AS k1, g.type AS k2, g.n, 0::bigint AS paise FROM (
  SELECT date_trunc($3::text, d.day::timestamp) AS b, d.status, d.type, sum(d.n)::int AS n
  FROM property_daily_counts d, r WHERE d.day >= r.from_day AND d.day <= r.to_day
  GROUP BY GROUPING SETS ((1), (2), (3))
) g WHERE g.n <> 0
UNION ALL
SELECT 'users', ${bucketOf('u.created_at')},
    CASE WHEN u.is_admin THEN 'admin' WHEN u.is_seller THEN 'seller' WHEN u.is_dealer THEN 'dealer' ELSE 'user' END, NULL, count(*)::int, 0
  FROM users u, r WHERE u.created_at >= r.from_at AND u.created_at < r.to_at GROUP BY 2, 3
UNION ALL
${countedPerBucket('signIns', 'refresh_tokens', 't.parent_id IS NULL')}
UNION ALL
${countedPerBucket('inquiries', 'inquiries')}
UNION ALL
${countedPerBucket('visits', 'site_visits')}
UNION ALL
${countedPerBucket('deals', 'deals')}
UNION ALL
SELECT 'payments', ${bucketOf('t.created_at')}, NULL, NULL, count(*)::int, sum(t.amount_paise)::bigint
  FROM payments t, r WHERE t.status = 'succeeded' AND t.created_at >= r.from_at AND t.created_at < r.to_at GROUP BY 2
UNION ALL
SELECT 'cities', NULL, coalesce((SELECT min(pc.city) FROM place_counts pc WHERE pc.city_key = c.city_key AND pc.locality_key = ''), initcap(c.city_key)), NULL, c.n, 0
  FROM (SELECT city_key, sum(n)::int AS n FROM property_counts GROUP BY city_key HAVING sum(n) > 0 ORDER BY 2 DESC, 1 LIMIT ${CITIES_SHOWN}) c`,
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
