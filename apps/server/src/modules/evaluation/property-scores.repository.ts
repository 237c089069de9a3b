// SQL of the automatic evaluation (issue #25). Facts for a batch of listings in one statement
// (media and verified documents counted per listing from their indexes, the owner's KYC joined),
// the locality medians of price per square foot set-based (percentile_cont per group of similar
// listings), the scores written as one JSON parameter per batch, and the effective score (an
// override, else the computed one) copied into properties.score and the document, which the
// searches read. Works on a QueryFn, so it runs inside a caller's transaction or on its own.
import type { PropertyEvaluation, ScoreFactor, ScoreFlag } from '@vishwas/domain'
import type { QueryFn } from '../../db/database'

const iso = (column: string) => `to_char(${column} AT TIME ZONE 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS.MS"Z"')`

/** The group of similar listings: type, sub-type, kind (sale, rent, lease), city and locality. */
const groupKey = `concat_ws('|', p.type, coalesce(p.sub_type, ''), p.listing_type, p.city_key, lower(p.locality))`

/** One listing's facts as stored (the service turns them into the domain's ScoreFacts). */
export type FactsRow = {
  id: string
  has_title: boolean
  has_description: boolean
  has_price: boolean
  has_area: boolean
  has_locality: boolean
  has_postal_code: boolean
  has_rooms: boolean
  has_amenities: boolean
  has_boundary: boolean
  photos: number
  floor_plans: number
  title_deeds: number
  other_documents: number
  owner_kyc_verified: boolean
  updated_at: string
  price_per_sqft: number | null
  group_key: string | null
  evaluation_hash: string | null
}

// Rooms matter for homes only; a plot or a shop has none to give.
const selectFacts = `
SELECT p.id::text AS id,
  p.title <> '' AS has_title,
  coalesce(p.doc #>> '{basicInfo,description}', '') <> '' AS has_description,
  p.price > 0 AS has_price,
  p.area_sqft > 0 AS has_area,
  coalesce(p.locality, '') <> '' AS has_locality,
  coalesce(p.postal_code, '') <> '' AS has_postal_code,
  (p.type <> 'residential' OR coalesce(p.sub_type, '') = 'plot' OR (p.bedrooms > 0 AND p.bathrooms > 0)) AS has_rooms,
  cardinality(p.amenities) > 0 AS has_amenities,
  (p.boundary IS NOT NULL AND ST_IsValid(p.boundary::geometry)) AS has_boundary,
  coalesce(m.photos, 0)::int AS photos, coalesce(m.floor_plans, 0)::int AS floor_plans,
  coalesce(d.title_deeds, 0)::int AS title_deeds, coalesce(d.other_documents, 0)::int AS other_documents,
  -- users.kyc_status: 'verified' once the owner's identity is checked.
  coalesce(u.kyc_status = 'verified', false) AS owner_kyc_verified,
  ${iso('p.updated_at')} AS updated_at,
  CASE WHEN p.price > 0 AND p.area_sqft > 0 THEN p.price / p.area_sqft END AS price_per_sqft,
  CASE WHEN coalesce(p.locality, '') <> '' THEN ${groupKey} END AS group_key,
  s.evaluation_hash
FROM properties p
LEFT JOIN LATERAL (
  SELECT count(*) FILTER (WHERE media_type = 'images') AS photos, count(*) FILTER (WHERE media_type = 'floor-plans') AS floor_plans
  FROM property_media WHERE property_id = p.id
) m ON true
LEFT JOIN LATERAL (
  SELECT count(*) FILTER (WHERE category = 'titleDeed') AS title_deeds, count(*) FILTER (WHERE category <> 'titleDeed') AS other_documents
  FROM property_documents WHERE property_id = p.id AND verified AND NOT archived
) d ON true
LEFT JOIN users u ON u.id = p.owner_id
LEFT JOIN property_scores s ON s.property_id = p.id`

/** Median price per square foot and count of each group of similar listings with a price and an area. */
const selectMedians = (where: string) => `
SELECT ${groupKey} AS group_key, percentile_cont(0.5) WITHIN GROUP (ORDER BY p.price / p.area_sqft) AS median, count(*)::int AS listings
FROM properties p
WHERE p.price > 0 AND p.area_sqft > 0 AND coalesce(p.locality, '') <> '' ${where}
GROUP BY 1`

/**
 * The effective scores of `source` (property_id, score) into properties.score and
 * doc.evaluation.propertyScore where they differ (updated_at stays: a score is not a change of
 * the listing; an unchanged score costs no write of the listing's row and its indexes).
 */
const updateEffective = (source: string) => `
UPDATE properties p SET score = e.score,
  doc = jsonb_set(p.doc, '{evaluation}', coalesce(p.doc -> 'evaluation', '{}'::jsonb) || jsonb_build_object('propertyScore', e.score))
FROM ${source} e
WHERE p.id = e.property_id AND p.score IS DISTINCT FROM e.score::float8`

export type GroupMedian = { median: number; listings: number }

export type ScoreWrite = { id: string; evaluation: PropertyEvaluation; hash: string }

export type StoredScore = {
  propertyId: string
  reference: string
  title: string
  city: string
  locality: string | null
  computed: number
  factors: ScoreFactor[]
  flags: ScoreFlag[]
  computedAt: string
  override: { score: number; reason: string; by: string | null; byName: string; at: string } | null
  effective: number
}

type StoredScoreRow = Omit<StoredScore, 'override'> & {
  overrideScore: number | null
  overrideReason: string | null
  overrideBy: string | null
  overrideByName: string | null
  overrideAt: string | null
}

const selectScores = `
SELECT s.property_id::text AS "propertyId", p.reference, p.title, p.city, p.locality, s.computed_score AS computed, s.factors, s.flags,
  ${iso('s.computed_at')} AS "computedAt", s.override_score AS "overrideScore", s.override_reason AS "overrideReason",
  s.override_by::text AS "overrideBy", coalesce(u.full_name, '') AS "overrideByName", ${iso('s.override_at')} AS "overrideAt",
  coalesce(s.override_score, s.computed_score) AS effective
FROM property_scores s JOIN properties p ON p.id = s.property_id LEFT JOIN users u ON u.id = s.override_by`

function storedScore(row: StoredScoreRow): StoredScore {
  const { overrideScore, overrideReason, overrideBy, overrideByName, overrideAt, ...rest } = row
  const override = overrideScore === null ? null : { score: overrideScore, reason: overrideReason ?? '', by: overrideBy, byName: overrideByName ?? '', at: overrideAt ?? '' }
  return { ...rest, override }
}

export type ScoreListFilter = { flagged?: boolean | undefined; overridden?: boolean | undefined; minScore?: number | undefined; maxScore?: number | undefined; page: number; limit: number }

export function createPropertyScoresRepository(query: QueryFn) {
  return {
    /** Facts of the listings with these ids. */
    factsOf: (ids: readonly string[]) => query<FactsRow>(`${selectFacts} WHERE p.id = ANY($1::uuid[])`, [ids]),

    /** Facts of up to `limit` listings after `afterId` in id order (the whole recompute walks them in batches). */
    factsAfter: (afterId: string | null, limit: number) =>
      query<FactsRow>(`${selectFacts} WHERE ($1::uuid IS NULL OR p.id > $1::uuid) ORDER BY p.id LIMIT $2`, [afterId, limit]),

    /** Every group's median, or only the groups of these listings. */
    async medians(ids?: readonly string[]): Promise<Map<string, GroupMedian>> {
      const rows = ids
        ? await query<{ group_key: string; median: number; listings: number }>(
            selectMedians(
              `AND (p.type, coalesce(p.sub_type, ''), p.listing_type, p.city_key, lower(p.locality)) IN (
                SELECT t.type, coalesce(t.sub_type, ''), t.listing_type, t.city_key, lower(t.locality) FROM properties t WHERE t.id = ANY($1::uuid[]))`,
            ),
            [ids],
          )
        : await query<{ group_key: string; median: number; listings: number }>(selectMedians(''))
      return new Map(rows.map((row) => [row.group_key, { median: Number(row.median), listings: row.listings }]))
    },

    /**
     * Stores the computed scores and copies the effective ones into the listings, in one
     * statement (the upsert hands the effective scores to the update).
     */
    async write(scores: readonly ScoreWrite[], at: string): Promise<void> {
      if (scores.length === 0) return
      const rows = scores.map(({ id, evaluation, hash }) => ({ id, score: evaluation.score, factors: evaluation.factors, flags: evaluation.flags, hash }))
      await query(
        `WITH stored AS (
           INSERT INTO property_scores (property_id, computed_score, factors, flags, evaluation_hash, computed_at)
           SELECT r.id, r.score, r.factors, r.flags, r.hash, $2::timestamptz FROM jsonb_to_recordset($1::jsonb) AS r(id uuid, score int, factors jsonb, flags jsonb, hash text)
           ON CONFLICT (property_id) DO UPDATE SET computed_score = EXCLUDED.computed_score, factors = EXCLUDED.factors, flags = EXCLUDED.flags,
             evaluation_hash = EXCLUDED.evaluation_hash, computed_at = EXCLUDED.computed_at
           RETURNING property_id, coalesce(override_score, computed_score) AS score
         )
         ${updateEffective('stored')}`,
        [JSON.stringify(rows), at],
      )
    },

    /**
     * The effective score into properties.score and doc.evaluation.propertyScore, where it differs
     * (updated_at stays: a score is not a change of the listing).
     */
    async syncEffective(ids: readonly string[]): Promise<void> {
      await query(
        `WITH stored AS (SELECT property_id, coalesce(override_score, computed_score) AS score FROM property_scores WHERE property_id = ANY($1::uuid[]))
         ${updateEffective('stored')}`,
        [ids],
      )
    },

    async find(propertyId: string): Promise<StoredScore | undefined> {
      const [row] = await query<StoredScoreRow>(`${selectScores} WHERE s.property_id = $1::uuid`, [propertyId])
      return row ? storedScore(row) : undefined
    },

    /** Scores for the admin list, lowest effective score first, with the total. */
    async list(filter: ScoreListFilter): Promise<{ scores: StoredScore[]; total: number }> {
      const where: string[] = []
      const params: unknown[] = []
      if (filter.flagged === true) where.push(`s.flags <> '[]'::jsonb`)
      if (filter.flagged === false) where.push(`s.flags = '[]'::jsonb`)
      if (filter.overridden === true) where.push('s.override_score IS NOT NULL')
      if (filter.overridden === false) where.push('s.override_score IS NULL')
      if (filter.minScore !== undefined) where.push(`coalesce(s.override_score, s.computed_score) >= $${params.push(filter.minScore)}`)
      if (filter.maxScore !== undefined) where.push(`coalesce(s.override_score, s.computed_score) <= $${params.push(filter.maxScore)}`)
      const clause = where.length > 0 ? `WHERE ${where.join(' AND ')}` : ''
      const [count] = await query<{ total: number }>(`SELECT count(*)::int AS total FROM property_scores s ${clause}`, params)
      const rows = await query<StoredScoreRow>(
        `${selectScores} ${clause} ORDER BY coalesce(s.override_score, s.computed_score), s.property_id LIMIT $${params.push(filter.limit)} OFFSET $${params.push((filter.page - 1) * filter.limit)}`,
        params,
      )
      return { scores: rows.map(storedScore), total: count?.total ?? 0 }
    },

    /** The score row locked for a change (override), or undefined. */
    async lock(propertyId: string): Promise<StoredScore | undefined> {
      await query('SELECT 1 FROM property_scores WHERE property_id = $1::uuid FOR UPDATE', [propertyId])
      return this.find(propertyId)
    },

    async setOverride(input: { propertyId: string; score: number | null; reason: string | null; by: string | null; at: string | null }): Promise<void> {
      await query(`UPDATE property_scores SET override_score = $2, override_reason = $3, override_by = $4::uuid, override_at = $5::timestamptz WHERE property_id = $1::uuid`, [
        input.propertyId,
        input.score,
        input.reason,
        input.by,
        input.at,
      ])
      await this.syncEffective([input.propertyId])
    },
  }
}

export type PropertyScoresRepository = ReturnType<typeof createPropertyScoresRepository>
