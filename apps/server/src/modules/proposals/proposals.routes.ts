// The proposal calls: make an offer, list yours (or a property's), read one, and answer it
// (counter, accept, reject) or withdraw it. The buyer and the people with property access see an
// offer; anyone else gets 404.
import { messages, paginate, proposalCreateSchema, proposalTransitionSchema } from '@vishwas/domain'
import type { FastifyPluginCallbackZod } from 'fastify-type-provider-zod'
import { errorResponses } from '../../lib/http-schemas'
import { requireSignedIn } from '../../plugins/auth'
import type { AuthContext } from '../../plugins/auth-guards'
import { createPropertiesRepository } from '../properties/properties.repository'
import { createProposalsRepository } from './proposals.repository'
import { proposalListQuerySchema, proposalParamsSchema, proposalResponseSchema, proposalsResponseSchema } from './proposals.schemas'
import { createProposal, getProposal, listProposals, transitionProposal, type ProposalsDeps } from './proposals.service'

const proposalsRoutes: FastifyPluginCallbackZod = (app, _options, done) => {
  const deps: ProposalsDeps = { proposals: createProposalsRepository(app.database), properties: createPropertiesRepository(app.database) }
  const preHandler = requireSignedIn({ whenMissing: messages.userNotAuthenticated })
  const tags = ['proposals']
  const authOf = (request: { auth: AuthContext | null }) => request.auth as AuthContext
  const access = 'The buyer who made it and people with property access (SPEC §6) see an offer; anyone else gets 404. Only the buyer and the people who represent the property (owners, creator, lister, current dealer) answer it.'

  app.post(
    '/proposals',
    {
      preHandler,
      schema: {
        tags,
        summary: 'Make an offer on a live listing',
        description: 'The price in paise, terms, and a validity date (default 7 days, at most 90). An offer on a property you represent is a 422; on a listing that is not active a 409. The owner is notified.',
        body: proposalCreateSchema,
        response: { 201: proposalResponseSchema, ...errorResponses(400, 401, 404, 409, 415, 422, 429) },
      },
    },
    async (request, reply) => reply.code(201).send({ success: true as const, proposal: await createProposal({ deps, auth: authOf(request), body: request.body, now: new Date() }) }),
  )

  app.get(
    '/proposals',
    {
      preHandler,
      schema: {
        tags,
        summary: 'Your offers, made and received, or a property’s, most recently changed first',
        description: `${access} Admins see every offer. Filters: status, property, your side.`,
        querystring: proposalListQuerySchema,
        response: { 200: proposalsResponseSchema, ...errorResponses(400, 401, 429) },
      },
    },
    async (request) => {
      const { page, limit } = request.query
      const { proposals, total } = await listProposals({ deps, auth: authOf(request), filter: request.query })
      return { success: true as const, proposals, pagination: paginate(total, page, limit) }
    },
  )

  app.get(
    '/proposals/:proposalId',
    { preHandler, schema: { tags, summary: 'One offer with its rounds', description: access, params: proposalParamsSchema, response: { 200: proposalResponseSchema, ...errorResponses(400, 401, 404, 429) } } },
    async (request) => ({ success: true as const, proposal: await getProposal({ deps, auth: authOf(request), proposalId: request.params.proposalId }) }),
  )

  app.post(
    '/proposals/:proposalId/transition',
    {
      preHandler,
      schema: {
        tags,
        summary: 'Counter, accept, reject or withdraw an offer',
        description:
          'The side whose turn it is counters (with a new price, then it is the other side’s turn), accepts (a draft deal opens) or rejects; the buyer may withdraw while it is open. From a finished status a 409 naming it; the wrong side a 403; an offer changed since `version` (or at the same moment) a 409.',
        params: proposalParamsSchema,
        body: proposalTransitionSchema,
        response: { 200: proposalResponseSchema, ...errorResponses(400, 401, 403, 404, 409, 415, 429) },
      },
    },
    async (request) => ({
      success: true as const,
      proposal: await transitionProposal({ deps, auth: authOf(request), proposalId: request.params.proposalId, body: request.body, now: new Date() }),
    }),
  )
  done()
}

export default proposalsRoutes
