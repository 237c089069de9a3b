// Request and response schemas of the shortlist calls (they also make the OpenAPI entries).
import { MAX_SHORTLIST, isPropertyReference, propertyReferenceSchema, publicPropertySchema } from '@vishwas/domain'
import { z } from 'zod'

const propertyKeySchema = z
  .union([z.uuid(), propertyReferenceSchema], { error: 'must be a property UUID or a PROP- reference' })
  .meta({ description: "The property's UUID or its PROP- reference." })

export const shortlistParamsSchema = z.strictObject({ propertyId: propertyKeySchema })

const isPropertyKey = (value: string) => z.uuid().safeParse(value).success || isPropertyReference(value)
const idsMessage = `must be 1 to ${MAX_SHORTLIST} property UUIDs or PROP- references, separated by commas`

export const publicByIdsQuerySchema = z.strictObject({
  ids: z
    .string({ error: idsMessage })
    .max(MAX_SHORTLIST * 40, { error: idsMessage })
    .transform((text) => text.split(',').map((part) => part.trim()))
    .refine((keys) => keys.length >= 1 && keys.length <= MAX_SHORTLIST && keys.every(isPropertyKey), { error: idsMessage })
    .meta({ description: `Up to ${MAX_SHORTLIST} property UUIDs or PROP- references, separated by commas.` }),
})

export const mergeBodySchema = z.strictObject({
  propertyIds: z
    .array(propertyKeySchema, { error: 'propertyIds must be a list of property UUIDs or PROP- references' })
    .max(MAX_SHORTLIST, { error: `propertyIds takes at most ${MAX_SHORTLIST} listings` })
    .meta({ description: "The browser's shortlist, newest first." }),
})

export const shortlistItemSchema = z
  .object({
    propertyId: z.string().meta({ description: 'The listing (UUID).' }),
    addedAt: z.iso.datetime().meta({ description: 'When it was added.' }),
  })
  .meta({ title: 'Shortlist item', description: 'A listing on your shortlist.' })

export const shortlistResponseSchema = z.object({ success: z.literal(true), items: z.array(shortlistItemSchema).meta({ description: 'Newest first.' }) })
export const shortlistItemResponseSchema = z.object({ success: z.literal(true), item: shortlistItemSchema })
export const shortlistRemoveResponseSchema = z.object({ success: z.literal(true), removed: z.boolean().meta({ description: 'False when it was not on your shortlist.' }) })
export const mergeResponseSchema = shortlistResponseSchema.extend({
  added: z.number().int().meta({ description: 'How many of the given listings were added.' }),
  skipped: z.number().int().meta({ description: `How many public listings did not fit (the shortlist holds ${MAX_SHORTLIST}).` }),
})
export const publicByIdsResponseSchema = z.object({
  success: z.literal(true),
  properties: z.array(publicPropertySchema).meta({ description: 'The public listings among those named, in the order named; the others are left out.' }),
})
