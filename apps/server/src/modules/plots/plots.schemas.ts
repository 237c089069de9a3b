// Request and response schemas of the split, merge and operation calls (SPEC §7), which also
// make their OpenAPI entries. Split and merge bodies are taken loosely here and read with the
// domain's schemas by the services, so a missing list answers SPEC's own message
// ('resultingProperties array is required', 'At least 2 properties are required for merging').
import {
  MAX_PAGE_LIMIT,
  PAGINATION_DEFAULTS,
  approvalStatuses,
  areaUnits,
  latLngSchema,
  operationStatuses,
  paginationSchema,
  propertyReferenceSchema,
  publicPropertySchema,
  splitPartDraftSchema,
  storedPropertySchema,
} from '@vishwas/domain'
import { z } from 'zod'
import { integerParam } from '../../lib/http-schemas'
import { MAX_PAGE } from '../properties-public/properties-public.schemas'

const propertyKeySchema = z
  .union([z.uuid(), propertyReferenceSchema], { error: 'must be a property UUID or a PROP- reference' })
  .meta({ description: "The property's UUID or its PROP- reference." })
const operationIdSchema = (what: string) => z.uuid({ error: `must be a ${what} id (UUID)` })

export const propertyParamsSchema = z.strictObject({ id: propertyKeySchema })
export const splitParamsSchema = z.strictObject({ id: propertyKeySchema, splitId: operationIdSchema('split').meta({ description: 'The split (its operation id).' }) })
export const mergeParamsSchema = z.strictObject({ mergeId: operationIdSchema('merge').meta({ description: 'The merge (its operation id).' }) })
export const operationParamsSchema = z.strictObject({ operationId: operationIdSchema('operation').meta({ description: 'The operation id a split or merge answered.' }) })

export const splitBodySchema = z.record(z.string(), z.unknown()).meta({
  description:
    "A split request (SPEC §3): splitDate, splitReason (default 'Property subdivision'), remarks and resultingProperties, each part with portion, area, areaUnit, name, description and coordinates (an open ring inside the parent). Parts must not overlap, must cover the parent and their areas and portions must add up to the parent's (tolerance 0.1 %).",
})
export const mergeBodySchema = z.record(z.string(), z.unknown()).meta({
  description:
    "A merge request (SPEC §3): sourceProperties (at least 2, each { propertyId, contribution? }), mergeDate, mergeReason (default 'Property consolidation'), targetPropertyData (title, type, price, ... of the merged property; its owners, dealer, boundary and status are the server's) and remarks.",
})
export const partBodySchema = z.record(z.string(), z.unknown()).meta({
  description: 'A property-shaped part: coordinates (an open ring inside the parent), and optionally name, description and areaUnit.',
})
export const validateMergeBodySchema = z.object({
  propertyIds: z.array(z.string().max(128)).max(50).catch([]).meta({ description: 'The properties to merge: UUIDs or PROP- references.' }),
}).catch({ propertyIds: [] })
export const approvalBodySchema = z.strictObject({
  approvalStatus: z.enum(['approved', 'rejected'], { error: 'must be approved or rejected' }).meta({ description: 'The decision.' }),
  remarks: z.string().trim().max(2000, { error: 'must be at most 2000 characters' }).optional().meta({ description: 'Why, for the requester.' }),
})
export const cancelBodySchema = z
  .strictObject({ remarks: z.string().trim().max(2000, { error: 'must be at most 2000 characters' }).optional().meta({ description: 'Why it is withdrawn.' }) })
  .nullish()

const decision = {
  approvalStatus: z.enum(approvalStatuses),
  approvedBy: z.string().nullable().meta({ description: 'Who approved, rejected or cancelled it (user id).' }),
  approvalDate: z.iso.datetime().nullable().meta({ description: 'When it was decided.' }),
  remarks: z.string().nullable(),
  status: z.enum(operationStatuses).meta({ description: 'The operation: pending, completed (approved), failed (rejected) or cancelled.' }),
  operationId: z.uuid(),
  requestedBy: z.string().nullable(),
  createdAt: z.iso.datetime(),
  updatedAt: z.iso.datetime(),
}

export const splitRecordSchema = z
  .object({
    id: z.uuid().meta({ description: 'The split id (its operation id).' }),
    parentPropertyId: z.string(),
    parentPropertyUID: z.string().meta({ description: "The parent's PROP- reference." }),
    splitDate: z.iso.datetime(),
    splitReason: z.string(),
    resultingProperties: z.array(
      z.object({
        propertyId: z.string(),
        propertyUID: z.string(),
        name: z.string(),
        portion: z.number(),
        area: z.number(),
        areaUnit: z.enum(areaUnits),
        description: z.string(),
        documents: z.array(z.string()),
        coordinates: z.array(latLngSchema),
        parentPropertyId: z.string(),
      }),
    ),
    ...decision,
  })
  .meta({ title: 'Split', description: 'A split request with its parts and lineage.' })

export const mergeRecordSchema = z
  .object({
    id: z.uuid().meta({ description: 'The merge id (its operation id).' }),
    resultPropertyId: z.string().meta({ description: 'The merged property.' }),
    resultPropertyUID: z.string(),
    mergeDate: z.iso.datetime(),
    mergeReason: z.string(),
    targetPropertyData: z.record(z.string(), z.unknown()),
    sourceProperties: z.array(
      z.object({
        propertyId: z.string(),
        propertyUID: z.string(),
        contribution: z.number(),
        area: z.number(),
        areaUnit: z.enum(areaUnits),
        previousOwner: z.string().nullable(),
      }),
    ),
    ...decision,
  })
  .meta({ title: 'Merge', description: 'A merge request with its sources and lineage.' })

const propertyView = z.union([storedPropertySchema, publicPropertySchema])

export const splitCreatedResponseSchema = z.object({
  success: z.literal(true),
  message: z.string().meta({ description: "'Property split saved successfully. Newly created property IDs: ...'" }),
  operationId: z.uuid(),
  split: splitRecordSchema,
  resultingProperties: z.array(storedPropertySchema).meta({ description: 'The new properties, status pending until an admin approves.' }),
})
export const partResponseSchema = z.object({ success: z.literal(true), message: z.string(), part: splitPartDraftSchema })
export const validityResponseSchema = z.object({ success: z.literal(true), isValid: z.boolean(), message: z.string() })
export const splitHistoryResponseSchema = z.object({ success: z.literal(true), splits: z.array(splitRecordSchema) })
export const splitResponseSchema = z.object({ success: z.literal(true), split: splitRecordSchema })
export const resultingPropertiesResponseSchema = z.object({
  success: z.literal(true),
  resultingProperties: z.array(z.object({ splitId: z.uuid(), approvalStatus: z.enum(approvalStatuses), portion: z.number(), property: propertyView })),
})
export const mergeCreatedResponseSchema = z.object({
  success: z.literal(true),
  operationId: z.uuid(),
  merge: mergeRecordSchema,
  property: storedPropertySchema.meta({ description: 'The merged property, status pending until an admin approves.' }),
})
export const mergeHistoryResponseSchema = z.object({ success: z.literal(true), merges: z.array(mergeRecordSchema) })
export const mergeResponseSchema = z.object({ success: z.literal(true), merge: mergeRecordSchema })
export const sourcePropertiesResponseSchema = z.object({
  success: z.literal(true),
  sourceProperties: z.array(
    z.object({
      mergeId: z.uuid(),
      approvalStatus: z.enum(approvalStatuses),
      propertyId: z.string(),
      propertyUID: z.string(),
      contribution: z.number(),
      property: propertyView.nullable().meta({ description: 'The source as it is now; null when it has been deleted.' }),
    }),
  ),
})
export const operationStatusResponseSchema = z.object({
  success: z.literal(true),
  operation: z.object({
    id: z.uuid(),
    type: z.enum(['split', 'merge']),
    status: z.enum(operationStatuses),
    approvalStatus: z.enum(approvalStatuses),
    sourcePropertyIds: z.array(z.string()),
    resultPropertyIds: z.array(z.string()),
    createdAt: z.iso.datetime(),
    updatedAt: z.iso.datetime(),
  }),
})

export const requestsQuerySchema = z.strictObject({
  status: z
    .enum([...approvalStatuses, 'all'], { error: `must be one of ${[...approvalStatuses, 'all'].join(', ')}` })
    .default('pending')
    .meta({ description: 'The requests in this approval state (default pending: the queue), or all.' }),
  type: z.enum(['split', 'merge'], { error: 'must be split or merge' }).optional().meta({ description: 'Only splits or only merges.' }),
  page: integerParam(1, MAX_PAGE).default(PAGINATION_DEFAULTS.page).meta({ description: `Page number, 1 to ${MAX_PAGE} (default 1).` }),
  limit: integerParam(1, MAX_PAGE_LIMIT).default(PAGINATION_DEFAULTS.limit).meta({ description: `Requests per page, 1 to ${MAX_PAGE_LIMIT} (default ${PAGINATION_DEFAULTS.limit}).` }),
})

const requestSubjectsSchema = z
  .array(z.object({ id: z.string(), reference: z.string(), title: z.string(), city: z.string(), status: z.string() }))
  .meta({ description: "The split's parent or the merge's sources that you may see (those you may manage, and live listings)." })

export const requestsResponseSchema = z.object({
  success: z.literal(true),
  requests: z.array(
    z.discriminatedUnion('type', [
      z.object({ type: z.literal('split'), split: splitRecordSchema, properties: requestSubjectsSchema }),
      z.object({ type: z.literal('merge'), merge: mergeRecordSchema, properties: requestSubjectsSchema }),
    ]),
  ),
  pagination: paginationSchema,
})
