// How a property's automatic evaluation score reads. A new listing starts at 0 (the schema's
// default) until it is evaluated, so 0 means "not scored yet", not "scored zero".

export const NOT_YET_SCORED = 'Not yet scored'

/** Whether the property has an evaluation score to show: a finite number above 0. */
export function isScored(score: number | null | undefined): score is number {
  return score != null && Number.isFinite(score) && score > 0
}

/** '72 / 100', or 'Not yet scored' when the property has no score (missing or 0). */
export function formatPropertyScore(score: number | null | undefined): string {
  return isScored(score) ? `${Math.round(score)} / 100` : NOT_YET_SCORED
}
