// The admin console's inquiry calls (issue #25), admins only (a seller or dealer gets 403, a
// signed-out caller 401): every inquiry by status and listing, one with its thread, and moving
// its status as an admin, recorded in the audit trail with the change.
import type { FastifyPluginCallbackZod } from 'fastify-type-provider-zod'
import { z } from 'zod'
import { errorResponses } from '../../lib/http-schemas'
import type { AuthContext } from '../../plugins/auth-guards'
import { createPropertiesRepository } from '../properties/properties.repository'
import { createInquiriesRepository } from './inquiries.repository'
import {
  inquiriesQuerySchema,
  inquiriesResponseSchema,
  inquiryParamsSchema,
  inquiryResponseSchema,
  inquiryThreadResponseSchema,
  inquiryTransitionBodySchema,
} from './inquiries.schemas'
import { getInquiry, listInquiries, transitionInquiry } from './inquiries.service'

const adminQuerySchema = inquiriesQuerySchema.omit({ role: true })
const adminTransitionBodySchema = inquiryTransitionBodySchema.extend({
  reason: z.string().trim().max(500, { error: 'must be at most 500 characters' }).default('').meta({ description: 'Why, for the audit trail.' }),
})

const inquiriesAdminRoutes: FastifyPluginCallbackZod = (app, _options, done) => {
  const deps = { inquiries: createInquiriesRepository(app.database), properties: createPropertiesRepository(app.database) }
  const preHandler = app.requireAdmin
  const tags = ['admin']
  const authOf = (request: { auth: AuthContext | null }) => request.auth as AuthContext

  app.get(
    '/admin/inquiries',
    {
      preHandler,
      schema: {
        tags,
        summary: 'Every inquiry, newest activity first, by status and listing',
        description: 'Admins only.',
        querystring: adminQuerySchema,
        response: { 200: inquiriesResponseSchema, ...errorResponses(400, 401, 403, 404, 429) },
      },
    },
    async (request) => {
      const { propertyId, ...query } = request.query
      return { success: true as const, ...(await listInquiries({ deps, auth: authOf(request), property: propertyId, ...query })) }
    },
  )

  app.get(
    '/admin/inquiries/:inquiryId',
    {
      preHandler,
      schema: { tags, summary: 'One inquiry with its thread', description: 'Admins only.', params: inquiryParamsSchema, response: { 200: inquiryThreadResponseSchema, ...errorResponses(400, 401, 403, 404, 429) } },
    },
    async (request) => ({ success: true as const, ...(await getInquiry({ deps, auth: authOf(request), id: request.params.inquiryId })) }),
  )

  app.post(
    '/admin/inquiries/:inquiryId/transitions',
    {
      preHandler,
      schema: {
        tags,
        summary: "Move an inquiry's status as an admin",
        description: 'Admins only: contact, qualify, close or mark-spam, as the property side can; recorded in the audit trail. A transition its status does not allow is a 409; a stale version a 409.',
        params: inquiryParamsSchema,
        body: adminTransitionBodySchema,
        response: { 200: inquiryResponseSchema, ...errorResponses(400, 401, 403, 404, 409, 415, 429) },
      },
    },
    async (request) => {
      const { reason, ...body } = request.body
      return { success: true as const, inquiry: await transitionInquiry({ deps, auth: authOf(request), id: request.params.inquiryId, ...body, asAdmin: { reason } }) }
    },
  )
  done()
}

export default inquiriesAdminRoutes
