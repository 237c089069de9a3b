// The admin's user calls (admins only, 403 to everyone else): GET/POST /api/admin/users (list
// with search and filters; add a user), GET/PUT /api/admin/users/{did} (details and roles),
// POST .../kyc-decision, .../dealer-application-decision, .../suspension and .../reinstatement.
import type { FastifyPluginCallbackZod } from 'fastify-type-provider-zod'
import { errorResponses } from '../../lib/http-schemas'
import { createUsersRepository } from '../users/users.repository'
import { didParamsSchema } from '../users/users.schemas'
import type { AuthContext } from '../../plugins/auth-guards'
import { createUserAccountsRepository } from './user-accounts.repository'
import {
  adminUserResponseSchema,
  createUserBodySchema,
  dealerDecisionBodySchema,
  kycDecisionBodySchema,
  reasonBodySchema,
  updateUserBodySchema,
  userListQuerySchema,
  userListResponseSchema,
} from './user-accounts.schemas'
import {
  createUserAsAdmin,
  decideDealerApplication,
  decideKyc,
  getUserForAdmin,
  listUsersForAdmin,
  reinstateUser,
  suspendUser,
  updateUserAsAdmin,
  type AdminDeps,
} from './user-admin.service'

const userAdminRoutes: FastifyPluginCallbackZod = (app, _options, done) => {
  const accounts = createUserAccountsRepository(app.database)
  const users = createUsersRepository(app.database)
  const preHandler = app.requireAdmin
  const tags = ['admin']
  // The guard ran: the caller is an admin.
  const depsOf = (request: { auth: AuthContext | null }): AdminDeps => ({ database: app.database, accounts, users, auth: request.auth as AuthContext })
  const view = (result: Awaited<ReturnType<typeof getUserForAdmin>>) => ({ success: true as const, ...result })

  app.get(
    '/admin/users',
    {
      preHandler,
      schema: {
        tags,
        summary: 'Users, newest first: search by name, e-mail or phone; filter by role, KYC status, suspension',
        querystring: userListQuerySchema,
        response: { 200: userListResponseSchema, ...errorResponses(400, 401, 403, 429) },
      },
    },
    async (request) => ({ success: true as const, ...(await listUsersForAdmin({ accounts, filter: request.query })) }),
  )

  app.post(
    '/admin/users',
    {
      preHandler,
      schema: {
        tags,
        summary: 'Add a user (they sign in with this phone number)',
        body: createUserBodySchema,
        response: { 201: adminUserResponseSchema, ...errorResponses(400, 401, 403, 409, 415, 429) },
      },
    },
    async (request, reply) => reply.code(201).send(view(await createUserAsAdmin(depsOf(request), request.body))),
  )

  app.get(
    '/admin/users/:did',
    {
      preHandler,
      schema: { tags, summary: 'A user with their standing, KYC and dealer application', params: didParamsSchema, response: { 200: adminUserResponseSchema, ...errorResponses(400, 401, 403, 404, 429) } },
    },
    async (request) => view(await getUserForAdmin(depsOf(request), request.params.did)),
  )

  app.put(
    '/admin/users/:did',
    {
      preHandler,
      schema: {
        tags,
        summary: "Change a user's details and roles",
        description: 'Taking the admin role from the last admin is refused (409).',
        params: didParamsSchema,
        body: updateUserBodySchema,
        response: { 200: adminUserResponseSchema, ...errorResponses(400, 401, 403, 404, 409, 415, 429) },
      },
    },
    async (request) => view(await updateUserAsAdmin(depsOf(request), { did: request.params.did, change: request.body })),
  )

  app.post(
    '/admin/users/:did/kyc-decision',
    {
      preHandler,
      schema: {
        tags,
        summary: "Verify or reject a user's pending KYC, with a reason",
        params: didParamsSchema,
        body: kycDecisionBodySchema,
        response: { 200: adminUserResponseSchema, ...errorResponses(400, 401, 403, 404, 409, 415, 429) },
      },
    },
    async (request) => view(await decideKyc(depsOf(request), { did: request.params.did, ...request.body })),
  )

  app.post(
    '/admin/users/:did/dealer-application-decision',
    {
      preHandler,
      schema: {
        tags,
        summary: "Approve or reject a user's pending dealer application, with a reason",
        description: 'Approving makes the user a dealer at once (Curator in their menu); either way they are notified.',
        params: didParamsSchema,
        body: dealerDecisionBodySchema,
        response: { 200: adminUserResponseSchema, ...errorResponses(400, 401, 403, 404, 409, 415, 429) },
      },
    },
    async (request) => view(await decideDealerApplication(depsOf(request), { did: request.params.did, ...request.body })),
  )

  app.post(
    '/admin/users/:did/suspension',
    {
      preHandler,
      schema: {
        tags,
        summary: 'Suspend a user, with a reason',
        description:
          'Signs them out everywhere at once (every refresh-token family revoked; their access tokens are refused from the next request), refuses their sign-in, and takes their listings out of public view until they are reinstated.',
        params: didParamsSchema,
        body: reasonBodySchema,
        response: { 200: adminUserResponseSchema, ...errorResponses(400, 401, 403, 404, 409, 415, 429) },
      },
    },
    async (request) => view(await suspendUser(depsOf(request), { did: request.params.did, ...request.body })),
  )

  app.post(
    '/admin/users/:did/reinstatement',
    {
      preHandler,
      schema: {
        tags,
        summary: 'Reinstate a suspended user, with a reason',
        description: 'They can sign in again and their listings return to public view.',
        params: didParamsSchema,
        body: reasonBodySchema,
        response: { 200: adminUserResponseSchema, ...errorResponses(400, 401, 403, 404, 409, 415, 429) },
      },
    },
    async (request) => view(await reinstateUser(depsOf(request), { did: request.params.did, ...request.body })),
  )
  done()
}

export default userAdminRoutes
