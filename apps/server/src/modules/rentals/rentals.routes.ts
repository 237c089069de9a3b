// The rental calls (issue #23): apply to rent a listing, list and read applications, rentals and
// tenants, and one call per transition of the domain's machines. Every call needs a signed-in
// caller; an item is shown to its applicant or tenant, anyone with property access (the landlord
// side, SPEC §6) and admins, and is not found (404) for anyone else.
import {
  applicationInputSchema,
  approvalInputSchema,
  closingInputSchema,
  messages,
  rejectInputSchema,
  versionInputSchema,
  type ApplicationAction,
  type RentalAction,
} from '@vishwas/domain'
import type { FastifyPluginCallbackZod } from 'fastify-type-provider-zod'
import type { z } from 'zod'
import { errorResponses } from '../../lib/http-schemas'
import { requireSignedIn } from '../../plugins/auth'
import type { AuthContext } from '../../plugins/auth-guards'
import { createGatewayKick } from '../payments/payments.deps'
import { createRentalsRepository } from './rentals.repository'
import {
  applicationListQuerySchema,
  applicationListResponseSchema,
  applicationParamsSchema,
  applicationResponseSchema,
  propertyParamsSchema,
  rentalListQuerySchema,
  rentalListResponseSchema,
  rentalParamsSchema,
  rentalResponseSchema,
  tenantParamsSchema,
  tenantResponseSchema,
} from './rentals.schemas'
import { createApplication, getApplication, getRental, getTenant, listApplications, listRentals, transitionApplication, transitionRental } from './rentals.service'

const optionalBody = <T extends z.ZodType>(schema: T) => schema.nullish()

const applicationTransitions: { action: ApplicationAction; summary: string; body: z.ZodType }[] = [
  { action: 'review', summary: 'Start reviewing a submitted application (the landlord side: property access; admins)', body: optionalBody(versionInputSchema) },
  {
    action: 'approve',
    summary:
      "Approve an open application (the landlord side; admins): creates the tenant and a draft rental on these terms, each left out from its default (the listing's monthly price, 2 months' deposit, the move-in date, 11 months, due on the 5th, 30 days' notice)",
    body: optionalBody(approvalInputSchema),
  },
  { action: 'reject', summary: 'Reject an open application, with an optional reason (the landlord side; admins)', body: optionalBody(rejectInputSchema) },
  { action: 'withdraw', summary: 'Withdraw your open application (its applicant; admins)', body: optionalBody(rejectInputSchema) },
]

const rentalTransitions: { action: RentalAction; summary: string; body: z.ZodType }[] = [
  { action: 'activate', summary: 'Activate a draft rental once both sides agree its terms (the landlord side; admins)', body: optionalBody(versionInputSchema) },
  { action: 'cancel', summary: 'Call off a draft rental, with a reason (its tenant, the landlord side; admins)', body: closingInputSchema },
  {
    action: 'end',
    summary: 'End an active tenancy that has run its course or ends by agreement, with a reason (the landlord side; admins); the deposit goes back to the tenant less the deductions stated',
    body: closingInputSchema,
  },
  {
    action: 'terminate',
    summary: "Terminate an active tenancy early, with a reason (its tenant or the landlord side: the last day is after the rental's notice period; admins: today)",
    body: closingInputSchema,
  },
]

type TransitionBody = { version?: number; reason?: string; monthlyRentPaise?: number } | null | undefined

const rentalsRoutes: FastifyPluginCallbackZod = (app, _options, done) => {
  const repository = createRentalsRepository(app.database)
  const preHandler = requireSignedIn({ whenMissing: messages.userNotAuthenticated })
  const tags = ['rentals']
  const authOf = (request: { auth: AuthContext | null }) => request.auth as AuthContext
  const gatewayKick = createGatewayKick(app)

  app.post(
    '/properties/:id/rental-applications',
    {
      preHandler,
      schema: {
        tags,
        summary: 'Apply to rent a listing for rent or lease',
        description: 'Not on a property you own or manage (422), not on a listing for sale (422), not with a move-in date in the past (422), and one open application per person and property (409). The landlord side is notified.',
        params: propertyParamsSchema,
        body: applicationInputSchema,
        response: { 201: applicationResponseSchema, ...errorResponses(400, 401, 404, 409, 415, 422, 429) },
      },
    },
    async (request, reply) =>
      reply.code(201).send({ success: true as const, application: await createApplication({ repository, auth: authOf(request), property: request.params.id, body: request.body, now: new Date() }) }),
  )

  app.get(
    '/rental-applications',
    {
      preHandler,
      schema: { tags, summary: 'Rental applications you may see, newest first, each with the rental its approval created', querystring: applicationListQuerySchema, response: { 200: applicationListResponseSchema, ...errorResponses(400, 401, 429) } },
    },
    async (request) => ({ success: true as const, ...(await listApplications({ repository, auth: authOf(request), query: request.query })) }),
  )

  app.get(
    '/rental-applications/:applicationId',
    { preHandler, schema: { tags, summary: 'One rental application (its applicant, the landlord side, admins)', params: applicationParamsSchema, response: { 200: applicationResponseSchema, ...errorResponses(400, 401, 404, 429) } } },
    async (request) => ({ success: true as const, application: await getApplication({ repository, auth: authOf(request), id: request.params.applicationId }) }),
  )

  for (const transition of applicationTransitions) {
    app.post(
      `/rental-applications/:applicationId/${transition.action}`,
      {
        preHandler,
        schema: {
          tags,
          summary: transition.summary,
          description: 'A transition its status does not allow is 409 naming the status; another party is 403; a version older than the current one (someone acted first) is 409.',
          params: applicationParamsSchema,
          body: transition.body,
          response: { 200: applicationResponseSchema, ...errorResponses(400, 401, 403, 404, 409, 415, 422, 429) },
        },
      },
      async (request) => {
        const body = (request.body ?? {}) as TransitionBody & object
        const { version, reason, ...terms } = body as { version?: number; reason?: string } & Record<string, unknown>
        const application = await transitionApplication({
          repository,
          auth: authOf(request),
          id: request.params.applicationId,
          action: transition.action,
          body: { version, reason, ...(transition.action === 'approve' ? { terms } : {}) },
          now: new Date(),
        })
        return { success: true as const, application }
      },
    )
  }

  app.get(
    '/rentals',
    { preHandler, schema: { tags, summary: 'Rentals you may see, newest first', querystring: rentalListQuerySchema, response: { 200: rentalListResponseSchema, ...errorResponses(400, 401, 429) } } },
    async (request) => ({ success: true as const, ...(await listRentals({ repository, auth: authOf(request), query: request.query })) }),
  )

  app.get(
    '/rentals/:rentalId',
    { preHandler, schema: { tags, summary: 'One rental with its tenant (the tenant, the landlord side, admins)', params: rentalParamsSchema, response: { 200: rentalResponseSchema, ...errorResponses(400, 401, 404, 429) } } },
    async (request) => ({ success: true as const, rental: await getRental({ repository, auth: authOf(request), id: request.params.rentalId }) }),
  )

  for (const transition of rentalTransitions) {
    app.post(
      `/rentals/:rentalId/${transition.action}`,
      {
        preHandler,
        schema: {
          tags,
          summary: transition.summary,
          description: 'A transition its status does not allow is 409 naming the status; another party is 403; a version older than the current one (someone acted first) is 409.',
          params: rentalParamsSchema,
          body: transition.body,
          response: { 200: rentalResponseSchema, ...errorResponses(400, 401, 403, 404, 409, 415, 422, 429) },
        },
      },
      async (request) => {
        const { version, reason, depositDeductionsPaise, depositDeductionsReason } = (request.body ?? {}) as { version?: number; reason?: string; depositDeductionsPaise?: number; depositDeductionsReason?: string }
        const rental = await transitionRental({ repository, auth: authOf(request), id: request.params.rentalId, action: transition.action, body: { version, reason, depositDeductionsPaise, depositDeductionsReason }, now: new Date() })
        // A closed tenancy gives its deposit back: the gateway hears of it now, not at the next reconciliation.
        if (transition.action !== 'activate') gatewayKick()
        return { success: true as const, rental }
      },
    )
  }

  app.get(
    '/tenants/:tenantId',
    { preHandler, schema: { tags, summary: 'A tenant: their details for one tenancy (the tenant, the landlord side of their rental, admins)', params: tenantParamsSchema, response: { 200: tenantResponseSchema, ...errorResponses(400, 401, 404, 429) } } },
    async (request) => ({ success: true as const, tenant: await getTenant({ repository, auth: authOf(request), id: request.params.tenantId }) }),
  )
  done()
}

export default rentalsRoutes
