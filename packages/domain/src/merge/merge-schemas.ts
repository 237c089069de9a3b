// SPEC §3 merge request.
import { z } from 'zod'
import { DEFAULT_MERGE_REASON } from '../constants'
import { messages } from '../messages'
import { doc } from '../schemas/doc'
import { approvalStatusSchema } from '../split/split-schemas'
import { areaUnits } from '../units/area'

export const mergeSourceSchema = z
  .object({
    propertyId: z.string().min(1).meta(doc('Property id', 'A property to merge.')),
    details: z.record(z.string(), z.unknown()).optional().meta(doc('Details', 'Anything else known about the source.')),
    contribution: z.number().min(0).max(100).optional().meta(doc('Contribution', 'Share of the merged property in percent (default 100 / number of sources).')),
    area: z.number().min(0).optional().meta(doc('Area', 'Area of the source.')),
    areaUnit: z.enum(areaUnits).optional().meta(doc('Area unit', 'Unit of the area.')),
    previousOwner: z.string().optional().meta(doc('Previous owner', 'User id of the owner before the merge.')),
  })
  .meta(doc('Merge source', 'One property that goes into a merge.'))
export type MergeSource = z.output<typeof mergeSourceSchema>

export const mergeRequestSchema = z
  .object({
    sourceProperties: z
      .array(mergeSourceSchema, { error: messages.mergeNeedsTwo })
      .min(2, { error: messages.mergeNeedsTwo })
      .meta(doc('Source properties', 'The properties to merge: at least 2.')),
    mergeDate: z.iso.datetime({ offset: true }).optional().meta(doc('Merge date', 'When the merge was requested.')),
    mergeReason: z.string().max(500).default(DEFAULT_MERGE_REASON).meta(doc('Merge reason', "Why (default 'Property consolidation').")),
    targetPropertyData: z.record(z.string(), z.unknown()).default({}).meta(doc('Target property data', 'Fields of the merged property (title, type, ...).')),
    approvalStatus: approvalStatusSchema,
    remarks: z.string().max(2000).optional().meta(doc('Remarks', 'Notes on the request.')),
  })
  .meta(doc('Merge request', 'A request to combine properties into one.'))
export type MergeRequest = z.output<typeof mergeRequestSchema>
