// GET /api/admin/dashboard: figures per India day, week or month of a range, admins only.
import { dashboardMessages, type DashboardReport } from '@vishwas/domain'
import { describe, expect, it } from 'vitest'
import { createAs, demoUsers, requestAs, usePropertyKit } from '../properties/properties-test-kit'

const kit = usePropertyKit()

/** Three listings made through the API, then dated (the daily counts follow the update). */
async function datedListings() {
  const ids = [(await createAs(kit, 'seller')).id, (await createAs(kit, 'seller')).id, (await createAs(kit, 'seller')).id]
  // 1 Mar 2026 20:00 UTC is already 2 Mar in India.
  const at = ['2026-03-01T10:00:00Z', '2026-03-01T20:00:00Z', '2026-03-09T10:00:00Z']
  for (const [i, id] of ids.entries()) await kit.database.query('UPDATE properties SET created_at = $2 WHERE id = $1', [id, at[i]])
  await kit.database.query("UPDATE properties SET status = 'sold' WHERE id = $1", [ids[1]])
  await kit.database.query("UPDATE properties SET type = 'land' WHERE id = $1", [ids[2]])
  return ids
}

async function activity(propertyId: string) {
  const query = kit.database.query
  await query("UPDATE users SET created_at = '2026-03-03T06:00:00Z' WHERE id = ANY($1::uuid[])", [[demoUsers.buyer.id, demoUsers.dealer.id]])
  // A sign-in starts a family; its refresh is not another sign-in.
  const family = '11111111-1111-4111-8111-111111111111'
  await query(
    `INSERT INTO refresh_tokens (id, family_id, parent_id, user_id, token_hash, created_at, expires_at, family_expires_at) VALUES
     ($1, $1, NULL, $2, 'h1', '2026-03-04T06:00:00Z', '2026-03-11T06:00:00Z', '2026-04-04T06:00:00Z'),
     ('22222222-2222-4222-8222-222222222222', $1, $1, $2, 'h2', '2026-03-04T07:00:00Z', '2026-03-11T07:00:00Z', '2026-04-04T06:00:00Z')`,
    [family, demoUsers.buyer.id],
  )
  await query("INSERT INTO inquiries (property_id, user_id, created_at) VALUES ($1, $2, '2026-03-05T06:00:00Z')", [propertyId, demoUsers.buyer.id])
  await query("INSERT INTO site_visits (property_id, visitor_id, slot_start, slot_end, created_at) VALUES ($1, $2, '2026-03-20T05:30:00Z', '2026-03-20T06:30:00Z', '2026-03-05T07:00:00Z')", [
    propertyId,
    demoUsers.buyer.id,
  ])
  await query("INSERT INTO deals (property_id, type, amount_paise, created_at) VALUES ($1, 'sale', 850000000, '2026-03-06T06:00:00Z')", [propertyId])
  const payment = (status: string, paise: number, key: string) =>
    query(
      `INSERT INTO payments (property_id, property_reference, property_title, payer_id, payee_id, amount_paise, purpose, status, provider, idempotency_key, created_at)
       VALUES ($1, 'PROP-TEST', 'Test', $2, $3, $4, 'rent', $5, 'simulated', $6, '2026-03-06T08:00:00Z')`,
      [propertyId, demoUsers.buyer.id, demoUsers.seller.id, paise, status, key],
    )
  await payment('succeeded', 2_500_000, 'k1')
  await payment('succeeded', 1_000_050, 'k2')
  await payment('failed', 9_900_000, 'k3')
}

describe('GET /api/admin/dashboard', () => {
  it('counts each source per India day inside the range, with totals and breakdowns', async () => {
    const [first] = await datedListings()
    await activity(first!)
    const response = await requestAs(kit, 'admin', { url: '/api/admin/dashboard?from=2026-03-01&to=2026-03-10' })
    expect(response.statusCode).toBe(200)
    const body = response.json<DashboardReport>()
    expect(body.range).toEqual({ from: '2026-03-01', to: '2026-03-10', interval: 'day', timeZone: 'Asia/Kolkata' })
    expect(body.buckets).toHaveLength(10)
    expect(body.buckets[2]).toBe('2026-03-03')
    const { series } = body
    expect(series.newListings).toEqual([1, 1, 0, 0, 0, 0, 0, 0, 1, 0])
    expect([series.newUsers.dealer[2], series.newUsers.user[2], series.newUsers.admin[2], series.newUsers.seller[2]]).toEqual([1, 1, 0, 0])
    expect(series.signIns[3]).toBe(1)
    expect([series.inquiries[4], series.visits[4], series.deals[5], series.payments[5], series.paymentsPaise[5]]).toEqual([1, 1, 1, 2, 3_500_050])
    expect(body.totals).toEqual({ newListings: 3, newUsers: { admin: 0, seller: 0, dealer: 1, user: 1 }, signIns: 1, inquiries: 1, visits: 1, deals: 1, payments: 2, paymentsPaise: 3_500_050 })
    expect(body.newListingsByStatus).toEqual({ active: 2, sold: 1 })
    expect(body.newListingsByType).toEqual({ residential: 2, land: 1 })
    expect(body.listingsByCity).toEqual([{ city: 'Mohali', count: 3 }])

    // 1 Mar 2026 is a Sunday: its week began on Monday 23 Feb.
    const weekly = (await requestAs(kit, 'admin', { url: '/api/admin/dashboard?from=2026-03-01&to=2026-03-10&interval=week' })).json<DashboardReport>()
    expect(weekly.buckets).toEqual(['2026-02-23', '2026-03-02', '2026-03-09'])
    expect(weekly.series.newListings).toEqual([1, 1, 1])
    const monthly = (await requestAs(kit, 'admin', { url: '/api/admin/dashboard?from=2026-03-02&to=2026-03-31&interval=month' })).json<DashboardReport>()
    expect(monthly.buckets).toEqual(['2026-03-01'])
    expect([monthly.series.newListings, monthly.series.signIns]).toEqual([[2], [1]])
  })

  it('answers zeros for the last 30 days by default', async () => {
    const body = (await requestAs(kit, 'admin', { url: '/api/admin/dashboard' })).json<DashboardReport>()
    expect(body.buckets).toHaveLength(30)
    expect(body.series.deals).toHaveLength(30)
    expect(body.range.interval).toBe('day')
    expect(body.totals.newListings).toBe(0)
  })

  it('refuses bad ranges with clear messages, and everyone but admins', async () => {
    const refused = async (query: string) => (await requestAs(kit, 'admin', { url: `/api/admin/dashboard?${query}` })).json<Record<string, unknown>>()
    expect(await refused('from=2026-03-10&to=2026-03-01')).toMatchObject({ success: false, code: 'BAD_REQUEST', message: dashboardMessages.fromAfterTo })
    expect(await refused('from=2023-01-01&to=2026-03-01')).toMatchObject({ message: dashboardMessages.tooLong })
    expect(await refused('from=2026-02-30')).toMatchObject({ message: dashboardMessages.badDate })
    expect(await refused('from=yesterday')).toMatchObject({ message: dashboardMessages.badDate })
    expect((await requestAs(kit, 'admin', { url: '/api/admin/dashboard?interval=hour' })).statusCode).toBe(400)
    expect((await requestAs(kit, 'admin', { url: '/api/admin/dashboard?city=Pune' })).statusCode).toBe(400)
    for (const caller of ['seller', 'dealer', 'buyer'] as const) expect((await requestAs(kit, caller, { url: '/api/admin/dashboard' })).statusCode).toBe(403)
    expect((await requestAs(kit, null, { url: '/api/admin/dashboard' })).statusCode).toBe(401)
  })

  it('keeps the daily counts equal to counting the listings through inserts, updates, deletes and TRUNCATE', async () => {
    const [, second] = await datedListings()
    await kit.database.query('DELETE FROM properties WHERE id = $1', [second])
    const kept = () => kit.database.query('SELECT day::text AS day, status, type, n FROM property_daily_counts WHERE n <> 0 ORDER BY 1, 2, 3')
    const counted = await kit.database.query(
      `SELECT (created_at AT TIME ZONE 'Asia/Kolkata')::date::text AS day, status, type, count(*)::int AS n FROM properties GROUP BY 1, 2, 3 ORDER BY 1, 2, 3`,
    )
    expect(await kept()).toEqual(counted)
    expect(counted).toEqual([
      { day: '2026-03-01', status: 'active', type: 'residential', n: 1 },
      { day: '2026-03-09', status: 'active', type: 'land', n: 1 },
    ])
    await kit.database.query('TRUNCATE properties CASCADE')
    expect(await kept()).toEqual([])
  })
})
