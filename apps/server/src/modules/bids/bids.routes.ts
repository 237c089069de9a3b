// The bidding calls: a listing's bidding under /api/properties/{id}/bidding (read by anyone,
// opened and closed by the property side or an admin), bids placed under
// /api/properties/{id}/bids, and each bid under /api/bids (listed, read, withdrawn, rejected).
import { paginate } from '@vishwas/domain'
import type { FastifyPluginCallbackZod } from 'fastify-type-provider-zod'
import { errorResponses } from '../../lib/http-schemas'
import { requireSignedIn } from '../../plugins/auth'
import type { AuthContext } from '../../plugins/auth-guards'
import { createPropertiesRepository } from '../properties/properties.repository'
import { createBidsRepository } from './bids.repository'
import {
  bidListQuerySchema,
  bidListResponseSchema,
  bidParamsSchema,
  bidPlacedResponseSchema,
  bidResponseSchema,
  biddingOpenedResponseSchema,
  biddingParamsSchema,
  biddingResponseSchema,
  openBiddingBodySchema,
  placeBidBodySchema,
} from './bids.schemas'
import { closeBidding, decideBid, getBid, getBidding, listBids, openBidding, placeBid, type BidsDeps } from './bids.service'

const bidsRoutes: FastifyPluginCallbackZod = (app, _options, done) => {
  const deps: BidsDeps = { bids: createBidsRepository(app.database), properties: createPropertiesRepository(app.database) }
  const signedIn = requireSignedIn()
  const tags = ['bids']
  const authOf = (request: { auth: AuthContext | null }) => request.auth as AuthContext
  const manage = 'The property side (owners, creator, lister, current dealer) or an admin.'

  app.get(
    '/properties/:id/bidding',
    {
      preHandler: app.optionalUser,
      schema: {
        tags,
        summary: "A listing's bidding: highest bid, count, increment, minimum next bid, closing time",
        description: 'Public for public listings; never names a bidder. The reserve is shown only to the property side and admins; a signed-in caller sees their own latest bid. A read after the closing time closes the window first.',
        params: biddingParamsSchema,
        response: { 200: biddingResponseSchema, ...errorResponses(400, 404, 429) },
      },
    },
    async (request) => ({ success: true as const, ...(await getBidding({ deps, auth: request.auth, property: request.params.id, now: new Date() })) }),
  )

  app.post(
    '/properties/:id/bidding',
    {
      preHandler: signedIn,
      schema: {
        tags,
        summary: 'Open an active listing for sale to bids',
        description: `${manage} One open window per listing; none once it was sold by bidding.`,
        params: biddingParamsSchema,
        body: openBiddingBodySchema,
        response: { 201: biddingOpenedResponseSchema, ...errorResponses(400, 401, 403, 404, 409, 415, 422, 429) },
      },
    },
    async (request, reply) =>
      reply.code(201).send({ success: true as const, bidding: await openBidding({ deps, auth: authOf(request), property: request.params.id, terms: request.body, now: new Date() }) }),
  )

  app.post(
    '/properties/:id/bidding/close',
    {
      preHandler: signedIn,
      schema: {
        tags,
        summary: 'Close bidding now: the highest bid at or above the reserve wins',
        description: `${manage} The winner, the other bidders and the property side are notified.`,
        params: biddingParamsSchema,
        response: { 200: biddingOpenedResponseSchema, ...errorResponses(400, 401, 403, 404, 409, 429) },
      },
    },
    async (request) => ({ success: true as const, bidding: await closeBidding({ deps, auth: authOf(request), property: request.params.id, now: new Date() }) }),
  )

  app.post(
    '/properties/:id/bids',
    {
      preHandler: signedIn,
      schema: {
        tags,
        summary: 'Place a bid',
        description: 'At least the opening amount, then the highest bid plus the increment; before the closing time; not by the property side or admins. The previous highest bidder is told they were outbid.',
        params: biddingParamsSchema,
        body: placeBidBodySchema,
        response: { 201: bidPlacedResponseSchema, ...errorResponses(400, 401, 403, 404, 409, 415, 429) },
      },
    },
    async (request, reply) => {
      const placed = await placeBid({ deps, auth: authOf(request), property: request.params.id, amountPaise: request.body.amountPaise, message: request.body.message, now: new Date() })
      return reply.code(201).send({ success: true as const, ...placed })
    },
  )

  app.get(
    '/bids',
    {
      preHandler: signedIn,
      schema: {
        tags,
        summary: 'Bids you may see, newest first',
        description: 'Your own bids and those on listings you stand for (role narrows it); admins see every bid.',
        querystring: bidListQuerySchema,
        response: { 200: bidListResponseSchema, ...errorResponses(400, 401, 404, 429) },
      },
    },
    async (request) => {
      const { page, limit, status, propertyId, role } = request.query
      const listed = await listBids({ deps, auth: authOf(request), status, property: propertyId, role, page, limit })
      return { success: true as const, bids: listed.bids, pagination: paginate(listed.total, page, limit) }
    },
  )

  app.get(
    '/bids/:bidId',
    {
      preHandler: signedIn,
      schema: { tags, summary: 'One bid', description: 'Its bidder, the property side and admins; anyone else is told it does not exist.', params: bidParamsSchema, response: { 200: bidResponseSchema, ...errorResponses(400, 401, 404, 429) } },
    },
    async (request) => ({ success: true as const, bid: await getBid({ deps, auth: authOf(request), bidId: request.params.bidId }) }),
  )

  for (const action of ['withdraw', 'reject'] as const) {
    app.post(
      `/bids/:bidId/${action}`,
      {
        preHandler: signedIn,
        schema: {
          tags,
          summary: action === 'withdraw' ? 'Withdraw your bid while bidding is open' : 'Reject a bid while bidding is open',
          description: `${action === 'withdraw' ? 'The bidder only.' : manage} When it was the highest bid, the best outbid bid becomes the highest again and its bidder is told.`,
          params: bidParamsSchema,
          response: { 200: bidResponseSchema, ...errorResponses(400, 401, 403, 404, 409, 429) },
        },
      },
      async (request) => ({ success: true as const, bid: await decideBid({ deps, auth: authOf(request), bidId: request.params.bidId, action, now: new Date() }) }),
    )
  }
  done()
}

export default bidsRoutes
