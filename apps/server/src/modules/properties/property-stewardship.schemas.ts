// Schemas of the dealer change log and the deleted-listings calls (they make the OpenAPI entries).
import { MAX_PAGE_LIMIT, PAGINATION_DEFAULTS, SMALL_CHANGE_VALUE_CHARS, deletedPropertySchema, paginationSchema } from '@vishwas/domain'
import { z } from 'zod'
import { integerParam } from '../../lib/http-schemas'
import { MAX_PAGE } from '../properties-public/properties-public.schemas'

export const pageQuerySchema = z.strictObject({
  page: integerParam(1, MAX_PAGE).default(PAGINATION_DEFAULTS.page).meta({ description: `Page number, 1 to ${MAX_PAGE} (default 1).` }),
  limit: integerParam(1, MAX_PAGE_LIMIT)
    .default(PAGINATION_DEFAULTS.limit)
    .meta({ description: `Entries per page, 1 to ${MAX_PAGE_LIMIT} (default ${PAGINATION_DEFAULTS.limit}).` }),
})

// Any JSON value. Not z.json(): its recursive schema renders as a $ref the OpenAPI document cannot
// resolve; an unconstrained schema says the same to a reader and to a client generator.
const jsonValue = z.unknown().meta({ description: 'The JSON value of the field (any type: text, number, boolean, list or object); null when the field was absent.' })

const documentChangeSchema = z
  .object({
    path: z.string().meta({ description: 'The changed field, dotted (e.g. financial.pricing.totalPrice); a list counts as one field.' }),
    before: jsonValue.optional(),
    after: jsonValue.optional(),
    omitted: z.literal(true).optional().meta({ description: `The values were not kept: one of them is longer than ${SMALL_CHANGE_VALUE_CHARS} characters of JSON.` }),
  })
  .meta({ title: 'Document change' })

const dealerChangeSchema = z
  .object({
    id: z.number().int(),
    changedAt: z.iso.datetime(),
    dealer: z
      .object({ id: z.uuid(), name: z.string() })
      .nullable()
      .meta({ description: 'The dealer who made the change; null once their account is gone.' }),
    changes: z.array(documentChangeSchema),
  })
  .meta({ title: 'Dealer change', description: 'One write to the listing by a dealer who is not its owner, creator, lister or current dealer.' })

export const dealerChangesResponseSchema = z.object({
  success: z.literal(true),
  changes: z.array(dealerChangeSchema).meta({ description: 'Newest first.' }),
  pagination: paginationSchema,
})

export const deletedPropertyParamsSchema = z.strictObject({
  id: z.uuid({ error: 'must be a property UUID' }).meta({ description: "The deleted property's UUID." }),
})

export const deletedPropertiesResponseSchema = z.object({
  success: z.literal(true),
  properties: z.array(deletedPropertySchema).meta({ description: 'Most recently deleted first.' }),
  pagination: paginationSchema,
})

export const restoreResponseSchema = z.object({ success: z.literal(true), message: z.string() })
