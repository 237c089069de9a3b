// SQL of proposals and their rounds. Functions taking `query` run inside the caller's
// transaction; a change updates the row only at the version it read (false when another write
// landed first), so two answers to one offer at the same moment cannot both succeed.
import type { ListingType, ProposalSide, ProposalStatus, ProposalView } from '@vishwas/domain'
import type { DatabaseHandle, QueryFn } from '../../db/database'
import { listingSideSql } from '../deals/deals.repository'

const iso = (column: string) => `to_char(${column} AT TIME ZONE 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS.MS"Z"')`

/** An offer as stored: the answer's fields but the caller's own (their side, what they may do), and the owner it went to always named. */
export type StoredProposal = Omit<ProposalView, 'toUserId' | 'side' | 'allowedActions'> & { toUserId: string }

const proposalColumns = `pr.id::text AS id, pr.property_id::text AS "propertyId", p.reference AS "propertyReference", p.title AS "propertyTitle",
  pr.from_user_id::text AS "fromUserId", u.full_name AS "fromName", pr.to_user_id::text AS "toUserId", pr.type, pr.amount_paise::float8 AS "amountPaise", pr.terms,
  ${iso('pr.valid_until')} AS "validUntil", pr.status, pr.turn,
  (SELECT coalesce(json_agg(json_build_object('round', r.round, 'side', r.side, 'byUserId', r.by_user_id::text, 'amountPaise', r.amount_paise::float8, 'terms', r.terms,
            'createdAt', ${iso('r.created_at')}) ORDER BY r.round), '[]'::json) FROM proposal_rounds r WHERE r.proposal_id = pr.id) AS rounds,
  pr.deal_id::text AS "dealId", pr.version, ${iso('pr.created_at')} AS "createdAt", ${iso('pr.updated_at')} AS "updatedAt"`

const fromClause = 'FROM proposals pr JOIN properties p ON p.id = pr.property_id JOIN users u ON u.id = pr.from_user_id'

export async function findProposalWith(query: QueryFn, id: string): Promise<StoredProposal | undefined> {
  const [proposal] = await query<StoredProposal>(`SELECT ${proposalColumns} ${fromClause} WHERE pr.id = $1::uuid`, [id])
  return proposal
}

export type NewProposal = { propertyId: string; fromUserId: string; toUserId: string; type: ListingType; amountPaise: number; terms: string; validUntil: string }

/** Inserts the offer and its first round; the stored proposal. */
export async function insertProposal(query: QueryFn, proposal: NewProposal): Promise<StoredProposal> {
  const [row] = await query<{ id: string }>(
    `INSERT INTO proposals (property_id, from_user_id, to_user_id, type, amount_paise, terms, valid_until)
     VALUES ($1::uuid, $2::uuid, $3::uuid, $4, $5, $6, $7::timestamptz) RETURNING id::text AS id`,
    [proposal.propertyId, proposal.fromUserId, proposal.toUserId, proposal.type, proposal.amountPaise, proposal.terms, proposal.validUntil],
  )
  await insertRound(query, { proposalId: row!.id, round: 1, side: 'buyer', byUserId: proposal.fromUserId, amountPaise: proposal.amountPaise, terms: proposal.terms })
  return (await findProposalWith(query, row!.id))!
}

export async function insertRound(query: QueryFn, round: { proposalId: string; round: number; side: ProposalSide; byUserId: string; amountPaise: number; terms: string }): Promise<void> {
  await query('INSERT INTO proposal_rounds (proposal_id, round, side, by_user_id, amount_paise, terms, created_at) VALUES ($1::uuid, $2, $3, $4::uuid, $5, $6, clock_timestamp())', [
    round.proposalId,
    round.round,
    round.side,
    round.byUserId,
    round.amountPaise,
    round.terms,
  ])
}

export type ProposalChange = { status: ProposalStatus; turn?: ProposalSide; amountPaise?: number; terms?: string; validUntil?: string; dealId?: string }

/** Applies the change if the proposal is still at `version`; false when another write landed first. */
export async function updateProposal(query: QueryFn, input: { id: string; version: number; change: ProposalChange; at: string }): Promise<boolean> {
  const { change } = input
  const rows = await query(
    `UPDATE proposals SET status = $3, turn = coalesce($4, turn), amount_paise = coalesce($5, amount_paise), terms = coalesce($6, terms),
            valid_until = coalesce($7::timestamptz, valid_until), deal_id = coalesce($8::uuid, deal_id), version = version + 1, updated_at = $9::timestamptz
      WHERE id = $1::uuid AND version = $2 RETURNING id`,
    [input.id, input.version, change.status, change.turn ?? null, change.amountPaise ?? null, change.terms ?? null, change.validUntil ?? null, change.dealId ?? null, input.at],
  )
  return rows.length > 0
}

export async function setProposalDeal(query: QueryFn, id: string, dealId: string): Promise<void> {
  await query('UPDATE proposals SET deal_id = $2::uuid WHERE id = $1::uuid', [id, dealId])
}

export type ProposalListFilter = {
  userId: string
  seeAll: boolean
  propertyId?: string | undefined
  propertyAccess: boolean
  status?: ProposalStatus | undefined
  role?: 'buyer' | 'seller' | undefined
  page: number
  limit: number
}

export type ExpiredProposal = { id: string; propertyId: string; propertyTitle: string; fromUserId: string; toUserId: string }

export function createProposalsRepository(database: DatabaseHandle) {
  return {
    find: (id: string) => findProposalWith(database.query, id),

    async list(filter: ProposalListFilter): Promise<{ proposals: StoredProposal[]; total: number }> {
      const where: string[] = []
      const params: unknown[] = [filter.userId]
      const add = (sql: (n: number) => string, value: unknown) => {
        params.push(value)
        where.push(sql(params.length))
      }
      const asBuyer = 'pr.from_user_id = $1::uuid'
      const asSeller = `(pr.to_user_id = $1::uuid OR ${listingSideSql(1)})`
      if (filter.role === 'buyer') where.push(asBuyer)
      else if (filter.role === 'seller') where.push(asSeller)
      else if (!filter.seeAll && !(filter.propertyId && filter.propertyAccess)) where.push(`(${asBuyer} OR ${asSeller})`)
      // $1 (the caller) only when a condition names them: PostgreSQL refuses a parameter it cannot type.
      if (where.length === 0) params.length = 0
      if (filter.propertyId) add((n) => `pr.property_id = $${n}::uuid`, filter.propertyId)
      if (filter.status) add((n) => `pr.status = $${n}`, filter.status)
      const clause = where.length > 0 ? `WHERE ${where.join(' AND ')}` : ''
      const [count] = await database.query<{ n: number }>(`SELECT count(*)::int AS n ${fromClause} ${clause}`, params)
      const proposals = await database.query<StoredProposal>(
        `SELECT ${proposalColumns} ${fromClause} ${clause} ORDER BY pr.updated_at DESC, pr.id LIMIT ${filter.limit} OFFSET ${(filter.page - 1) * filter.limit}`,
        params,
      )
      return { proposals, total: count?.n ?? 0 }
    },

    /** Open proposals (in `from`) whose validity has passed become expired, in `query`'s transaction; those changed. */
    async expireDue(query: QueryFn, input: { from: readonly ProposalStatus[]; to: ProposalStatus; now: string }): Promise<ExpiredProposal[]> {
      return query<ExpiredProposal>(
        `UPDATE proposals pr SET status = $2, version = pr.version + 1, updated_at = $3::timestamptz
           FROM properties p
          WHERE p.id = pr.property_id AND pr.status = ANY($1::text[]) AND pr.valid_until <= $3::timestamptz
          RETURNING pr.id::text AS id, pr.property_id::text AS "propertyId", p.title AS "propertyTitle", pr.from_user_id::text AS "fromUserId", pr.to_user_id::text AS "toUserId"`,
        [input.from, input.to, input.now],
      )
    },

    transaction: <T>(fn: (query: QueryFn) => Promise<T>) => database.transaction(fn),
  }
}

export type ProposalsRepository = ReturnType<typeof createProposalsRepository>
