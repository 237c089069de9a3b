// Request and response schemas of the property searches (SPEC §7 names the queries); they also
// make the OpenAPI entries. Every bad value is a 400 naming the parameter and the rule.
import {
  DEFAULT_AREA_UNIT,
  DEFAULT_MIN_CO_OWNERS,
  MAX_PAGE_LIMIT,
  OWNERSHIP_CHANGE_WINDOW_DAYS,
  PAGINATION_DEFAULTS,
  areaUnits,
  constructionStatuses,
  furnishingStatuses,
  kycStatuses,
  latLngSchema,
  listingTypes,
  ownershipTypes,
  paginationSchema,
  propertyStatuses,
  propertySubTypes,
  propertyTypes,
  riskLevels,
  publicPropertySchema,
  storedPropertySchema,
  toIndianE164,
} from '@vishwas/domain'
import { z } from 'zod'
import { integerParam, rupeesParam, textParam } from '../../lib/http-schemas'
import { buyerFilterFields, orderedPairs } from '../properties-public/buyer-filters'
import { MAX_PAGE, propertyIdParamsSchema } from '../properties-public/properties-public.schemas'
import { MAX_COUNTED_TOTAL } from './property-list.repository'
import { searchMessages } from './property-search.messages'

export const MAX_RADIUS_METRES = 50_000
export const MAX_WINDOW_DAYS = 3650
/** SPEC §7: price-changes looks back 30 days unless told otherwise. */
export const PRICE_CHANGE_PERIOD_DAYS = 30
const MAX_LIST_ITEMS = 20

const oneOf = <const T extends readonly [string, ...string[]]>(values: T) => z.enum(values, { error: `must be one of ${values.join(', ')}` })

function numberParam(min: number, max: number) {
  const message = `must be a number from ${min} to ${max}`
  return z.coerce.number({ error: message }).min(min, { error: message }).max(max, { error: message })
}

const booleanParam = () =>
  z
    .enum(['true', 'false', '1', '0'], { error: 'must be true or false' })
    .transform((value) => value === 'true' || value === '1')

/** "3" (exactly 3) or "3+" (3 or more); a "+" that arrives unescaped in a URL reads as a space. */
const roomCountParam = () =>
  z
    .string()
    .regex(/^(100|[1-9]?\d)[+ ]?$/, { error: 'must be a whole number from 0 to 100, or one followed by + (e.g. 3+) for at least that many' })
    .transform((value) => ({ count: Number.parseInt(value, 10), orMore: /[+ ]$/.test(value) }))

function commaListParam(what: string) {
  const message = `must be a comma-separated list of 1 to ${MAX_LIST_ITEMS} ${what}, each at most 60 characters`
  return z
    .string()
    .transform((text) => [...new Set(text.split(',').map((item) => item.trim()).filter((item) => item !== ''))])
    .pipe(z.array(z.string().max(60, { error: message })).min(1, { error: message }).max(MAX_LIST_ITEMS, { error: message }))
}

const userIdParam = () => z.uuid({ error: 'must be a user id (UUID)' }).transform((id) => id.toLowerCase())

const pageFields = {
  page: integerParam(1, MAX_PAGE).default(PAGINATION_DEFAULTS.page).meta({ description: `Page number, 1 to ${MAX_PAGE} (default 1).` }),
  limit: integerParam(1, MAX_PAGE_LIMIT)
    .default(PAGINATION_DEFAULTS.limit)
    .meta({ description: `Properties per page, 1 to ${MAX_PAGE_LIMIT} (default ${PAGINATION_DEFAULTS.limit}).` }),
}

export const sortKeys = ['createdAt', 'updatedAt', 'price', 'area', 'views', 'score', 'title'] as const

export const advancedQuerySchema = z
  .strictObject({
    type: oneOf(propertyTypes).optional().meta({ description: 'Property type.' }),
    subType: oneOf(propertySubTypes).optional().meta({ description: 'Sub-type, e.g. apartment or plot.' }),
    status: oneOf(propertyStatuses).optional().meta({ description: 'Listing status (only statuses the caller may see match).' }),
    listingType: oneOf(listingTypes).optional().meta({ description: 'Sale, rent or lease.' }),
    constructionStatus: oneOf(constructionStatuses).optional().meta({ description: 'Construction status.' }),
    city: textParam().optional().meta({ description: "City, matched exactly without regard to case, by today's name or an old one (Bangalore lists Bengaluru's listings)." }),
    state: textParam().optional().meta({ description: 'State or union territory, matched without regard to case.' }),
    locality: textParam().optional().meta({ description: 'Locality, matched without regard to case.' }),
    postalCode: z
      .string()
      .regex(/^[1-9]\d{5}$/, { error: 'must be a 6-digit PIN code not starting with 0' })
      .optional()
      .meta({ description: 'PIN code.' }),
    minPrice: rupeesParam().optional().meta({ description: 'Lowest total price in rupees.' }),
    maxPrice: rupeesParam().optional().meta({ description: 'Highest total price in rupees.' }),
    minArea: numberParam(0, 1e9).optional().meta({ description: 'Smallest area, in areaUnit.' }),
    maxArea: numberParam(0, 1e9).optional().meta({ description: 'Largest area, in areaUnit.' }),
    areaUnit: oneOf(areaUnits).default(DEFAULT_AREA_UNIT).meta({ description: 'Unit of minArea and maxArea (default sqft).' }),
    bedrooms: roomCountParam().optional().meta({ description: 'Bedrooms: exactly N, or N+ for at least N (send + as %2B).' }),
    bathrooms: roomCountParam().optional().meta({ description: 'Bathrooms: exactly N, or N+ for at least N (send + as %2B).' }),
    furnished: oneOf(furnishingStatuses).optional().meta({ description: 'Furnishing.' }),
    // The home page's filters under the names its address uses (furnishing is SPEC's furnished).
    bhk: buyerFilterFields.bhk,
    furnishing: oneOf(furnishingStatuses).optional().meta({ description: 'Furnishing, as the home page names it (the same as furnished; give one or both alike).' }),
    postedBy: buyerFilterFields.postedBy,
    verifiedOnly: buyerFilterFields.verifiedOnly,
    ...pageFields,
    sortBy: oneOf(sortKeys).default('createdAt').meta({ description: 'Sort key (default createdAt).' }),
    sortOrder: z.enum(['asc', 'desc'], { error: 'must be asc or desc' }).default('desc').meta({ description: 'Sort direction (default desc).' }),
  })
  .superRefine(orderedPairs(['minPrice', 'maxPrice'], ['minArea', 'maxArea']))
  .superRefine((value, context) => {
    if (value.furnishing !== undefined && value.furnished !== undefined && value.furnishing !== value.furnished) {
      context.addIssue({ code: 'custom', path: ['furnishing'], message: 'must be the same as furnished when both are given' })
    }
  })

export const byOwnerQuerySchema = z
  .strictObject({
    userId: userIdParam().optional().meta({ description: "An owner's user id (callers other than admins and dealers: only their own, the default)." }),
    name: textParam().optional().meta({ description: "Part of an owner's name, without regard to case." }),
    phone: z
      .string()
      .transform(toIndianE164)
      .pipe(z.string().regex(/^\+\d{8,15}$/, { error: 'must be a phone number of 8 to 15 digits' }))
      .optional()
      .meta({ description: "An owner's phone number (admins and dealers only)." }),
    email: textParam(254).optional().meta({ description: "An owner's email, without regard to case (admins and dealers only)." }),
    verificationStatus: oneOf(kycStatuses).optional().meta({ description: "The owner's KYC status." }),
    ownershipType: oneOf(ownershipTypes).optional().meta({ description: 'How the owner holds the property.' }),
    minShare: numberParam(0, 100).optional().meta({ description: "Smallest share of the owner, in percent." }),
    maxShare: numberParam(0, 100).optional().meta({ description: "Largest share of the owner, in percent." }),
    ...pageFields,
  })
  .superRefine(orderedPairs(['minShare', 'maxShare']))

export const byAmenitiesQuerySchema = z.strictObject({
  amenities: commaListParam('amenities').optional().meta({ description: 'Comma-separated amenities; a property must have all of them.' }),
  surrounding: commaListParam('surroundings').optional().meta({ description: 'Comma-separated surroundings; a property must have all of them.' }),
  ...pageFields,
})

export const byScoreQuerySchema = z
  .strictObject({
    minScore: numberParam(0, 100).optional().meta({ description: 'Lowest evaluation score, 0 to 100.' }),
    maxScore: numberParam(0, 100).optional().meta({ description: 'Highest evaluation score, 0 to 100.' }),
    ...pageFields,
  })
  .superRefine(orderedPairs(['minScore', 'maxScore']))

export const byViewsQuerySchema = z
  .strictObject({
    minViews: integerParam(0, 2_147_483_647).optional().meta({ description: 'Fewest views.' }),
    maxViews: integerParam(0, 2_147_483_647).optional().meta({ description: 'Most views.' }),
    ...pageFields,
  })
  .superRefine(orderedPairs(['minViews', 'maxViews']))

export const byRiskQuerySchema = z.strictObject({
  earthquake: oneOf(riskLevels).optional().meta({ description: 'Earthquake risk level.' }),
  flood: oneOf(riskLevels).optional().meta({ description: 'Flood risk level.' }),
  hurricane: oneOf(riskLevels).optional().meta({ description: 'Cyclone (hurricane) risk level.' }),
  landslide: oneOf(riskLevels).optional().meta({ description: 'Landslide risk level.' }),
  ...pageFields,
})

export const withCoOwnersQuerySchema = z.strictObject({
  minOwners: integerParam(1, 100).default(DEFAULT_MIN_CO_OWNERS).meta({ description: `Fewest owners (default ${DEFAULT_MIN_CO_OWNERS}).` }),
  ownershipType: oneOf(ownershipTypes).optional().meta({ description: 'Count only owners holding this way.' }),
  ...pageFields,
})

export const ownershipChangesQuerySchema = z.strictObject({
  days: integerParam(1, MAX_WINDOW_DAYS)
    .default(OWNERSHIP_CHANGE_WINDOW_DAYS)
    .meta({ description: `The window in days, 1 to ${MAX_WINDOW_DAYS} (default ${OWNERSHIP_CHANGE_WINDOW_DAYS}).` }),
  ...pageFields,
})

export const byDealerQuerySchema = z.strictObject({
    dealerId: userIdParam().optional().meta({ description: 'The dealer (default: the caller).' }),
  includeHistory: booleanParam().default(false).meta({ description: 'Also properties the dealer handled before (default false).' }),
  ...pageFields,
})

export const priceChangesQuerySchema = z
  .strictObject({
    minPercentChange: numberParam(-100, 1_000_000).optional().meta({ description: 'Smallest change in percent (signed, e.g. -10).' }),
    maxPercentChange: numberParam(-100, 1_000_000).optional().meta({ description: 'Largest change in percent (signed).' }),
    period: integerParam(1, MAX_WINDOW_DAYS)
      .default(PRICE_CHANGE_PERIOD_DAYS)
      .meta({ description: `The window in days, 1 to ${MAX_WINDOW_DAYS} (default ${PRICE_CHANGE_PERIOD_DAYS}).` }),
    ...pageFields,
  })
  .superRefine(orderedPairs(['minPercentChange', 'maxPercentChange']))

export const radiusParamsSchema = z.strictObject({
  id: propertyIdParamsSchema.shape.id,
  radius: numberParam(1, MAX_RADIUS_METRES).meta({ description: `Distance in metres, 1 to ${MAX_RADIUS_METRES}.` }),
})

export const pointBodySchema = latLngSchema

export const pageQuerySchema = z.strictObject(pageFields)

const searchPaginationSchema = paginationSchema.extend({
  isTotalCapped: z
    .literal(true)
    .optional()
    .meta({ description: `Present when more than ${MAX_COUNTED_TOTAL} properties match: total is then ${MAX_COUNTED_TOTAL}.` }),
})

export const listResponseSchema = z.object({
  success: z.literal(true),
  properties: z
    .array(z.union([storedPropertySchema, publicPropertySchema]))
    .meta({ description: 'Each property as the caller may see it: the document with property access, else its public view (owners as "Owner", no user ids).' }),
  pagination: searchPaginationSchema,
})

const uuidText = z.string().meta({ description: 'A UUID.' })
const timestamp = z.string().meta({ description: 'ISO 8601, UTC.' })
const ownerShares = z.array(z.object({ userId: z.string(), share: z.number().optional() }))

export const withCoOwnersResponseSchema = listResponseSchema.extend({
  owners: z
    .record(z.string(), z.array(z.object({ userId: uuidText, name: z.string(), share: z.number(), ownershipType: z.string() })))
    .meta({ description: "The owners of each listed property the caller has property access to, by property id (no one else's)." }),
})

export const ownershipChangesResponseSchema = listResponseSchema.extend({
  changes: z
    .array(
      z.object({
        propertyId: uuidText,
        previousOwners: ownerShares.optional(),
        newOwners: ownerShares.optional(),
        changedAt: timestamp,
        changedBy: z.string().optional(),
      }),
    )
    .meta({
      description:
        "The listed properties' ownership changes in the window, newest first. Who owned and who changed it only for properties the caller has property access to; for others, when.",
    }),
})

export const byDealerResponseSchema = listResponseSchema.extend({
  history: z
    .array(z.object({ propertyId: uuidText, dealerId: uuidText, assignedAt: timestamp, unassignedAt: timestamp.nullable() }))
    .optional()
    .meta({ description: "With includeHistory: the dealer's spells on the listed properties." }),
})

export const priceChangesResponseSchema = listResponseSchema.extend({
  changes: z
    .array(
      z.object({
        propertyId: uuidText,
        oldPrice: z.number().meta({ description: 'The price before its first change in the window.' }),
        newPrice: z.number().meta({ description: 'The price after its last change in the window.' }),
        percentChange: z.number().meta({ description: 'From oldPrice to newPrice, in per cent (2 decimals).' }),
        changedAt: timestamp.meta({ description: 'When the last change in the window was made.' }),
      }),
    )
    .meta({ description: "Each listed property's price change over the window." }),
})

export const withinRadiusResponseSchema = listResponseSchema.extend({
  distances: z
    .array(z.object({ propertyId: uuidText, metres: z.number() }))
    .meta({ description: 'Distance in metres between boundaries (WGS 84 spheroid), nearest first.' }),
})

export const validatePointResponseSchema = z.object({
  success: z.literal(true),
  isValid: z.boolean(),
  message: z.enum([searchMessages.pointAvailable, searchMessages.pointInsideProperty, searchMessages.pointOutsideIndia]),
  containingProperties: z
    .array(z.object({ id: uuidText, reference: z.string(), title: z.string() }))
    .meta({ description: 'Properties whose boundary covers the point (those the caller may see).' }),
})
