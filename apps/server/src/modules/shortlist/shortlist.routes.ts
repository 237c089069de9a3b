// The shortlist calls: the signed-in user's own shortlist (no user id is ever taken, so no one
// reads or changes another's), the merge of the browser's list at sign-in, and the public views of
// listings named by id for the shortlist page, the comparison and the recently viewed listings.
import { MAX_SHORTLIST, messages } from '@vishwas/domain'
import type { FastifyPluginCallbackZod } from 'fastify-type-provider-zod'
import { errorResponses } from '../../lib/http-schemas'
import { inReply } from '../../lib/raw-json'
import { requireSignedIn } from '../../plugins/auth'
import type { AuthContext } from '../../plugins/auth-guards'
import { createShortlistRepository } from './shortlist.repository'
import {
  mergeBodySchema,
  mergeResponseSchema,
  publicByIdsQuerySchema,
  publicByIdsResponseSchema,
  shortlistItemResponseSchema,
  shortlistParamsSchema,
  shortlistRemoveResponseSchema,
  shortlistResponseSchema,
} from './shortlist.schemas'
import { addToShortlist, findPublicProperties, listShortlist, mergeIntoShortlist, removeFromShortlist } from './shortlist.service'

const shortlistRoutes: FastifyPluginCallbackZod = (app, _options, done) => {
  const repository = createShortlistRepository(app.database)
  const preHandler = requireSignedIn({ whenMissing: messages.userNotAuthenticated })
  const tags = ['shortlist']
  // The guard ran: the caller is signed in.
  const authOf = (request: { auth: AuthContext | null }) => request.auth as AuthContext

  app.get(
    '/users/me/shortlist',
    {
      preHandler,
      schema: { tags, summary: 'Your shortlist: the listings you hearted, newest first', response: { 200: shortlistResponseSchema, ...errorResponses(401, 429) } },
    },
    async (request) => ({ success: true as const, items: await listShortlist({ repository, auth: authOf(request) }) }),
  )

  app.put(
    '/users/me/shortlist/:propertyId',
    {
      preHandler,
      schema: {
        tags,
        summary: 'Add a listing to your shortlist (a listing already there is left as it is)',
        description: `Only listings the public may see (active, sold, rented); 404 'Property not found' otherwise. At most ${MAX_SHORTLIST} listings (409).`,
        params: shortlistParamsSchema,
        response: { 200: shortlistItemResponseSchema, ...errorResponses(400, 401, 404, 409, 429) },
      },
    },
    async (request) => ({ success: true as const, item: await addToShortlist({ repository, auth: authOf(request), propertyId: request.params.propertyId, now: new Date() }) }),
  )

  app.delete(
    '/users/me/shortlist/:propertyId',
    {
      preHandler,
      schema: {
        tags,
        summary: 'Take a listing off your shortlist',
        params: shortlistParamsSchema,
        response: { 200: shortlistRemoveResponseSchema, ...errorResponses(400, 401, 429) },
      },
    },
    async (request) => ({ success: true as const, removed: await removeFromShortlist({ repository, auth: authOf(request), propertyId: request.params.propertyId }) }),
  )

  app.post(
    '/users/me/shortlist/merge',
    {
      preHandler,
      schema: {
        tags,
        summary: "Join the shortlist kept in the browser before sign-in to yours",
        description: `Adds the public listings among propertyIds that are not on your shortlist yet, in their order, as many as fit (${MAX_SHORTLIST} in all); the others are left out without an error.`,
        body: mergeBodySchema,
        response: { 200: mergeResponseSchema, ...errorResponses(400, 401, 415, 429) },
      },
    },
    async (request) => ({ success: true as const, ...(await mergeIntoShortlist({ repository, auth: authOf(request), propertyIds: request.body.propertyIds, now: new Date() })) }),
  )

  app.get(
    '/properties/public/by-ids',
    {
      schema: {
        tags: ['properties', ...tags],
        summary: 'Listings by UUID or PROP- reference, as the public sees them',
        description: 'For the shortlist, the comparison and the recently viewed listings. Listings the public cannot see (drafts, deleted, unknown) are left out.',
        querystring: publicByIdsQuerySchema,
        response: { 200: publicByIdsResponseSchema, ...errorResponses(400, 429) },
      },
    },
    async (request) => inReply({ success: true as const, properties: await findPublicProperties({ repository, idsOrReferences: request.query.ids }) }),
  )
  done()
}

export default shortlistRoutes
