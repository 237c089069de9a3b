// SPEC §3 split request, resulting part and split part draft.
import { z } from 'zod'
import { DEFAULT_SPLIT_REASON } from '../constants'
import { messages } from '../messages'
import { latLngSchema } from '../property/property-sections'
import { doc } from '../schemas/doc'
import { areaUnits } from '../units/area'

export const approvalStatuses = ['pending', 'approved', 'rejected', 'cancelled'] as const
export type ApprovalStatus = (typeof approvalStatuses)[number]

export const approvalStatusSchema = z.enum(approvalStatuses).default('pending').meta(doc('Approval status', 'pending until approved, rejected or cancelled.'))

/** SPEC §5: split portion and area are parsed as numbers, falling back to 0. */
export function parseNumberOrZero(value: unknown): number {
  const n = typeof value === 'string' && value.trim() !== '' ? Number(value) : value
  return typeof n === 'number' && Number.isFinite(n) ? n : 0
}

const numberOrZero = (title: string, description: string) =>
  z.unknown().transform(parseNumberOrZero).pipe(z.number()).meta({ ...doc(title, description), type: 'number' })

const ring = z.array(latLngSchema).meta(doc('Boundary', 'The part boundary: an open ring of at least 3 points.'))

export const resultingPartSchema = z
  .object({
    propertyId: z.string().optional().meta(doc('Property id', 'Id of the property created for this part.')),
    propertyUID: z.string().optional().meta(doc('Property reference', 'Reference (PROP-...) of the property created for this part.')),
    name: z.string().max(250).optional().meta(doc('Name', "Part name, '{title} - Part N'.")),
    portion: numberOrZero('Portion', 'Share of the parent in percent (non-numbers count as 0).'),
    area: numberOrZero('Area', 'Area of the part in its unit (non-numbers count as 0).'),
    areaUnit: z.enum(areaUnits).default('sqft').meta(doc('Area unit', 'Unit of the area (default sqft).')),
    description: z.string().max(2000).default('').meta(doc('Description', 'What this part is.')),
    documents: z.array(z.string()).default([]).meta(doc('Documents', 'Ids of documents that go with this part.')),
    coordinates: ring.optional(),
    parentPropertyId: z.string().optional().meta(doc('Parent property id', 'The property being split.')),
  })
  .meta(doc('Resulting part', 'One property a split creates.'))
export type ResultingPart = z.output<typeof resultingPartSchema>

export const splitRequestSchema = z
  .object({
    splitDate: z.iso.datetime({ offset: true }).optional().meta(doc('Split date', 'When the split was requested.')),
    splitReason: z.string().max(500).default(DEFAULT_SPLIT_REASON).meta(doc('Split reason', "Why the property is split (default 'Property subdivision').")),
    resultingProperties: z
      .array(resultingPartSchema, { error: messages.resultingPropertiesRequired })
      .meta(doc('Resulting properties', 'The parts the property is split into.')),
    approvalStatus: approvalStatusSchema,
    approvedBy: z.string().optional().meta(doc('Approved by', 'User id of the approver.')),
    approvalDate: z.iso.datetime({ offset: true }).optional().meta(doc('Approval date', 'When it was approved.')),
    remarks: z.string().max(2000).optional().meta(doc('Remarks', 'Notes on the request.')),
  })
  .meta(doc('Split request', 'A request to divide one property into parts.'))
export type SplitRequest = z.output<typeof splitRequestSchema>
export type SplitRequestInput = z.input<typeof splitRequestSchema>

export const splitPartDraftSchema = z
  .object({
    id: z.string().meta(doc('Temporary id', 'Id of the draft part in the split tool.')),
    name: z.string().meta(doc('Name', "'{title} - Part N'.")),
    description: z.string().default('').meta(doc('Description', 'What this part is.')),
    portion: z.number().meta(doc('Portion', 'Share of the parent in percent.')),
    area: z.number().meta(doc('Area', 'Area of the part.')),
    areaUnit: z.enum(areaUnits).default('sqft').meta(doc('Area unit', 'Unit of the area (default sqft).')),
    coordinates: ring,
    pieces: z
      .array(ring)
      .optional()
      .meta(doc('Pieces', 'When a part of a concave parcel falls into separate pieces: all of them, the largest first (it is also coordinates).')),
    parentPropertyId: z.string().meta(doc('Parent property id', 'The property being split.')),
    splitReason: z.string().meta(doc('Split reason', "'Property subdivision' for auto parts, 'Manual subdivision' for manual ones.")),
  })
  .meta(doc('Split part draft', 'A part being drawn or reviewed in the split tool before saving.'))
export type SplitPartDraft = z.output<typeof splitPartDraftSchema>

export const splitResultSchema = z
  .object({
    resultingProperties: z
      .array(z.object({ id: z.string().meta(doc('Id', 'Id of a created property.')) }).loose().meta(doc('Created property', 'A property the split created.')))
      .meta(doc('Resulting properties', 'The properties the split created.')),
  })
  .meta(doc('Split result', 'What saving a split returns.'))
export type SplitResult = z.output<typeof splitResultSchema>
