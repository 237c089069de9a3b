// Request and response schemas of the admin console's listing calls (issue #25); they also make
// the OpenAPI entries. The manager's filters are the advanced search's (SPEC §7 search/advanced),
// plus whether a listing is featured.
import { MAX_BULK_STATUS_CHANGES, MAX_FEATURED_ON_HOME, propertyStatuses, publicListingSchema, storedPropertySchema } from '@vishwas/domain'
import { z } from 'zod'
import { integerParam } from '../../lib/http-schemas'
import { propertyIdParamsSchema } from '../properties-public/properties-public.schemas'
import { advancedQuerySchema, listResponseSchema } from '../property-search/property-search.schemas'

export { propertyIdParamsSchema }

const uuidText = z.string().meta({ description: 'A UUID.' })
const timestamp = z.string().meta({ description: 'ISO 8601, UTC.' })
const reasonText = z.string().trim().max(500, { error: 'must be at most 500 characters' })

export const adminListQuerySchema = advancedQuerySchema.extend({
  featured: z
    .enum(['true', 'false'], { error: 'must be true or false' })
    .transform((value) => value === 'true')
    .optional()
    .meta({ description: 'Only featured listings (true) or only the others (false).' }),
})

export const adminListResponseSchema = listResponseSchema.extend({
  featured: z.array(uuidText).meta({ description: "The ids of this page's listings that are featured on the home page." }),
})

export const bulkStatusBodySchema = z.strictObject({
  propertyIds: z
    .array(z.string().trim().min(1).max(200))
    .min(1, { error: 'must name at least one listing' })
    .max(MAX_BULK_STATUS_CHANGES, { error: `must name at most ${MAX_BULK_STATUS_CHANGES} listings` })
    .meta({ description: "The listings' UUIDs or PROP- references." }),
  status: z.enum(propertyStatuses, { error: `must be one of ${propertyStatuses.join(', ')}` }).meta({ description: 'The new status of every listing named.' }),
  reason: reasonText.default('').meta({ description: 'Why, for the audit trail.' }),
})

export const bulkStatusResponseSchema = z.object({
  success: z.literal(true),
  results: z
    .array(
      z.object({
        id: z.string().meta({ description: 'The listing as named in the request.' }),
        success: z.boolean(),
        error: z.string().optional().meta({ description: 'Why this listing was refused.' }),
        property: z.object({ id: uuidText, reference: z.string(), status: z.enum(propertyStatuses) }).optional(),
      }),
    )
    .meta({ description: 'One entry per listing named, in order: changed, or refused with why.' }),
  succeeded: z.number().int(),
  failed: z.number().int(),
})

export const featureBodySchema = z.strictObject({
  featured: z.boolean().meta({ description: 'true: feature the listing on the home page; false: stop featuring it.' }),
  reason: reasonText.default('').meta({ description: 'Why, for the audit trail.' }),
})

const featureSchema = z.object({ featuredAt: timestamp, featuredBy: uuidText.nullable(), featuredByName: z.string().nullable() })

export const featureResponseSchema = z.object({ success: z.literal(true), featured: featureSchema.nullable() })

const ownerSchema = z.object({
  userId: uuidText,
  name: z.string(),
  phoneNumber: z.string().nullable(),
  kycStatus: z.string().nullable(),
  share: z.number(),
  ownershipType: z.string(),
  since: timestamp,
})

export const adminPropertyResponseSchema = z.object({
  success: z.literal(true),
  property: storedPropertySchema,
  featured: featureSchema.nullable().meta({ description: 'Whether and since when the listing is featured on the home page.' }),
  owners: z.array(ownerSchema).meta({ description: 'The owners as property_owners holds them, with their contact and KYC status.' }),
  dealer: z.object({ userId: uuidText, name: z.string(), phoneNumber: z.string().nullable() }).nullable(),
  history: z.object({
    prices: z.array(z.object({ oldPrice: z.number().nullable(), newPrice: z.number(), changedBy: z.string(), changedByName: z.string().nullable(), changedAt: timestamp })),
    ownership: z.array(
      z.object({
        previousOwners: z.array(z.object({ userId: z.string(), share: z.number().optional() })),
        newOwners: z.array(z.object({ userId: z.string(), share: z.number().optional() })),
        changedBy: z.string(),
        changedByName: z.string().nullable(),
        changedAt: timestamp,
      }),
    ),
    dealers: z.array(z.object({ dealerId: uuidText, dealerName: z.string().nullable(), assignedBy: z.string(), assignedAt: timestamp, unassignedAt: timestamp.nullable() })),
  }),
})

export const featuredQuerySchema = z.strictObject({
  limit: integerParam(1, MAX_FEATURED_ON_HOME)
    .default(MAX_FEATURED_ON_HOME)
    .meta({ description: `How many, 1 to ${MAX_FEATURED_ON_HOME} (default ${MAX_FEATURED_ON_HOME}).` }),
})

export const featuredResponseSchema = z.object({
  success: z.literal(true),
  properties: z.array(publicListingSchema).meta({ description: 'Featured active listings, most recently featured first, as anyone may see them (with what has been verified about each, as the public list answers).' }),
})
