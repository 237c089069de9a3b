// Request and response schemas of the notification calls (they also make the OpenAPI entries).
import { MAX_PAGE_LIMIT, PAGINATION_DEFAULTS, notificationSchema, paginationSchema } from '@vishwas/domain'
import { z } from 'zod'
import { integerParam } from '../../lib/http-schemas'
import { MAX_PAGE } from '../properties-public/properties-public.schemas'

export const notificationParamsSchema = z.strictObject({
  notificationId: z.uuid({ error: 'must be a notification id (UUID)' }).meta({ description: 'The notification id.' }),
})

export const notificationsQuerySchema = z.strictObject({
  unread: z
    .enum(['true', 'false'], { error: 'must be true or false' })
    .transform((value) => value === 'true')
    .optional()
    .meta({ description: 'true: only the unread ones.' }),
  page: integerParam(1, MAX_PAGE).default(PAGINATION_DEFAULTS.page).meta({ description: `Page number, 1 to ${MAX_PAGE} (default 1).` }),
  limit: integerParam(1, MAX_PAGE_LIMIT)
    .default(PAGINATION_DEFAULTS.limit)
    .meta({ description: `Notifications per page, 1 to ${MAX_PAGE_LIMIT} (default ${PAGINATION_DEFAULTS.limit}).` }),
})

const record = notificationSchema.omit({ updatedAt: true })

export const notificationsResponseSchema = z.object({
  success: z.literal(true),
  notifications: z.array(record).meta({ description: 'Newest first.' }),
  unreadCount: z.number().int().meta({ description: 'How many of all your notifications are unread.' }),
  pagination: paginationSchema,
})

export const notificationResponseSchema = z.object({ success: z.literal(true), notification: record })
export const unreadCountResponseSchema = z.object({ success: z.literal(true), unreadCount: z.number().int() })
export const readAllResponseSchema = z.object({
  success: z.literal(true),
  updated: z.number().int().meta({ description: 'How many were unread and are now read.' }),
  unreadCount: z.literal(0),
})

export const streamQuerySchema = z.strictObject({
  since: z.iso
    .datetime({ offset: true, error: 'must be a date and time (ISO 8601)' })
    .optional()
    .meta({ description: 'Replay the notifications made since then (a browser that reconnects sends Last-Event-ID instead).' }),
})

const settingsShape = { smsReminders: z.boolean().meta({ description: 'Visit reminders also go by SMS (notifications in the app always).' }) }
export const notificationSettingsSchema = z.object(settingsShape).meta({ title: 'NotificationSettings' })
export const notificationSettingsBodySchema = z.strictObject(settingsShape)
export const notificationSettingsResponseSchema = z.object({ success: z.literal(true), settings: notificationSettingsSchema })
