// Schemas of the document calls (they make the OpenAPI entries).
import { documentCategories, expiryStatuses, listingTypes, propertyDocumentSchema } from '@vishwas/domain'
import { z } from 'zod'
import { propertyIdParamsSchema } from '../properties-public/properties-public.schemas'

export const documentsParamsSchema = propertyIdParamsSchema
export const documentParamsSchema = z.strictObject({
  id: propertyIdParamsSchema.shape.id,
  docId: z.uuid({ error: 'must be a document id (UUID)' }).meta({ description: 'The document id.' }),
})

const booleanText = z.enum(['true', 'false'], { error: 'must be true or false' }).transform((value) => value === 'true')

export const documentListQuerySchema = z.strictObject({
  category: z.enum(documentCategories).optional().meta({ description: 'Only this category.' }),
  type: z.string().min(1).max(100).optional().meta({ description: 'Only this document type (e.g. sale_deed).' }),
  verified: booleanText.optional().meta({ description: 'true: only verified documents; false: only those not verified (pending or rejected).' }),
  expiryStatus: z.enum(expiryStatuses).optional().meta({ description: 'Only documents in this expiry state (as the daily scan or the last write of the date recorded it).' }),
  archived: booleanText.optional().meta({ description: 'true: only archived documents; false: only those not archived.' }),
})

export const checklistQuerySchema = z.strictObject({
  dealType: z.enum(listingTypes).optional().meta({ description: "sale, rent or lease; the listing's own listing type when absent." }),
})

export const documentResponseSchema = z.object({ success: z.literal(true), document: propertyDocumentSchema })
export const documentListResponseSchema = z.object({
  success: z.literal(true),
  documents: z.array(propertyDocumentSchema).meta({ description: 'By category, newest first within one.' }),
})
export const documentBatchResponseSchema = z.object({
  success: z.literal(true),
  results: z.array(
    z.object({
      index: z.number().int().meta({ description: 'Position of the document in the request.' }),
      success: z.boolean(),
      document: propertyDocumentSchema.optional(),
      error: z.string().optional().meta({ description: 'Why this document was refused.' }),
    }),
  ),
  documents: z.array(propertyDocumentSchema).meta({ description: "The property's documents after the batch." }),
})
export const deleteDocumentResponseSchema = z.object({ success: z.literal(true), message: z.string() })

const categoryList = z.array(z.enum(documentCategories))
export const checklistResponseSchema = z.object({
  success: z.literal(true),
  checklist: z.object({
    dealType: z.enum(listingTypes),
    required: categoryList.meta({ description: 'The categories this deal type needs (SPEC §5).' }),
    complete: z.boolean().meta({ description: 'Nothing required is missing.' }),
    missing: categoryList,
    present: categoryList,
    verified: categoryList.meta({ description: 'Present categories with at least one verified document.' }),
    unverified: categoryList.meta({ description: 'Present categories without a verified document.' }),
  }),
})
