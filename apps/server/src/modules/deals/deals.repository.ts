// SQL of deals, their parties and their timeline. The functions that take `query` run inside the
// caller's transaction (a deal is opened in the same transaction as the offer it comes from);
// createDealsRepository reads outside one. A step updates the row only at the version it read.
import type { DealAction, DealEventView, DealPartyRole, DealPartyView, DealStatus, DealTokenPaymentView, DealView, ListingType } from '@vishwas/domain'
import type { DatabaseHandle, QueryFn } from '../../db/database'
import { onDealersTeamSql } from '../properties/listing-side-sql'

const iso = (column: string) => `to_char(${column} AT TIME ZONE 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS.MS"Z"')`

export type DealPartyRow = DealPartyView

/** A deal as stored: the answer's fields but the caller's own (the steps they may take, the token they may pay). */
export type StoredDeal = Omit<DealView, 'allowedActions' | 'tokenDuePaise' | 'canPayToken'>

/** The deal's latest token payment: whether it is under way, paid and held, released or refunded. */
export type TokenPayment = DealTokenPaymentView

export type DealEvent = DealEventView

const dealColumns = `d.id::text AS id, d.property_id::text AS "propertyId", p.reference AS "propertyReference", p.title AS "propertyTitle", d.type,
  (SELECT coalesce(json_agg(json_build_object('userId', dp.user_id::text, 'role', dp.role, 'name', u.full_name) ORDER BY dp.role, dp.user_id), '[]'::json)
     FROM deal_parties dp JOIN users u ON u.id = dp.user_id WHERE dp.deal_id = d.id) AS parties,
  d.amount_paise::float8 AS "amountPaise", d.token_amount_paise::float8 AS "tokenAmountPaise", d.terms, d.status, d.source, d.source_id::text AS "sourceId",
  ${iso('d.agreement_date')} AS "agreementDate", ${iso('d.closing_date')} AS "closingDate", d.version, ${iso('d.created_at')} AS "createdAt", ${iso('d.updated_at')} AS "updatedAt"`

export type NewDeal = {
  propertyId: string
  type: ListingType
  parties: readonly { userId: string; role: DealPartyRole }[]
  amountPaise: number
  tokenAmountPaise?: number | undefined
  terms?: string | undefined
  source: 'proposal' | 'bid' | 'direct'
  sourceId?: string | undefined
  createdBy: string | null
}

export async function findDealWith(query: QueryFn, id: string): Promise<StoredDeal | undefined> {
  const [deal] = await query<StoredDeal>(`SELECT ${dealColumns} FROM deals d JOIN properties p ON p.id = d.property_id WHERE d.id = $1::uuid`, [id])
  return deal
}

/** Inserts the deal and its parties, and the timeline's first event; the stored deal. */
export async function insertDeal(query: QueryFn, deal: NewDeal): Promise<StoredDeal> {
  const [row] = await query<{ id: string }>(
    `INSERT INTO deals (property_id, type, amount_paise, token_amount_paise, terms, source, source_id, created_by)
     VALUES ($1::uuid, $2, $3, $4, $5, $6, $7::uuid, $8::uuid) RETURNING id::text AS id`,
    [deal.propertyId, deal.type, deal.amountPaise, deal.tokenAmountPaise ?? null, deal.terms ?? '', deal.source, deal.sourceId ?? null, deal.createdBy],
  )
  const id = row!.id
  await query(`INSERT INTO deal_parties (deal_id, user_id, role) SELECT $1::uuid, u, r FROM unnest($2::uuid[], $3::text[]) AS t(u, r)`, [
    id,
    deal.parties.map((party) => party.userId),
    deal.parties.map((party) => party.role),
  ])
  await insertDealEvent(query, { dealId: id, actorId: deal.createdBy, action: 'open', fromStatus: null, toStatus: 'draft', note: '' })
  return (await findDealWith(query, id))!
}

export async function insertDealEvent(
  query: QueryFn,
  event: { dealId: string; actorId: string | null; action: DealAction | 'open'; fromStatus: DealStatus | null; toStatus: DealStatus; note: string },
): Promise<void> {
  await query('INSERT INTO deal_events (deal_id, actor_id, action, from_status, to_status, note, created_at) VALUES ($1::uuid, $2::uuid, $3, $4, $5, $6, clock_timestamp())', [
    event.dealId,
    event.actorId,
    event.action,
    event.fromStatus,
    event.toStatus,
    event.note,
  ])
}

/** Moves the deal to `to` if it is still at `version`; false when another write landed first. */
export async function updateDealStatus(query: QueryFn, input: { id: string; version: number; to: DealStatus; at: string }): Promise<boolean> {
  const rows = await query(
    `UPDATE deals SET status = $3, version = version + 1, updated_at = $4::timestamptz,
            agreement_date = CASE WHEN $3 = 'agreed' THEN $4::timestamptz ELSE agreement_date END,
            closing_date = CASE WHEN $3 = 'completed' THEN $4::timestamptz ELSE closing_date END
      WHERE id = $1::uuid AND version = $2 RETURNING id`,
    [input.id, input.version, input.to, input.at],
  )
  return rows.length > 0
}

/** The registered users among the ids, with their names. */
export async function usersNamed(query: QueryFn, ids: readonly string[]): Promise<Map<string, string>> {
  if (ids.length === 0) return new Map()
  const rows = await query<{ id: string; name: string }>('SELECT id::text AS id, full_name AS name FROM users WHERE id = ANY($1::uuid[])', [[...new Set(ids)]])
  return new Map(rows.map((row) => [row.id, row.name]))
}

/** The property's documents as the required-documents check reads them (category, type, verified). */
export async function propertyDocumentFacts(query: QueryFn, propertyId: string) {
  return query<{ category: string; type: string; metadata: { verified: boolean } }>(
    `SELECT category, type, json_build_object('verified', verified) AS metadata FROM property_documents WHERE property_id = $1::uuid AND NOT archived`,
    [propertyId],
  )
}

/** SQL true when user $n represents the property `p` (owner, creator, lister, current dealer). */
export const representsPropertySql = (n: number) =>
  `(p.owner_id = $${n}::uuid OR p.dealer_id = $${n}::uuid OR p.created_by = $${n}::text OR p.doc->'metadata'->>'listedBy' = $${n}::text
    OR EXISTS (SELECT 1 FROM property_owners o WHERE o.property_id = p.id AND o.user_id = $${n}::uuid))`

/** SQL true when user $n sees the property `p`'s items in a list: they represent it, or are on its current dealer's team. */
export const listingSideSql = (n: number) => `(${representsPropertySql(n)} OR ${onDealersTeamSql('p', `$${n}::text`)})`

export type DealListFilter = {
  userId: string
  /** Every deal (admins), or only those the user is a party to or whose property they may manage. */
  seeAll: boolean
  /** Deals on this property; with `propertyAccess`, every deal on it. */
  propertyId?: string | undefined
  propertyAccess: boolean
  status?: DealStatus | undefined
  role?: 'buyer' | 'seller' | 'dealer' | undefined
  page: number
  limit: number
}

const rolesOfSide = { buyer: ['buyer', 'tenant', 'lessee'], seller: ['seller', 'landlord', 'lessor'], dealer: ['dealer'] } as const

export function createDealsRepository(database: DatabaseHandle) {
  return {
    find: (id: string) => findDealWith(database.query, id),

    async list(filter: DealListFilter): Promise<{ deals: StoredDeal[]; total: number }> {
      const where: string[] = []
      const params: unknown[] = [filter.userId]
      const add = (sql: (n: number) => string, value: unknown) => {
        params.push(value)
        where.push(sql(params.length))
      }
      const party = (roles: readonly string[] | null) =>
        `EXISTS (SELECT 1 FROM deal_parties dp WHERE dp.deal_id = d.id AND dp.user_id = $1::uuid${roles ? ` AND dp.role = ANY('{${roles.join(',')}}'::text[])` : ''})`
      if (filter.role) where.push(party(rolesOfSide[filter.role]))
      else if (!filter.seeAll && !(filter.propertyId && filter.propertyAccess)) where.push(`(${party(null)} OR ${listingSideSql(1)})`)
      // $1 (the caller) only when a condition names them: PostgreSQL refuses a parameter it cannot type.
      if (where.length === 0) params.length = 0
      if (filter.propertyId) add((n) => `d.property_id = $${n}::uuid`, filter.propertyId)
      if (filter.status) add((n) => `d.status = $${n}`, filter.status)
      const clause = where.length > 0 ? `WHERE ${where.join(' AND ')}` : ''
      const [count] = await database.query<{ n: number }>(`SELECT count(*)::int AS n FROM deals d JOIN properties p ON p.id = d.property_id ${clause}`, params)
      const deals = await database.query<StoredDeal>(
        `SELECT ${dealColumns} FROM deals d JOIN properties p ON p.id = d.property_id ${clause} ORDER BY d.updated_at DESC, d.id LIMIT ${filter.limit} OFFSET ${(filter.page - 1) * filter.limit}`,
        params,
      )
      return { deals, total: count?.n ?? 0 }
    },

    timeline(dealId: string): Promise<DealEvent[]> {
      return database.query<DealEvent>(
        `SELECT e.id::text AS id, e.actor_id::text AS "actorId", u.full_name AS "actorName", e.action, e.from_status AS "fromStatus", e.to_status AS "toStatus", e.note,
                ${iso('e.created_at')} AS "createdAt"
           FROM deal_events e LEFT JOIN users u ON u.id = e.actor_id WHERE e.deal_id = $1::uuid ORDER BY e.created_at, e.id`,
        [dealId],
      )
    },

    async tokenPayment(dealId: string): Promise<TokenPayment | undefined> {
      const [payment] = await database.query<TokenPayment>(
        `SELECT id::text AS id, status, escrow_status AS "escrowStatus", amount_paise::float8 AS "amountPaise", receipt_number AS "receiptNumber"
           FROM payments WHERE deal_id = $1::uuid AND purpose = 'token' ORDER BY created_at DESC, id LIMIT 1`,
        [dealId],
      )
      return payment
    },

    transaction: <T>(fn: (query: QueryFn) => Promise<T>) => database.transaction(fn),
  }
}

export type DealsRepository = ReturnType<typeof createDealsRepository>
