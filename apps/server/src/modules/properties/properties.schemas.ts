// Request and response schemas of the signed-in property calls (they also make the OpenAPI
// entries). Bodies that SPEC's own checks judge (a property, compare ids, batch updates, import
// text) are taken loosely here, so the answer carries SPEC's message rather than a schema's.
import {
  MAX_PAGE_LIMIT,
  PAGINATION_DEFAULTS,
  comparisonResultSchema,
  paginationSchema,
  propertyReferenceSchema,
  propertyStatuses,
  propertyTypes,
  publicPropertySchema,
  storedPropertySchema,
} from '@vishwas/domain'
import { z } from 'zod'
import { integerParam, rupeesParam, textParam } from '../../lib/http-schemas'
import { MAX_FILES_PER_NEW_PROPERTY } from '../media/property-with-files.service'
import { MAX_PAGE } from '../properties-public/properties-public.schemas'
import { MAX_BATCH_UPDATES, MAX_COMPARED } from './properties-tools.service'

export const IMPORT_BODY_LIMIT_BYTES = 25 * 1024 * 1024

const enumParam = <const T extends readonly [string, ...string[]]>(values: T) => z.enum(values, { error: `must be one of ${values.join(', ')}` })

const listQueryShape = {
  type: enumParam(propertyTypes).optional().meta({ description: 'Property type.' }),
  status: enumParam(propertyStatuses).optional().meta({ description: 'Listing status.' }),
  minPrice: rupeesParam().optional().meta({ description: 'Lowest total price in rupees.' }),
  maxPrice: rupeesParam().optional().meta({ description: 'Highest total price in rupees.' }),
  city: textParam().optional().meta({ description: 'City, matched without regard to case.' }),
  state: textParam().optional().meta({ description: 'State or union territory, matched without regard to case.' }),
  q: textParam().optional().meta({ description: 'Text found in the title, reference, locality or city.' }),
  page: integerParam(1, MAX_PAGE).default(PAGINATION_DEFAULTS.page).meta({ description: `Page number, 1 to ${MAX_PAGE} (default 1).` }),
  limit: integerParam(1, MAX_PAGE_LIMIT)
    .default(PAGINATION_DEFAULTS.limit)
    .meta({ description: `Properties per page, 1 to ${MAX_PAGE_LIMIT} (default ${PAGINATION_DEFAULTS.limit}).` }),
  sortBy: enumParam(['createdAt', 'updatedAt', 'price', 'area', 'views', 'score', 'title'])
    .default('createdAt')
    .meta({ description: 'Sort key (default createdAt).' }),
  sortOrder: enumParam(['asc', 'desc']).default('desc').meta({ description: 'Sort direction (default desc).' }),
}

const showAllParam = z
  .stringbool({ error: 'must be true or false' })
  .optional()
  .meta({ description: 'Every property instead of your own (admins and dealers; ignored for others).' })

export const listQuerySchema = z.strictObject({ ...listQueryShape, showAll: showAllParam })
export const userListQuerySchema = z.strictObject(listQueryShape)
export const summaryQuerySchema = z.strictObject({ showAll: showAllParam })

const propertyKeySchema = z
  .union([z.uuid(), propertyReferenceSchema], { error: 'must be a property UUID or a PROP- reference' })
  .meta({ description: "The property's UUID or its PROP- reference." })

export const referenceParamsSchema = z.strictObject({ reference: propertyKeySchema })
export const userParamsSchema = z.strictObject({ userId: z.uuid({ error: 'must be a user id (UUID)' }).meta({ description: 'The user id (did).' }) })

export const propertyBodySchema = z.record(z.string(), z.unknown()).meta({
  description:
    'A property document (the Property schema, GET /api/schemas/property). First SPEC\'s data check, then the schema, then the boundary and the owners are checked.',
})

/** The multipart form of the create (SPEC §7, POST /properties with files): documentation only, the parts are checked as they stream. */
export const propertyWithFilesBodySchema = z
  .object({
    property: z.string().meta({ description: 'First: the property as JSON text, the same document as the JSON body (at most 1 MB).' }),
    files: z
      .array(z.file())
      .max(MAX_FILES_PER_NEW_PROPERTY)
      .optional()
      .meta({
        description: `Then up to ${MAX_FILES_PER_NEW_PROPERTY} photos or videos, in the order the media list takes: each an image (JPEG, PNG, WebP, GIF; at most 10 MB) or a video (MP4, WebM, Ogg, MPEG, QuickTime; at most 100 MB) by its content type, checked by its first bytes.`,
      }),
  })
  .meta({
    description:
      "The property and its files in one request: the listing's media list is made from the files (type from the content type, title the file name, order the upload index). A file past its limit is refused with 413 and SPEC's message without reading further; a refused file or listing keeps nothing.",
  })

export const compareBodySchema = z.object({
  propertyIds: z
    .array(z.string())
    .catch([])
    .meta({ description: `2 to ${MAX_COMPARED} property UUIDs or PROP- references, each readable by you.` }),
})
  // Any other body (an array, a string) is no list of ids: SPEC's message, not a schema error.
  .catch({ propertyIds: [] })

export const batchBodySchema = z.object({
  updates: z
    .array(
      z.object({
        reference: z.string().meta({ description: 'The property UUID or PROP- reference.' }),
        data: z.record(z.string(), z.unknown()).meta({ description: 'Part of a property document, merged into the stored one (objects merge, arrays replace).' }),
      }),
    )
    .catch([])
    .meta({ description: `1 to ${MAX_BATCH_UPDATES} changes.` }),
})
  // Any other body (a bare array, a string) is no list of updates: 'Invalid updates array'.
  .catch({ updates: [] })

export const importBodySchema = z.object({
  data: z
    .string()
    .catch('')
    .meta({ description: 'JSON text: one property, or an array of up to 1000. Their id and reference are dropped.' }),
})

export const propertyResponseSchema = z.object({ success: z.literal(true), property: storedPropertySchema })
/** One property as its reader may see it: the document with property access, else its public view. */
export const propertyViewResponseSchema = z.object({
  success: z.literal(true),
  property: z.union([storedPropertySchema, publicPropertySchema]).meta({ description: 'The document to owners, creator, lister, current dealer, dealers and admins; the public view (owners as "Owner") to anyone else.' }),
})
export const listResponseSchema = z.object({ success: z.literal(true), properties: z.array(storedPropertySchema), pagination: paginationSchema })
export const deleteResponseSchema = z.object({ success: z.literal(true), message: z.string() })
export const validateResponseSchema = z.object({
  success: z.literal(true),
  valid: z.boolean(),
  errors: z.array(z.string()).meta({ description: "What is wrong, in SPEC's words where it has them." }),
})
export const compareResponseSchema = comparisonResultSchema.extend({ success: z.literal(true) })

export const batchResponseSchema = z.object({
  success: z.literal(true),
  successful: z.array(z.object({ id: z.string(), reference: z.string() })),
  failed: z.array(z.object({ reference: z.string(), message: z.string() })),
  successCount: z.number().int(),
  failureCount: z.number().int(),
})

export const importResponseSchema = z.object({ success: z.literal(true), properties: z.array(storedPropertySchema), count: z.number().int() })

const countsOf = (keys: readonly string[]) => z.object(Object.fromEntries(keys.map((key) => [key, z.number().int()])))

export const summaryResponseSchema = z.object({
  success: z.literal(true),
  summary: z.object({
    total: z.number().int(),
    byStatus: countsOf(propertyStatuses),
    byType: countsOf(propertyTypes),
    totalListedValue: z.number().meta({ description: 'Sum of the asking prices of active listings for sale, in rupees (a rent or a lease is priced per month, so is not in it).' }),
    totalViews: z.number().int(),
    recentChanges: z
      .array(
        z.object({
          propertyId: z.string(),
          reference: z.string(),
          title: z.string(),
          kind: z.enum(['price', 'ownership', 'dealer', 'created', 'updated']),
          at: z.iso.datetime(),
          detail: z.string(),
          alsoUpdated: z
            .array(z.object({ propertyId: z.string(), reference: z.string(), title: z.string(), at: z.iso.datetime() }))
            .optional()
            .meta({ description: "On a line grouping 'Details updated' entries in a row: the other listings updated, newest first." }),
        }),
      )
      .meta({ description: "The latest 10 changes, newest first; 'Details updated' entries in a row make one line." }),
  }),
})

export const exportResponseSchema = storedPropertySchema.meta({ description: 'The property document as a JSON file (2-space indent), named in Content-Disposition.' })
