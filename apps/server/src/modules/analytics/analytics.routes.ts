// The site's analytics calls (ARCHITECTURE §2: GA4 and the Meta pixel, off unless configured):
// which tags are on, so one web build serves any deployment, and the tracker's batches of events.
import { CONSENT_COOKIE } from '@vishwas/domain'
import type { FastifyPluginCallbackZod } from 'fastify-type-provider-zod'
import type { Config } from '../../config'
import { errorResponses } from '../../lib/http-schemas'
import { createMetaConversionsApi } from '../../providers/analytics/meta-conversions-api'
import { createAnalyticsRepository } from './analytics.repository'
import { SITE_EVENTS_BODY_LIMIT_BYTES, analyticsSettingsResponseSchema, siteEventsRequestSchema, siteEventsResponseSchema } from './analytics.schemas'
import { getAnalyticsSettings, recordSiteEvents } from './analytics.service'

/** The pixel's own cookies (fb.1.<time>.<random>), passed on only when they look like that. */
const pixelCookie = (value: string | undefined) => (value !== undefined && /^fb\.\d\.\d{1,16}\.[\w.-]{1,200}$/.test(value) ? value : undefined)
/** The Host header is the client's word: only a host name and port go into a URL sent to Meta. */
const siteOrigin = (protocol: string, host: string) => `${protocol}://${/^[a-z0-9.-]+(:\d{1,5})?$/i.test(host) ? host : 'localhost'}`

const analyticsRoutes: FastifyPluginCallbackZod<{ config: Config }> = (app, { config }, done) => {
  const repository = createAnalyticsRepository(app.database)
  const conversions = config.analytics.metaPixel?.conversionsApi
  const capi = conversions && config.analytics.metaPixel ? createMetaConversionsApi({ pixelId: config.analytics.metaPixel.pixelId, ...conversions }) : null
  const tags = ['analytics']

  app.get(
    '/analytics/config',
    {
      schema: {
        tags,
        summary: 'Which analytics tags this deployment has',
        description: 'Null for a tag that is not configured. With neither, the web app shows no consent banner and loads no tag.',
        response: { 200: analyticsSettingsResponseSchema, ...errorResponses(429) },
      },
    },
    async (_request, reply) => {
      reply.header('cache-control', 'public, max-age=300')
      return { success: true as const, ...getAnalyticsSettings({ config: config.analytics }) }
    },
  )

  app.post(
    '/analytics/events',
    {
      bodyLimit: SITE_EVENTS_BODY_LIMIT_BYTES,
      preHandler: app.optionalUser,
      schema: {
        tags,
        summary: "Record a batch of the site tracker's events",
        description: `Kept, and sent on to Meta's Conversions API when it is configured, only when the \`${CONSENT_COOKIE}\` cookie is \`granted\`; otherwise nothing is kept or sent and the answer says 0. A signed-in visitor's e-mail and phone go to Meta only as SHA-256 hashes.`,
        body: siteEventsRequestSchema,
        response: { 200: siteEventsResponseSchema, ...errorResponses(400, 413, 415, 429) },
      },
    },
    async (request) => {
      const result = await recordSiteEvents({
        config: config.analytics,
        repository,
        capi,
        events: request.body.events,
        nowMs: Date.now(),
        visitor: {
          consent: request.cookies[CONSENT_COOKIE],
          userId: request.auth?.did ?? null,
          ip: request.ip,
          userAgent: (request.headers['user-agent'] ?? '').slice(0, 512),
          origin: siteOrigin(request.protocol, request.host),
          fbp: pixelCookie(request.cookies._fbp),
          fbc: pixelCookie(request.cookies._fbc),
        },
        onForwardFailure: (error) => request.log.warn({ err: error }, 'Meta Conversions API did not take the events'),
      })
      return { success: true as const, ...result }
    },
  )
  done()
}

export default analyticsRoutes
