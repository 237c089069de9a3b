// One statement for a person's activity across the transaction tables: each source gives at most
// the rows the page can need (newest first, by an index on its person column), the union is
// sorted and cut to the page, and only then joined to the listings for their titles.
import type { ActivityKind } from '@vishwas/domain'
import type { DatabaseHandle } from '../../db/database'

/** Each kind's rows for the person $1, newest first, at most $2. Fixed text: no input reaches it. */
const sources: Readonly<Record<ActivityKind, string>> = {
  inquiry: `SELECT 'inquiry' AS kind, i.id, i.property_id, i.status, NULL::float8 AS amount, i.updated_at FROM inquiries i WHERE i.user_id = $1::uuid ORDER BY i.updated_at DESC LIMIT $2`,
  visit: `SELECT 'visit', v.id, v.property_id, v.status, NULL::float8, v.updated_at FROM site_visits v WHERE v.visitor_id = $1::uuid ORDER BY v.updated_at DESC LIMIT $2`,
  proposal: `SELECT 'proposal', p.id, p.property_id, p.status, p.amount_paise::float8, p.updated_at FROM proposals p WHERE p.from_user_id = $1::uuid ORDER BY p.updated_at DESC LIMIT $2`,
  bid: `SELECT 'bid', b.id, b.property_id, b.status, b.amount_paise::float8, b.updated_at FROM bids b WHERE b.bidder_id = $1::uuid ORDER BY b.updated_at DESC LIMIT $2`,
  deal: `SELECT 'deal', d.id, d.property_id, d.status, d.amount_paise::float8, d.updated_at FROM deal_parties dp JOIN deals d ON d.id = dp.deal_id WHERE dp.user_id = $1::uuid ORDER BY d.updated_at DESC LIMIT $2`,
  application: `SELECT 'application', a.id, a.property_id, a.status, NULL::float8, a.updated_at FROM rental_applications a WHERE a.applicant_id = $1::uuid ORDER BY a.updated_at DESC LIMIT $2`,
  rental: `SELECT 'rental', r.id, r.property_id, r.status, r.monthly_rent_paise::float8, r.updated_at FROM rentals r WHERE r.tenant_user_id = $1::uuid ORDER BY r.updated_at DESC LIMIT $2`,
}

const counts: Readonly<Record<ActivityKind, string>> = {
  inquiry: '(SELECT count(*) FROM inquiries WHERE user_id = $1::uuid)',
  visit: '(SELECT count(*) FROM site_visits WHERE visitor_id = $1::uuid)',
  proposal: '(SELECT count(*) FROM proposals WHERE from_user_id = $1::uuid)',
  bid: '(SELECT count(*) FROM bids WHERE bidder_id = $1::uuid)',
  deal: '(SELECT count(*) FROM deal_parties WHERE user_id = $1::uuid)',
  application: '(SELECT count(*) FROM rental_applications WHERE applicant_id = $1::uuid)',
  rental: '(SELECT count(*) FROM rentals WHERE tenant_user_id = $1::uuid)',
}

export type ActivityRow = {
  kind: ActivityKind
  id: string
  propertyId: string
  status: string
  amountPaise: number | null
  updatedAt: string
  propertyTitle: string | null
  propertyReference: string | null
}

export function createActivityRepository(database: DatabaseHandle) {
  return {
    async list(input: { userId: string; kinds: readonly ActivityKind[]; limit: number; offset: number }): Promise<{ rows: ActivityRow[]; total: number }> {
      const union = input.kinds.map((kind) => `(${sources[kind]})`).join('\n UNION ALL ')
      const [rows, totals] = await Promise.all([
        database.query<ActivityRow>(
          `SELECT page.kind, page.id::text AS id, page.property_id::text AS "propertyId", page.status, page.amount AS "amountPaise",
                  to_char(page.updated_at AT TIME ZONE 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS.MS"Z"') AS "updatedAt",
                  pr.title AS "propertyTitle", pr.reference AS "propertyReference"
             FROM (SELECT * FROM (${union}) AS items(kind, id, property_id, status, amount, updated_at) ORDER BY updated_at DESC, id LIMIT $3 OFFSET $4) page
             LEFT JOIN properties pr ON pr.id = page.property_id
            ORDER BY page.updated_at DESC, page.id`,
          [input.userId, input.offset + input.limit, input.limit, input.offset],
        ),
        database.query<{ total: number }>(`SELECT (${input.kinds.map((kind) => counts[kind]).join(' + ')})::int AS total`, [input.userId]),
      ])
      return { rows, total: totals[0]?.total ?? 0 }
    },
  }
}

export type ActivityRepository = ReturnType<typeof createActivityRepository>
