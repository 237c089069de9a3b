// Request and response schemas of the public property routes (they also make the OpenAPI entry).
import { MAX_PAGE_LIMIT, PAGINATION_DEFAULTS, analyticsEventSchema, paginationSchema, propertyReferenceSchema, propertyTypes, publicListingSchema, statisticsSchema } from '@vishwas/domain'
import { z } from 'zod'
import { integerParam, rupeesParam, textParam } from '../../lib/http-schemas'
import { buyerFilterFields, orderedPairs } from './buyer-filters'

export const MAX_PAGE = 10_000
export const ANALYTICS_BODY_LIMIT_BYTES = 1024

export const publicListQuerySchema = z
  .strictObject({
    type: z.enum(propertyTypes, { error: `must be one of ${propertyTypes.join(', ')}` }).optional().meta({ description: 'Property type.' }),
    city: textParam()
      .optional()
      .meta({ description: "City, matched exactly without regard to case, by today's name or an old one: Bangalore and Bengaluru both list Bengaluru's listings, whichever name they were stored under." }),
    locality: textParam().optional().meta({ description: 'Locality, matched exactly without regard to case (Whitefield).' }),
    state: textParam().optional().meta({ description: 'State or union territory, matched without regard to case.' }),
    minPrice: rupeesParam().optional().meta({ description: 'Lowest price in rupees: the total price, or the rent per month with listingType rent or lease.' }),
    maxPrice: rupeesParam().optional().meta({ description: 'Highest price in rupees: the total price, or the rent per month with listingType rent or lease.' }),
    ...buyerFilterFields,
    page: integerParam(1, MAX_PAGE).default(PAGINATION_DEFAULTS.page).meta({ description: `Page number, 1 to ${MAX_PAGE} (default 1).` }),
    limit: integerParam(1, MAX_PAGE_LIMIT)
      .default(PAGINATION_DEFAULTS.limit)
      .meta({ description: `Listings per page, 1 to ${MAX_PAGE_LIMIT} (default ${PAGINATION_DEFAULTS.limit}).` }),
    sortBy: z
      .enum(['createdAt', 'price', 'area', 'views', 'score'], { error: 'must be one of createdAt, price, area, views, score' })
      .default('createdAt')
      .meta({ description: 'Sort key (default createdAt).' }),
    sortOrder: z.enum(['asc', 'desc'], { error: 'must be asc or desc' }).default('desc').meta({ description: 'Sort direction (default desc).' }),
  })
  .superRefine(orderedPairs(['minPrice', 'maxPrice'], ['minArea', 'maxArea']))

export const propertyIdParamsSchema = z.strictObject({
  id: z
    .union([z.uuid(), propertyReferenceSchema], { error: 'must be a property UUID or a PROP- reference' })
    .meta({ description: "The property's UUID or its PROP- reference." }),
})

export const publicListResponseSchema = z.object({
  success: z.literal(true),
  properties: z.array(publicListingSchema),
  pagination: paginationSchema,
})

export const propertyResponseSchema = z.object({ success: z.literal(true), property: publicListingSchema })

const counted = z.boolean().meta({ description: 'Whether this call counted: false for a visitor already counted on this listing today (or one of too many behind one address).' })

export const viewsResponseSchema = z.object({
  success: z.literal(true),
  counted,
  views: z.number().int().min(0).meta({ description: 'The view count after this call.' }),
})

export const analyticsBodySchema = analyticsEventSchema

export const analyticsResponseSchema = z.object({ success: z.literal(true), counted })

export const statisticsResponseSchema = statisticsSchema.extend({ success: z.literal(true) })
