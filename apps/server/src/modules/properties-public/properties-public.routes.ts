// Public property calls (no sign-in, SPEC §6/§7): the listing, one property, views, analytics
// and statistics.
import type { FastifyPluginCallbackZod } from 'fastify-type-provider-zod'
import { errorResponses, okSchema } from '../../lib/http-schemas'
import { inReply } from '../../lib/raw-json'
import { createPropertiesPublicRepository } from './properties-public.repository'
import {
  ANALYTICS_BODY_LIMIT_BYTES,
  analyticsBodySchema,
  propertyIdParamsSchema,
  propertyResponseSchema,
  publicListQuerySchema,
  publicListResponseSchema,
  statisticsResponseSchema,
  viewsResponseSchema,
} from './properties-public.schemas'
import {
  getPropertyStatistics,
  getPublicProperty,
  listPublicProperties,
  recordPropertyAnalytics,
  recordPropertyView,
} from './properties-public.service'

const propertiesPublicRoutes: FastifyPluginCallbackZod = (app, _options, done) => {
  const repository = createPropertiesPublicRepository(app.database)
  const tags = ['properties']

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
        params: propertyIdParamsSchema,
        response: { 200: viewsResponseSchema, ...errorResponses(400, 404, 429, 500) },
      },
    },
    async (request) => ({ success: true as const, views: await recordPropertyView({ repository, id: request.params.id }) }),
  )

  app.patch(
    '/properties/:id/analytics',
    {
      bodyLimit: ANALYTICS_BODY_LIMIT_BYTES,
      schema: {
        tags,
        summary: 'Store an engagement event for a listing',
        params: propertyIdParamsSchema,
        body: analyticsBodySchema,
        response: { 200: okSchema, ...errorResponses(400, 404, 413, 415, 429, 500) },
      },
    },
    async (request) => {
      await recordPropertyAnalytics({ repository, id: request.params.id, payload: request.body })
      return { success: true as const }
    },
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
