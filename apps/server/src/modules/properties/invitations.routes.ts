// The invitation calls (consent before anyone is named, ARCHITECTURE §6): the signed-in user's
// pending invitations and their answers (in their profile), and a listing's pending invitations
// for those with property access, who may withdraw one.
import { messages } from '@vishwas/domain'
import type { FastifyPluginCallbackZod } from 'fastify-type-provider-zod'
import { errorResponses } from '../../lib/http-schemas'
import { requireSignedIn } from '../../plugins/auth'
import type { AuthContext } from '../../plugins/auth-guards'
import { createInvitationsRepository } from './invitations.repository'
import {
  invitationParamsSchema,
  invitationResponseSchema,
  propertyInvitationParamsSchema,
  propertyInvitationsResponseSchema,
  receivedListResponseSchema,
  receivedQuerySchema,
} from './invitations.schemas'
import { acceptInvitation, declineInvitation, listPropertyInvitations, listReceivedInvitations, withdrawInvitation } from './invitations.service'
import { createPropertiesRepository } from './properties.repository'
import { referenceParamsSchema } from './properties.schemas'

const invitationsRoutes: FastifyPluginCallbackZod = (app, _options, done) => {
  const repository = createPropertiesRepository(app.database)
  const invitations = createInvitationsRepository(app.database)
  const preHandler = requireSignedIn({ whenMissing: messages.userNotAuthenticated })
  const tags = ['invitations']
  // The guard ran: the caller is signed in.
  const authOf = (request: { auth: AuthContext | null }) => request.auth as AuthContext

  app.get(
    '/users/me/invitations',
    {
      preHandler,
      schema: {
        tags,
        summary: 'Your pending invitations to be an owner or the dealer of a listing, newest first',
        querystring: receivedQuerySchema,
        response: { 200: receivedListResponseSchema, ...errorResponses(400, 401, 429) },
      },
    },
    async (request) => ({
      success: true as const,
      ...(await listReceivedInvitations({ repository: invitations, auth: authOf(request), page: request.query.page, limit: request.query.limit })),
    }),
  )

  app.post(
    '/users/me/invitations/:invitationId/accept',
    {
      preHandler,
      schema: {
        tags,
        summary: 'Accept an invitation: you become an owner (with the proposed share) or the dealer of the listing',
        params: invitationParamsSchema,
        response: { 200: invitationResponseSchema, ...errorResponses(400, 401, 403, 404, 409, 429) },
      },
    },
    async (request) => ({
      success: true as const,
      invitation: await acceptInvitation({ repository, auth: authOf(request), id: request.params.invitationId, now: new Date() }),
    }),
  )

  app.post(
    '/users/me/invitations/:invitationId/decline',
    {
      preHandler,
      schema: {
        tags,
        summary: 'Decline an invitation: the listing does not name you',
        params: invitationParamsSchema,
        response: { 200: invitationResponseSchema, ...errorResponses(400, 401, 404, 409, 429) },
      },
    },
    async (request) => ({
      success: true as const,
      invitation: await declineInvitation({ repository, auth: authOf(request), id: request.params.invitationId, now: new Date() }),
    }),
  )

  app.get(
    '/properties/:reference/invitations',
    {
      preHandler,
      schema: {
        tags,
        summary: "A listing's pending invitations (property access)",
        params: referenceParamsSchema,
        response: { 200: propertyInvitationsResponseSchema, ...errorResponses(400, 401, 403, 404, 429) },
      },
    },
    async (request) => ({
      success: true as const,
      invitations: await listPropertyInvitations({ repository, invitations, auth: authOf(request), reference: request.params.reference }),
    }),
  )

  app.delete(
    '/properties/:reference/invitations/:invitationId',
    {
      preHandler,
      schema: {
        tags,
        summary: "Withdraw a listing's pending invitation (property access; an owner invitation only by the owners or an admin)",
        params: propertyInvitationParamsSchema,
        response: { 200: invitationResponseSchema, ...errorResponses(400, 401, 403, 404, 409, 429) },
      },
    },
    async (request) => ({
      success: true as const,
      invitation: await withdrawInvitation({
        repository,
        auth: authOf(request),
        reference: request.params.reference,
        id: request.params.invitationId,
        now: new Date(),
      }),
    }),
  )
  done()
}

export default invitationsRoutes
