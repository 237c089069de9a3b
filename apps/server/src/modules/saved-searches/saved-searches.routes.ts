// The saved-search calls: the signed-in user's own searches (listed in their profile, run again
// with one tap, deleted). No call takes a user id; another user's search answers 404.
import { MAX_SAVED_SEARCHES, messages } from '@vishwas/domain'
import type { FastifyPluginCallbackZod } from 'fastify-type-provider-zod'
import { errorResponses, okSchema } from '../../lib/http-schemas'
import { requireSignedIn } from '../../plugins/auth'
import type { AuthContext } from '../../plugins/auth-guards'
import { createSavedSearchesRepository } from './saved-searches.repository'
import { savedSearchBodySchema, savedSearchParamsSchema, savedSearchResponseSchema, savedSearchesResponseSchema } from './saved-searches.schemas'
import { createSavedSearch, deleteSavedSearch, listSavedSearches } from './saved-searches.service'

const savedSearchesRoutes: FastifyPluginCallbackZod = (app, _options, done) => {
  const repository = createSavedSearchesRepository(app.database)
  const preHandler = requireSignedIn({ whenMissing: messages.userNotAuthenticated })
  const tags = ['saved searches']
  // The guard ran: the caller is signed in.
  const authOf = (request: { auth: AuthContext | null }) => request.auth as AuthContext

  app.get(
    '/users/me/saved-searches',
    { preHandler, schema: { tags, summary: 'Your saved searches, newest first', response: { 200: savedSearchesResponseSchema, ...errorResponses(401, 429) } } },
    async (request) => ({ success: true as const, savedSearches: await listSavedSearches({ repository, auth: authOf(request) }) }),
  )

  app.post(
    '/users/me/saved-searches',
    {
      preHandler,
      schema: {
        tags,
        summary: 'Save a search of the listings under a name',
        description: `The query keeps only the public list's filters and order (an unknown field is a 400; the page is dropped). At most ${MAX_SAVED_SEARCHES} searches, names unique (409).`,
        body: savedSearchBodySchema,
        response: { 201: savedSearchResponseSchema, ...errorResponses(400, 401, 409, 415, 429) },
      },
    },
    async (request, reply) => reply.code(201).send({ success: true as const, savedSearch: await createSavedSearch({ repository, auth: authOf(request), search: request.body }) }),
  )

  app.delete(
    '/users/me/saved-searches/:savedSearchId',
    {
      preHandler,
      schema: {
        tags,
        summary: 'Delete one of your saved searches',
        params: savedSearchParamsSchema,
        response: { 200: okSchema, ...errorResponses(400, 401, 404, 429) },
      },
    },
    async (request) => {
      await deleteSavedSearch({ repository, auth: authOf(request), id: request.params.savedSearchId })
      return { success: true as const }
    },
  )
  done()
}

export default savedSearchesRoutes
