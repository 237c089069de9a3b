// A site visit as the API answers it (GET/POST /api/visits...): the server validates and documents
// its answers with this schema; the web app reads the same type.
import { z } from 'zod'
import { visitModes, visitStatuses } from '../schemas/engagement-enums'
import { visitActions, type VisitAction } from './visit-machine'

export const visitViewSchema = z.object({
  id: z.string(),
  propertyId: z.string(),
  propertyReference: z.string(),
  propertyTitle: z.string(),
  propertyAddress: z.string(),
  visitorId: z.string(),
  visitorName: z.string(),
  hostId: z.string().nullable(),
  mode: z.enum(visitModes),
  status: z.enum(visitStatuses),
  proposedSlots: z.array(z.object({ start: z.string(), end: z.string() })),
  proposedBy: z.enum(['visitor', 'property side']),
  slot: z.object({ start: z.string(), end: z.string() }).meta({ description: 'The agreed slot once confirmed; the earliest proposed one before.' }),
  notes: z.string().nullable(),
  version: z.number().int(),
  allowedActions: z.array(z.enum(visitActions as [VisitAction, ...VisitAction[]])).meta({ description: 'What the caller may do now.' }),
  createdAt: z.string(),
  updatedAt: z.string(),
})
export type VisitView = z.infer<typeof visitViewSchema>
