// The admin console's listing calls (issue #25), admins only (a seller or dealer gets 403, a
// signed-out caller 401): the manager's list over every status, a bulk status change, one
// listing with its owners, dealer and histories, and featuring a listing on the home page. The
// home page's featured row is public.
import type { FastifyPluginCallbackZod } from 'fastify-type-provider-zod'
import { errorResponses } from '../../lib/http-schemas'
import { inReply } from '../../lib/raw-json'
import type { AuthContext } from '../../plugins/auth-guards'
import { createPropertiesRepository } from '../properties/properties.repository'
import { createAdminPropertiesRepository } from './admin-properties.repository'
import {
  adminListQuerySchema,
  adminListResponseSchema,
  adminPropertyResponseSchema,
  bulkStatusBodySchema,
  bulkStatusResponseSchema,
  featureBodySchema,
  featureResponseSchema,
  featuredQuerySchema,
  featuredResponseSchema,
  propertyIdParamsSchema,
} from './admin-properties.schemas'
import { changePropertyStatuses, getAdminProperty, listAdminProperties, setPropertyFeatured, type AdminPropertiesDeps } from './admin-properties.service'

const adminPropertiesRoutes: FastifyPluginCallbackZod = (app, _options, done) => {
  const admin = createAdminPropertiesRepository(app.database)
  const deps: AdminPropertiesDeps = { database: app.database, admin, properties: createPropertiesRepository(app.database) }
  const tags = ['admin']
  const preHandler = app.requireAdmin
  // The guard ran: the caller is an admin.
  const authOf = (request: { auth: AuthContext | null }) => request.auth as AuthContext

  app.get(
    '/admin/properties',
    {
      preHandler,
      schema: {
        tags,
        summary: 'Every listing in every status (deleted ones aside), with the advanced search filters',
        description: 'Admins only. The filters, sort and paging of GET /properties/search/advanced, plus featured. featured lists which of the page are on the home page.',
        querystring: adminListQuerySchema,
        response: { 200: adminListResponseSchema, ...errorResponses(400, 401, 403, 429) },
      },
    },
    async (request) => inReply({ success: true as const, ...(await listAdminProperties({ deps, auth: authOf(request), query: request.query })) }),
  )

  app.post(
    '/admin/properties/status',
    {
      preHandler,
      schema: {
        tags,
        summary: 'Set one status on many listings',
        description:
          'Admins only. One transaction: each listing changes as PUT would change it (checked, with its history) and is recorded in the audit trail; a listing that cannot change is reported with why, the others still change.',
        body: bulkStatusBodySchema,
        response: { 200: bulkStatusResponseSchema, ...errorResponses(400, 401, 403, 415, 429) },
      },
    },
    async (request) => ({ success: true as const, ...(await changePropertyStatuses({ deps, auth: authOf(request), ...request.body, now: new Date() })) }),
  )

  app.get(
    '/admin/properties/:id',
    {
      preHandler,
      schema: {
        tags,
        summary: 'One listing with its owners, dealer, price, ownership and dealer history, and whether it is featured',
        params: propertyIdParamsSchema,
        response: { 200: adminPropertyResponseSchema, ...errorResponses(400, 401, 403, 404, 429) },
      },
    },
    async (request) => ({ success: true as const, ...(await getAdminProperty({ deps, auth: authOf(request), property: request.params.id })) }),
  )

  app.put(
    '/admin/properties/:id/featured',
    {
      preHandler,
      schema: {
        tags,
        summary: "Feature a listing in the home page's Featured row, or stop featuring it",
        description: 'Admins only. Only an active listing can be featured (422); featuring a featured one or unfeaturing one that is not is a 409. Recorded in the audit trail.',
        params: propertyIdParamsSchema,
        body: featureBodySchema,
        response: { 200: featureResponseSchema, ...errorResponses(400, 401, 403, 404, 409, 415, 422, 429) },
      },
    },
    async (request) => ({ success: true as const, featured: await setPropertyFeatured({ deps, auth: authOf(request), property: request.params.id, ...request.body }) }),
  )

  app.get(
    '/properties/public/featured',
    {
      schema: {
        tags: ['properties'],
        summary: "The home page's Featured row: active listings an admin featured, most recent first",
        description: 'No sign-in. Each listing as anyone may see it (owners as "Owner").',
        querystring: featuredQuerySchema,
        response: { 200: featuredResponseSchema, ...errorResponses(400, 429, 500) },
      },
    },
    async (request) => inReply({ success: true as const, properties: await admin.featuredPublic(request.query.limit) }),
  )
  done()
}

export default adminPropertiesRoutes
