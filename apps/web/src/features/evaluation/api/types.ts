import type { Pagination, ScoreFactor, ScoreFlag } from '@vishwas/domain'

export type ScoreOverride = { score: number; reason: string; by: string | null; at: string }

/** A listing's automatic evaluation as GET /api/properties/{id}/score answers it. */
export type PropertyScore = {
  computed: number
  override: ScoreOverride | null
  effective: number
  factors: ScoreFactor[]
  flags: ScoreFlag[]
  computedAt: string
}

/** One row of the admin list. */
export type AdminPropertyScore = PropertyScore & {
  propertyId: string
  reference: string
  title: string
  city: string
  locality: string | null
  overrideByName: string | null
}

export type AdminScoresPage = { success: true; scores: AdminPropertyScore[]; pagination: Pagination }
