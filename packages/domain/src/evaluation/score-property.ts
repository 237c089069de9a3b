// The automatic evaluation of a listing (issue #25): a pure function from what is known about the
// listing to a score out of 100, explained factor by factor. The server gathers the facts (one
// SQL pass for every listing, or a few ids after a change) and stores the answer; nothing here
// reads a database or a clock, so a hand-made listing has a known answer.
import { formatIndianNumber } from '../money/indian-digits'


/** The details whose presence makes a listing complete, and how a reason names each. */
export const COMPLETENESS_FIELDS = {
  title: 'a title',
  description: 'a description',
  price: 'a price',
  area: 'an area',
  locality: 'a locality',
  postalCode: 'a PIN code',
  rooms: 'bedrooms and bathrooms',
  amenities: 'amenities',
} as const
export type CompletenessField = keyof typeof COMPLETENESS_FIELDS

export type ScoreFacts = {
  /** Which details the listing has (rooms count as filled for a listing that has none, e.g. land). */
  filled: Record<CompletenessField, boolean>
  /** A boundary of at least three vertices that PostGIS holds valid. */
  hasValidBoundary: boolean
  photoCount: number
  floorPlanCount: number
  /** Verified, unarchived documents in the title deed category. */
  verifiedTitleDeeds: number
  /** Verified, unarchived documents in any other category. */
  verifiedOtherDocuments: number
  /** The primary owner's KYC is verified. */
  ownerKycVerified: boolean
  /** Whole days since the listing last changed. */
  daysSinceUpdate: number
  /** Rupees per square foot, or null without a price or an area. */
  pricePerSqft: number | null
  /** Median rupees per square foot of the similar listings (same type, sub-type, kind, city, locality), this one included. */
  localityMedianPricePerSqft: number | null
  /** How many other similar listings the median is taken over. */
  comparableCount: number
}

export const scoreFactorKeys = ['completeness', 'boundary', 'media', 'documents', 'ownerKyc', 'freshness', 'price'] as const
export type ScoreFactorKey = (typeof scoreFactorKeys)[number]

export type ScoreFactor = { key: ScoreFactorKey; label: string; points: number; maxPoints: number; reason: string }

export const scoreFlagKeys = ['price-far-above-locality', 'price-far-below-locality'] as const
export type ScoreFlagKey = (typeof scoreFlagKeys)[number]
export type ScoreFlag = { key: ScoreFlagKey; message: string }

export type PropertyEvaluation = { score: number; factors: ScoreFactor[]; flags: ScoreFlag[] }

/** Each factor's label and the most it gives; the maxima add up to 100. */
export const SCORE_FACTORS: Readonly<Record<ScoreFactorKey, { label: string; maxPoints: number }>> = {
  completeness: { label: 'Listing details', maxPoints: 20 },
  boundary: { label: 'Boundary', maxPoints: 15 },
  media: { label: 'Photos and floor plans', maxPoints: 15 },
  documents: { label: 'Verified documents', maxPoints: 20 },
  ownerKyc: { label: "Owner's identity", maxPoints: 10 },
  freshness: { label: 'Freshness', maxPoints: 10 },
  price: { label: 'Price against the locality', maxPoints: 10 },
}

/** Photos that earn points (two each), and the points of a floor plan. */
export const SCORED_PHOTOS = 5
const POINTS_PER_PHOTO = 2
const FLOOR_PLAN_POINTS = 5
const TITLE_DEED_POINTS = 12
const OTHER_DOCUMENT_POINTS = 8
/** Days within which a listing counts as fresh, and as recent (half the points). */
export const FRESH_DAYS = 30
export const RECENT_DAYS = 90
/** Other similar listings needed before the locality's median means anything. */
export const MIN_COMPARABLES = 3
/** Within this factor of the median: full points; within OUTLIER_RATIO: half; beyond: an outlier. */
export const NEAR_MEDIAN_RATIO = 1.25
export const OUTLIER_RATIO = 2

export const evaluationMessages = {
  ownerKycNotVerified: "Owner's identity not verified yet",
  ownerKycVerified: "Owner's identity (KYC) is verified",
  notScoredYet: 'This property has not been scored yet',
  overrideReasonRequired: 'A reason is required to override a score',
  noOverride: 'This score has no override to clear',
} as const

const plural = (count: number, one: string, many: string = `${one}s`) => `${count} ${count === 1 ? one : many}`
const rupeesPerSqft = (value: number) => `₹${formatIndianNumber(Math.round(value))}/sq ft`

function factor(key: ScoreFactorKey, points: number, reason: string): ScoreFactor {
  const { label, maxPoints } = SCORE_FACTORS[key]
  return { key, label, points: Math.max(0, Math.min(maxPoints, Math.round(points))), maxPoints, reason }
}

function completeness(filled: ScoreFacts['filled']): ScoreFactor {
  const fields = Object.keys(COMPLETENESS_FIELDS) as CompletenessField[]
  const missing = fields.filter((field) => !filled[field])
  const have = fields.length - missing.length
  const points = (SCORE_FACTORS.completeness.maxPoints * have) / fields.length
  const reason =
    missing.length === 0
      ? 'Every detail buyers look for is filled in'
      : `${have} of ${fields.length} details filled in; missing ${missing.map((field) => COMPLETENESS_FIELDS[field]).join(', ')}`
  return factor('completeness', points, reason)
}

function media(photos: number, floorPlans: number): ScoreFactor {
  const points = Math.min(photos, SCORED_PHOTOS) * POINTS_PER_PHOTO + (floorPlans > 0 ? FLOOR_PLAN_POINTS : 0)
  const photoText = photos === 0 ? 'No photos' : plural(photos, 'photo')
  const planText = floorPlans === 0 ? 'no floor plan' : plural(floorPlans, 'floor plan')
  const hint = photos < SCORED_PHOTOS ? ` (${SCORED_PHOTOS} photos earn full points)` : ''
  return factor('media', points, `${photoText} and ${planText}${hint}`)
}

function documents(titleDeeds: number, others: number): ScoreFactor {
  const points = (titleDeeds > 0 ? TITLE_DEED_POINTS : 0) + (others > 0 ? OTHER_DOCUMENT_POINTS : 0)
  if (titleDeeds === 0 && others === 0) return factor('documents', 0, 'No verified documents yet')
  const deed = titleDeeds > 0 ? 'A verified title deed' : 'No verified title deed'
  const rest = others > 0 ? plural(others, 'other verified document') : 'no other verified document'
  return factor('documents', points, `${deed} and ${rest}`)
}

// The reasons name the band, not the day count: a score whose listing has not changed reads the
// same tomorrow, so the nightly recompute has nothing to write for it.
function freshness(days: number): ScoreFactor {
  if (days <= FRESH_DAYS) return factor('freshness', 10, `Updated within the last ${FRESH_DAYS} days`)
  if (days <= RECENT_DAYS) return factor('freshness', 5, `Updated within the last ${RECENT_DAYS} days; listings updated within ${FRESH_DAYS} days earn full points`)
  return factor('freshness', 0, `Not updated for more than ${RECENT_DAYS} days`)
}

function price(facts: ScoreFacts): { factor: ScoreFactor; flags: ScoreFlag[] } {
  const { pricePerSqft, localityMedianPricePerSqft: median, comparableCount } = facts
  if (pricePerSqft === null || pricePerSqft <= 0) return { factor: factor('price', 0, 'No price or area to compare with similar listings'), flags: [] }
  if (median === null || median <= 0 || comparableCount < MIN_COMPARABLES) {
    return { factor: factor('price', 5, `Fewer than ${MIN_COMPARABLES} similar listings in the locality to compare with`), flags: [] }
  }
  const ratio = pricePerSqft / median
  const percent = Math.round(Math.abs(ratio - 1) * 100)
  const direction = ratio >= 1 ? 'above' : 'below'
  const against = `${rupeesPerSqft(pricePerSqft)} is ${percent}% ${direction} the median of ${plural(comparableCount, 'similar listing')} in the locality (${rupeesPerSqft(median)})`
  if (ratio <= NEAR_MEDIAN_RATIO && ratio >= 1 / NEAR_MEDIAN_RATIO) return { factor: factor('price', 10, against), flags: [] }
  if (ratio <= OUTLIER_RATIO && ratio >= 1 / OUTLIER_RATIO) return { factor: factor('price', 5, against), flags: [] }
  const key: ScoreFlagKey = ratio > 1 ? 'price-far-above-locality' : 'price-far-below-locality'
  return { factor: factor('price', 0, `Outlier: ${against}`), flags: [{ key, message: `Price per sq ft is ${percent}% ${direction} similar listings in the locality` }] }
}

/** The score (0 to 100, the sum of the factors' points), each factor with its reason, and the flags. */
export function scoreProperty(facts: ScoreFacts): PropertyEvaluation {
  const priced = price(facts)
  const factors = [
    completeness(facts.filled),
    factor('boundary', facts.hasValidBoundary ? 15 : 0, facts.hasValidBoundary ? 'The boundary is drawn and valid' : 'No valid boundary drawn yet'),
    media(facts.photoCount, facts.floorPlanCount),
    documents(facts.verifiedTitleDeeds, facts.verifiedOtherDocuments),
    factor('ownerKyc', facts.ownerKycVerified ? 10 : 0, facts.ownerKycVerified ? evaluationMessages.ownerKycVerified : evaluationMessages.ownerKycNotVerified),
    freshness(Math.max(0, Math.floor(facts.daysSinceUpdate))),
    priced.factor,
  ]
  return { score: factors.reduce((sum, item) => sum + item.points, 0), factors, flags: priced.flags }
}
