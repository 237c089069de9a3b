// Property searches (SPEC §7), each over the properties the caller may see. Signed-in only,
// checked before the query is ('User not authenticated' without a token). Static paths such as
// /properties/with-co-owners sit beside /properties/{reference}; the router prefers them.
import { messages } from '@vishwas/domain'
import type { FastifyPluginCallbackZod } from 'fastify-type-provider-zod'
import { errorResponses } from '../../lib/http-schemas'
import { inReply } from '../../lib/raw-json'
import { requireSignedIn } from '../../plugins/auth'
import type { AuthContext } from '../../plugins/auth-guards'
import { createPropertyGeoRepository } from './property-geo.repository'
import { findContainingPoint, findWithinRadius, validatePoint } from './property-geo.service'
import { createPropertySearchRepository } from './property-search.repository'
import {
  advancedQuerySchema,
  byAmenitiesQuerySchema,
  byDealerQuerySchema,
  byDealerResponseSchema,
  byOwnerQuerySchema,
  byRiskQuerySchema,
  byScoreQuerySchema,
  byViewsQuerySchema,
  listResponseSchema,
  ownershipChangesQuerySchema,
  ownershipChangesResponseSchema,
  pageQuerySchema,
  pointBodySchema,
  priceChangesQuerySchema,
  priceChangesResponseSchema,
  radiusParamsSchema,
  validatePointResponseSchema,
  withCoOwnersQuerySchema,
  withCoOwnersResponseSchema,
  withinRadiusResponseSchema,
} from './property-search.schemas'
import {
  findByDealer,
  findOwnershipChanges,
  findPriceChanges,
  findWithCoOwners,
  searchAdvanced,
  searchByAmenities,
  searchByOwner,
  searchByRisk,
  searchByScore,
  searchByViews,
} from './property-search.service'

const propertySearchRoutes: FastifyPluginCallbackZod = (app, _options, done) => {
  const repository = createPropertySearchRepository(app.database)
  const geo = createPropertyGeoRepository(app.database)
  const onRequest = requireSignedIn({ whenMissing: messages.userNotAuthenticated })
  const tags = ['property search']
  // The guard ran: the caller is signed in.
  const authOf = (request: { auth: AuthContext | null }) => request.auth as AuthContext
  const listErrors = errorResponses(400, 401, 429, 500)

  app.get(
    '/properties/search/advanced',
    { onRequest, schema: { tags, summary: 'Properties by any of 21 attribute filters, sorted and paginated', querystring: advancedQuerySchema, response: { 200: listResponseSchema, ...listErrors } } },
    async (request) => inReply({ success: true as const, ...(await searchAdvanced({ repository, auth: authOf(request), query: request.query })) }),
  )

  app.get(
    '/properties/search/by-owner',
    {
      onRequest,
      schema: {
        tags,
        summary: 'Properties by owner (admins and dealers: anyone; others: their own)',
        querystring: byOwnerQuerySchema,
        response: { 200: listResponseSchema, ...errorResponses(400, 401, 403, 429, 500) },
      },
    },
    async (request) => inReply({ success: true as const, ...(await searchByOwner({ repository, auth: authOf(request), query: request.query })) }),
  )

  app.get(
    '/properties/search/by-amenities',
    { onRequest, schema: { tags, summary: 'Properties with all the given amenities and surroundings', querystring: byAmenitiesQuerySchema, response: { 200: listResponseSchema, ...listErrors } } },
    async (request) => inReply({ success: true as const, ...(await searchByAmenities({ repository, auth: authOf(request), query: request.query })) }),
  )

  app.get(
    '/properties/search/by-score',
    { onRequest, schema: { tags, summary: 'Properties by evaluation score, highest first', querystring: byScoreQuerySchema, response: { 200: listResponseSchema, ...listErrors } } },
    async (request) => inReply({ success: true as const, ...(await searchByScore({ repository, auth: authOf(request), query: request.query })) }),
  )

  app.get(
    '/properties/search/by-views',
    { onRequest, schema: { tags, summary: 'Properties by view count, most viewed first', querystring: byViewsQuerySchema, response: { 200: listResponseSchema, ...listErrors } } },
    async (request) => inReply({ success: true as const, ...(await searchByViews({ repository, auth: authOf(request), query: request.query })) }),
  )

  app.get(
    '/properties/search/by-risk',
    { onRequest, schema: { tags, summary: 'Properties with the given natural hazard levels', querystring: byRiskQuerySchema, response: { 200: listResponseSchema, ...listErrors } } },
    async (request) => inReply({ success: true as const, ...(await searchByRisk({ repository, auth: authOf(request), query: request.query })) }),
  )

  app.get(
    '/properties/with-co-owners',
    { onRequest, schema: { tags, summary: 'Properties with at least minOwners owners, and their owners', querystring: withCoOwnersQuerySchema, response: { 200: withCoOwnersResponseSchema, ...listErrors } } },
    async (request) => inReply({ success: true as const, ...(await findWithCoOwners({ repository, auth: authOf(request), query: request.query })) }),
  )

  app.get(
    '/properties/ownership-changes',
    {
      onRequest,
      schema: { tags, summary: 'Properties whose owners changed in the last days', querystring: ownershipChangesQuerySchema, response: { 200: ownershipChangesResponseSchema, ...listErrors } },
    },
    async (request) => inReply({ success: true as const, ...(await findOwnershipChanges({ repository, auth: authOf(request), query: request.query })) }),
  )

  app.get(
    '/properties/by-dealer',
    { onRequest, schema: { tags, summary: "A dealer's properties, and with includeHistory those handled before", querystring: byDealerQuerySchema, response: { 200: byDealerResponseSchema, ...listErrors } } },
    async (request) => inReply({ success: true as const, ...(await findByDealer({ repository, auth: authOf(request), query: request.query })) }),
  )

  app.get(
    '/properties/price-changes',
    {
      onRequest,
      schema: { tags, summary: 'Properties whose price changed in the period by a percentage within a range (from before the first change to after the last)', querystring: priceChangesQuerySchema, response: { 200: priceChangesResponseSchema, ...listErrors } },
    },
    async (request) => inReply({ success: true as const, ...(await findPriceChanges({ repository, auth: authOf(request), query: request.query })) }),
  )

  app.get(
    '/properties/:id/within-radius/:radius',
    {
      onRequest,
      schema: {
        tags,
        summary: "Properties whose boundary lies within a distance of this property's boundary, nearest first",
        params: radiusParamsSchema,
        querystring: pageQuerySchema,
        response: { 200: withinRadiusResponseSchema, ...errorResponses(400, 401, 403, 404, 429, 500) },
      },
    },
    async (request) =>
      inReply({
        success: true as const,
        ...(await findWithinRadius({ repository: geo, auth: authOf(request), id: request.params.id, radius: request.params.radius, query: request.query })),
      }),
  )

  app.post(
    '/properties/containing-point',
    {
      onRequest,
      schema: {
        tags,
        summary: 'Properties whose boundary covers a point (inside or on the edge)',
        body: pointBodySchema,
        querystring: pageQuerySchema,
        response: { 200: listResponseSchema, ...errorResponses(400, 401, 415, 429, 500) },
      },
    },
    async (request) => inReply({ success: true as const, ...(await findContainingPoint({ repository: geo, auth: authOf(request), point: request.body, query: request.query })) }),
  )

  app.post(
    '/properties/validate-point',
    {
      onRequest,
      schema: {
        tags,
        summary: 'Whether a point lies in India and outside every property boundary',
        body: pointBodySchema,
        response: { 200: validatePointResponseSchema, ...errorResponses(400, 401, 415, 429, 500) },
      },
    },
    async (request) => ({ success: true as const, ...(await validatePoint({ repository: geo, auth: authOf(request), point: request.body })) }),
  )
  done()
}

export default propertySearchRoutes
