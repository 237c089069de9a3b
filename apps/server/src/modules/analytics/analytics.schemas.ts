import { siteEventsBodySchema } from '@vishwas/domain'
import { z } from 'zod'

/** A flush holds at most MAX_SITE_EVENTS_PER_BATCH events of a few hundred bytes each. */
export const SITE_EVENTS_BODY_LIMIT_BYTES = 16 * 1024

export const analyticsSettingsResponseSchema = z.object({
  success: z.literal(true),
  gaMeasurementId: z.string().nullable().meta({ description: 'The GA4 measurement id, or null when GA4 is off.' }),
  metaPixelId: z.string().nullable().meta({ description: 'The Meta pixel id, or null when the pixel is off.' }),
})

export const siteEventsRequestSchema = siteEventsBodySchema

export const siteEventsResponseSchema = z.object({
  success: z.literal(true),
  recorded: z.number().int().meta({ description: 'Events kept (0 without consent or with analytics off).' }),
  forwarded: z.number().int().meta({ description: 'Events the Conversions API accepted (0 without consent, without its token, or when Meta did not answer).' }),
})
