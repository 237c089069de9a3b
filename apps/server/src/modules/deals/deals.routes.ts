// The deal calls: open a deal, list yours (or a property's), read one with its timeline, take a
// step. Parties, people with property access and admins see a deal; anyone else gets 404.
import { dealCreateSchema, dealTransitionSchema, messages } from '@vishwas/domain'
import type { FastifyPluginCallbackZod } from 'fastify-type-provider-zod'
import { errorResponses } from '../../lib/http-schemas'
import { requireSignedIn } from '../../plugins/auth'
import type { AuthContext } from '../../plugins/auth-guards'
import { createPropertiesRepository } from '../properties/properties.repository'
import { createGatewayKick } from '../payments/payments.deps'
import { createDealsRepository } from './deals.repository'
import { dealListQuerySchema, dealParamsSchema, dealResponseSchema, dealsResponseSchema, dealTimelineResponseSchema, dealWithTimelineResponseSchema, pageOf } from './deals.schemas'
import { createDeal, getDeal, getDealTimeline, listDeals, transitionDeal, type DealsDeps } from './deals.service'

const dealsRoutes: FastifyPluginCallbackZod = (app, _options, done) => {
  const deps: DealsDeps = { deals: createDealsRepository(app.database), properties: createPropertiesRepository(app.database), feeBasisPoints: app.payments.feeBasisPoints }
  const preHandler = requireSignedIn({ whenMissing: messages.userNotAuthenticated })
  const gatewayKick = createGatewayKick(app)
  const tags = ['deals']
  const authOf = (request: { auth: AuthContext | null }) => request.auth as AuthContext
  const access = 'A deal is seen by its parties, people with property access (SPEC §6) and admins; anyone else gets 404.'

  app.post(
    '/deals',
    {
      preHandler,
      schema: {
        tags,
        summary: 'Open a draft deal on a property',
        description:
          "Someone who represents the property names the buyer or tenant (counterpartyId); anyone else opens it as buyer or tenant with the property's owner. The current dealer joins as dealer. Parties must be two different registered people. An accepted offer opens a deal by itself.",
        body: dealCreateSchema,
        response: { 201: dealResponseSchema, ...errorResponses(400, 401, 403, 404, 415, 422, 429) },
      },
    },
    async (request, reply) => reply.code(201).send({ success: true as const, deal: await createDeal({ deps, auth: authOf(request), body: request.body }) }),
  )

  app.get(
    '/deals',
    {
      preHandler,
      schema: {
        tags,
        summary: 'Your deals, or a property’s, most recently changed first',
        description: `${access} Admins see every deal. Filters: status, property, your side in it.`,
        querystring: dealListQuerySchema,
        response: { 200: dealsResponseSchema, ...errorResponses(400, 401, 429) },
      },
    },
    async (request) => {
      const { page, limit } = request.query
      const { deals, total } = await listDeals({ deps, auth: authOf(request), filter: request.query })
      return { success: true as const, deals, pagination: pageOf(total, page, limit) }
    },
  )

  app.get(
    '/deals/:dealId',
    {
      preHandler,
      schema: { tags, summary: 'One deal with its timeline', description: access, params: dealParamsSchema, response: { 200: dealWithTimelineResponseSchema, ...errorResponses(400, 401, 404, 429) } },
    },
    async (request) => ({ success: true as const, deal: await getDeal({ deps, auth: authOf(request), dealId: request.params.dealId }) }),
  )

  app.get(
    '/deals/:dealId/timeline',
    {
      preHandler,
      schema: { tags, summary: 'The deal’s timeline: every step, who and when', description: access, params: dealParamsSchema, response: { 200: dealTimelineResponseSchema, ...errorResponses(400, 401, 404, 429) } },
    },
    async (request) => ({ success: true as const, timeline: await getDealTimeline({ deps, auth: authOf(request), dealId: request.params.dealId }) }),
  )

  app.post(
    '/deals/:dealId/transition',
    {
      preHandler,
      schema: {
        tags,
        summary: 'Take a step of the deal',
        description:
          'draft -> negotiation (any party) -> agreed (seller side or dealer) -> escrow-funded (admins only, until payments are connected: the payments work replaces this step with the escrow ledger) -> documents-verified (needs the required documents of SPEC §5 present and verified) -> completed (the property becomes sold, or rented for rent and lease); cancelled from draft, negotiation or agreed. A step from another status is a 409 naming the current one; the wrong party a 403; a deal changed since `version` (or at the same moment) a 409.',
        params: dealParamsSchema,
        body: dealTransitionSchema,
        response: { 200: dealResponseSchema, ...errorResponses(400, 401, 403, 404, 409, 415, 429) },
      },
    },
    async (request) => {
      const deal = await transitionDeal({ deps, auth: authOf(request), dealId: request.params.dealId, body: request.body, now: new Date() })
      // A completion releases the escrow and a cancellation refunds it: the gateway hears of it now, not at the next reconciliation.
      if (request.body.action === 'complete' || request.body.action === 'cancel') gatewayKick()
      return { success: true as const, deal }
    },
  )
  done()
}

export default dealsRoutes
