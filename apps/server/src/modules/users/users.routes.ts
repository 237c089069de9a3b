// GET /api/users/me, GET /api/users/{did}, PUT /api/users/{did} (SPEC §7): self or admin.
// POST /api/users/me/seller-role: the caller becomes a seller ("List your property").
// Without a token: 401 'No access token available' (SPEC §8); another user's record: 403.
import { messages } from '@vishwas/domain'
import type { FastifyPluginCallbackZod } from 'fastify-type-provider-zod'
import { errorResponses } from '../../lib/http-schemas'
import { requireSignedIn } from '../../plugins/auth'
import type { AuthContext } from '../../plugins/auth-guards'
import { createUsersRepository } from './users.repository'
import { becomeSellerResponseSchema, didParamsSchema, profileChangesSchema, userResponseSchema } from './users.schemas'
import { becomeSeller, getCurrentUser, getUser, updateUser } from './users.service'

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

  app.post(
    '/users/me/seller-role',
    {
      preHandler,
      schema: {
        tags,
        summary: 'Become a seller ("List your property")',
        description:
          'The signed-in user chooses to list a property and is given the seller role at once, recorded with who, when and how (`user_role_grants`). Already a seller: nothing changes and `grant` is null. Roles are read from the database on every request, so the current access token carries the new role.',
        response: { 200: becomeSellerResponseSchema, ...errorResponses(401, 429) },
      },
    },
    async (request) => ({ success: true as const, ...(await becomeSeller({ repository, auth: authOf(request) })) }),
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
