// GET /api/users/me, GET /api/users/{did}, PUT /api/users/{did} (SPEC §7): self or admin.
// Without a token: 401 'No access token available' (SPEC §8); another user's record: 403.
import { messages } from '@vishwas/domain'
import type { FastifyPluginCallbackZod } from 'fastify-type-provider-zod'
import { errorResponses } from '../../lib/http-schemas'
import { requireSignedIn } from '../../plugins/auth'
import type { AuthContext } from '../../plugins/auth-guards'
import { createUsersRepository } from './users.repository'
import { didParamsSchema, profileChangesSchema, userResponseSchema } from './users.schemas'
import { getCurrentUser, getUser, updateUser } from './users.service'

const usersRoutes: FastifyPluginCallbackZod = (app, _options, done) => {
  const repository = createUsersRepository(app.database)
  const preHandler = requireSignedIn({ whenMissing: messages.noAccessToken })
  const tags = ['users']
  // The guard ran: the caller is signed in.
  const authOf = (request: { auth: AuthContext | null }) => request.auth as AuthContext

  app.get(
    '/users/me',
    { preHandler, schema: { tags, summary: 'The signed-in user', response: { 200: userResponseSchema, ...errorResponses(401, 429) } } },
    async (request) => ({ success: true as const, user: await getCurrentUser({ repository, auth: authOf(request) }) }),
  )

  app.get(
    '/users/:did',
    {
      preHandler,
      schema: { tags, summary: 'A user by id (self or admin)', params: didParamsSchema, response: { 200: userResponseSchema, ...errorResponses(400, 401, 403, 404, 429) } },
    },
    async (request) => ({ success: true as const, user: await getUser({ repository, auth: authOf(request), did: request.params.did }) }),
  )

  app.put(
    '/users/:did',
    {
      preHandler,
      schema: {
        tags,
        summary: "Change a user's profile (self or admin)",
        params: didParamsSchema,
        body: profileChangesSchema,
        response: { 200: userResponseSchema, ...errorResponses(400, 401, 403, 404, 415, 429) },
      },
    },
    async (request) => ({
      success: true as const,
      user: await updateUser({ repository, auth: authOf(request), did: request.params.did, changes: request.body }),
    }),
  )
  done()
}

export default usersRoutes
