// Request and response schemas of the site-visit calls (they also make the OpenAPI entries).
import { MAX_PROPOSED_SLOTS, paginationSchema, visitActions, visitModes, visitStatuses, visitViewSchema } from '@vishwas/domain'
import { z } from 'zod'
import { propertyIdParamsSchema } from '../properties-public/properties-public.schemas'
import { pageQuerySchema } from '../properties/property-stewardship.schemas'

export const visitParamsSchema = z.strictObject({
  visitId: z.uuid({ error: 'must be a site visit id (UUID)' }).meta({ description: 'The site visit id.' }),
})
export const propertyVisitParamsSchema = propertyIdParamsSchema

const instant = z.iso.datetime({ offset: true, error: 'must be a date and time (ISO 8601 with a time zone)' })
export const slotSchema = z.strictObject({
  start: instant.meta({ description: 'When the visit starts.' }),
  end: instant.meta({ description: 'When it ends (30 minutes to 3 hours later, by 21:00 India time).' }),
})
// The count is checked with the other slot rules, so its message is the domain's (422).
const slotsSchema = z.array(slotSchema).max(10).meta({ description: `1 to ${MAX_PROPOSED_SLOTS} slots, each wholly between 07:00 and 21:00 India time, in the future.` })

export const requestVisitBodySchema = z.strictObject({
  slots: slotsSchema,
  mode: z.enum(visitModes).default('in-person'),
  notes: z.string().max(1000, { error: 'must be at most 1000 characters' }).optional().meta({ description: 'Directions or requests for the host.' }),
})

export const visitTransitionBodySchema = z.strictObject({
  action: z.enum(visitActions as [string, ...string[]]).meta({ description: `One of ${visitActions.join(', ')}.` }),
  version: z.number().int().min(0).optional().meta({ description: 'The version the caller read: a stale one is refused (409).' }),
  slotStart: instant.optional().meta({ description: 'confirm / accept: the start of the chosen proposed slot (may be left out when only one is proposed).' }),
  slots: slotsSchema.optional().meta({ description: 'propose: the new slots.' }),
})

export const visitsQuerySchema = pageQuerySchema.extend({
  status: z.enum(visitStatuses).optional(),
  propertyId: z.string().min(1).max(200).optional().meta({ description: "Only visits at this listing (its id or PROP- reference): the host's calendar." }),
  role: z.enum(['visitor', 'property']).optional().meta({ description: 'visitor: my visits; property: visits at listings I manage. Default both (an admin: every visit).' }),
  from: instant.optional().meta({ description: 'Slots starting at or after this instant.' }),
  to: instant.optional().meta({ description: 'Slots starting before this instant.' }),
})

export const visitResponseSchema = z.object({ success: z.literal(true), visit: visitViewSchema })
export const visitsResponseSchema = z.object({ success: z.literal(true), visits: z.array(visitViewSchema), pagination: paginationSchema })
