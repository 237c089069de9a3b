// The signed-in user's own standing: GET/POST /api/users/me/dealer-application (apply to be a
// dealer; an admin decides) and GET/POST /api/users/me/kyc (submit an identity number; an admin
// decides). No call names another user.
import { messages } from '@vishwas/domain'
import type { FastifyPluginCallbackZod } from 'fastify-type-provider-zod'
import { errorResponses } from '../../lib/http-schemas'
import { requireSignedIn } from '../../plugins/auth'
import type { AuthContext } from '../../plugins/auth-guards'
import { createUserAccountsRepository } from './user-accounts.repository'
import { dealerApplicationBodySchema, dealerApplicationResponseSchema, kycBodySchema, kycResponseSchema } from './user-accounts.schemas'
import { applyAsDealer, getMyDealerApplication, getMyKyc, submitKyc } from './user-accounts.service'

const userAccountsRoutes: FastifyPluginCallbackZod = (app, _options, done) => {
  const repository = createUserAccountsRepository(app.database)
  const database = app.database
  const preHandler = requireSignedIn({ whenMissing: messages.noAccessToken })
  const tags = ['users']
  // The guard ran: the caller is signed in.
  const authOf = (request: { auth: AuthContext | null }) => request.auth as AuthContext

  app.get(
    '/users/me/dealer-application',
    { preHandler, schema: { tags, summary: 'Your dealer application and its status', response: { 200: dealerApplicationResponseSchema, ...errorResponses(401, 429) } } },
    async (request) => ({ success: true as const, ...(await getMyDealerApplication({ repository, auth: authOf(request) })) }),
  )

  app.post(
    '/users/me/dealer-application',
    {
      preHandler,
      schema: {
        tags,
        summary: 'Apply to be a dealer (Curator)',
        description:
          "RERA agent registration number and the state that issued it, agency name and office address. The number is checked against that state's published agent-number format where known (422 naming an example), else the general RERA shape. One pending application at a time (409); a dealer already cannot apply (409). An admin approves or rejects it.",
        body: dealerApplicationBodySchema,
        response: { 201: dealerApplicationResponseSchema, ...errorResponses(400, 401, 409, 415, 422, 429) },
      },
    },
    async (request, reply) =>
      reply.code(201).send({ success: true as const, ...(await applyAsDealer({ database, repository, auth: authOf(request), application: request.body })) }),
  )

  app.get(
    '/users/me/kyc',
    { preHandler, schema: { tags, summary: 'Your KYC status and the identity number you gave (Aadhaar masked)', response: { 200: kycResponseSchema, ...errorResponses(401, 429) } } },
    async (request) => ({ success: true as const, kyc: await getMyKyc({ repository, auth: authOf(request) }) }),
  )

  app.post(
    '/users/me/kyc',
    {
      preHandler,
      schema: {
        tags,
        summary: 'Submit KYC details',
        description:
          'An Aadhaar number (checked by its Verhoeff digit, then stored masked but for its last four digits: the full number is never stored) or a PAN. From not-started or rejected to pending (409 otherwise); an admin verifies or rejects. No document scans are taken here.',
        body: kycBodySchema,
        response: { 200: kycResponseSchema, ...errorResponses(400, 401, 409, 415, 422, 429) },
      },
    },
    async (request) => ({ success: true as const, kyc: await submitKyc({ database, repository, auth: authOf(request), ...request.body }) }),
  )
  done()
}

export default userAccountsRoutes
