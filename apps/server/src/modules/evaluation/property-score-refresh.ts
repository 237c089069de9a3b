// Recomputing scores: every listing (the nightly job, the benchmark) or a few after they change
// (called from the write paths of listings, media and documents, inside their transaction). The
// rules are the domain's scoreProperty; this file turns the repository's rows into its facts and
// writes only the answers that changed. It imports no service, so any repository may call it.
import { createHash } from 'node:crypto'
import { scoreProperty, type PropertyEvaluation, type ScoreFacts } from '@vishwas/domain'
import type { QueryFn } from '../../db/database'
import { createPropertyScoresRepository, type FactsRow, type GroupMedian, type PropertyScoresRepository, type ScoreWrite } from './property-scores.repository'

const DAY_MS = 86_400_000
/** Listings read and written per statement by the whole recompute: each statement stays well inside the 15 s statement limit on a busy machine. */
export const RECOMPUTE_BATCH = 2_000
const WRITES_AT_ONCE = 2

/** The domain's facts from a listing's row and its group's median, on `now`. */
export function scoreFacts(row: FactsRow, group: GroupMedian | undefined, now: Date): ScoreFacts {
  const pricePerSqft = row.price_per_sqft === null ? null : Number(row.price_per_sqft)
  return {
    filled: {
      title: row.has_title,
      description: row.has_description,
      price: row.has_price,
      area: row.has_area,
      locality: row.has_locality,
      postalCode: row.has_postal_code,
      rooms: row.has_rooms,
      amenities: row.has_amenities,
    },
    hasValidBoundary: row.has_boundary,
    photoCount: row.photos,
    floorPlanCount: row.floor_plans,
    verifiedTitleDeeds: row.title_deeds,
    verifiedOtherDocuments: row.other_documents,
    ownerKycVerified: row.owner_kyc_verified,
    daysSinceUpdate: Math.floor((now.getTime() - Date.parse(row.updated_at)) / DAY_MS),
    pricePerSqft,
    localityMedianPricePerSqft: group?.median ?? null,
    // The median counts this listing too when it has a price and an area.
    comparableCount: group ? Math.max(0, group.listings - (pricePerSqft !== null ? 1 : 0)) : 0,
  }
}

export const evaluationHash = (evaluation: PropertyEvaluation) => createHash('sha1').update(JSON.stringify(evaluation)).digest('base64url')

/** The answers that differ from the stored ones (by hash): the only ones worth a write. */
function changedScores(rows: readonly FactsRow[], medians: ReadonlyMap<string, GroupMedian>, now: Date): ScoreWrite[] {
  return rows.flatMap((row) => {
    const evaluation = scoreProperty(scoreFacts(row, row.group_key === null ? undefined : medians.get(row.group_key), now))
    const hash = evaluationHash(evaluation)
    return hash === row.evaluation_hash ? [] : [{ id: row.id, evaluation, hash }]
  })
}

/**
 * Scores these listings again (after they changed), in the caller's transaction: their groups'
 * medians and their facts, two reads and at most two writes whatever the count. How many changed.
 */
export async function refreshPropertyScores(input: { scores: PropertyScoresRepository; ids: readonly string[]; now: Date }): Promise<number> {
  const ids = [...new Set(input.ids)]
  if (ids.length === 0) return 0
  const [medians, rows] = await Promise.all([input.scores.medians(ids), input.scores.factsOf(ids)])
  const changed = changedScores(rows, medians, input.now)
  await input.scores.write(changed, input.now.toISOString())
  return changed.length
}

/**
 * Scores every listing again (the nightly job, the benchmark): every group's median in one
 * statement, then the listings in id order, a batch at a time; only changed answers are written.
 * `force` writes every answer (a rule changed, or to time a full write). How many were written.
 */
export async function recomputeAllPropertyScores(input: { scores: PropertyScoresRepository; now: Date; signal?: AbortSignal; force?: boolean; batch?: number }): Promise<number> {
  const { scores, now } = input
  const batch = input.batch ?? RECOMPUTE_BATCH
  const medians = await scores.medians()
  const at = now.toISOString()
  let written = 0
  // Writing a listing's new score rewrites its row and indexes: the slow part when many scores
  // move. Two batches are written at once (two connections, two cores on PostgreSQL; the
  // embedded engine runs them in turn), disjoint id ranges, so they never wait on each other.
  const writing = new Set<Promise<void>>()
  let rows: FactsRow[] = await scores.factsAfter(null, batch)
  let failure: Error | null = null
  try {
    while (rows.length > 0) {
      input.signal?.throwIfAborted()
      const changed = changedScores(input.force ? rows.map((row) => ({ ...row, evaluation_hash: null })) : rows, medians, now)
      written += changed.length
      const write: Promise<void> = scores.write(changed, at).finally(() => writing.delete(write))
      writing.add(write)
      // Its failure is reported below (allSettled), not as an unhandled rejection meanwhile.
      write.catch(() => undefined)
      const last = rows[rows.length - 1]?.id ?? null
      rows = rows.length < batch ? [] : await scores.factsAfter(last, batch)
      if (writing.size >= WRITES_AT_ONCE) await Promise.race(writing)
    }
  } catch (error) {
    failure = error instanceof Error ? error : new Error(String(error))
  }
  // Every write settles before the answer (or the first failure) goes out.
  const rejected = (await Promise.allSettled(writing)).find((result) => result.status === 'rejected')
  if (failure !== null) throw failure
  if (rejected) throw rejected.reason instanceof Error ? rejected.reason : new Error(String(rejected.reason))
  return written
}

/** refreshPropertyScores on a transaction's QueryFn: the one line each write path adds. */
export const refreshScoresOf = (query: QueryFn, ids: readonly string[], now: Date = new Date()) =>
  refreshPropertyScores({ scores: createPropertyScoresRepository(query), ids, now })
