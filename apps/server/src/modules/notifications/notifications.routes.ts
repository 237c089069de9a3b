// The notification calls: the signed-in user's own notifications (listed, counted, read one or
// all), their live stream (Server-Sent Events, read with fetch and the Bearer header: tokens never
// go in a URL), and the SMS-reminder setting. No call takes a user id; another's is a 404.
import { messages, notificationMessages } from '@vishwas/domain'
import type { FastifyPluginCallbackZod } from 'fastify-type-provider-zod'
import { z } from 'zod'
import { badRequest } from '../../errors'
import { errorResponses } from '../../lib/http-schemas'
import { requireSignedIn } from '../../plugins/auth'
import type { AuthContext } from '../../plugins/auth-guards'
import { RECONNECT_DELAY_MS } from './notification-hub'
import { createNotificationsRepository } from './notifications.repository'
import {
  notificationParamsSchema,
  notificationResponseSchema,
  notificationSettingsBodySchema,
  notificationSettingsResponseSchema,
  notificationsQuerySchema,
  notificationsResponseSchema,
  readAllResponseSchema,
  streamQuerySchema,
  unreadCountResponseSchema,
} from './notifications.schemas'
import {
  countUnreadNotifications,
  getNotificationSettings,
  listNotifications,
  readAllNotifications,
  readNotification,
  updateNotificationSettings,
} from './notifications.service'

/** A client that asks for the event stream by name (a plain request would wait on it for ever). */
const acceptsEventStream = (accept: string | undefined) => accept !== undefined && /(^|,)\s*text\/event-stream\s*(;|,|$)/i.test(accept)

const isUuid = (text: string) => /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i.test(text)

const notificationsRoutes: FastifyPluginCallbackZod = (app, _options, done) => {
  const repository = createNotificationsRepository(app.database)
  const preHandler = requireSignedIn({ whenMissing: messages.userNotAuthenticated })
  const tags = ['notifications']
  // The guard ran: the caller is signed in.
  const authOf = (request: { auth: AuthContext | null }) => request.auth as AuthContext

  app.get(
    '/notifications',
    {
      preHandler,
      schema: {
        tags,
        summary: 'Your notifications, newest first',
        querystring: notificationsQuerySchema,
        response: { 200: notificationsResponseSchema, ...errorResponses(400, 401, 429) },
      },
    },
    async (request) => ({
      success: true as const,
      ...(await listNotifications({ repository, auth: authOf(request), unreadOnly: request.query.unread ?? false, page: request.query.page, limit: request.query.limit })),
    }),
  )

  app.get(
    '/notifications/unread-count',
    { preHandler, schema: { tags, summary: 'How many of your notifications are unread', response: { 200: unreadCountResponseSchema, ...errorResponses(401, 429) } } },
    async (request) => ({ success: true as const, unreadCount: await countUnreadNotifications({ repository, auth: authOf(request) }) }),
  )

  app.get(
    '/notifications/stream',
    {
      preHandler,
      schema: {
        tags,
        summary: 'Your notifications as they happen (Server-Sent Events)',
        description: `Send \`Accept: text/event-stream\` (without it: 400). text/event-stream: \`event: notification\` with the notification as JSON (its id as the event id), \`event: ready\` once connected (after any replay), and heartbeat comments. Send the Bearer header (read it with fetch; EventSource cannot send one). A reconnect sends Last-Event-ID (or ?since=) and first receives what it missed. The stream ends when the access token expires (reconnect with a fresh one) and at most 5 stay open per user (the oldest is closed); reconnect after ${RECONNECT_DELAY_MS / 1000} s.`,
        querystring: streamQuerySchema,
        response: { 200: z.string().meta({ description: 'The event stream.' }), ...errorResponses(400, 401, 429) },
      },
    },
    (request, reply) => {
      const auth = authOf(request)
      if (!acceptsEventStream(request.headers.accept)) throw badRequest(notificationMessages.streamAccept)
      const header = request.headers['last-event-id']
      const lastEventId = typeof header === 'string' && isUuid(header.trim()) ? header.trim() : undefined
      reply.hijack()
      app.notifications.open({
        userId: auth.did,
        response: reply.raw,
        expiresAt: auth.exp,
        lastEventId,
        since: request.query.since,
        headers: reply.getHeaders(),
      })
    },
  )

  app.post(
    '/notifications/read-all',
    { preHandler, schema: { tags, summary: 'Mark all your notifications read', response: { 200: readAllResponseSchema, ...errorResponses(401, 429) } } },
    async (request) => ({ success: true as const, updated: await readAllNotifications({ repository, auth: authOf(request), now: new Date() }), unreadCount: 0 as const }),
  )

  app.post(
    '/notifications/:notificationId/read',
    {
      preHandler,
      schema: {
        tags,
        summary: 'Mark one of your notifications read',
        params: notificationParamsSchema,
        response: { 200: notificationResponseSchema, ...errorResponses(400, 401, 404, 429) },
      },
    },
    async (request) => ({
      success: true as const,
      notification: await readNotification({ repository, auth: authOf(request), id: request.params.notificationId, now: new Date() }),
    }),
  )

  app.get(
    '/users/me/notification-settings',
    { preHandler, schema: { tags, summary: 'Your notification settings', response: { 200: notificationSettingsResponseSchema, ...errorResponses(401, 429) } } },
    async (request) => ({ success: true as const, settings: await getNotificationSettings({ repository, auth: authOf(request) }) }),
  )

  app.put(
    '/users/me/notification-settings',
    {
      preHandler,
      schema: {
        tags,
        summary: 'Change your notification settings (turn SMS reminders off or on)',
        body: notificationSettingsBodySchema,
        response: { 200: notificationSettingsResponseSchema, ...errorResponses(400, 401, 415, 429) },
      },
    },
    async (request) => ({ success: true as const, settings: await updateNotificationSettings({ repository, auth: authOf(request), changes: request.body }) }),
  )
  done()
}

export default notificationsRoutes
