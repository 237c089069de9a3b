// The site events' request body (zod), apart from their names and limits so that the first load
// of every page, which records page views, does not bring zod with it.
import { z } from 'zod'
import { MAX_SITE_EVENTS_PER_BATCH, siteEventMessages, siteEventNames } from './site-events'

/**
 * One event. The path is only a pathname: queries can carry what a visitor typed (a name, a
 * phone number in a search), so they never leave the browser with an event.
 */
export const siteEventSchema = z.strictObject({
  id: z.uuid().meta({ description: "The event's id; the pixel's eventID for the same event, so Meta counts it once." }),
  name: z.enum(siteEventNames, { error: siteEventMessages.unknownEvent }),
  path: z
    .string()
    .max(512)
    .regex(/^\/[^?#\s]*$/, { error: siteEventMessages.badPath })
    .meta({ description: 'The page, as a path without query or fragment.' }),
  time: z.number().int().min(0).meta({ description: 'When it happened, in milliseconds since 1970 (the browser clock).' }),
  propertyId: z
    .string()
    .max(64)
    .regex(/^[A-Za-z0-9-]+$/)
    .optional()
    .meta({ description: 'The listing it concerns (UUID or PROP- reference), for contact, share and save.' }),
})
export type SiteEvent = z.output<typeof siteEventSchema>

export const siteEventsBodySchema = z.strictObject({
  events: z.array(siteEventSchema).min(1).max(MAX_SITE_EVENTS_PER_BATCH),
})
export type SiteEventsBody = z.output<typeof siteEventsBodySchema>
