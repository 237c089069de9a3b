// The filters a buyer sets on the home page, shared by the public list and the advanced search:
// the kind (sale, rent, lease), BHK, area with its unit, furnishing, construction status, who
// posted it and verified owners. Query parameters here; their SQL over the properties row `p`
// below, from typed columns (the covering indexes of the list carry every one of them).
import {
  DEFAULT_AREA_UNIT,
  areaUnits,
  constructionStatuses,
  furnishingStatuses,
  listingTypes,
  toSquareFeet,
  type AreaUnit,
  type ConstructionStatus,
  type FurnishingStatus,
  type ListingType,
} from '@vishwas/domain'
import { z } from 'zod'
import { ownerKycVerifiedSql } from './listing-verification'

/** The last BHK choice means that many or more ("5+"). */
export const BHK_OR_MORE = 5
export const bhkChoices = [1, 2, 3, 4, BHK_OR_MORE] as const
export const postedByChoices = ['owner', 'dealer'] as const
export type PostedBy = (typeof postedByChoices)[number]

const oneOf = <const T extends readonly [string, ...string[]]>(values: T) => z.enum(values, { error: `must be one of ${values.join(', ')}` })

const bhkMessage = `must be a comma-separated list from ${bhkChoices.join(', ')} (${BHK_OR_MORE} means ${BHK_OR_MORE} or more)`

/** "2,3" or "5" (5 or more): the distinct choices, in order. */
const bhkParam = () =>
  z
    .string({ error: bhkMessage })
    .regex(new RegExp(`^\\s*[${bhkChoices.join('')}](\\s*,\\s*[${bhkChoices.join('')}])*\\s*$`), { error: bhkMessage })
    .transform((text) => [...new Set(text.split(',').map((item) => Number(item.trim())))].sort((a, b) => a - b))

const verifiedParam = () =>
  z
    .enum(['true', 'false'], { error: 'must be true or false' })
    .transform((value) => value === 'true')

function areaParam() {
  const message = 'must be a number from 0 to 1000000000'
  return z.coerce.number({ error: message }).min(0, { error: message }).max(1e9, { error: message })
}

/** The query fields, each with its OpenAPI description. */
export const buyerFilterFields = {
  listingType: oneOf(listingTypes)
    .optional()
    .meta({ description: 'Sale, rent or lease. Prices are then all of one kind: a total price for sale, rent per month for rent and lease.' }),
  bhk: bhkParam()
    .optional()
    .meta({ description: `Bedrooms (BHK), comma-separated from ${bhkChoices.join(', ')}; ${BHK_OR_MORE} means ${BHK_OR_MORE} or more (e.g. 2,3 or 3,${BHK_OR_MORE}).` }),
  minArea: areaParam().optional().meta({ description: 'Smallest area, in areaUnit.' }),
  maxArea: areaParam().optional().meta({ description: 'Largest area, in areaUnit.' }),
  areaUnit: oneOf(areaUnits).default(DEFAULT_AREA_UNIT).meta({ description: 'Unit of minArea and maxArea (default sqft).' }),
  furnishing: oneOf(furnishingStatuses).optional().meta({ description: 'Furnishing.' }),
  constructionStatus: oneOf(constructionStatuses).optional().meta({ description: 'Construction status.' }),
  postedBy: oneOf(postedByChoices)
    .optional()
    .meta({ description: 'owner: listings without a dealer; dealer: listings a dealer currently represents.' }),
  verifiedOnly: verifiedParam()
    .optional()
    .meta({ description: "true: only listings with at least one owner whose identity (KYC) is verified. That is all 'verified' means today." }),
}

/** A check that each `[low, high]` pair given is in order, named on the low one. */
export function orderedPairs(...pairs: readonly (readonly [string, string])[]) {
  return (value: Record<string, unknown>, context: z.RefinementCtx) => {
    for (const [low, high] of pairs) {
      const a = value[low]
      const b = value[high]
      if (typeof a === 'number' && typeof b === 'number' && a > b) {
        context.addIssue({ code: 'custom', path: [low], message: `must not be greater than ${high}` })
      }
    }
  }
}

export type BuyerFilter = {
  listingType?: ListingType | undefined
  bhk?: readonly number[] | undefined
  minAreaSqft?: number | undefined
  maxAreaSqft?: number | undefined
  furnishing?: FurnishingStatus | undefined
  constructionStatus?: ConstructionStatus | undefined
  postedBy?: PostedBy | undefined
  verifiedOnly?: boolean | undefined
}

/** The area bounds of a query in square feet, as the column holds them. */
export function areaInSquareFeet(query: { minArea?: number | undefined; maxArea?: number | undefined; areaUnit: AreaUnit }): Pick<BuyerFilter, 'minAreaSqft' | 'maxAreaSqft'> {
  const sqft = (area: number | undefined) => (area === undefined ? undefined : toSquareFeet(area, query.areaUnit))
  return { minAreaSqft: sqft(query.minArea), maxAreaSqft: sqft(query.maxArea) }
}

/** Areas converted from another unit carry floating-point noise; this keeps exact matches. */
const AREA_SLACK = 1e-9

/** The most bedrooms a listing may have (the property schema's limit). */
const MAX_BEDROOMS = 100

/**
 * The bedroom counts the chosen BHKs stand for, the last choice standing for it and every count
 * above. A list, rather than `>= 5`, so the condition is one `= ANY` the covering indexes check
 * in the index itself, without reading the rows.
 */
export function bedroomCounts(bhk: readonly number[]): number[] {
  const counts = new Set(bhk)
  if (counts.has(BHK_OR_MORE)) for (let n = BHK_OR_MORE + 1; n <= MAX_BEDROOMS; n++) counts.add(n)
  return [...counts].sort((a, b) => a - b)
}

/** Binds a value and answers its placeholder, with a cast. */
export type Bind = (value: unknown, cast: string) => string

/**
 * The conditions over `p` (the properties row). Values are always bound; the text depends only
 * on which filters are present, so each shape is one prepared statement.
 */
export function buyerConditions(bind: Bind, filter: BuyerFilter): string[] {
  const where: string[] = []
  if (filter.listingType !== undefined) where.push(`p.listing_type = ${bind(filter.listingType, 'text')}`)
  // A listing without bedrooms (0) matches no BHK.
  if (filter.bhk !== undefined && filter.bhk.length > 0) where.push(`p.bedrooms = ANY(${bind(bedroomCounts(filter.bhk), 'int[]')})`)
  if (filter.minAreaSqft !== undefined) where.push(`p.area_sqft >= ${bind(filter.minAreaSqft * (1 - AREA_SLACK), 'float8')}`)
  if (filter.maxAreaSqft !== undefined) where.push(`p.area_sqft <= ${bind(filter.maxAreaSqft * (1 + AREA_SLACK), 'float8')}`)
  if (filter.furnishing !== undefined) where.push(`p.furnished = ${bind(filter.furnishing, 'text')}`)
  if (filter.constructionStatus !== undefined) where.push(`p.construction_status = ${bind(filter.constructionStatus, 'text')}`)
  if (filter.postedBy === 'owner') where.push('p.dealer_id IS NULL')
  if (filter.postedBy === 'dealer') where.push('p.dealer_id IS NOT NULL')
  // What the listing's verification says: an accepted owner with verified KYC.
  if (filter.verifiedOnly === true) where.push(ownerKycVerifiedSql('p'))
  return where
}

