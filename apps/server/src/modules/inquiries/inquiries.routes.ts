// The inquiry calls: ask about a listing, list (mine as asker, on listings I manage; admins all),
// read one with its thread, reply, and move its status. Every call needs a signed-in caller.
import { messages } from '@vishwas/domain'
import type { FastifyPluginCallbackZod } from 'fastify-type-provider-zod'
import { errorResponses } from '../../lib/http-schemas'
import { requireSignedIn } from '../../plugins/auth'
import type { AuthContext } from '../../plugins/auth-guards'
import { createPropertiesRepository } from '../properties/properties.repository'
import { createInquiriesRepository } from './inquiries.repository'
import {
  askBodySchema,
  askResponseSchema,
  inquiriesQuerySchema,
  inquiriesResponseSchema,
  inquiryParamsSchema,
  inquiryResponseSchema,
  inquiryThreadResponseSchema,
  inquiryTransitionBodySchema,
  propertyInquiryParamsSchema,
  replyBodySchema,
} from './inquiries.schemas'
import { askAboutProperty, getInquiry, listInquiries, replyToInquiry, transitionInquiry } from './inquiries.service'

const inquiriesRoutes: FastifyPluginCallbackZod = (app, _options, done) => {
  const deps = { inquiries: createInquiriesRepository(app.database), properties: createPropertiesRepository(app.database) }
  const preHandler = requireSignedIn({ whenMissing: messages.userNotAuthenticated })
  const tags = ['inquiries']
  const authOf = (request: { auth: AuthContext | null }) => request.auth as AuthContext

  app.post(
    '/properties/:id/inquiries',
    {
      preHandler,
      schema: {
        tags,
        summary: 'Ask a question about a listing',
        description:
          'Starts an inquiry (201), or adds the question to your open inquiry on this listing (200). The people who manage the listing are notified. sharePhone shows them your number. Not on your own listing (422); at most 20 new inquiries a day (429).',
        params: propertyInquiryParamsSchema,
        body: askBodySchema,
        response: { 200: askResponseSchema, 201: askResponseSchema, ...errorResponses(400, 401, 404, 409, 415, 422, 429) },
      },
    },
    async (request, reply) => {
      const result = await askAboutProperty({ deps, auth: authOf(request), property: request.params.id, ...request.body })
      return reply.code(result.created ? 201 : 200).send({ success: true as const, ...result })
    },
  )

  app.get(
    '/inquiries',
    {
      preHandler,
      schema: {
        tags,
        summary: 'Inquiries: the ones you asked and those on listings you manage',
        description: 'Newest activity first. Admins see every inquiry.',
        querystring: inquiriesQuerySchema,
        response: { 200: inquiriesResponseSchema, ...errorResponses(400, 401, 404, 429) },
      },
    },
    async (request) => {
      const { propertyId, ...query } = request.query
      return { success: true as const, ...(await listInquiries({ deps, auth: authOf(request), property: propertyId, ...query })) }
    },
  )

  app.get(
    '/inquiries/:inquiryId',
    {
      preHandler,
      schema: { tags, summary: 'One inquiry with its thread', params: inquiryParamsSchema, response: { 200: inquiryThreadResponseSchema, ...errorResponses(400, 401, 404, 429) } },
    },
    async (request) => ({ success: true as const, ...(await getInquiry({ deps, auth: authOf(request), id: request.params.inquiryId })) }),
  )

  app.post(
    '/inquiries/:inquiryId/messages',
    {
      preHandler,
      schema: {
        tags,
        summary: "Write in an inquiry's thread",
        description: 'The asker or the people who manage the listing; the other side is notified. Closed and spam inquiries take no messages (409).',
        params: inquiryParamsSchema,
        body: replyBodySchema,
        response: { 201: inquiryThreadResponseSchema, ...errorResponses(400, 401, 404, 409, 415, 429) },
      },
    },
    async (request, reply) => reply.code(201).send({ success: true as const, ...(await replyToInquiry({ deps, auth: authOf(request), id: request.params.inquiryId, body: request.body.body })) }),
  )

  app.post(
    '/inquiries/:inquiryId/transitions',
    {
      preHandler,
      schema: {
        tags,
        summary: "Move an inquiry's status",
        description:
          'contact (new -> contacted), qualify, close (also the asker), mark-spam. A transition from a status that does not allow it is a 409 naming the status; the wrong party a 403; a stale version a 409.',
        params: inquiryParamsSchema,
        body: inquiryTransitionBodySchema,
        response: { 200: inquiryResponseSchema, ...errorResponses(400, 401, 403, 404, 409, 415, 429) },
      },
    },
    async (request) => ({ success: true as const, inquiry: await transitionInquiry({ deps, auth: authOf(request), id: request.params.inquiryId, ...request.body }) }),
  )
  done()
}

export default inquiriesRoutes
