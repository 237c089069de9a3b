// Public property calls (no sign-in, SPEC §6/§7): the listing, one property, views, analytics
// and statistics.
import type { FastifyPluginCallbackZod } from 'fastify-type-provider-zod'
import type { Config } from '../../config'
import { errorResponses } from '../../lib/http-schemas'
import { inReply } from '../../lib/raw-json'
import { TooManyRequestsError } from '../auth/rate-limit-store'
import { createPropertiesPublicRepository } from './properties-public.repository'
import {
  ANALYTICS_BODY_LIMIT_BYTES,
  analyticsBodySchema,
  analyticsResponseSchema,
  propertyIdParamsSchema,
  propertyResponseSchema,
  publicListQuerySchema,
  publicListResponseSchema,
  statisticsResponseSchema,
  viewsResponseSchema,
} from './properties-public.schemas'
import { ENGAGEMENT_LIMITS, recordPropertyEvent, recordPropertyView, type EngagementContext } from './engagement.service'
import { getPropertyStatistics, getPublicProperty, listPublicProperties } from './properties-public.service'
import { createVisitorOf } from './visitor'

const countingRule = `Anonymous (SPEC §6). Counted at most once per visitor (the client address and User-Agent, kept only as a keyed hash) per listing per day (India time), and for at most ${ENGAGEMENT_LIMITS.addressDailyCounts} visitors behind one address; a repeat answers 200 with counted false. ${ENGAGEMENT_LIMITS.perVisitorPerMinute} calls a minute per visitor and ${ENGAGEMENT_LIMITS.perAddressPerMinute} per address, views and events together (429 with Retry-After past them).`

const propertiesPublicRoutes: FastifyPluginCallbackZod<{ config: Config }> = (app, options, done) => {
  const repository = createPropertiesPublicRepository(app.database)
  const visitorOf = createVisitorOf(options.config.secrets.tokenSigningKey)
  const { limits, clock } = app.identity
  const engagement = (request: Parameters<typeof visitorOf>[0]): EngagementContext => ({ repository, limits, nowMs: clock.now(), visitor: visitorOf(request) })
  const tags = ['properties']

  app.addHook('onError', (_request, reply, error, hookDone) => {
    if (error instanceof TooManyRequestsError) reply.header('retry-after', String(error.retryAfterSeconds))
    hookDone()
  })

  app.get(
    '/properties/public',
    {
      schema: {
        tags,
        summary: 'Active listings, filtered, sorted and paginated',
        querystring: publicListQuerySchema,
        response: { 200: publicListResponseSchema, ...errorResponses(400, 429, 500) },
      },
    },
    async (request) => inReply({ success: true as const, ...(await listPublicProperties({ repository, query: request.query })) }),
  )

  app.get(
    '/properties/public/:id',
    {
      schema: {
        tags,
        summary: 'One listing by UUID or PROP- reference',
        params: propertyIdParamsSchema,
        response: { 200: propertyResponseSchema, ...errorResponses(400, 404, 429, 500) },
      },
    },
    async (request) => inReply({ success: true as const, property: await getPublicProperty({ repository, id: request.params.id }) }),
  )

  app.patch(
    '/properties/:id/views',
    {
      schema: {
        tags,
        summary: 'Count one view of a listing',
        description: countingRule,
        params: propertyIdParamsSchema,
        response: { 200: viewsResponseSchema, ...errorResponses(400, 404, 429, 500) },
      },
    },
    async (request) => ({ success: true as const, ...(await recordPropertyView({ ...engagement(request), id: request.params.id })) }),
  )

  app.patch(
    '/properties/:id/analytics',
    {
      bodyLimit: ANALYTICS_BODY_LIMIT_BYTES,
      schema: {
        tags,
        summary: "Count an engagement event of a listing (a share, a save, a contact)",
        description: `${countingRule} A counted event adds one to the listing's analytics counter of its kind.`,
        params: propertyIdParamsSchema,
        body: analyticsBodySchema,
        response: { 200: analyticsResponseSchema, ...errorResponses(400, 404, 413, 415, 429, 500) },
      },
    },
    async (request) => ({ success: true as const, ...(await recordPropertyEvent({ ...engagement(request), id: request.params.id, event: request.body.event })) }),
  )

  app.get(
    '/properties/statistics',
    {
      schema: {
        tags,
        summary: 'Counts and averages over all properties',
        response: { 200: statisticsResponseSchema, ...errorResponses(429, 500) },
      },
    },
    async () => ({ success: true as const, ...(await getPropertyStatistics({ repository })) }),
  )
  done()
}

export default propertiesPublicRoutes
